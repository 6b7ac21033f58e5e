import { useEffect, useMemo, useRef, useState } from 'react';
import { ImageDown } from 'lucide-react';
import { CHART_HEIGHT, CHART_WIDTH, readChartTheme, toFigure, traceTypes } from './chart-figure';
import { bundleFor, loadPlotly, type PlotlyModule } from './plotly-loader';
import { RenderBoundary, RenderError } from './render-error';
import { fileNameFrom } from './table-csv';
import type { ChartItem } from './types';

/** The page's theme (`data-theme` on <html>), followed live so charts redraw in its colours. */
function usePageTheme(): string {
  const read = () => (typeof document === 'undefined' ? 'light' : (document.documentElement.dataset.theme ?? 'light'));
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

function ChartInner({ item }: { item: ChartItem }) {
  const plot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [plotly, setPlotly] = useState<PlotlyModule | null>(null);
  const [drawnTheme, setDrawnTheme] = useState<string | null>(null);
  const theme = usePageTheme();
  const bundle = useMemo(
    () => bundleFor(traceTypes(item.chartType === 'plotly' ? (item.plotly?.data ?? []) : [])),
    [item],
  );

  // Draws the figure, and redraws it in place when the item or the theme changes.
  useEffect(() => {
    const element = plot.current;
    if (!element) return;
    let cancelled = false;
    loadPlotly(bundle)
      .then(async (Plotly) => {
        if (cancelled) return;
        const { data, layout } = toFigure(item, readChartTheme(element));
        await Plotly.react(element, data, layout, {
          responsive: true,
          displaylogo: false,
          displayModeBar: false,
        });
        if (!cancelled) {
          setPlotly(() => Plotly);
          setDrawnTheme(theme);
          setState('ready');
        }
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [item, theme, bundle]);

  // Re-lays the chart out whenever its container changes width (a phone turned, the sidebar
  // opened), not only when the window resizes.
  useEffect(() => {
    const element = plot.current;
    if (!element || !plotly || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    let lastWidth = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === lastWidth) return;
      lastWidth = element.clientWidth;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => void plotly.Plots.resize(element));
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [plotly]);

  useEffect(() => {
    const element = plot.current;
    return () => {
      if (element) void loadPlotly(bundle).then((Plotly) => Plotly.purge(element), () => undefined);
    };
  }, [bundle]);

  if (state === 'failed') return <RenderError message="Failed to render chart" />;
  return (
    <figure className="rc-chart" style={{ maxWidth: item.width ?? undefined }}>
      <div className="rc-chart-bar">
        <button
          type="button"
          className="rc-copy"
          disabled={!plotly}
          onClick={() =>
            plot.current &&
            void plotly?.downloadImage(plot.current, {
              format: 'png',
              width: item.width ?? CHART_WIDTH,
              height: item.height ?? CHART_HEIGHT,
              filename: fileNameFrom(item.title, 'chart', 'png').replace(/\.png$/, ''),
            })
          }
        >
          <ImageDown size={14} aria-hidden />
          <span>PNG</span>
        </button>
      </div>
      {state === 'loading' && <p className="rc-note">Loading chart...</p>}
      {/* Plotly owns this element's children, so React never renders into it. */}
      <div
        ref={plot}
        className="rc-chart-plot"
        role="img"
        aria-label={item.title ? `Chart: ${item.title}` : 'Chart'}
        data-drawn-theme={drawnTheme ?? undefined}
        style={{ minHeight: item.height ?? CHART_HEIGHT }}
      />
    </figure>
  );
}

/** A chart render item drawn with Plotly: line, area, bar, pie, scatter or a raw Plotly figure. */
export function ChartRenderer({ item }: { item: ChartItem }) {
  return (
    <RenderBoundary message="Failed to render chart">
      <ChartInner item={item} />
    </RenderBoundary>
  );
}
