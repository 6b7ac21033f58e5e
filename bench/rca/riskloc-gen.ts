/**
 * Generalization cases: fresh localization cases generated here, in memory, following the
 * published description of the RiskLoc / Squeeze semi-synthetic procedure (written from that
 * description and the parameters recorded with the public S and L cases, not from their code):
 *
 * - Leaves: every combination of the setting's attribute values. A leaf's expected value is
 *   heavy-tailed (log-normal, its spread drawn per case); a share of leaves (the zero rate,
 *   0–25 %) is zero in both columns; the real value is the expected one with relative Gaussian
 *   noise of a level drawn per case (S and H: 0–25 %, L: 0–10 %).
 * - Anomalies: S 1–3, L 1–5, H 1–3 per case. Each picks one cuboid (S: any layer; L: the leaf
 *   layer, every attribute fixed; H: layers 1–3) and 1–3 of its elements (L: one), pairwise
 *   disjoint from every other element. Each anomaly draws a severity (S and H: 0.25–1.2, L:
 *   0.55–1.1) and a deviation (S and H: 0–0.1, L: 0); every leaf of its elements draws
 *   r ~ N(severity, deviation). All anomalies of a case go one way: either the real value drops
 *   to max(real × (1 − r), 0), or the expected value does (the KPI rose).
 *
 * Settings: S has five attributes (10, 12, 10, 8, 5 values: 48,000 leaves), L four (10, 24, 10,
 * 15: 36,000), H six (the harder 6-attribute setting of 10 × 20 × 10 × 15 × 20 × 40, scaled down
 * to about 200,000 leaves so a bench run stays short; `scale.ts` runs the full 24 M).
 */
import { canonical, type BenchCase } from './load.js';

export type GeneratedSetting = 'S' | 'L' | 'H';

interface Setting {
  cards: number[];
  anomalies: [number, number];
  elements: [number, number];
  /** Layers (numbers of attributes fixed) an anomaly's cuboid may have; empty: any layer. */
  layers: number[];
  noise: number;
  severity: [number, number];
  deviation: number;
}

const SETTINGS: Record<GeneratedSetting, Setting> = {
  S: {
    cards: [10, 12, 10, 8, 5],
    anomalies: [1, 3],
    elements: [1, 3],
    layers: [],
    noise: 0.25,
    severity: [0.25, 1.2],
    deviation: 0.1,
  },
  L: {
    cards: [10, 24, 10, 15],
    anomalies: [1, 5],
    elements: [1, 1],
    layers: [4],
    noise: 0.1,
    severity: [0.55, 1.1],
    deviation: 0,
  },
  H: {
    cards: scaledCards([10, 20, 10, 15, 20, 40], 200_000),
    anomalies: [1, 3],
    elements: [1, 3],
    layers: [1, 2, 3],
    noise: 0.25,
    severity: [0.25, 1.2],
    deviation: 0.1,
  },
};

/** Cardinalities scaled down evenly (last attributes first) to about `leaves` leaves. */
export function scaledCards(full: number[], leaves: number): number[] {
  const cards = [...full];
  let total = cards.reduce((a, b) => a * b, 1);
  for (let k = cards.length - 1; total > leaves && k >= 0; k--) {
    while (cards[k]! > 2 && total > leaves) {
      total = (total / cards[k]!) * (cards[k]! - 1);
      cards[k]!--;
    }
  }
  return cards;
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

const between = (next: () => number, [lo, hi]: [number, number]) => lo + (hi - lo) * next();
const integerBetween = (next: () => number, [lo, hi]: [number, number]) =>
  lo + Math.floor(next() * (hi - lo + 1));

/** One element: attribute index → value code. */
type Element = Map<number, number>;

/** Two elements are disjoint when some attribute both fix has different values. */
const disjoint = (x: Element, y: Element) => [...x].some(([a, v]) => y.has(a) && y.get(a) !== v);

/** One case of a setting; its name carries the setting and the seed. */
export function generateRisklocCase(setting: GeneratedSetting, seed: number): BenchCase {
  const s = SETTINGS[setting];
  const next = rng(seed);
  const attributes = s.cards.map((_, a) => String.fromCharCode(97 + a));
  const d = attributes.length;
  const total = s.cards.reduce((x, y) => x * y, 1);
  const codes = s.cards.map(() => new Uint32Array(total));
  const real = new Float64Array(total);
  const predict = new Float64Array(total);
  const zeroRate = 0.25 * next();
  const noise = s.noise * next();
  const logMean = 2 + 2 * next();
  const logSd = 1.5 + next();
  for (let leaf = 0; leaf < total; leaf++) {
    let rest = leaf;
    for (let a = d - 1; a >= 0; a--) {
      codes[a]![leaf] = rest % s.cards[a]!;
      rest = Math.floor(rest / s.cards[a]!);
    }
    if (next() < zeroRate) continue;
    const expected = Math.exp(logMean + logSd * gauss(next));
    predict[leaf] = expected;
    real[leaf] = Math.max(0, expected * (1 + noise * gauss(next)));
  }
  // The anomalies: disjoint elements, each anomaly's in one cuboid.
  const rises = next() < 0.5;
  const chosen: Element[] = [];
  const truth: string[] = [];
  const anomalies = integerBetween(next, s.anomalies);
  for (let k = 0; k < anomalies; k++) {
    const layer = s.layers.length
      ? s.layers[Math.floor(next() * s.layers.length)]!
      : 1 + Math.floor(next() * d);
    const cuboid = [...attributes.keys()]
      .map((a) => ({ a, key: next() }))
      .sort((x, y) => x.key - y.key)
      .slice(0, layer)
      .map((x) => x.a)
      .sort((x, y) => x - y);
    const severity = between(next, s.severity);
    const deviation = s.deviation * next();
    const wanted = integerBetween(next, s.elements);
    const elements: Element[] = [];
    for (let tries = 0; elements.length < wanted && tries < 200; tries++) {
      const element: Element = new Map(cuboid.map((a) => [a, Math.floor(next() * s.cards[a]!)]));
      if ([...chosen, ...elements].every((other) => disjoint(other, element))) elements.push(element);
    }
    for (const element of elements) {
      const pairs = [...element];
      for (let leaf = 0; leaf < total; leaf++) {
        if (!pairs.every(([a, v]) => codes[a]![leaf] === v)) continue;
        const r = severity + deviation * gauss(next);
        if (rises) predict[leaf] = Math.max(0, predict[leaf]! * (1 - r));
        else real[leaf] = Math.max(0, real[leaf]! * (1 - r));
      }
      chosen.push(element);
      truth.push(canonical(pairs.map(([a, v]) => [attributes[a]!, `${attributes[a]}${v + 1}`])));
    }
  }
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
