/**
 * Multi-dimensional root cause localization by stepwise likelihood-ratio search over the cuboid
 * lattice.
 *
 * Model. A root cause element E (say `region=EU&channel=web`) changes every one of its leaves by
 * the same relative amount (the "ripple effect"): real_i - predict_i ≈ δ_E · m_i for i in E, with
 * m_i the leaf level. Elsewhere real - predict is noise with variance v_i = alpha·c_i + beta·m_i²
 * (c_i the count variance; both coefficients fitted from the data, see `noise.ts`). Explaining the
 * still unexplained leaves of E by the shift lowers the weighted squared error by the
 * likelihood-ratio gain
 *
 *     gain(E) = (Σ m_i y_i / v_i)² / Σ m_i² / v_i     (sums over E's unexplained leaves),
 *
 * y = real - predict. Both sums are additive, so one pass over the leaves per cuboid scores every
 * element at once. The gain peaks at the true element: a parent dilutes the shift with normal
 * leaves (its gain falls with the share of normal leaves) and a child sees only part of the
 * evidence.
 *
 * Search. Greedy forward selection adds the element of largest gain and marks its leaves as
 * explained (they leave every later score, so overlapping elements are not double counted), while
 * the gain beats the noise bound: the larger of `2 ln M` (M candidates, the Gaussian bound on the
 * largest chance gain) and the largest gain any element reaches against the anomaly's direction
 * (what this data's noise produces). Backfitting then revisits each chosen element given the
 * others and swaps it for a better one (repairing an early pick of a parent whose shift belonged
 * to a few children) or drops it. When no element beats the bound but one carries most of the
 * total deviation, it is returned alone: the question presumes an anomaly.
 */
import { buildLattice, elementKey, elementPairs, type Cuboid } from './cube.js';
import { fitNoise } from './noise.js';
import type { Direction, LeafTable, LocalizationResult, LocalizeOptions, RootCauseElement } from './types.js';

interface Chosen {
  cuboid: number;
  element: number;
  shift: number;
  gain: number;
}

/** Precomputed per-leaf weights and per-cuboid denominators of the gain. */
interface SearchState {
  lattice: Cuboid[];
  level: Float64Array;
  /** m_i / v_i: multiplies the deviation in the gain's numerator. */
  x: Float64Array;
  /** m_i² / v_i: the leaf's weight in the gain's denominator. */
  w: Float64Array;
  deviation: Float64Array;
  /** How many chosen elements cover each leaf; covered leaves are explained and leave the search. */
  covered: Int32Array;
  sign: number;
  /**
   * Per cuboid and element, Σ x_i y_i and Σ w_i over the unexplained leaves. Computed once and
   * updated only for the leaves whose coverage changes, so a scan costs O(elements), not
   * O(cuboids × leaves).
   */
  numerators: Float64Array[];
  denominators: Float64Array[];
  /** Per cuboid and element, the number of unexplained leaves with a weight. */
  open: Int32Array[];
}

/** The best element in the anomaly's direction, and the largest gain against it (pure noise). */
interface Scan {
  best: Chosen | undefined;
  opposite: number;
}

const MAX_ELEMENTS = 10;
const BACKFIT_ROUNDS = 3;
/** Share of the total deviation that makes an element the dominant explanation. */
const DOMINANT_SHARE = 0.5;

