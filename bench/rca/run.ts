/**
 * Root cause localization benchmark: runs the engine on the S, L and RS sets of
 * shared/datasets/rca and prints TP/FP/FN, precision, recall, F1 and the mean time per case
 * beside the best published figures. `--set S` runs one set; `--verbose` prints every case.
 *
 *   node --import tsx bench/rca/run.ts [--set S|L|RS] [--verbose]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { localizeRatio } from '../../packages/engine/src/rca/derived.js';
import { localize } from '../../packages/engine/src/rca/localize.js';
import type { LocalizationResult } from '../../packages/engine/src/rca/types.js';
import { loadRobustSpotSet, loadSqueezeSet, type BenchCase } from './load.js';

const DATA_ROOT = process.env.RCA_DATA ?? '/work/shared/datasets/rca';

/** Best published F1 per set on these very files (README of the data), with the method. */
const PUBLISHED: Record<string, { f1: number; method: string }> = {
  S: { f1: 0.686, method: 'RiskLoc' },
  L: { f1: 0.759, method: 'RiskLoc' },
  RS: { f1: 0.457, method: 'RobustSpot' },
};

interface SetScore {
  set: string;
  cases: number;
  tp: number;
  fp: number;
  fn: number;
  ms: number;
}

function runCase(benchCase: BenchCase): LocalizationResult {
  if (benchCase.ratio) return localizeRatio(benchCase.ratio);
  if (benchCase.additive) return localize(benchCase.additive);
  throw new Error(`case ${benchCase.name} has no leaves`);
}

function runSet(set: string, cases: BenchCase[], verbose: boolean): SetScore {
  const score: SetScore = { set, cases: cases.length, tp: 0, fp: 0, fn: 0, ms: 0 };
  for (const benchCase of cases) {
    const started = performance.now();
    const result = runCase(benchCase);
    score.ms += performance.now() - started;
    const predicted = new Set(result.elements.map((e) => e.key));
    const truth = new Set(benchCase.truth);
    const tp = [...predicted].filter((key) => truth.has(key)).length;
    score.tp += tp;
    score.fp += predicted.size - tp;
    score.fn += truth.size - tp;
    if (verbose && (tp < truth.size || predicted.size > tp)) {
      console.log(`${set} ${benchCase.name}  tp=${tp} fp=${predicted.size - tp} fn=${truth.size - tp}`);
      console.log(`   truth: ${[...truth].join(' ; ')}`);
      console.log(
        `   found: ${result.elements.map((e) => `${e.key}(${e.score.toFixed(0)},${(e.change * 100).toFixed(0)}%)`).join(' ; ')}`,
      );
      console.log(
        `   noise: alpha=${result.noise.alpha.toPrecision(3)} beta=${result.noise.beta.toPrecision(3)} threshold=${result.threshold.toFixed(1)}`,
      );
    }
  }
  return score;
}

function format(scores: SetScore[]): string {
  const rows = scores.map((s) => {
    const precision = s.tp + s.fp > 0 ? s.tp / (s.tp + s.fp) : 0;
    const recall = s.tp + s.fn > 0 ? s.tp / (s.tp + s.fn) : 0;
    const f1 = (2 * s.tp) / Math.max(1, 2 * s.tp + s.fp + s.fn);
    const best = PUBLISHED[s.set];
    return [
      s.set,
      String(s.cases),
      String(s.tp),
      String(s.fp),
      String(s.fn),
      precision.toFixed(3),
      recall.toFixed(3),
      f1.toFixed(3),
      (s.ms / Math.max(1, s.cases)).toFixed(1),
      best ? `${best.f1.toFixed(3)} (${best.method})` : '-',
    ];
  });
  const header = [
    'set',
    'cases',
    'TP',
    'FP',
    'FN',
    'precision',
    'recall',
    'F1',
    'ms/case',
    'published best F1',
  ];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const only = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined;
  const scores: SetScore[] = [];
  for (const set of ['S', 'L', 'RS']) {
    if (only && only !== set) continue;
    const folder = join(DATA_ROOT, set);
    if (!existsSync(folder)) {
      console.warn(`skipping ${set}: ${folder} not found`);
      continue;
    }
    const cases = set === 'RS' ? loadRobustSpotSet(folder) : loadSqueezeSet(folder);
    scores.push(runSet(set, cases, verbose));
  }
  console.log(format(scores));
}

main();
