/**
 * Generalization cases: fresh localization cases generated here, in memory, by the procedure of
 * the published RiskLoc semi-synthetic generator (the one that made the public S and L cases;
 * re-implemented here, with its parameters per setting):
 *
 * - Leaves: every combination of the setting's attribute values. A leaf's base value is
 *   100 × Weibull(α), α drawn per case in [0.5, 1]; a share of leaves (the zero rate, drawn per
 *   case in [0, 0.25]) is zero. The forecast is base × (1 + ε), ε ~ N(0, noise), the noise level
 *   drawn per case (S and H: [0, 0.25], L: [0, 0.1]). Per leaf, a fair coin says whether the base
 *   is the real value and the forecast the expected one or the other way round, so the noise is
 *   as often above as below on either side; a negative expected value is set to 0.
 * - Anomalies: S and H 1–3 per case, L 1–5. Each draws a layer (S and H: any, 1 to every
 *   attribute; L: the leaf layer), a number of elements (S and H: 1–3, L: 1), a severity
 *   (S and H: uniform in [0.2, 1], L: [0.5, 1], plus the case's noise level) and a deviation
 *   (S and H: [0, 0.1], L: 0). Its cuboid is a random set of attributes of that size, not the
 *   cuboid of an earlier anomaly (except at the leaf layer); on each attribute, its elements take
 *   values no earlier anomaly fixed on that attribute, drawn with replacement, and the elements
 *   must differ. A leaf-layer element must be a leaf whose real value is not zero. (An anomaly
 *   that cannot be placed so is left out; the published generator would retry forever.)
 * - Direction: the same for every anomaly of a case, the way of the noise: when the real total
 *   exceeds the expected total, the anomalies raise the KPI, else they lower it. On every leaf of
 *   an anomaly the noise is removed first, then r ~ N(severity, deviation) is drawn per leaf and
 *   the expected value becomes max(real × (1 − r), 0) (a rise) or the real value becomes
 *   max(expected × (1 − r), 0) (a fall). Anomalies are applied in order, so a leaf in two
 *   anomalies (elements of different cuboids may cross) carries the later one.
 *
 * Settings: S has five attributes (10, 12, 10, 8, 5 values: 48,000 leaves), L four (10, 24, 10,
 * 15: 36,000), H six (10, 5, 250, 20, 8, 12: 24 M leaves, scaled down to about 200,000 by
 * `scaledCards` so that a bench run stays short; `scale.ts` runs cases of 24 M leaves).
 */
import { canonical, type BenchCase } from './load.js';

export type GeneratedSetting = 'S' | 'L' | 'H';

type Range = [number, number];

interface Setting {
  cards: number[];
  anomalies: Range;
  elements: Range;
  /** Every anomaly at the leaf layer (all attributes fixed); otherwise any layer. */
  leafLayer: boolean;
  noise: Range;
  severity: Range;
  deviation: Range;
}

export const SETTINGS: Record<GeneratedSetting, Setting> = {
  S: {
    cards: [10, 12, 10, 8, 5],
    anomalies: [1, 3],
    elements: [1, 3],
    leafLayer: false,
    noise: [0, 0.25],
    severity: [0.2, 1],
    deviation: [0, 0.1],
  },
  L: {
    cards: [10, 24, 10, 15],
    anomalies: [1, 5],
    elements: [1, 1],
    leafLayer: true,
    noise: [0, 0.1],
    severity: [0.5, 1],
    deviation: [0, 0],
  },
  H: {
    cards: scaledCards([10, 5, 250, 20, 8, 12], 200_000),
    anomalies: [1, 3],
    elements: [1, 3],
    leafLayer: false,
    noise: [0, 0.25],
    severity: [0.2, 1],
    deviation: [0, 0.1],
  },
};

const WEIBULL_ALPHA: Range = [0.5, 1];
const ZERO_RATE: Range = [0, 0.25];

/**
 * Cardinalities raised to one common power below 1 (each rounded, at least 2) so that the lattice
 * has about `leaves` leaves: every attribute shrinks by the same share of its log-size, so the
 * large ones stay the largest and the small ones keep a few values.
 */
export function scaledCards(full: number[], leaves: number): number[] {
  const at = (g: number) => full.map((c) => Math.max(2, Math.round(Math.pow(c, g))));
  const size = (cards: number[]) => cards.reduce((a, b) => a * b, 1);
  if (size(full) <= leaves) return [...full];
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 50; k++) {
    const mid = (lo + hi) / 2;
    if (size(at(mid)) <= leaves) lo = mid;
    else hi = mid;
  }
  return at(lo);
}

/** A seeded stream of uniform numbers in [0, 1) (xorshift128+ over two 32-bit halves of the seed). */
function rng(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0 || 1;
  let b = (seed ^ 0x5bd1e995) >>> 0 || 2;
  return () => {
    let x = a;
    const y = b;
    a = y;
    x ^= x << 11;
    x ^= x >>> 8;
    b = (x ^ y ^ (y >>> 19)) >>> 0;
    return ((b + y) >>> 0) / 4294967296;
  };
}

function gauss(next: () => number): number {
  return Math.sqrt(-2 * Math.log(Math.max(1e-12, next()))) * Math.cos(2 * Math.PI * next());
}

const between = (next: () => number, [lo, hi]: Range) => lo + (hi - lo) * next();
const integerBetween = (next: () => number, [lo, hi]: Range) => lo + Math.floor(next() * (hi - lo + 1));
/** Weibull(alpha) with scale 1, by inversion. */
const weibull = (next: () => number, alpha: number) => Math.pow(-Math.log(1 - next()), 1 / alpha);