/** Localizes the elements that explain the deviation of an additive KPI from its expectation. */
export function localize(table: LeafTable, options: LocalizeOptions = {}): LocalizationResult {
  const n = table.real.length;
  const attributeCount = table.attributes.length;
  const maxDepth = Math.max(1, Math.min(options.maxDepth ?? attributeCount, attributeCount));
  const maxElements = options.maxElements ?? MAX_ELEMENTS;

  let totalReal = 0;
  let totalPredict = 0;
  const level = new Float64Array(n);
  const deviation = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r = table.real[i]!;
    const p = table.predict[i]!;
    totalReal += r;
    totalPredict += p;
    level[i] = (Math.abs(r) + Math.abs(p)) / 2;
    deviation[i] = r - p;
  }
  const direction: Direction =
    options.direction === 'up' || options.direction === 'down'
      ? options.direction
      : totalReal >= totalPredict
        ? 'up'
        : 'down';
  const sign = direction === 'up' ? 1 : -1;
  const countVariance = table.countVariance ?? level;
  const noise = fitNoise(level, countVariance, deviation, 0);

  const lattice = buildLattice(table, maxDepth);
  const x = new Float64Array(n);
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const m = level[i]!;
    if (m <= 0) continue;
    const v = noise.alpha * countVariance[i]! + noise.beta * m * m;
    if (!(v > 0)) continue;
    x[i] = m / v;
    w[i] = (m * m) / v;
  }
  let candidates = 0;
  const numerators: Float64Array[] = [];
  const denominators: Float64Array[] = [];
  const open: Int32Array[] = [];
  for (const cuboid of lattice) {
    candidates += cuboid.size;
    const a = new Float64Array(cuboid.size);
    const b = new Float64Array(cuboid.size);
    const count = new Int32Array(cuboid.size);
    const elementOf = cuboid.elementOf;
    for (let i = 0; i < n; i++) {
      if (!(w[i]! > 0)) continue;
      const e = elementOf[i]!;
      a[e]! += x[i]! * deviation[i]!;
      b[e]! += w[i]!;
      count[e]!++;
    }
    numerators.push(a);
    denominators.push(b);
    open.push(count);
  }
  const state: SearchState = {
    lattice,
    level,
    x,
    w,
    deviation,
    covered: new Int32Array(n),
    sign,
    numerators,
    denominators,
    open,
  };
  // The selection threshold: the largest gain that noise reaches, taken as the larger of the
  // Gaussian bound 2 ln M and the largest gain of any element against the anomaly's direction
  // (an anomaly pushes one way, so the other way shows what noise alone produces in this data).
  const first = scan(state);
  const threshold = (options.penalty ?? 1) * Math.max(2 * Math.log(Math.max(candidates, 2)), first.opposite);

  const chosen = select(state, threshold, maxElements);
  const elements = describe(table, state, chosen, totalReal - totalPredict);
  const explainedShare = unionShare(table, state, chosen, totalReal - totalPredict);
  return { elements, direction, totalReal, totalPredict, explainedShare, noise, candidates, threshold };
}

/** Forward selection, backfitting and pruning (see the file comment). */
function select(state: SearchState, threshold: number, maxElements: number): Chosen[] {
  const chosen: Chosen[] = [];
  // The question presumes an anomaly: when nothing beats the noise bound but one element carries
  // most of the total deviation, it is still the best explanation there is (and is kept alone).
  const acceptable = (candidate: Chosen | undefined, others: number): candidate is Chosen =>
    candidate !== undefined &&
    (candidate.gain >= threshold || (others === 0 && deviationShare(state, candidate) >= DOMINANT_SHARE));
  while (chosen.length < maxElements) {
    const best = scan(state).best;
    if (!acceptable(best, chosen.length)) break;
    apply(state, best, 1);
    chosen.push(best);
  }
  for (let round = 0; round < BACKFIT_ROUNDS; round++) {
    let changed = false;
    for (let k = 0; k < chosen.length; k++) {
      const current = chosen[k]!;
      apply(state, current, -1);
      const best = scan(state).best;
      if (!acceptable(best, chosen.length - 1)) {
        chosen.splice(k, 1);
        k--;
        changed = true;
        continue;
      }
      if (best.cuboid !== current.cuboid || best.element !== current.element) changed = true;
      apply(state, best, 1);
      chosen[k] = best;
    }
    if (!changed) break;
  }
  return dedupe(chosen);
}

