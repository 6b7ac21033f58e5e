/**
 * Multi-dimensional root cause localization by stepwise likelihood-ratio search over the cuboid
 * lattice.
 *
 * Model. A root cause element E (say `region=EU&channel=web`) changes every one of its leaves by
 * the same relative amount (the "ripple effect"): real_i - predict_i ≈ δ_E · m_i for i in E, with
 * m_i the leaf level. Elsewhere real - predict is noise with variance v_i = alpha·c_i + beta·m_i²
 * (c_i the count variance; both coefficients fitted from the data, see `noise.ts`; the level of
 * the variance is m or the expected value, whichever the data supports, see `leaf-weights.ts`,
 * which also removes the bias of the per-leaf terms under noise around the expected value).
 * Explaining the
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
 *
 * Direction. A stated direction is searched. Otherwise the total change's sign is taken when the
 * total lies 3 noise deviations or more from zero; a smaller total may owe its sign to the noise
 * of a few large leaves, and the way whose best element has the larger gain is searched.
 *
 * Noise level. A probe search over the shallow elements (up to PROBE_DEPTH attributes) with the
 * variance at m, among elements that shift by more than MOVED_Z relative noise deviations, finds
 * the leaves an anomaly moved; they are set aside and the rest tell whether the noise scales with m
 * or with the expected value. The search then runs once, under that model.
 */
import { buildLattice, elementKey, elementPairs } from './cube.js';
import {
  apply,
  deviationShare,
  elementSums,
  leavesOf,
  scan,
  type Chosen,
  type Scan,
  type SearchState,
} from './localize-search.js';
import {
  chooseNoiseLevel,
  fitLeafNoise,
  leafTerms,
  type LeafNoise,
  type NoiseLevel,
} from './leaf-weights.js';
import type { Direction, LeafTable, LocalizationResult, LocalizeOptions, RootCauseElement } from './types.js';

const MAX_ELEMENTS = 10;
const BACKFIT_ROUNDS = 3;
/** Share of the total deviation that makes an element the dominant explanation. */
const DOMINANT_SHARE = 0.5;
/** A total change this many noise deviations from zero fixes the anomaly's direction. */
const TOTAL_Z = 3;
/**
 * Depth of the probe search that finds the leaves an anomaly moved before the noise level is
 * chosen: the shallow elements hold most leaves, so they decide the symmetry test, and their
 * lattice costs a few passes over the leaves instead of the whole search.
 */
const PROBE_DEPTH = 2;
/** A relative change of this many leaf noise deviations (at the mean level) marks moved leaves. */
const MOVED_Z = 3;

/** The deepest combination searched: the option, bounded by the number of attributes. */
function depthOf(table: LeafTable, options: LocalizeOptions): number {
  const attributeCount = table.attributes.length;
  return Math.max(1, Math.min(options.maxDepth ?? attributeCount, attributeCount));
}

/** Localizes the elements that explain the deviation of an additive KPI from its expectation. */
export function localize(table: LeafTable, options: LocalizeOptions = {}): LocalizationResult {
  const noise = fitLeafNoise(table);
  const maxDepth = depthOf(table, options);
  const movedShift = MOVED_Z * Math.sqrt(noise.fits.mean.beta);
  let probe: Run | undefined = search(
    table,
    noise,
    'mean',
    { ...options, maxDepth: Math.min(maxDepth, PROBE_DEPTH) },
    movedShift,
  );
  const noiseLevel = chooseNoiseLevel(table, noise, movedLeaves(table, probe, movedShift));
  // eslint-disable-next-line no-useless-assignment -- frees the probe's sums before the search's are built
  probe = undefined;
  const run = search(table, noise, noiseLevel, options);
  const { state, chosen, direction, threshold, candidates, level } = run;
  const { totalReal, totalPredict } = noise;
  const elements = describe(table, state, chosen, totalReal - totalPredict);
  const explainedShare = unionShare(table, state, chosen, totalReal - totalPredict);
  return {
    elements,
    direction,
    totalReal,
    totalPredict,
    explainedShare,
    noise: noise.fits[level],
    noiseLevel: level,
    candidates,
    threshold,
  };
}

/** One search under one noise model. */
interface Run {
  state: SearchState;
  chosen: Chosen[];
  direction: Direction;
  threshold: number;
  candidates: number;
  level: NoiseLevel;
}

