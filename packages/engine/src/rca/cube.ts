/**
 * The cuboid lattice of a leaf table.
 *
 * A cuboid is a subset of the attributes (e.g. {region, channel}); its elements are the value
 * combinations of those attributes. An element's id is its mixed-radix key, Σ code_a · stride_a,
 * computed from the leaves' integer codes when needed: no per-leaf array is kept per cuboid, so
 * the lattice of a table with tens of millions of leaves costs only the per-element sums the
 * search keeps. Only a cuboid whose key space is too large to index directly gets dense ids of
 * the keys present (a typed-array hash, never a Map of every leaf).
 */
import type { AttributeValue, LeafTable } from './types.js';

/** One cuboid: its attributes and how a leaf's codes make its element id. */
export interface Cuboid {
  /** Indexes into `LeafTable.attributes`, ascending. */
  attributes: number[];
  /** Stride of each attribute of `attributes` in the mixed-radix key. */
  strides: number[];
  /** Number of values of each attribute of `attributes`. */
  cards: number[];
  /** Number of element ids: the key space, or the number of keys present when compacted. */
  size: number;
  /** Compacted ids (key space too large to index): the id of each leaf. Absent when id = key. */
  elementOf?: Int32Array;
  /** Compacted ids: one leaf of each element, to decode its attribute values. */
  representative?: Int32Array;
}

/** Largest key space indexed directly by key; larger ones are compacted to the keys present. */
const DIRECT_LIMIT = 1 << 26;

/** All non-empty attribute subsets up to `maxDepth` attributes, shallow ones first. */
export function attributeSubsets(attributeCount: number, maxDepth: number): number[][] {
  const subsets: number[][] = [];
  const limit = 1 << attributeCount;
  for (let mask = 1; mask < limit; mask++) {
    const subset: number[] = [];
    for (let a = 0; a < attributeCount; a++) if (mask & (1 << a)) subset.push(a);
    if (subset.length <= maxDepth) subsets.push(subset);
  }
  return subsets.sort((x, y) => x.length - y.length);
}

/**
 * Builds one cuboid: keyed directly, or compacted when its key space is too large. Strides are
 * given in the order of `rank` (attribute indexes, smallest stride first), the same for every
 * cuboid, so a child's key follows from its parent's by arithmetic (see `childOfParent`).
 */
export function buildCuboid(table: LeafTable, attributes: number[], rank?: number[]): Cuboid {
  const order = rank ? rank.filter((a) => attributes.includes(a)) : attributes;
  const strides: number[] = new Array<number>(attributes.length).fill(0);
  const cards: number[] = attributes.map((a) => Math.max(1, table.values[a]!.length));
  let stride = 1;
  for (const a of order) {
    const k = attributes.indexOf(a);
    strides[k] = stride;
    stride *= cards[k]!;
  }
  if (stride <= DIRECT_LIMIT) return { attributes, strides, cards, size: stride };
  const { elementOf, representative } = compact(table, attributes, strides);
  return { attributes, strides, cards, size: representative.length, elementOf, representative };
}

/** Consecutive leaves looked at to see which attribute changes fastest in the leaves' order. */
const ORDER_SAMPLE = 100_000;

/**
 * Attributes by how often their value changes from one leaf to the next (most often first): keys
 * with the fastest-changing attribute at the smallest stride follow the leaves' own order when
 * the leaves are sorted, so summing leaves into a cuboid writes its sums in sequence, not at
 * random (which matters once the deepest cuboid has millions of elements).
 */
export function strideRank(table: LeafTable): number[] {
  const n = Math.min(table.real.length, ORDER_SAMPLE);
  const changes = table.codes.map((codes) => {
    let count = 0;
    for (let i = 1; i < n; i++) if (codes[i] !== codes[i - 1]) count++;
    return count;
  });
  return table.codes.map((_, a) => a).sort((x, y) => changes[y]! - changes[x]! || x - y);
}

