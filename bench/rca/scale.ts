/**
 * Localization at scale: cases of 24 M leaves over six attributes (the harder setting of the
 * RiskLoc paper), generated here in the Squeeze format into a temporary folder (about 1 GB a
 * case, deleted afterwards), loaded by the streaming loader and localized. Prints per case the
 * load and localization times (wall clock, and the localization's CPU time: on a shared machine
 * the wall clock also counts other processes), F1 and the load average, then the peak resident
 * memory of the whole process.
 *
 *   node --import tsx bench/rca/scale.ts [--cases 3] [--seed 7] [--leaves 24000000] [--keep DIR]
 *
 * `--keep DIR` keeps the case files in DIR and reuses one already there.
 *
 * Generator: a leaf's expected value is log-normal, its real value the expected one with 0–10 %
 * relative noise; 1–3 root cause elements of depth 1–3 (pairwise disjoint) move their leaves by
 * 20–90 %, all up or all down.
 */
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { localize } from '../../packages/engine/src/rca/localize.js';
import { canonical, loadSqueezeCase } from './load.js';

const ATTRIBUTES = ['a', 'b', 'c', 'd', 'e', 'f'];
/** 10 × 20 × 10 × 15 × 20 × 40 = 24 M leaves. */
const FULL_CARDS = [10, 20, 10, 15, 20, 40];

/** A seeded stream of uniform numbers in [0, 1): SplitMix32-style hashes of a counter. */
function rng(seed: number): () => number {
  let counter = Math.imul(seed, 0x9e3779b9) >>> 0;
  return () => {
    counter = (counter + 0x9e3779b9) >>> 0;
    let z = counter;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    z ^= z >>> 15;
    // 53 bits from two draws' worth of mixing would be finer; 32 bits suffice for noise here.
    return (z >>> 0) / 4294967296;
  };
}
function gauss(next: () => number): number {
  return Math.sqrt(-2 * Math.log(Math.max(1e-12, next()))) * Math.cos(2 * Math.PI * next());
}

/** Cardinalities scaled down evenly (last attributes first) to about `leaves` leaves. */
function cardinalities(leaves: number): number[] {
  const cards = [...FULL_CARDS];
  let total = cards.reduce((a, b) => a * b, 1);
  for (let k = cards.length - 1; total > leaves && k >= 0; k--) {
    while (cards[k]! > 2 && total > leaves) {
      total = (total / cards[k]!) * (cards[k]! - 1);
      cards[k]!--;
    }
  }
  return cards;
}

interface Element {
  pairs: [number, number][];
  factor: number;
}

const disjoint = (x: Element, y: Element) =>
  x.pairs.some(([a, v]) => y.pairs.some(([b, w]) => a === b && v !== w));

/**
 * Writes one case file (unless `reuse` and it exists: a kept file of the same seed and
 * cardinalities holds the same leaves); returns its true elements.
 */