/**
 * The leaves of the chosen elements whose change stands out from the noise (more than `limit`,
 * a relative change against their mean level): an anomaly moved them, so they say nothing
 * about the noise. Elements that barely moved stay in (they may be the noise model's own error).
 */
function movedLeaves(table: LeafTable, run: Run, limit: number): Uint8Array {
  const out = new Uint8Array(table.real.length);
  for (const c of run.chosen) {
    const leaves = leavesOf(run.state, c);
    let real = 0;
    let predict = 0;
    for (const i of leaves) {
      real += table.real[i]!;
      predict += table.predict[i]!;
    }
    const level = (Math.abs(real) + Math.abs(predict)) / 2;
    if (!(level > 0) || Math.abs(real - predict) / level <= limit) continue;
    for (const i of leaves) out[i] = 1;
  }
  return out;
}

/** The way the search looks: the one the request states, else the one the data supports. */
function chooseDirection(
  options: LocalizeOptions,
  noise: LeafNoise,
  totalVariance: number,
  first: Scan,
): Direction {
  if (options.direction === 'up' || options.direction === 'down') return options.direction;
  const deviation = noise.totalReal - noise.totalPredict;
  const total: Direction = deviation >= 0 ? 'up' : 'down';
  // A total change beyond noise (|z| ≥ 3) says which way the anomaly went. Below that, the noise
  // may have set the total's sign (a few small leaves that moved far hardly change a total that
  // large leaves' noise dominates): the way whose best element explains more is taken.
  if (Math.abs(deviation) >= TOTAL_Z * Math.sqrt(totalVariance)) return total;
  const flip = first.opposite > (first.best?.gain ?? 0);
  return flip ? (total === 'up' ? 'down' : 'up') : total;
}

function search(
  table: LeafTable,
  noise: LeafNoise,
  level: NoiseLevel,
  options: LocalizeOptions,
  minShift?: number,
): Run {
  const n = table.real.length;
  const maxDepth = depthOf(table, options);
  const maxElements = options.maxElements ?? MAX_ELEMENTS;
  const { xy, w, totalVariance } = leafTerms(table, noise, level);
  const lattice = buildLattice(table, maxDepth);
  const sums = elementSums(table, lattice, xy, w);
  const { numerators, denominators, open, candidates } = sums;
  const largest = lattice.reduce((max, c) => Math.max(max, c.size), 0);
  const sign = noise.totalReal >= noise.totalPredict ? 1 : -1;
  const state: SearchState = {
    table,
    lattice,
    xy,
    w,
    order: sums.order,
    parentOf: sums.parentOf,
    childKey: sums.childKey,
    leaves: new Map(),
    totalDeviation: noise.totalReal - noise.totalPredict,
    stamp: new Int32Array(largest),
    slot: new Int32Array(largest),
    epoch: 0,
    covered: new Int32Array(n),
    // Under noise that scales with the expected value, a shift of less than one leaf's relative
    // noise is the variance fit's small error summed over a large element, not a cause.
    minShift: minShift ?? (level === 'expected' ? Math.sqrt(noise.fits.expected.beta) : 0),
    sign: options.direction === 'down' ? -1 : options.direction === 'up' ? 1 : sign,
    numerators,
    denominators,
    open,
  };
  let first = scan(state);
  const direction = chooseDirection(options, noise, totalVariance, first);
  if ((direction === 'up' ? 1 : -1) !== state.sign) {
    state.sign = -state.sign;
    first = scan(state);
  }
  // The selection threshold: the largest gain that noise reaches, taken as the larger of the
  // Gaussian bound 2 ln M and the largest gain of any element against the anomaly's direction
  // (an anomaly pushes one way, so the other way shows what noise alone produces in this data).
  const threshold = (options.penalty ?? 1) * Math.max(2 * Math.log(Math.max(candidates, 2)), first.opposite);
  const chosen = select(state, threshold, maxElements);
  return { state, chosen, direction, threshold, candidates, level };
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
      let real = 0;
      let predict = 0;
      for (const i of leavesOf(state, c)) {
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
  let sum = 0;
  for (const c of chosen)
    for (const i of leavesOf(state, c)) {
      if (covered[i]) continue;
      covered[i] = 1;
      sum += table.real[i]! - table.predict[i]!;
    }
  return sum / totalDeviation;
}
