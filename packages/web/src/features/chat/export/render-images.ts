// Pictures for exports: a chart render item drawn by Plotly off screen, and TeX drawn by KaTeX
// and photographed, both as PNG data URLs in the light theme (what prints well on paper).
import { CHART_HEIGHT, LIGHT_CHART_THEME, toFigure, traceTypes } from '../../../components/rich-content/chart-figure';
import { loadKatex } from '../../../components/rich-content/math-block';
import { bundleFor, loadPlotly } from '../../../components/rich-content/plotly-loader';
import type { ChartItem } from '../../../components/rich-content/types';

export const EXPORT_CHART_WIDTH = 720;

export interface PngImage {
  dataUrl: string;
  width: number;
  height: number;
}

function offscreen(width: number): HTMLDivElement {
  const element = document.createElement('div');
  element.style.cssText = `position:fixed;left:-10000px;top:0;width:${width}px;background:#fff;color:#101828;`;
  document.body.append(element);
  return element;
}

export async function chartImage(item: ChartItem): Promise<PngImage> {
  const Plotly = await loadPlotly(bundleFor(traceTypes(item.chartType === 'plotly' ? (item.plotly?.data ?? []) : [])));
  const element = offscreen(EXPORT_CHART_WIDTH);
  try {
    const { data, layout } = toFigure(item, LIGHT_CHART_THEME);
    const height = Number(layout.height) || CHART_HEIGHT;
    await Plotly.newPlot(element, data, { ...layout, width: EXPORT_CHART_WIDTH, height }, { staticPlot: true });
    const dataUrl = (await (Plotly as unknown as {
      toImage: (el: HTMLElement, options: Record<string, unknown>) => Promise<string>;
    }).toImage(element, { format: 'png', width: EXPORT_CHART_WIDTH, height, scale: 2 })) as string;
    return { dataUrl, width: EXPORT_CHART_WIDTH, height };
  } finally {
    Plotly.purge(element);
    element.remove();
  }
}

/** Display math drawn by KaTeX, as a picture; throws when the TeX cannot be drawn. */
export async function mathImage(tex: string): Promise<PngImage> {
  const [katex, { toPng }] = await Promise.all([loadKatex(), import('html-to-image')]);
  const element = offscreen(EXPORT_CHART_WIDTH);
  element.style.width = 'auto';
  element.style.padding = '4px 8px';
  element.style.fontSize = '18px';
  try {
    element.innerHTML = katex.renderToString(tex, { displayMode: true, throwOnError: true, trust: false, strict: 'ignore' });
    await document.fonts?.ready;
    const width = Math.ceil(element.scrollWidth);
    const height = Math.ceil(element.scrollHeight);
    // The copy that is photographed sits at the picture's origin, not off screen like the original.
    const dataUrl = await toPng(element, {
      pixelRatio: 2,
      backgroundColor: '#ffffff',
      width,
      height,
      style: { position: 'static', left: '0', top: '0' },
    });
    return { dataUrl, width, height };
  } finally {
    element.remove();
  }
}
