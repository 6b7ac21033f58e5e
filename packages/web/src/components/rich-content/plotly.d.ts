// The three prebuilt Plotly bundles share one API; the app loads the smallest that draws a figure.
interface PlotlyApi {
  newPlot(
    element: HTMLElement,
    data: Record<string, unknown>[],
    layout?: Record<string, unknown>,
    config?: Record<string, unknown>,
  ): Promise<unknown>;
  react(
    element: HTMLElement,
    data: Record<string, unknown>[],
    layout?: Record<string, unknown>,
    config?: Record<string, unknown>,
  ): Promise<unknown>;
  purge(element: HTMLElement): void;
  downloadImage(element: HTMLElement, options: Record<string, unknown>): Promise<string>;
  Plots: { resize(element: HTMLElement): Promise<unknown> | void };
}

declare module 'plotly.js-basic-dist-min' {
  const Plotly: PlotlyApi;
  export default Plotly;
}

declare module 'plotly.js-cartesian-dist-min' {
  const Plotly: PlotlyApi;
  export default Plotly;
}

declare module 'plotly.js-dist-min' {
  const Plotly: PlotlyApi;
  export default Plotly;
}
