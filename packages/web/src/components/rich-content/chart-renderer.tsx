import { useEffect, useRef, useState } from 'react';
import { ImageDown } from 'lucide-react';
import type PlotlyDefault from 'plotly.js-dist-min';
import { CHART_HEIGHT, CHART_WIDTH, toFigure } from './chart-figure';
import { RenderBoundary, RenderError } from './render-error';
import { fileNameFrom } from './table-csv';
import type { ChartItem } from './types';

type PlotlyModule = typeof PlotlyDefault;

let plotlyPromise: Promise<PlotlyModule> | null = null;
/** Plotly is large (over 1 MB), so it is fetched the first time a chart is drawn. */
function loadPlotly(): Promise<PlotlyModule> {
  plotlyPromise ??= import('plotly.js-dist-min').then((m) => m.default);
  return plotlyPromise;
}

function themeColors(element: HTMLElement) {
  const style = getComputedStyle(element);
  return {
    text: style.getPropertyValue('--text-muted').trim() || '#475467',
    grid: style.getPropertyValue('--border').trim() || '#e4e7ec',
  };
}

function ChartInner({ item }: { item: ChartItem }) {
  const plot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [plotly, setPlotly] = useState<PlotlyModule | null>(null);
  const theme = typeof document === 'undefined' ? 'light' : document.documentElement.dataset.theme;

  useEffect(() => {
    const element = plot.current;
    if (!element) return;
    let cancelled = false;
    loadPlotly()
      .then(async (Plotly) => {
        if (cancelled) return;
        const { data, layout } = toFigure(item, themeColors(element));
        await Plotly.newPlot(element, data, layout, {
          responsive: true,
          displaylogo: false,
          displayModeBar: false,
        });
        if (!cancelled) {
          setPlotly(() => Plotly);
          setState('ready');
        }
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      void loadPlotly().then(
        (Plotly) => Plotly.purge(element),
        () => undefined,
      );
    };
  }, [item, theme]);

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
        style={{ minHeight: item.height ?? CHART_HEIGHT }}
      />
    </figure>
  );
}

/** A chart render item drawn with Plotly: line, bar, pie, scatter or a raw Plotly figure. */
export function ChartRenderer({ item }: { item: ChartItem }) {
  return (
    <RenderBoundary message="Failed to render chart">
      <ChartInner item={item} />
    </RenderBoundary>
  );
}
