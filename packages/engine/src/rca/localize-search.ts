/**
 * The search state of the localization and its incremental sums: per cuboid and element, the
 * numerator and denominator of the likelihood-ratio gain over the still unexplained leaves,
 * computed once (shallow cuboids summed from a parent) and updated only for the leaves whose
 * coverage changes when an element is chosen or released; the scan that scores every element.
 */
import { childOfParent, elementIds, memberLeaves, type ChildKey, type Cuboid } from './cube.js';
import type { LeafTable } from './types.js';

export interface Chosen {
  cuboid: number;
  element: number;
  shift: number;
  gain: number;
}

/** Precomputed per-leaf weights and per-cuboid denominators of the gain. */
export interface SearchState {
  table: LeafTable;
  lattice: Cuboid[];
  /** m_i y_i / v_i: the leaf's term of the gain's numerator. */
  xy: Float64Array;
  /** m_i² / v_i: the leaf's weight in the gain's denominator. */
  w: Float64Array;
  /** Cuboids deepest first, and for each the parent its sums derive from (-1: from the leaves). */
  order: number[];
  parentOf: Int32Array;
  childKey: (ChildKey | undefined)[];
  /** The leaves of each element chosen so far (by `cuboid:element`): computed once, reused. */
  leaves: Map<string, Int32Array>;
  /** Σ (real - predict) over every leaf. */
  totalDeviation: number;
  /** Scratch of `apply`, one slot per element id of the largest cuboid. */
  stamp: Int32Array;
  slot: Int32Array;
  epoch: number;
  /** How many chosen elements cover each leaf; covered leaves are explained and leave the search. */
  covered: Int32Array;
  sign: number;
  /** The smallest relative shift an element may have to be chosen (the noise of one leaf). */
  minShift: number;
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
export interface Scan {
  best: Chosen | undefined;
  opposite: number;
}

/**
 * Per cuboid and element: Σ x·y, Σ w and the number of leaves with a weight. The deepest cuboids
 * are summed from the leaves; a shallower one from a summed parent with one more attribute (one
 * pass over the parent's elements instead of over every leaf) when both are keyed directly.
 */
export function elementSums(
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
  childKey: (ChildKey | undefined)[];
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
  const childKey: (ChildKey | undefined)[] = new Array<ChildKey | undefined>(lattice.length).fill(undefined);
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
    let map: ChildKey | undefined;
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
      const { stride, span } = map;
      for (let key = 0; key < pa.length; key++) {
        if (pl[key] === 0) continue;
        const e = (key % stride) + Math.floor(key / span) * stride;
        a[e]! += pa[key]!;
        b[e]! += pb[key]!;
        count[e]! += pc[key]!;
        leaves[e]! += pl[key]!;
      }
    } else if (!cuboid.elementOf && cuboid.attributes.length <= 2) {
      // One or two attributes (the probe's cuboids): the key computed in the pass itself.
      const first = table.codes[cuboid.attributes[0]!]!;
      const second = cuboid.attributes.length === 2 ? table.codes[cuboid.attributes[1]!]! : first;
      const s0 = cuboid.strides[0]!;
      const s1 = cuboid.attributes.length === 2 ? cuboid.strides[1]! : 0;
      for (let i = 0; i < n; i++) {
        const e = first[i]! * s0 + second[i]! * s1;
        leaves[e]!++;
        if (!(w[i]! > 0)) continue;
        a[e]! += xy[i]!;
        b[e]! += w[i]!;
        count[e]!++;
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

/** Scores every element on the unexplained leaves; returns the best one and the best opposite gain. */
export function scan(state: SearchState): Scan {
  const { lattice, numerators, denominators, open, sign, minShift } = state;
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
      if (!(b > 0) || Math.abs(a) < minShift * b) continue;
      const gain = (a * a) / b;
      if (sign * a <= 0) {
        if (gain > opposite) opposite = gain;
      } else if (!best || gain > best.gain) best = { cuboid: c, element: e, shift: a / b, gain };
    }
  }
  return { best, opposite };
}

/** The leaves of a chosen element, computed on first use and kept for the later uses. */
export function leavesOf(state: SearchState, chosen: Chosen): Int32Array {
  const id = `${chosen.cuboid}:${chosen.element}`;
  let leaves = state.leaves.get(id);
  if (!leaves) {
    leaves = memberLeaves(state.table, state.lattice[chosen.cuboid]!, chosen.element);
    state.leaves.set(id, leaves);
  }
  return leaves;
}

/** Share of the total deviation (real - predict) that an element's leaves carry. */
export function deviationShare(state: SearchState, chosen: Chosen): number {
  const { real, predict } = state.table;
  let inside = 0;
  for (const i of leavesOf(state, chosen)) inside += real[i]! - predict[i]!;
  return state.totalDeviation !== 0 ? inside / state.totalDeviation : 0;
}

/** Changes of one cuboid's sums: per touched element id, the change of Σ x·y, Σ w and the count. */
interface Delta {
  keys: Int32Array;
  num: Float64Array;
  den: Float64Array;
  count: Int32Array;
  size: number;
  depth: number;
}

/**
 * Sums the entries (key, num, den, count) of `source` by key into a delta of distinct keys, using
 * the state's scratch stamps (one slot per element id) instead of a map.
 */
function collect(
  state: SearchState,
  keys: Int32Array,
  source: Delta,
  cuboidSize: number,
  depth: number,
): Delta {
  const length = source.size;
  const room = Math.min(length, cuboidSize);
  const out: Delta = {
    keys: new Int32Array(room),
    num: new Float64Array(room),
    den: new Float64Array(room),
    count: new Int32Array(room),
    size: 0,
    depth,
  };
  const epoch = ++state.epoch;
  const { stamp, slot } = state;
  const { num, den, count } = source;
  let size = 0;
  for (let j = 0; j < length; j++) {
    const key = keys[j]!;
    let at: number;
    if (stamp[key] !== epoch) {
      stamp[key] = epoch;
      at = size++;
      slot[key] = at;
      out.keys[at] = key;
    } else at = slot[key]!;
    out.num[at]! += num[j]!;
    out.den[at]! += den[j]!;
    out.count[at]! += count[j]!;
  }
  out.size = size;
  return out;
}

/**
 * Marks an element's leaves as explained (`+1`) or releases them again (`-1`), updating the
 * per-element sums of every cuboid for the leaves that enter or leave the search.
 */
export function apply(state: SearchState, chosen: Chosen, direction: 1 | -1): void {
  const { table, covered, lattice, numerators, denominators, open, xy, w } = state;
  const leaves = leavesOf(state, chosen);
  // The leaves that enter the search (released) or leave it (newly explained): all one way.
  const changed = new Int32Array(leaves.length);
  let m = 0;
  for (let j = 0; j < leaves.length; j++) {
    const i = leaves[j]!;
    const before = covered[i]!;
    const after = before + direction;
    covered[i] = after;
    if ((direction === 1 ? before === 0 : after === 0) && w[i]! > 0) changed[m++] = i;
  }
  if (m === 0) return;
  const sign = direction === 1 ? -1 : 1;
  // The changed leaves as one delta (keys filled per cuboid).
  const fromLeaves: Delta = {
    keys: new Int32Array(0),
    num: new Float64Array(m),
    den: new Float64Array(m),
    count: new Int32Array(m).fill(sign),
    size: m,
    depth: Infinity,
  };
  for (let j = 0; j < m; j++) {
    const i = changed[j]!;
    fromLeaves.num[j] = sign * xy[i]!;
    fromLeaves.den[j] = sign * w[i]!;
  }
  // Per cuboid, the changes of its touched elements (deepest first): from the changed leaves, or
  // from the parent's touched elements when the cuboid's sums derive from a parent. Summing up
  // the lattice this way costs the touched elements of each parent, far fewer than
  // leaves × cuboids when a large element is applied.
  const deltas: (Delta | undefined)[] = new Array<Delta | undefined>(lattice.length);
  const leafKeys = new Int32Array(m);
  let parentKeys = new Int32Array(0);
  let depth = Infinity;
  for (const c of state.order) {
    const cuboid = lattice[c]!;
    const d = cuboid.attributes.length;
    if (d < depth) {
      // Only the previous depth's changes serve as parents: drop deeper ones.
      for (let k = 0; k < deltas.length; k++)
        if (deltas[k] && deltas[k]!.depth > d + 1) deltas[k] = undefined;
      depth = d;
    }
    const parent = state.parentOf[c]!;
    const source = parent >= 0 ? deltas[parent] : undefined;
    let out: Delta;
    if (source) {
      const { stride, span } = state.childKey[c]!;
      if (parentKeys.length < source.size) parentKeys = new Int32Array(Math.max(source.size, m));
      for (let j = 0; j < source.size; j++) {
        const key = source.keys[j]!;
        parentKeys[j] = (key % stride) + Math.floor(key / span) * stride;
      }
      out = collect(state, parentKeys, source, cuboid.size, d);
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
      out = collect(state, leafKeys, fromLeaves, cuboid.size, d);
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
  }
}
