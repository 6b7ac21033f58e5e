// The full report of an RCA result in the PDF export: the engine's markdown read as headings,
// paragraphs, tables and ```chart blocks (line and bar), each drawn with jsPDF primitives.
import type { PdfWriter } from './pdf-writer';
import { MARGIN, toLatin, WIDTH } from './pdf-writer';

/** A line or bar chart of the report, as the engine writes it in a ```chart block. */
export interface ReportChart {
  chartType: 'line' | 'bar';
  title: string;
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
}

export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'table'; headers: string[]; rows: string[][] }
  | { kind: 'chart'; chart: ReportChart };

const yOf = (point: unknown): number | null =>
  typeof point === 'number' && Number.isFinite(point)
    ? point
    : point && typeof point === 'object' && typeof (point as { y?: unknown }).y === 'number'
      ? (point as { y: number }).y
      : null;

/** Reads a chart block's JSON; null when it is not a line or bar chart with labelled data. */
export function parseReportChart(body: string): ReportChart | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const item = value as {
    chartType?: unknown;
    title?: unknown;
    data?: { labels?: unknown; datasets?: unknown };
  };
  if (item?.chartType !== 'line' && item?.chartType !== 'bar') return null;
  const labels = item.data?.labels;
  const datasets = item.data?.datasets;
  if (!Array.isArray(labels) || !Array.isArray(datasets) || labels.length === 0) return null;
  return {
    chartType: item.chartType,
    title: typeof item.title === 'string' ? item.title : '',
    labels: labels.map(String),
    datasets: datasets.map((d: { label?: unknown; data?: unknown }) => ({
      label: typeof d?.label === 'string' ? d.label : '',
      data: Array.isArray(d?.data) ? d.data.map(yOf) : [],
    })),
  };
}

/** The cells of a markdown table row, with escaped pipes kept. */
function cellsOf(line: string): string[] {
  const trimmed = line.trim();
  return trimmed
    .slice(1, trimmed.endsWith('|') ? -1 : undefined)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
}