/**
 * Dense ids of the keys present, through an open-addressing hash of typed arrays (a key space
 * past 2^26 may hold more distinct keys than a Map can).
 */
function compact(
  table: LeafTable,
  attributes: number[],
  strides: number[],
): { elementOf: Int32Array; representative: Int32Array } {
  const n = table.real.length;
  let capacity = 1;
  while (capacity < 2 * n) capacity *= 2;
  const mask = capacity - 1;
  const slotKeys = new Float64Array(capacity);
  const slotIds = new Int32Array(capacity).fill(-1);
  const elementOf = new Int32Array(n);
  let representative = new Int32Array(Math.max(16, n >> 4));
  let size = 0;
  for (let i = 0; i < n; i++) {
    let key = 0;
    for (let k = 0; k < attributes.length; k++) key += table.codes[attributes[k]!]![i]! * strides[k]!;
    let slot = Math.imul((key % 4294967296) ^ Math.floor(key / 4294967296), 0x9e3779b1) & mask;
    while (slotIds[slot]! >= 0 && slotKeys[slot] !== key) slot = (slot + 1) & mask;
    let id = slotIds[slot]!;
    if (id < 0) {
      id = size++;
      slotIds[slot] = id;
      slotKeys[slot] = key;
      if (id >= representative.length) {
        const grown = new Int32Array(Math.min(n, representative.length * 2));
        grown.set(representative);
        representative = grown;
      }
      representative[id] = i;
    }
    elementOf[i] = id;
  }
  return { elementOf, representative: representative.slice(0, size) };
}

/** Writes the element id of every leaf into `out` (length = number of leaves). */
export function elementIds(table: LeafTable, cuboid: Cuboid, out: Int32Array): Int32Array {
  if (cuboid.elementOf) {
    out.set(cuboid.elementOf);
    return out;
  }
  out.fill(0);
  const n = out.length;
  for (let k = 0; k < cuboid.attributes.length; k++) {
    const codes = table.codes[cuboid.attributes[k]!]!;
    const stride = cuboid.strides[k]!;
    for (let i = 0; i < n; i++) out[i] = out[i]! + codes[i]! * stride;
  }
  return out;
}

/** The element id of one leaf. */
export function elementId(table: LeafTable, cuboid: Cuboid, leaf: number): number {
  if (cuboid.elementOf) return cuboid.elementOf[leaf]!;
  let key = 0;
  for (let k = 0; k < cuboid.attributes.length; k++)
    key += table.codes[cuboid.attributes[k]!]![leaf]! * cuboid.strides[k]!;
  return key;
}

/** The leaves of one element, ascending (one pass over the leaves). */
export function memberLeaves(table: LeafTable, cuboid: Cuboid, element: number): Int32Array {
  const n = table.real.length;
  let out = new Int32Array(1024);
  let size = 0;
  const push = (i: number) => {
    if (size === out.length) {
      const grown = new Int32Array(Math.min(n, size * 2));
      grown.set(out);
      out = grown;
    }
    out[size++] = i;
  };
  if (cuboid.elementOf) {
    const ids = cuboid.elementOf;
    for (let i = 0; i < n; i++) if (ids[i] === element) push(i);
    return out.slice(0, size);
  }
  const codes = cuboid.attributes.map((a) => table.codes[a]!);
  const wanted = cuboid.attributes.map((_, k) => Math.floor(element / cuboid.strides[k]!) % cuboid.cards[k]!);
  // The first attribute filters every leaf; the others only the leaves that passed.
  const first = codes[0]!;
  const code0 = wanted[0]!;
  for (let i = 0; i < n; i++) {
    if (first[i] !== code0) continue;
    let inside = true;
    for (let k = 1; k < codes.length && inside; k++) inside = codes[k]![i] === wanted[k];
    if (inside) push(i);
  }
  return out.slice(0, size);
}

