import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import MarkdownRenderer from './markdown-renderer';
import { CodeBlock, parseCodeMeta } from './code-block';
import { loadKatex, MathBlock } from './math-block';
import { showCell, TableRenderer } from './table-renderer';
import { downloadName, isApiLink } from './api-download';
import { ApiDownloadLink } from './api-link';
import { ImageRenderer, imageSource } from './image-renderer';
import { applyChartTheme, dayAxis, LIGHT_CHART_THEME, toFigure, plotText, type ChartTheme } from './chart-figure';
import { bundleFor } from './plotly-loader';
import { highlightLines, isKnownLanguage, loadLanguage } from './highlight';
import { toCsv } from './table-csv';
import type { TableItem } from './types';

afterEach(() => vi.useRealTimers());

describe('markdown renderer', () => {
  it('renders GFM (tables, strikethrough) and links that open safely', () => {
    const { container } = render(
      <MarkdownRenderer content={'| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~ [site](https://example.com)'} />,
    );
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('del')?.textContent).toBe('old');
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows raw HTML as text, never as elements, unless allowHTML is set', () => {
    const content = 'Hello <script>window.__x = 1</script> <img src=x onerror="window.__y=1"> <b>bold</b>';
    const { container } = render(<MarkdownRenderer content={content} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<script>');

    const { container: withHtml } = render(<MarkdownRenderer content={content} allowHTML />);
    expect(withHtml.querySelector('b')?.textContent).toBe('bold');
    expect(withHtml.querySelector('script')).toBeNull();
    expect(withHtml.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('drops javascript: links', () => {
    const { container } = render(<MarkdownRenderer content={'[x](javascript:alert(1))'} />);
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('renders fenced code, math and table items; a broken item shows its failure text', async () => {
    const table = JSON.stringify({ type: 'table', headers: ['region'], rows: [['North']] });
    const content = [
      '```python\nprint(1)\n```',
      'Inline $a^2$ and display:',
      '$$\nx = 1\n$$',
      '```table\n' + table + '\n```',
      '```chart\n{not json\n```',
    ].join('\n\n');
    const { container } = render(<MarkdownRenderer content={content} />);
    expect(container.querySelector('.rc-code-lang')?.textContent).toBe('python');
    await waitFor(() => expect(container.querySelectorAll('.katex').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(container.querySelector('.hljs-built_in')).not.toBeNull());
    expect(screen.getByRole('cell', { name: 'North' })).toBeInTheDocument();
    expect(screen.getByText('Failed to render chart')).toBeInTheDocument();
  });

  it('shows a placeholder for an unfinished item while streaming', () => {
    render(<MarkdownRenderer content={'```table\n{"type":"ta'} streaming />);
    expect(screen.getByText('Preparing table...')).toBeInTheDocument();
  });
});

describe('code block', () => {
  it('highlights, numbers and marks lines, and copies with a two-second confirmation', async () => {
    await loadLanguage('sql');
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(
      <CodeBlock code={'SELECT 1;\n-- two\nSELECT 3;'} language="sql" showLineNumbers highlightLines={[2]} />,
    );
    expect(container.querySelectorAll('.rc-code-num')).toHaveLength(3);
    expect(container.querySelector('[data-line="2"]')).toHaveClass('is-marked');
    expect(container.querySelector('.hljs-keyword')).not.toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('SELECT 1;\n-- two\nSELECT 3;');
    expect(screen.getByText('Copied')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('shows code plain until its language is fetched, then highlighted', async () => {
    expect(isKnownLanguage('yml')).toBe(false);
    const { container } = render(<CodeBlock code={'a: 1'} language="yml" />);
    expect(container.querySelector('.rc-code-text')?.textContent).toBe('a: 1');
    await waitFor(() => expect(container.querySelector('.hljs-attr')).not.toBeNull());
    expect(isKnownLanguage('yaml')).toBe(true);
    expect(await loadLanguage('cobol')).toBe(false);
  });

  it('keeps spans balanced across lines and escapes unknown languages', async () => {
    await loadLanguage('javascript');
    const lines = highlightLines('/* a\nb */ x', 'javascript');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.split('<span').length).toBe(line.split('</span>').length);
    expect(highlightLines('<b>', 'nope')).toEqual(['&lt;b&gt;']);
  });

  it('reads line numbers and marked lines from the fence meta', () => {
    expect(parseCodeMeta('{1,3-4} showLineNumbers')).toEqual({
      showLineNumbers: true,
      highlightLines: [1, 3, 4],
    });
  });
});

describe('math', () => {
  it('renders inline and display math, and says so when it cannot', async () => {
    await loadKatex();
    const { container } = render(<MathBlock content="\\frac{a}{b}" displayMode />);
    expect(container.querySelector('.katex-display')).not.toBeNull();
    render(<MathBlock content="   " />);
    expect(screen.getByText('Empty math expression')).toBeInTheDocument();
    render(<MathBlock content="\\frac{a" />);
    expect(screen.getByText('Failed to render mathematical expression')).toBeInTheDocument();
  });
});

describe('table', () => {
  const rows = Array.from({ length: 120 }, (_, i) => [`r${i}`, 120 - i]);
  const item: TableItem = { type: 'table', headers: ['name', 'value'], rows };

  it('pages by 50 and sorts by a header, both ways', () => {
    render(<TableRenderer item={item} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const body = () => document.querySelector('tbody')!;
    expect(within(body()).getAllByRole('row')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(body()).getAllByRole('row')[0]).toHaveTextContent('r50');

    fireEvent.click(screen.getByRole('button', { name: /value/ }));
    expect(screen.getByRole('columnheader', { name: /value/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(body()).getAllByRole('row')[0]).toHaveTextContent('r69');
    fireEvent.click(screen.getByRole('button', { name: /value/ }));
    expect(screen.getByRole('columnheader', { name: /value/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('virtualises a page of over 100 rows', () => {
    render(<TableRenderer item={{ ...item, metadata: { pageSize: 200 } }} />);
    const rendered = document.querySelectorAll('tbody tr:not([aria-hidden])').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(120);
  });

  it('shows amounts with separators, codes as they are, and right-aligns number columns', () => {
    expect(showCell(1076473.7999999993, 'total revenue')).toBe('1,076,473.8');
    expect(showCell(-0.29824864, 'r')).toBe('-0.2982');
    expect(showCell(2024, 'year')).toBe('2024');
    expect(showCell(120045, 'customer_id')).toBe('120045');
    expect(showCell('2024-01-01', 'month')).toBe('2024-01-01');
    render(
      <TableRenderer
        item={{
          type: 'table',
          headers: ['region', 'revenue'],
          rows: [
            ['North', 1234.5],
            ['South', null],
          ],
        }}
      />,
    );
    expect(screen.getByText('1,234.5')).toHaveClass('is-number');
    expect(screen.getByText('North')).not.toHaveClass('is-number');
  });

  it('writes CSV with quoting and defused formulas', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x,y', '=SUM(1)'],
          [null, 2],
        ],
      ),
    ).toBe('a,b\r\n"x,y",\'=SUM(1)\r\n,2');
  });
});

describe('image', () => {
  it('says when there is no source or it fails to load', () => {
    render(<ImageRenderer item={{ type: 'image' }} />);
    expect(screen.getByText('No image source provided')).toBeInTheDocument();
    render(<ImageRenderer item={{ type: 'image', url: 'https://example.com/x.png', filename: 'x.png' }} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByText('Failed to load image')).toBeInTheDocument();
  });

  it('builds data URLs from base64 and refuses script URLs', () => {
    expect(imageSource({ type: 'image', base64: 'AAA', format: 'jpeg' })).toBe('data:image/jpeg;base64,AAA');
    expect(imageSource({ type: 'image', url: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('chart figure', () => {
  const colors = LIGHT_CHART_THEME;
  it('turns line, bar, pie and scatter items into Plotly traces', () => {
    const data = { labels: ['a', 'b'], datasets: [{ label: 'sales', data: [1, 2] }] };
    expect(toFigure({ type: 'chart', chartType: 'line', data }, colors).data[0]).toMatchObject({
      type: 'scatter',
      x: ['a', 'b'],
      y: [1, 2],
    });
    expect(toFigure({ type: 'chart', chartType: 'bar', data }, colors).data[0]).toMatchObject({
      type: 'bar',
    });
    expect(toFigure({ type: 'chart', chartType: 'pie', data }, colors).data[0]).toMatchObject({
      labels: ['a', 'b'],
      values: [1, 2],
    });
    const scatter = { labels: [], datasets: [{ label: 's', data: [{ x: 1, y: 2 }] }] };
    expect(toFigure({ type: 'chart', chartType: 'scatter', data: scatter }, colors).data[0]).toMatchObject({
      mode: 'markers',
      x: [1],
      y: [2],
    });
  });

  it('ticks a short range of calendar days on whole days, never on hours', () => {
    const data = { labels: ['2024-06-03', '2024-06-04', '2024-06-05'], datasets: [{ label: 'rows', data: [2, 2, 2] }] };
    const { layout } = toFigure({ type: 'chart', chartType: 'line', data }, colors);
    expect(layout.xaxis).toMatchObject({ type: 'date', tickformat: '%b %-d, %Y', dtick: 86_400_000 });
    const long = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));
    expect(dayAxis(long)).not.toHaveProperty('dtick');
    expect(dayAxis(['2024-06', '2024-07'])).toBeUndefined();
  });

  it('draws area charts as filled lines', () => {
    const data = { labels: ['a', 'b'], datasets: [{ label: 'x', data: [1, 2] }, { label: 'y', data: [2, 3] }] };
    const traces = toFigure({ type: 'chart', chartType: 'area', data }, colors).data;
    expect(traces.map((t) => t.fill)).toEqual(['tozeroy', 'tonexty']);
  });

  it("puts the theme's colours on every axis, title, legend and hover label of a raw figure", () => {
    const dark: ChartTheme = {
      text: '#eceef4',
      muted: '#a6adbd',
      grid: '#262936',
      paper: '#12131a',
      hoverBackground: '#181a23',
      hoverBorder: '#363a4a',
    };
    const { layout } = toFigure(
      {
        type: 'chart',
        chartType: 'plotly',
        plotly: {
          data: [{ type: 'scatter', x: [1], y: [1] }],
          layout: {
            title: { text: 'Forecast' },
            width: 600,
            xaxis: { title: { text: 'day' }, gridcolor: '#ffffff' },
            yaxis2: { title: 'units' },
          },
        },
      },
      dark,
    );
    expect(layout.width).toBeUndefined();
    expect(layout).toMatchObject({
      autosize: true,
      paper_bgcolor: dark.paper,
      font: { color: dark.muted },
      title: { text: 'Forecast', font: { color: dark.text } },
      hoverlabel: { bgcolor: dark.hoverBackground, font: { color: dark.text } },
      xaxis: { gridcolor: dark.grid, title: { text: 'day', font: { color: dark.muted } } },
      yaxis: { gridcolor: dark.grid },
      yaxis2: { gridcolor: dark.grid, title: { text: 'units' } },
    });
    expect(applyChartTheme({ legend: { x: 1 } }, dark).legend).toMatchObject({ x: 1, font: { color: dark.muted } });
  });

  it('loads the smallest Plotly bundle that draws the figure', () => {
    expect(bundleFor([])).toBe('basic');
    expect(bundleFor(['scatter', 'bar', 'pie'])).toBe('basic');
    expect(bundleFor(['heatmap'])).toBe('cartesian');
    expect(bundleFor(['bar', 'box'])).toBe('cartesian');
    expect(bundleFor(['scattergeo'])).toBe('full');
  });

  it('escapes markup in titles and labels', () => {
    expect(plotText('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    const figure = toFigure(
      { type: 'chart', chartType: 'bar', title: '<b>t</b>', data: { labels: ['<i>'], datasets: [] } },
      colors,
    );
    expect(JSON.stringify(figure.layout)).not.toContain('<b>');
  });
});

describe('links to files behind the API', () => {
  it("downloads with the session token and saves under the server's file name", async () => {
    window.localStorage.setItem(
      'auth_tokens',
      JSON.stringify({ access_token: 'tok', refresh_token: 'r', token_type: 'Bearer' }),
    );
    const fetchMock = vi.fn(
      async () =>
        new Response('<!doctype html>', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="orders-profile.html"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render(<ApiDownloadLink href="/api/datasets/orders/report/">Download the report</ApiDownloadLink>);
    fireEvent.click(screen.getByRole('link', { name: /Download the report/ }));
    await waitFor(() => expect(clicked).toEqual(['orders-profile.html']));
    expect(fetchMock).toHaveBeenCalledWith('/api/datasets/orders/report/', {
      headers: { Authorization: 'Bearer tok' },
    });
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('says why a download failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, error: 'There is no dataset named "x"' }), {
            status: 404,
          }),
      ),
    );
    render(<ApiDownloadLink href="/api/datasets/x/report/">report</ApiDownloadLink>);
    fireEvent.click(screen.getByRole('link', { name: /report/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no dataset named "x"');
    vi.unstubAllGlobals();
  });

  it('tells API links from ordinary ones and reads file names', () => {
    expect(isApiLink('/api/datasets/a/report/')).toBe(true);
    expect(isApiLink('https://example.com/api/x')).toBe(false);
    expect(isApiLink('/apix')).toBe(false);
    expect(downloadName(null, '/api/datasets/a/report/')).toBe('report');
    expect(downloadName("attachment; filename*=UTF-8''caf%C3%A9.html", '/x')).toBe('café.html');
  });
});
