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
  const isNormal = (i: number) => level[i]! > 0 && (sign === 0 || sign * deviation[i]! <= 0);
  let count = 0;
  for (let i = 0; i < level.length; i++) if (isNormal(i)) count++;
  const betaFloor = MIN_RELATIVE_SD * MIN_RELATIVE_SD;
  if (count < 4) return { alpha: 0, beta: betaFloor };
  // At least MIN_BIN leaves a bin, so that trimming can drop an anomalous leaf of a small table.
  const binCount = Math.min(BIN_COUNT, Math.max(1, Math.floor(count / MIN_BIN)));
  const from = Array.from({ length: binCount + 1 }, (_, b) => Math.floor((b * count) / binCount));
  // Quantile bins of the level (rank order, ties in leaf order) without sorting every leaf: the
  // level at each bin boundary, and how many leaves lie below it, from a histogram of the
  // levels' leading bits and a sort of the few buckets that hold a boundary.
  const boundaries = boundaryLevels(level, isNormal, from.slice(1, binCount));
  const tie = boundaries.map(() => 0);
  const bounds = Float64Array.from(boundaries, (x) => x.value);
  const sums = Array.from({ length: binCount }, () => ({ c: 0, m2: 0 }));
  const squares = Array.from({ length: binCount }, (_, b) => new Float64Array(from[b + 1]! - from[b]!));
  const filled = new Int32Array(binCount);
  for (let i = 0; i < level.length; i++) {
    if (!isNormal(i)) continue;
    const m = level[i]!;
    // b: how many boundaries lie below m (binary search; boundaries ascend); equal: the first
    // boundary at m, if any.
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (bounds[mid]! < m) lo = mid + 1;
      else hi = mid;
    }
    let b = lo;
    const equal = lo < bounds.length && bounds[lo] === m ? lo : -1;
    if (equal >= 0) {
      // A leaf at a boundary level: its rank decides (leaves of one level in leaf order).
      const rank = boundaries[equal]!.below + tie[equal]!++;
      b = 0;
      while (b < binCount - 1 && rank >= from[b + 1]!) b++;
    }
    sums[b]!.c += countVariance[i]!;
    sums[b]!.m2 += m * m;
    squares[b]![filled[b]!++] = deviation[i]! * deviation[i]!;
  }
  const bins: Bin[] = [];
  for (let b = 0; b < binCount; b++) {
    const n = from[b + 1]! - from[b]!;
    if (n === 0) continue;
    bins.push({ c: sums[b]!.c / n, m2: sums[b]!.m2 / n, v: trimmedVariance(squares[b]!), n });
  }

  const candidates = [fit(bins, true, true), fit(bins, true, false), fit(bins, false, true)].filter(
    (c) => c.alpha >= 0 && c.beta >= 0 && Number.isFinite(c.loss),
  );
  candidates.sort((x, y) => x.loss - y.loss);
  const best = candidates[0] ?? { alpha: 0, beta: 0 };
  return { alpha: best.alpha, beta: Math.max(best.beta, betaFloor) };
}

/**
 * The level at each of the given ranks among the leaves `include` accepts (ascending ranks), and
 * how many of those leaves lie strictly below it. Levels are non-negative, so the top 16 bits of
 * their IEEE 754 form order them; a bucket per value of those bits is counted, and only the
 * buckets holding a wanted rank are sorted.
 */
function boundaryLevels(
  level: Float64Array,
  include: (i: number) => boolean,
  ranks: number[],
): { value: number; below: number }[] {
  if (ranks.length === 0) return [];
  const words = new Uint32Array(level.buffer, level.byteOffset, level.length * 2);
  const high = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0; // little-endian: odd words
  const bucketOf = (i: number) => words[2 * i + high]! >>> 16;
  const counts = new Float64Array(65536);
  for (let i = 0; i < level.length; i++) if (include(i)) counts[bucketOf(i)]!++;
  const starts = new Float64Array(65536);
  for (let k = 1; k < 65536; k++) starts[k] = starts[k - 1]! + counts[k - 1]!;
  const wanted = new Map<number, number[]>();
  for (const rank of ranks) {
    let lo = 0;
    let hi = 65535;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= rank) lo = mid;
      else hi = mid - 1;
    }
    while (counts[lo] === 0) lo--;
    wanted.set(lo, [...(wanted.get(lo) ?? []), rank]);
  }
  // The wanted buckets' levels, gathered in one pass (a slot per bucket: no map lookup per leaf).
  const slotOf = new Int32Array(65536).fill(-1);
  const lists: Float64Array[] = [];
  const filled: number[] = [];
  for (const bucket of wanted.keys()) {
    slotOf[bucket] = lists.length;
    lists.push(new Float64Array(counts[bucket]!));
    filled.push(0);
  }
  for (let i = 0; i < level.length; i++) {
    const at = slotOf[bucketOf(i)]!;
    if (at < 0 || !include(i)) continue;
    lists[at]![filled[at]!++] = level[i]!;
  }
  const result = new Map<number, { value: number; below: number }>();
  for (const bucket of wanted.keys()) {
    const list = lists[slotOf[bucket]!]!;
    list.sort();
    for (const rank of wanted.get(bucket)!) {
      const value = list[rank - starts[bucket]!]!;
      let first = rank - starts[bucket]!;
      while (first > 0 && list[first - 1] === value) first--;
      result.set(rank, { value, below: starts[bucket]! + first });
    }
  }
  return ranks.map((rank) => result.get(rank)!);
}

/** Share of the largest squared deviations left out of each bin (robust to anomalous leaves). */
const TRIM = 0.2;
/** E[z² | |z| below its 80th percentile] for a standard normal: rescales the trimmed mean. */
const TRIMMED_SECOND_MOMENT = 0.4377;

/** Variance from squared deviations, ignoring the largest TRIM share (anomalies, outliers). */
function trimmedVariance(squares: Float64Array): number {
  const keep = Math.max(1, Math.ceil(squares.length * (1 - TRIM)));
  if (keep < squares.length) selectSmallest(squares, keep);
  let sum = 0;
  for (let k = 0; k < keep; k++) sum += squares[k]!;
  return sum / keep / TRIMMED_SECOND_MOMENT;
}

/**
 * Reorders `values` so that its first `k` entries are its `k` smallest (in no order): a
 * quickselect with median-of-three pivots, linear on average instead of a full sort.
 */
function selectSmallest(values: Float64Array, k: number): void {
  let lo = 0;
  let hi = values.length - 1;
  const swap = (i: number, j: number) => {
    const t = values[i]!;
    values[i] = values[j]!;
    values[j] = t;
  };
  // Invariant: the k smallest lie in [0, hi] and every entry before lo is among them.
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < values[lo]!) swap(mid, lo);
    if (values[hi]! < values[lo]!) swap(hi, lo);
    if (values[hi]! < values[mid]!) swap(hi, mid);
    const pivot = values[mid]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) swap(i++, j--);
    }
    // [lo, j] ≤ pivot ≤ [i, hi], and entries between j and i equal the pivot.
    if (k - 1 <= j) hi = j;
    else if (k - 1 >= i) lo = i;
    else return;
  }
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
