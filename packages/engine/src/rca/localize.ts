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
import {
  buildLattice,
  childOfParent,
  elementIds,
  elementKey,
  elementPairs,
  members,
  type Cuboid,
} from './cube.js';
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
  table: LeafTable;
  lattice: Cuboid[];
  /** m_i y_i / v_i: the leaf's term of the gain's numerator. */
  xy: Float64Array;
  /** m_i² / v_i: the leaf's weight in the gain's denominator. */
  w: Float64Array;
  /** Cuboids deepest first, and for each the parent its sums derive from (-1: from the leaves). */
  order: number[];
  parentOf: Int32Array;
  childKey: (((key: number) => number) | undefined)[];
  /** Scratch of `apply`, one slot per element id of the largest cuboid. */
  stamp: Int32Array;
  slot: Int32Array;
  epoch: number;
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

/**
 * Per cuboid and element: Σ x·y, Σ w and the number of leaves with a weight. The deepest cuboids
 * are summed from the leaves; a shallower one from a summed parent with one more attribute (one
 * pass over the parent's elements instead of over every leaf) when both are keyed directly.
 */
function elementSums(
  table: LeafTable,
  lattice: Cuboid[],
  xy: Float64Array,
  w: Float64Array,
): {
  numerators: Float64Array[];
  denominators: Float64Array[];
  open: Int32Array[];
  candidates: number;
  order: number[];
  parentOf: Int32Array;
  childKey: (((key: number) => number) | undefined)[];
} {
  const n = table.real.length;
  const numerators: Float64Array[] = new Array<Float64Array>(lattice.length);
  const denominators: Float64Array[] = new Array<Float64Array>(lattice.length);
  const open: Int32Array[] = new Array<Int32Array>(lattice.length);
  let ids: Int32Array | undefined;
  const order = lattice
    .map((_, c) => c)
    .sort((p, q) => lattice[q]!.attributes.length - lattice[p]!.attributes.length);
  const done: number[] = [];
  const parentOf = new Int32Array(lattice.length).fill(-1);
  const childKey: (((key: number) => number) | undefined)[] = new Array(lattice.length).fill(undefined);
  // Leaves of each element, weighted or not: the elements present are the candidates searched.
  const present: Int32Array[] = new Array<Int32Array>(lattice.length);
  let candidates = 0;
  for (const c of order) {
    const cuboid = lattice[c]!;
    const a = new Float64Array(cuboid.size);
    const b = new Float64Array(cuboid.size);
    const count = new Int32Array(cuboid.size);
    const leaves = new Int32Array(cuboid.size);
    let parent: number | undefined;
    let map: ((key: number) => number) | undefined;
    for (const d of done) {
      const m = childOfParent(cuboid, lattice[d]!);
      if (m && (parent === undefined || lattice[d]!.size < lattice[parent]!.size)) {
        parent = d;
        map = m;
      }
    }
    if (parent !== undefined && map) {
      parentOf[c] = parent;
      childKey[c] = map;
      const pa = numerators[parent]!;
      const pb = denominators[parent]!;
      const pc = open[parent]!;
      const pl = present[parent]!;
      for (let key = 0; key < pa.length; key++) {
        if (pl[key] === 0) continue;
        const e = map(key);
        a[e]! += pa[key]!;
        b[e]! += pb[key]!;
        count[e]! += pc[key]!;
        leaves[e]! += pl[key]!;
      }
    } else {
      ids = elementIds(table, cuboid, ids ?? new Int32Array(n));
      for (let i = 0; i < n; i++) {
        const e = ids[i]!;
        leaves[e]!++;
        if (!(w[i]! > 0)) continue;
        a[e]! += xy[i]!;
        b[e]! += w[i]!;
        count[e]!++;
      }
    }
    for (let e = 0; e < cuboid.size; e++) if (leaves[e]! > 0) candidates++;
    present[c] = leaves;
    numerators[c] = a;
    denominators[c] = b;
    open[c] = count;
    done.push(c);
    // A cuboid's leaf counts serve only its children, all of which come after it.
    for (const d of done)
      if (lattice[d]!.attributes.length > cuboid.attributes.length + 1) present[d] = new Int32Array(0);
  }
  return { numerators, denominators, open, candidates, order, parentOf, childKey };
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
  const { real, predict } = state.table;
  const inside01 = members(state.table, state.lattice[chosen.cuboid]!, chosen.element);
  let inside = 0;
  let total = 0;
  for (let i = 0; i < inside01.length; i++) {
    const y = real[i]! - predict[i]!;
    total += y;
    if (inside01[i]) inside += y;
  }
  return total !== 0 ? inside / total : 0;
}