/** One anomaly's place: its cuboid (attribute indices, ascending) and its elements' value codes. */
interface Placement {
  cuboid: number[];
  elements: number[][];
}

interface AnomalyDraw {
  layer: number;
  elements: number;
  severity: number;
  deviation: number;
}

/**
 * Draws one anomaly's cuboid and elements under the constraints above, retrying until they hold;
 * undefined when they cannot (e.g. earlier anomalies fixed every value of an attribute that a
 * leaf-layer anomaly must fix): the anomaly is then left out.
 */
function place(
  next: () => number,
  cards: number[],
  draw: AnomalyDraw,
  earlier: Placement[],
  leafReal: (values: number[]) => number,
): Placement | undefined {
  const d = cards.length;
  for (let tries = 0; tries < 2_000; tries++) {
    const cuboid = [...cards.keys()]
      .map((a) => ({ a, key: next() }))
      .sort((x, y) => x.key - y.key)
      .slice(0, draw.layer)
      .map((x) => x.a)
      .sort((x, y) => x - y);
    const leafLayer = draw.layer === d;
    if (!leafLayer && earlier.some((p) => p.cuboid.join() === cuboid.join())) continue;
    const columns: number[][] = [];
    for (const a of cuboid) {
      const used = new Set<number>();
      for (const p of earlier) {
        const at = p.cuboid.indexOf(a);
        if (at >= 0) for (const e of p.elements) used.add(e[at]!);
      }
      const free = Array.from({ length: cards[a]! }, (_, v) => v).filter((v) => !used.has(v));
      if (free.length === 0) break;
      columns.push(Array.from({ length: draw.elements }, () => free[Math.floor(next() * free.length)]!));
    }
    if (columns.length < cuboid.length) continue;
    const elements = Array.from({ length: draw.elements }, (_, k) => columns.map((column) => column[k]!));
    if (leafLayer && elements.some((values) => leafReal(values) === 0)) continue;
    if (new Set(elements.map((values) => values.join())).size < elements.length) continue;
    return { cuboid, elements };
  }
  return undefined;
}

/** One case of a setting; its name carries the setting and the seed. */
export function generateRisklocCase(setting: GeneratedSetting, seed: number): BenchCase {
  const s = SETTINGS[setting];
  const next = rng(seed);
  const d = s.cards.length;
  const attributes = s.cards.map((_, a) => String.fromCharCode(97 + a));
  const total = s.cards.reduce((x, y) => x * y, 1);

  const zeroRate = between(next, ZERO_RATE);
  const noise = between(next, s.noise);
  const draws: AnomalyDraw[] = Array.from({ length: integerBetween(next, s.anomalies) }, () => ({
    layer: s.leafLayer ? d : integerBetween(next, [1, d]),
    elements: integerBetween(next, s.elements),
    severity: between(next, s.severity) + noise,
    deviation: between(next, s.deviation),
  }));

  const codes = s.cards.map(() => new Uint32Array(total));
  const real = new Float64Array(total);
  const predict = new Float64Array(total);
  const alpha = between(next, WEIBULL_ALPHA);
  let realTotal = 0;
  let predictTotal = 0;
  for (let leaf = 0; leaf < total; leaf++) {
    let rest = leaf;
    for (let a = d - 1; a >= 0; a--) {
      codes[a]![leaf] = rest % s.cards[a]!;
      rest = Math.floor(rest / s.cards[a]!);
    }
    const base = next() < zeroRate ? 0 : 100 * weibull(next, alpha);
    const forecast = base * (1 + noise * gauss(next));
    const swapped = next() < 0.5;
    real[leaf] = swapped ? forecast : base;
    predict[leaf] = Math.max(0, swapped ? base : forecast);
    realTotal += real[leaf]!;
    predictTotal += predict[leaf]!;
  }

  // The leaf of a full set of value codes (attributes in order, the last one varying fastest).
  const leafOf = (values: number[]) => values.reduce((index, v, a) => index * s.cards[a]! + v, 0);
  const placements: Placement[] = [];
  const placed: AnomalyDraw[] = [];
  for (const draw of draws) {
    const placement = place(next, s.cards, draw, placements, (values) => real[leafOf(values)]!);
    if (!placement) continue;
    placements.push(placement);
    placed.push(draw);
  }

  const rises = realTotal > predictTotal;
  const truth: string[] = [];
  placements.forEach((placement, k) => {
    const { severity, deviation } = placed[k]!;
    for (let leaf = 0; leaf < total; leaf++) {
      const inside = placement.elements.some((values) =>
        placement.cuboid.every((a, j) => codes[a]![leaf] === values[j]),
      );
      if (!inside) continue;
      const r = severity + deviation * gauss(next);
      if (rises) predict[leaf] = Math.max(real[leaf]! * (1 - r), 0);
      else real[leaf] = Math.max(predict[leaf]! * (1 - r), 0);
    }
    for (const values of placement.elements)
      truth.push(
        canonical(placement.cuboid.map((a, j) => [attributes[a]!, `${attributes[a]}${values[j]! + 1}`])),
      );
  });

  return {
    name: `${setting}-gen-${seed}`,
    truth,
    additive: {
      attributes,
      values: s.cards.map((c, a) => Array.from({ length: c }, (_, v) => `${attributes[a]}${v + 1}`)),
      codes,
      real,
      predict,
    },
  };
}

/** `count` cases of a setting from `seed` on. */
export function generateRisklocSet(setting: GeneratedSetting, seed: number, count: number): BenchCase[] {
  return Array.from({ length: count }, (_, k) => generateRisklocCase(setting, seed + k));
}
