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
import { buildLattice, elementKey, elementPairs, members } from './cube.js';
import {
  apply,
  deviationShare,
  elementSums,
  scan,
  type Chosen,
  type SearchState,
} from './localize-search.js';
import { fitNoise } from './noise.js';
import type { Direction, LeafTable, LocalizationResult, LocalizeOptions, RootCauseElement } from './types.js';

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

  const { totalReal, totalPredict, noise, xy, w } = leafWeights(table);
  const direction: Direction =
    options.direction === 'up' || options.direction === 'down'
      ? options.direction
      : totalReal >= totalPredict
        ? 'up'
        : 'down';
  const sign = direction === 'up' ? 1 : -1;
  const lattice = buildLattice(table, maxDepth);
  const sums = elementSums(table, lattice, xy, w);
  const { numerators, denominators, open, candidates } = sums;
  const largest = lattice.reduce((max, c) => Math.max(max, c.size), 0);
  const state: SearchState = {
    table,
    lattice,
    xy,
    w,
    order: sums.order,
    parentOf: sums.parentOf,
    childKey: sums.childKey,
    stamp: new Int32Array(largest),
    slot: new Int32Array(largest),
    epoch: 0,
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

/**
 * The fitted noise model and each leaf's terms of the gain: x·y = m y / v and w = m² / v, with m
 * the leaf level, y = real − predict and v the leaf's noise variance. The per-leaf level and
 * deviation live only inside this function, so they are freed before the per-element sums.
 */
function leafWeights(table: LeafTable): {
  totalReal: number;
  totalPredict: number;
  noise: { alpha: number; beta: number };
  xy: Float64Array;
  w: Float64Array;
} {
  const n = table.real.length;
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
  const countVariance = table.countVariance ?? level;
  const noise = fitNoise(level, countVariance, deviation, 0);
  const xy = new Float64Array(n);
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const m = level[i]!;
    if (m <= 0) continue;
    const v = noise.alpha * countVariance[i]! + noise.beta * m * m;
    if (!(v > 0)) continue;
    xy[i] = (m / v) * deviation[i]!;
    w[i] = (m * m) / v;
  }
  return { totalReal, totalPredict, noise, xy, w };
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
      const inside = members(table, cuboid, c.element);
      let real = 0;
      let predict = 0;
      for (let i = 0; i < table.real.length; i++) {
        if (!inside[i]) continue;
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
  const covered = new Uint8Array(table.real.length);
  for (const c of chosen) {
    const inside = members(table, state.lattice[c.cuboid]!, c.element);
    for (let i = 0; i < inside.length; i++) covered[i] = covered[i]! | inside[i]!;
  }
  let sum = 0;
  for (let i = 0; i < table.real.length; i++) if (covered[i]) sum += table.real[i]! - table.predict[i]!;
  return sum / totalDeviation;
}