/**
 * Marks an element's leaves as explained (`+1`) or releases them again (`-1`), updating the
 * per-element sums of every cuboid for the leaves that enter or leave the search.
 */
function apply(state: SearchState, chosen: Chosen, direction: 1 | -1): void {
  const { table, covered, lattice, numerators, denominators, open, xy, w } = state;
  const inside = members(table, lattice[chosen.cuboid]!, chosen.element);
  // The leaves that enter the search (released) or leave it (newly explained): all one way.
  let changed = new Int32Array(1024);
  let m = 0;
  for (let i = 0; i < covered.length; i++) {
    if (!inside[i]) continue;
    const before = covered[i]!;
    covered[i] = before + direction;
    const moves = direction === 1 ? before === 0 : before + direction === 0;
    if (!moves || !(w[i]! > 0)) continue;
    if (m === changed.length) {
      const grown = new Int32Array(m * 2);
      grown.set(changed);
      changed = grown;
    }
    changed[m++] = i;
  }
  if (m === 0) return;
  const sign = direction === 1 ? -1 : 1;
  // Per cuboid, the changes of its touched elements (deepest first): from the changed leaves, or
  // from the parent's touched elements when the cuboid's sums derive from a parent. Summing up
  // the lattice this way costs the touched elements of each parent, far fewer than
  // leaves × cuboids when a large element is applied.
  interface Delta {
    keys: Int32Array;
    num: Float64Array;
    den: Float64Array;
    count: Int32Array;
    size: number;
    depth: number;
  }
  const deltas: (Delta | undefined)[] = new Array<Delta | undefined>(lattice.length);
  const leafKeys = new Int32Array(m);
  for (const c of state.order) {
    const cuboid = lattice[c]!;
    const parent = state.parentOf[c]!;
    const source = parent >= 0 ? deltas[parent] : undefined;
    const length = source ? source.size : m;
    let keyAt: (j: number) => number;
    if (source) {
      const map = state.childKey[c]!;
      const keys = source.keys;
      keyAt = (j) => map(keys[j]!);
    } else {
      if (cuboid.elementOf) for (let j = 0; j < m; j++) leafKeys[j] = cuboid.elementOf[changed[j]!]!;
      else {
        leafKeys.fill(0);
        for (let k = 0; k < cuboid.attributes.length; k++) {
          const codes = table.codes[cuboid.attributes[k]!]!;
          const stride = cuboid.strides[k]!;
          for (let j = 0; j < m; j++) leafKeys[j] = leafKeys[j]! + codes[changed[j]!]! * stride;
        }
      }
      keyAt = (j) => leafKeys[j]!;
    }
    const epoch = ++state.epoch;
    const { stamp, slot } = state;
    const out: Delta = {
      keys: new Int32Array(Math.min(length, cuboid.size)),
      num: new Float64Array(Math.min(length, cuboid.size)),
      den: new Float64Array(Math.min(length, cuboid.size)),
      count: new Int32Array(Math.min(length, cuboid.size)),
      size: 0,
      depth: cuboid.attributes.length,
    };
    for (let j = 0; j < length; j++) {
      const key = keyAt(j);
      let at: number;
      if (stamp[key] !== epoch) {
        stamp[key] = epoch;
        at = out.size++;
        slot[key] = at;
        out.keys[at] = key;
      } else at = slot[key]!;
      if (source) {
        out.num[at]! += source.num[j]!;
        out.den[at]! += source.den[j]!;
        out.count[at]! += source.count[j]!;
      } else {
        const i = changed[j]!;
        out.num[at]! += sign * xy[i]!;
        out.den[at]! += sign * w[i]!;
        out.count[at]! += sign;
      }
    }
    const num = numerators[c]!;
    const den = denominators[c]!;
    const count = open[c]!;
    for (let j = 0; j < out.size; j++) {
      const e = out.keys[j]!;
      num[e]! += out.num[j]!;
      den[e]! += out.den[j]!;
      count[e]! += out.count[j]!;
    }
    deltas[c] = out;
    // Only the previous depth's changes serve as parents: drop deeper ones.
    for (let d = 0; d < deltas.length; d++)
      if (deltas[d] && deltas[d]!.depth > out.depth + 1) deltas[d] = undefined;
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