/**
 * How a directly keyed cuboid's element id follows from the id of a directly keyed parent with
 * one more attribute: child = (parent mod stride) + ⌊parent / span⌋ · stride, the parent's extra
 * attribute having `stride` and `span` = stride × its number of values.
 */
export interface ChildKey {
  stride: number;
  span: number;
}

/**
 * For a directly keyed cuboid and a directly keyed parent with one more attribute: how the
 * child's element id follows from the parent's (summing a parent's per-element sums gives the
 * child's without another pass over the leaves). Undefined when either is compacted or not such
 * a parent.
 */
export function childOfParent(child: Cuboid, parent: Cuboid): ChildKey | undefined {
  if (child.elementOf || parent.elementOf) return undefined;
  if (parent.attributes.length !== child.attributes.length + 1) return undefined;
  const j = parent.attributes.findIndex((a) => !child.attributes.includes(a));
  if (j < 0 || !child.attributes.every((a) => parent.attributes.includes(a))) return undefined;
  const stride = parent.strides[j]!;
  return { stride, span: stride * parent.cards[j]! };
}

/** The lattice of all cuboids up to `maxDepth` attributes. */
export function buildLattice(table: LeafTable, maxDepth: number): Cuboid[] {
  const rank = strideRank(table);
  return attributeSubsets(table.attributes.length, maxDepth).map((subset) =>
    buildCuboid(table, subset, rank),
  );
}

/** The attribute values of one element, sorted by attribute name. */
export function elementPairs(table: LeafTable, cuboid: Cuboid, element: number): AttributeValue[] {
  const codeOf = (k: number) =>
    cuboid.representative
      ? table.codes[cuboid.attributes[k]!]![cuboid.representative[element]!]!
      : Math.floor(element / cuboid.strides[k]!) % cuboid.cards[k]!;
  return cuboid.attributes
    .map((a, k) => ({ attribute: table.attributes[a]!, value: table.values[a]![codeOf(k)]! }))
    .sort((x, y) => (x.attribute < y.attribute ? -1 : x.attribute > y.attribute ? 1 : 0));
}

/** `a=a1&b=b2`: the canonical text of an element (pairs sorted by attribute name). */
export function elementKey(pairs: AttributeValue[]): string {
  return pairs.map((p) => `${p.attribute}=${p.value}`).join('&');
}

/**
 * Builds a leaf table from plain rows (the investigation driver's path; the benchmark encodes
 * directly). Rows with the same attribute values are summed into one leaf.
 */
export function leafTableFromRows(
  rows: ReadonlyArray<Record<string, unknown>>,
  attributes: string[],
  realOf: (row: Record<string, unknown>) => number,
  predictOf: (row: Record<string, unknown>) => number,
): LeafTable {
  const dictionaries = attributes.map(() => new Map<string, number>());
  const values: string[][] = attributes.map(() => []);
  const leafByKey = new Map<string, number>();
  const codeLists: number[][] = attributes.map(() => []);
  const real: number[] = [];
  const predict: number[] = [];
  for (const row of rows) {
    const codes = attributes.map((attribute, a) => {
      const text = String(row[attribute] ?? '(missing)');
      let code = dictionaries[a]!.get(text);
      if (code === undefined) {
        code = values[a]!.length;
        dictionaries[a]!.set(text, code);
        values[a]!.push(text);
      }
      return code;
    });
    const key = codes.join(',');
    let leaf = leafByKey.get(key);
    if (leaf === undefined) {
      leaf = real.length;
      leafByKey.set(key, leaf);
      codes.forEach((code, a) => codeLists[a]!.push(code));
      real.push(0);
      predict.push(0);
    }
    real[leaf] = real[leaf]! + (Number(realOf(row)) || 0);
    predict[leaf] = predict[leaf]! + (Number(predictOf(row)) || 0);
  }
  return {
    attributes,
    values,
    codes: codeLists.map((list) => Uint32Array.from(list)),
    real: Float64Array.from(real),
    predict: Float64Array.from(predict),
  };
}
