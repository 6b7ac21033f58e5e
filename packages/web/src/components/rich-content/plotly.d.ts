declare module 'plotly.js-dist-min' {
  const Plotly: {
    newPlot(
      element: HTMLElement,
      data: Record<string, unknown>[],
      layout?: Record<string, unknown>,
      config?: Record<string, unknown>,
    ): Promise<unknown>;
    purge(element: HTMLElement): void;
    downloadImage(element: HTMLElement, options: Record<string, unknown>): Promise<string>;
  };
  export default Plotly;
}