/** The same element may be chosen twice after backfitting; keep one. */
function dedupe(chosen: Chosen[]): Chosen[] {
  const seen = new Set<string>();
  return chosen.filter((c) => {
    const key = `${c.cuboid}:${c.element}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Scores every element on the unexplained leaves; returns the best one and the best opposite gain. */
function scan(state: SearchState): Scan {
  const { lattice, numerators, denominators, open, sign } = state;
  let best: Chosen | undefined;
  let opposite = 0;
  for (let c = 0; c < lattice.length; c++) {
    const size = lattice[c]!.size;
    const as = numerators[c]!;
    const bs = denominators[c]!;
    const counts = open[c]!;
    for (let e = 0; e < size; e++) {
      if (counts[e] === 0) continue;
      const a = as[e]!;
      const b = bs[e]!;
      if (!(b > 0)) continue;
      const gain = (a * a) / b;
      if (sign * a <= 0) {
        if (gain > opposite) opposite = gain;
      } else if (!best || gain > best.gain) best = { cuboid: c, element: e, shift: a / b, gain };
    }
  }
  return { best, opposite };
}

/** Share of the total deviation (real - predict) that an element's leaves carry. */
function deviationShare(state: SearchState, chosen: Chosen): number {
  const elementOf = state.lattice[chosen.cuboid]!.elementOf;
  let inside = 0;
  let total = 0;
  for (let i = 0; i < elementOf.length; i++) {
    total += state.deviation[i]!;
    if (elementOf[i] === chosen.element) inside += state.deviation[i]!;
  }
  return total !== 0 ? inside / total : 0;
}

/**
 * Marks an element's leaves as explained (`+1`) or releases them again (`-1`), updating the
 * per-element sums of every cuboid for the leaves that enter or leave the search.
 */
function apply(state: SearchState, chosen: Chosen, direction: 1 | -1): void {
  const elementOf = state.lattice[chosen.cuboid]!.elementOf;
  const { covered, lattice, numerators, denominators, open, x, w, deviation } = state;
  for (let i = 0; i < covered.length; i++) {
    if (elementOf[i] !== chosen.element) continue;
    const before = covered[i]!;
    covered[i] = before + direction;
    const entering = before > 0 && before + direction === 0; // released: back into the search
    const leaving = before === 0 && direction === 1; // newly explained: out of the search
    if ((!entering && !leaving) || !(w[i]! > 0)) continue;
    const sign = entering ? 1 : -1;
    const xy = sign * x[i]! * deviation[i]!;
    const wi = sign * w[i]!;
    for (let c = 0; c < lattice.length; c++) {
      const e = lattice[c]!.elementOf[i]!;
      numerators[c]![e]! += xy;
      denominators[c]![e]! += wi;
      open[c]![e]! += sign;
    }
  }
}

/** Turns chosen elements into the public shape, strongest first. */
function describe(
  table: LeafTable,
  state: SearchState,
  chosen: Chosen[],
  totalDeviation: number,
): RootCauseElement[] {
  return chosen
    .map((c) => {
      const cuboid = state.lattice[c.cuboid]!;
      let real = 0;
      let predict = 0;
      for (let i = 0; i < table.real.length; i++) {
        if (cuboid.elementOf[i] !== c.element) continue;
        real += table.real[i]!;
        predict += table.predict[i]!;
      }
      const pairs = elementPairs(table, cuboid, c.element);
      return {
        pairs,
        key: elementKey(pairs),
        real,
        predict,
        change: predict !== 0 ? (real - predict) / predict : real === 0 ? 0 : Infinity,
        explainedShare: totalDeviation !== 0 ? (real - predict) / totalDeviation : 0,
        score: c.gain,
      };
    })
    .sort((x, y) => y.score - x.score);
}

/** Share of the total deviation carried by the union of the chosen elements' leaves. */
function unionShare(table: LeafTable, state: SearchState, chosen: Chosen[], totalDeviation: number): number {
  if (totalDeviation === 0 || chosen.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < table.real.length; i++) {
    const covered = chosen.some((c) => state.lattice[c.cuboid]!.elementOf[i] === c.element);
    if (covered) sum += table.real[i]! - table.predict[i]!;
  }
  return sum / totalDeviation;
}
