/**
 * The noise model of the expectation: how far a normal leaf's real value strays from its
 * prediction, as a function of the leaf's size.
 *
 * We model the variance of `real - predict` as `alpha * c + beta * m^2`, with `m` the leaf level
 * (mean of real and predict) and `c` the leaf's count variance: `m` itself for a count (Poisson),
 * or the binomial variance for the numerator of a proportion (see `derived.ts`). The `alpha` term
 * (over-dispersed counting noise) dominates for small leaves of real traffic; the `beta` term
 * (a forecast that is off by a few percent) dominates for large leaves and for the synthetic
 * benchmarks. Fitting both from the data lets one scoring rule serve request counts and revenue.
 *
 * The fit uses only the leaves that moved against the anomaly's direction (or not at all): an
 * anomaly pushes one way, so the other side holds normal noise only. Leaves are grouped into
 * quantile bins of `m`; per bin the mean squared deviation estimates the variance, and an
 * iteratively reweighted least-squares fit with non-negative coefficients gives alpha and beta.
 */

/** Fitted variance coefficients. */
export interface NoiseModel {
  alpha: number;
  beta: number;
}

/** The relative noise below which no expectation is trusted (1 % of the leaf level). */
const MIN_RELATIVE_SD = 0.01;
const BIN_COUNT = 12;
const MIN_BIN = 8;

interface Bin {
  /** Mean count variance, mean squared level, mean squared deviation, number of leaves. */
  c: number;
  m2: number;
  v: number;
  n: number;
}

/**
 * Fits the noise model. `sign` is +1 for an upward anomaly and -1 for a downward one; `level`,
 * `countVariance` and `deviation` hold m, c and real - predict per leaf (m = 0 leaves are ignored).
 */
export function fitNoise(
  level: Float64Array,
  countVariance: Float64Array,
  deviation: Float64Array,
  sign: number,
): NoiseModel {
  const normal: number[] = [];
  for (let i = 0; i < level.length; i++) {
    if (level[i]! > 0 && (sign === 0 || sign * deviation[i]! <= 0)) normal.push(i);
  }
  const betaFloor = MIN_RELATIVE_SD * MIN_RELATIVE_SD;
  if (normal.length < 4) return { alpha: 0, beta: betaFloor };
  normal.sort((x, y) => level[x]! - level[y]!);

  const bins: Bin[] = [];
  // At least MIN_BIN leaves a bin, so that trimming can drop an anomalous leaf of a small table.
  const binCount = Math.min(BIN_COUNT, Math.max(1, Math.floor(normal.length / MIN_BIN)));
  for (let b = 0; b < binCount; b++) {
    const from = Math.floor((b * normal.length) / binCount);
    const to = Math.floor(((b + 1) * normal.length) / binCount);
    const bin: Bin = { c: 0, m2: 0, v: 0, n: to - from };
    const squares: number[] = [];
    for (let k = from; k < to; k++) {
      const i = normal[k]!;
      bin.c += countVariance[i]!;
      bin.m2 += level[i]! * level[i]!;
      squares.push(deviation[i]! * deviation[i]!);
    }
    if (bin.n === 0) continue;
    bin.c /= bin.n;
    bin.m2 /= bin.n;
    bin.v = trimmedVariance(squares);
    bins.push(bin);
  }

  const candidates = [fit(bins, true, true), fit(bins, true, false), fit(bins, false, true)].filter(
    (c) => c.alpha >= 0 && c.beta >= 0 && Number.isFinite(c.loss),
  );
  candidates.sort((x, y) => x.loss - y.loss);
  const best = candidates[0] ?? { alpha: 0, beta: 0 };
  return { alpha: best.alpha, beta: Math.max(best.beta, betaFloor) };
}

/** Share of the largest squared deviations left out of each bin (robust to anomalous leaves). */
const TRIM = 0.2;
/** E[z² | |z| below its 80th percentile] for a standard normal: rescales the trimmed mean. */
const TRIMMED_SECOND_MOMENT = 0.4377;

/** Variance from squared deviations, ignoring the largest TRIM share (anomalies, outliers). */
function trimmedVariance(squares: number[]): number {
  squares.sort((x, y) => x - y);
  const keep = Math.max(1, Math.ceil(squares.length * (1 - TRIM)));
  let sum = 0;
  for (let k = 0; k < keep; k++) sum += squares[k]!;
  return sum / keep / TRIMMED_SECOND_MOMENT;
}

/**
 * Least squares of v ≈ alpha c + beta m² with weights n / fitted², iterated: relative errors,
 * without letting a bin whose leaves happen to match exactly (v = 0) dominate the fit.
 */
function fit(bins: Bin[], useAlpha: boolean, useBeta: boolean): NoiseModel & { loss: number } {
  const total = bins.reduce((sum, b) => sum + b.n, 0);
  const meanVariance = bins.reduce((sum, b) => sum + b.v * b.n, 0) / Math.max(1, total);
  const floor = Math.max(meanVariance * 1e-3, 1e-300);
  let alpha = 0;
  let beta = 0;
  let fitted = bins.map((b) => Math.max(b.v, floor));
  for (let iteration = 0; iteration < 4; iteration++) {
    let s11 = 0;
    let s12 = 0;
    let s22 = 0;
    let t1 = 0;
    let t2 = 0;
    bins.forEach(({ c, m2, v, n }, b) => {
      const w = n / fitted[b]! ** 2;
      const f1 = useAlpha ? c : 0;
      const f2 = useBeta ? m2 : 0;
      s11 += w * f1 * f1;
      s12 += w * f1 * f2;
      s22 += w * f2 * f2;
      t1 += w * f1 * v;
      t2 += w * f2 * v;
    });
    if (useAlpha && useBeta) {
      const det = s11 * s22 - s12 * s12;
      if (det > 0) {
        alpha = (t1 * s22 - t2 * s12) / det;
        beta = (t2 * s11 - t1 * s12) / det;
      }
    } else if (useAlpha) alpha = s11 > 0 ? t1 / s11 : 0;
    else beta = s22 > 0 ? t2 / s22 : 0;
    fitted = bins.map((b) => Math.max(alpha * b.c + beta * b.m2, floor));
  }
  let loss = 0;
  bins.forEach(({ v, n }, b) => {
    loss += (n * (v - fitted[b]!) ** 2) / fitted[b]! ** 2;
  });
  return { alpha, beta, loss };
}
