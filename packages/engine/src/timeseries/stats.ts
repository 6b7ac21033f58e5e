/**
 * Small numeric helpers shared by the time-series code. Written out rather than pulled from a
 * library because they are a few lines each and the behaviour at the edges (empty input, NaN)
 * matters for the callers.
 */

export function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN;
}

export function median(xs: readonly number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Median absolute deviation scaled to estimate a normal standard deviation. */
export function robustSigma(xs: readonly number[]): number {
  const m = median(xs);
  return 1.4826 * median(xs.map((x) => Math.abs(x - m)));
}

export function std(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1));
}

/** Ordinary least squares line through (i, xs[i]). */
export function linearFit(xs: readonly number[]): { slope: number; intercept: number } {
  const n = xs.length;
  if (n < 2) return { slope: 0, intercept: xs[0] ?? 0 };
  const tMean = (n - 1) / 2;
  const yMean = mean(xs);
  let num = 0;
  let den = 0;
  xs.forEach((y, t) => {
    num += (t - tMean) * (y - yMean);
    den += (t - tMean) ** 2;
  });
  const slope = num / den;
  return { slope, intercept: yMean - slope * tMean };
}

/** Sample autocorrelation at lags 0..maxLag. */
export function autocorrelation(xs: readonly number[], maxLag: number): number[] {
  const n = xs.length;
  const m = mean(xs);
  const denom = xs.reduce((s, x) => s + (x - m) ** 2, 0);
  const out: number[] = [];
  for (let lag = 0; lag <= Math.min(maxLag, n - 1); lag++) {
    let s = 0;
    for (let t = lag; t < n; t++) s += ((xs[t] as number) - m) * ((xs[t - lag] as number) - m);
    out.push(denom === 0 ? 0 : s / denom);
  }
  return out;
}

/** Two-sided normal quantile for a central interval of the given level (0.8, 0.95). */
export function zFor(level: number): number {
  if (Math.abs(level - 0.95) < 1e-9) return 1.959964;
  if (Math.abs(level - 0.8) < 1e-9) return 1.281552;
  if (Math.abs(level - 0.9) < 1e-9) return 1.644854;
  if (Math.abs(level - 0.99) < 1e-9) return 2.575829;
  // Acklam-style rational approximation is overkill here; bisection on erf is plenty.
  const target = (1 + level) / 2;
  let lo = 0;
  let hi = 6;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 erf approximation (|error| < 1.5e-7).
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-((x / Math.SQRT2) ** 2));
  return 0.5 * (1 + Math.sign(x) * y);
}