function generate(file: string, seed: number, cards: number[], reuse: boolean): string[] {
  const next = rng(seed);
  const count = 1 + Math.floor(next() * 3);
  // All root causes of a case move the same way (the KPI rose or fell), as in the public sets.
  const direction = next() < 0.5 ? -1 : 1;
  const elements: Element[] = [];
  while (elements.length < count) {
    const depth = 1 + Math.floor(next() * 3);
    const attributes = [...ATTRIBUTES.keys()]
      .sort(() => next() - 0.5)
      .slice(0, depth)
      .sort();
    const candidate: Element = {
      pairs: attributes.map((a) => [a, Math.floor(next() * cards[a]!)]),
      factor: direction * (0.2 + 0.7 * next()),
    };
    if (elements.every((e) => disjoint(e, candidate))) elements.push(candidate);
  }
  const noise = 0.1 * next();
  const truth = elements.map((e) =>
    canonical(e.pairs.map(([a, v]) => [ATTRIBUTES[a]!, `${ATTRIBUTES[a]}${v + 1}`] as [string, string])),
  );
  if (reuse && existsSync(file)) return truth;
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, `${ATTRIBUTES.join(',')},real,predict\n`);
    const codes = new Array<number>(ATTRIBUTES.length).fill(0);
    const total = cards.reduce((a, b) => a * b, 1);
    let chunk: string[] = [];
    for (let leaf = 0; leaf < total; leaf++) {
      let rest = leaf;
      for (let a = ATTRIBUTES.length - 1; a >= 0; a--) {
        codes[a] = rest % cards[a]!;
        rest = Math.floor(rest / cards[a]!);
      }
      const predict = Math.exp(2 + 0.8 * gauss(next));
      let real = predict * (1 + noise * gauss(next));
      for (const e of elements)
        if (e.pairs.every(([a, v]) => codes[a] === v)) real = predict * (1 + e.factor);
      chunk.push(
        `${codes.map((c, a) => `${ATTRIBUTES[a]}${c + 1}`).join(',')},${Math.max(0, real).toFixed(3)},${predict.toFixed(3)}`,
      );
      if (chunk.length === 100_000) {
        writeSync(fd, chunk.join('\n') + '\n');
        chunk = [];
      }
    }
    if (chunk.length) writeSync(fd, chunk.join('\n') + '\n');
  } finally {
    closeSync(fd);
  }
  return truth;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string, fallback: number) =>
    args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
  const cases = arg('--cases', 3);
  const seed = arg('--seed', 7);
  const cards = cardinalities(arg('--leaves', 24_000_000));
  const keep = args.includes('--keep') ? args[args.indexOf('--keep') + 1] : undefined;
  const folder = keep ?? mkdtempSync(join(tmpdir(), 'rca-scale-'));
  const leaves = cards.reduce((a, b) => a * b, 1);
  console.log(
    `${cases} case(s) of ${leaves.toLocaleString('en-US')} leaves, attributes ${cards.join(' × ')}, in ${folder}`,
  );
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let worst = 0;
  let worstCase = 0;
  try {
    for (let k = 0; k < cases; k++) {
      const file = join(folder, `case_${seed + k}_${leaves}.csv`);
      let started = performance.now();
      const truth = generate(file, seed + k, cards, keep !== undefined);
      const generated = (performance.now() - started) / 1000;
      started = performance.now();
      const table = loadSqueezeCase(file);
      const loaded = (performance.now() - started) / 1000;
      started = performance.now();
      const cpu = process.cpuUsage();
      const result = localize(table);
      const localized = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const localizedCpu = (used.user + used.system) / 1e6;
      worst = Math.max(worst, localized);
      worstCase = Math.max(worstCase, loaded + localized);
      const predicted = new Set(result.elements.map((e) => e.key));
      const hits = truth.filter((t) => predicted.has(t)).length;
      tp += hits;
      fp += predicted.size - hits;
      fn += truth.length - hits;
      const rss = process.resourceUsage().maxRSS / 1024 / 1024;
      console.log(
        `case ${seed + k}: generated in ${generated.toFixed(0)} s, loaded in ${loaded.toFixed(1)} s, localized in ${localized.toFixed(1)} s ` +
          `(${localizedCpu.toFixed(1)} s of CPU, load average ${loadavg()[0]!.toFixed(1)}); ` +
          `tp=${hits} fp=${predicted.size - hits} fn=${truth.length - hits}; peak RSS so far ${rss.toFixed(2)} GB\n` +
          `   truth: ${truth.join(' ; ')}\n   found: ${[...predicted].join(' ; ')}`,
      );
      if (!keep) rmSync(file);
    }
  } finally {
    if (!keep) rmSync(folder, { recursive: true, force: true });
  }
  const peak = process.resourceUsage().maxRSS / 1024 / 1024;
  const f1 = (2 * tp) / Math.max(1, 2 * tp + fp + fn);
  console.log(
    `\nF1 ${f1.toFixed(3)} (TP ${tp}, FP ${fp}, FN ${fn}); slowest localization ${worst.toFixed(1)} s ` +
      `(${worst < 60 ? 'under' : 'NOT under'} 60 s), slowest case with its loading ${worstCase.toFixed(1)} s ` +
      `(${worstCase < 60 ? 'under' : 'NOT under'} 60 s); peak RSS ${peak.toFixed(2)} GB (${peak < 4 ? 'under' : 'NOT under'} 4 GB); ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores.`,
  );
}

await main();