const isRule = (line: string) => /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line.trim());
const inline = (text: string) => text.replace(/\*\*(.*?)\*\*/g, '$1').replace(/`([^`]*)`/g, '$1');

/** The report as blocks, in order: headings, paragraphs (lists kept line by line), tables, charts. */
export function reportBlocks(report: string): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  const lines = report.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    const text = paragraph.join('\n').trim();
    if (text) blocks.push({ kind: 'text', text: inline(text) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fence = /^```(\w*)\s*$/.exec(line.trim());
    if (fence) {
      flush();
      const body: string[] = [];
      for (i++; i < lines.length && !/^```\s*$/.test((lines[i] ?? '').trim()); i++) body.push(lines[i] ?? '');
      const chart = fence[1] === 'chart' ? parseReportChart(body.join('\n')) : null;
      if (chart) blocks.push({ kind: 'chart', chart });
      else if (fence[1] === 'chart') {
        const title = /"title"\s*:\s*"([^"]*)"/.exec(body.join('\n'))?.[1];
        blocks.push({ kind: 'text', text: `[Chart${title ? `: ${title}` : ''}]` });
      } else if (body.join('').trim()) blocks.push({ kind: 'text', text: body.join('\n') });
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line.trim());
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: inline(heading[1] ?? '') });
      continue;
    }
    if (line.trim().startsWith('|')) {
      flush();
      const rows: string[][] = [];
      for (; i < lines.length && (lines[i] ?? '').trim().startsWith('|'); i++) {
        if (!isRule(lines[i] ?? '')) rows.push(cellsOf(lines[i] ?? '').map(inline));
      }
      i--;
      const [headers, ...body] = rows;
      if (headers) blocks.push({ kind: 'table', headers, rows: body });
      continue;
    }
    if (!line.trim()) flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The report as plain text (for a quick read of what the PDF says). */
export function reportText(report: string): string {
  return reportBlocks(report)
    .map((b) =>
      b.kind === 'chart'
        ? `[Chart: ${b.chart.title}]`
        : b.kind === 'table'
          ? [b.headers, ...b.rows].map((r) => r.join(' | ')).join('\n')
          : b.text,
    )
    .join('\n\n');
}

/** Draws a table: columns sized by their longest text, header in bold, cells wrapped. */
export function drawReportTable(writer: PdfWriter, headers: string[], rows: string[][]) {
  const { doc } = writer;
  const columns = headers.length;
  if (columns === 0) return;
  const size = 8;
  const lineHeight = size * 0.42;
  const longest = headers.map((h, c) =>
    Math.min(60, Math.max(toLatin(h).length + 2, ...rows.map((r) => toLatin(r[c] ?? '').length), 4)),
  );
  const total = longest.reduce((a, b) => a + b, 0);
  const widths = longest.map((n) => (WIDTH * n) / total);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const wrapped = widths.map(
      (w, c) => doc.splitTextToSize(toLatin(cells[c] ?? ''), Math.max(4, w - 2)) as string[],
    );
    const height = Math.max(...wrapped.map((l) => l.length)) * lineHeight + 1.6;
    writer.ensure(height + 1);
    let x = MARGIN;
    wrapped.forEach((cellLines, c) => {
      cellLines.forEach((text, k) => doc.text(text, x + 0.8, writer.y + lineHeight * (k + 1) - 0.4));
      x += widths[c] ?? 0;
    });
    writer.y += height;
    doc.setDrawColor(bold ? 150 : 215, bold ? 150 : 215, bold ? 160 : 222);
    doc.setLineWidth(bold ? 0.3 : 0.15);
    doc.line(MARGIN, writer.y, MARGIN + WIDTH, writer.y);
  };
  writer.ensure(lineHeight * 2 + 4);
  drawRow(headers, true);
  for (const row of rows) drawRow(row, false);
  doc.setLineWidth(0.2);
  writer.y += 3;
}

/** Draws the whole report into the document at the writer's cursor. */
export function drawReport(writer: PdfWriter, report: string) {
  for (const block of reportBlocks(report)) {
    if (block.kind === 'chart') drawReportChart(writer, block.chart);
    else if (block.kind === 'table') drawReportTable(writer, block.headers, block.rows);
    else if (block.kind === 'heading') {
      writer.ensure(16);
      writer.y += 1.5;
      writer.text(block.text, { size: 10.5, bold: true, gap: 1.5 });
    } else for (const line of block.text.split('\n')) writer.text(line, { size: 9, gap: 0.5 });
  }
}

const PALETTE: [number, number, number][] = [
  [91, 79, 224],
  [234, 88, 12],
  [16, 163, 127],
  [220, 38, 38],
];

/** "1.2k", "35", "0.42": short tick labels. */
function tick(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${Math.round(value / 1e5) / 10}M`;
  if (abs >= 1e3) return `${Math.round(value / 1e2) / 10}k`;
  if (abs >= 10 || value === 0) return String(Math.round(value));
  return String(Math.round(value * 100) / 100);
}

const CHART_HEIGHT = 48;

/** Draws a line or bar chart with axes, ticks, a few x labels and a legend. */
export function drawReportChart(writer: PdfWriter, chart: ReportChart) {
  const { doc } = writer;
  writer.ensure(CHART_HEIGHT + 22);
  writer.text(chart.title || 'Chart', { size: 10, bold: true, gap: 2 });
  const values = chart.datasets.flatMap((d) => d.data.filter((v): v is number => v !== null));
  if (values.length === 0) return;
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (chart.chartType === 'bar') {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (max === min) max = min + 1;
  const left = MARGIN + 12;
  const top = writer.y;
  const width = WIDTH - 12;
  const height = CHART_HEIGHT;
  const yAt = (v: number) => top + height - ((v - min) / (max - min)) * height;

  doc.setDrawColor(200, 200, 210);
  doc.setLineWidth(0.2);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(6.5);
  doc.setTextColor(90, 90, 100);
  for (let i = 0; i <= 4; i++) {
    const v = min + ((max - min) * i) / 4;
    const y = yAt(v);
    doc.line(left, y, left + width, y);
    doc.text(tick(v), left - 1.5, y + 1, { align: 'right' });
  }

  const n = chart.labels.length;
  const step = Math.max(1, Math.ceil(n / 8));
  const slot = width / n;
  chart.labels.forEach((label, i) => {
    if (i % step !== 0) return;
    const x =
      chart.chartType === 'bar' ? left + slot * (i + 0.5) : left + (n > 1 ? (width * i) / (n - 1) : 0);
    const room = Math.max(6, Math.floor((slot * step) / 1.3));
    const plain = toLatin(label);
    const text = plain.length > room ? `${plain.slice(0, room - 1)}...` : plain;
    doc.text(text, x, top + height + 4, { align: 'center' });
  });

  chart.datasets.forEach((dataset, d) => {
    const [r, g, b] = PALETTE[d % PALETTE.length]!;
    doc.setDrawColor(r, g, b);
    doc.setFillColor(r, g, b);
    if (chart.chartType === 'line') {
      doc.setLineWidth(0.6);
      let previous: [number, number] | null = null;
      dataset.data.forEach((v, i) => {
        if (v === null) {
          previous = null;
          return;
        }
        const point: [number, number] = [left + (n > 1 ? (width * i) / (n - 1) : 0), yAt(v)];
        if (previous) doc.line(previous[0], previous[1], point[0], point[1]);
        previous = point;
      });
    } else {
      const groups = chart.datasets.length;
      const barWidth = (slot * 0.8) / groups;
      dataset.data.forEach((v, i) => {
        if (v === null) return;
        const x = left + slot * i + slot * 0.1 + barWidth * d;
        const y0 = yAt(Math.max(0, v));
        const y1 = yAt(Math.min(0, v));
        doc.rect(x, y0, barWidth, Math.max(0.3, y1 - y0), 'F');
      });
    }
  });

  let legendX = left;
  const legendY = top + height + 9;
  doc.setFontSize(7.5);
  doc.setTextColor(40, 40, 50);
  chart.datasets.forEach((dataset, d) => {
    const [r, g, b] = PALETTE[d % PALETTE.length]!;
    doc.setFillColor(r, g, b);
    doc.rect(legendX, legendY - 2.2, 3, 3, 'F');
    const label = toLatin(dataset.label || `Series ${d + 1}`);
    doc.text(label, legendX + 4.5, legendY);
    legendX += 10 + doc.getTextWidth(label);
  });
  doc.setLineWidth(0.2);
  doc.setTextColor(0, 0, 0);
  writer.y = legendY + 6;
}
