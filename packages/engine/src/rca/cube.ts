/**
 * The cuboid lattice of a leaf table.
 *
 * A cuboid is a subset of the attributes (e.g. {region, channel}); its elements are the value
 * combinations of those attributes present in the data. For every cuboid we precompute, once,
 * the dense element id of each leaf, so that any additive per-leaf quantity can be summed per
 * element with one pass over a typed array. The search then costs O(cuboids × leaves) per step
 * and never builds strings.
 */
import type { AttributeValue, LeafTable } from './types.js';

/** One cuboid with the element id of every leaf. */
export interface Cuboid {
  /** Indexes into `LeafTable.attributes`, ascending. */
  attributes: number[];
  /** Element id of each leaf, dense in [0, size). */
  elementOf: Int32Array;
  /** Number of distinct elements. */
  size: number;
  /** One leaf of each element, to decode its attribute values. */
  representative: Int32Array;
}

/** Largest dense lookup table used for compacting mixed-radix keys; beyond it a Map is used. */
const DENSE_LIMIT = 1 << 21;

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

/** Builds one cuboid: mixed-radix keys per leaf, compacted to dense element ids. */
export function buildCuboid(table: LeafTable, attributes: number[]): Cuboid {
  const n = table.real.length;
  const keys = new Float64Array(n);
  let stride = 1;
  for (const a of attributes) {
    const codes = table.codes[a]!;
    for (let i = 0; i < n; i++) keys[i] = keys[i]! + codes[i]! * stride;
    stride *= Math.max(1, table.values[a]!.length);
  }
  const elementOf = new Int32Array(n);
  const representative: number[] = [];
  if (stride <= DENSE_LIMIT) {
    const lookup = new Int32Array(stride).fill(-1);
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      let id = lookup[key]!;
      if (id < 0) {
        id = representative.length;
        lookup[key] = id;
        representative.push(i);
      }
      elementOf[i] = id;
    }
  } else {
    const lookup = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      let id = lookup.get(key);
      if (id === undefined) {
        id = representative.length;
        lookup.set(key, id);
        representative.push(i);
      }
      elementOf[i] = id;
    }
  }
  return {
    attributes,
    elementOf,
    size: representative.length,
    representative: Int32Array.from(representative),
  };
}

/** The lattice of all cuboids up to `maxDepth` attributes. */
export function buildLattice(table: LeafTable, maxDepth: number): Cuboid[] {
  return attributeSubsets(table.attributes.length, maxDepth).map((subset) => buildCuboid(table, subset));
}

/** The attribute values of one element, sorted by attribute name. */
export function elementPairs(table: LeafTable, cuboid: Cuboid, element: number): AttributeValue[] {
  const leaf = cuboid.representative[element]!;
  return cuboid.attributes
    .map((a) => ({ attribute: table.attributes[a]!, value: table.values[a]![table.codes[a]![leaf]!]! }))
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
