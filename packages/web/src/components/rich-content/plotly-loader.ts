// Plotly is fetched the first time a chart is drawn, and only the bundle the figure needs: the
// basic bundle (scatter, line, area, bar, pie) for almost every chart, the cartesian one for
// heatmaps, histograms and box plots, the full one for anything else a raw figure asks for.
import type PlotlyBasic from 'plotly.js-basic-dist-min';

export type PlotlyModule = typeof PlotlyBasic;

const BASIC_TYPES = new Set(['scatter', 'bar', 'pie']);
const CARTESIAN_TYPES = new Set([
  ...BASIC_TYPES,
  'box',
  'contour',
  'heatmap',
  'histogram',
  'histogram2d',
  'histogram2dcontour',
  'image',
  'scatterternary',
  'violin',
]);

export type PlotlyBundle = 'basic' | 'cartesian' | 'full';

/** The smallest bundle that draws every one of these trace types. */
export function bundleFor(types: Iterable<string>): PlotlyBundle {
  const list = [...types];
  if (list.every((type) => BASIC_TYPES.has(type))) return 'basic';
  if (list.every((type) => CARTESIAN_TYPES.has(type))) return 'cartesian';
  return 'full';
}

const loaders: Record<PlotlyBundle, () => Promise<PlotlyModule>> = {
  basic: () => import('plotly.js-basic-dist-min').then((m) => m.default),
  cartesian: () => import('plotly.js-cartesian-dist-min').then((m) => m.default),
  full: () => import('plotly.js-dist-min').then((m) => m.default),
};
const loaded = new Map<PlotlyBundle, Promise<PlotlyModule>>();

export function loadPlotly(bundle: PlotlyBundle): Promise<PlotlyModule> {
  let promise = loaded.get(bundle);
  if (!promise) {
    promise = loaders[bundle]();
    // A failed fetch (e.g. offline for a moment) is tried again by the next chart.
    promise.catch(() => loaded.delete(bundle));
    loaded.set(bundle, promise);
  }
  return promise;
}
