/**
 * Runs the generated investigation cases (`generated.ts`) through the whole `investigate()` on
 * DuckDB and scores each on the metric, the period, the segments (counted only when the change is
 * reported significant), the start of the change, the event named and the confidence.
 */
import { performance } from 'node:perf_hooks';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { investigate } from '../../packages/engine/src/rca/investigate.js';
import type { MetricSpec, SqlRunner } from '../../packages/engine/src/rca/investigate-types.js';
import { generateCase, type MetricDef } from './generated.js';

const sameMetric = (spec: MetricSpec, def: MetricDef) => {
  if (def.kind === 'ratio')
    return spec.kind === 'ratio' && spec.numerator === def.columns[0] && spec.denominator === def.columns[1];
  if (def.kind === 'mean') return spec.kind === 'mean' && spec.column === def.columns[0];
  // A summed amount may be read as count × average (revenue = orders × average order value).
  return (
    (spec.kind === 'sum' && spec.column === def.columns[0]) ||
    (spec.kind === 'product' && spec.total === def.columns[0])
  );
};

export interface GeneratedScore {
  set: string;
  cases: number;
  metric: number;
  period: number;
  tp: number;
  fp: number;
  fn: number;
  startFound: number;
  eventNamed: number;
  significant: number;
  mediumOrHigh: number;
  high: number;
  failed: number;
  ms: number;
  misses: string[];
}

/** Runs `count` cases from `seed` on; planted (moderate changes when `weak`) or no-change. */
export async function runGenerated(
  seed: number,
  count: number,
  planted: boolean,
  weak = false,
): Promise<GeneratedScore> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection: DuckDBConnection = await instance.connect();
  const runner: SqlRunner = {
    all: async (sql) =>
      (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[],
  };
  const score: GeneratedScore = {
    set: planted ? (weak ? 'planted 10-15%' : 'planted') : 'no change',
    cases: count,
    metric: 0,
    period: 0,
    tp: 0,
    fp: 0,
    fn: 0,
    startFound: 0,
    eventNamed: 0,
    significant: 0,
    mediumOrHigh: 0,
    high: 0,
    failed: 0,
    ms: 0,
    misses: [],
  };
  try {
    for (let k = 0; k < count; k++) {
      const c = generateCase(seed + k, planted, weak);
      for (const statement of c.sql) await connection.run(statement);
      const started = performance.now();
      try {
        const result = await investigate(runner, { problem: c.problem, context: c.context, table: c.name });
        score.ms += performance.now() - started;
        const metricRight = sameMetric(result.metric, c.metric);
        const periodRight =
          result.period?.current.start === c.current.start && result.period.current.end === c.current.end;
        if (metricRight) score.metric++;
        if (periodRight) score.period++;
        if (result.significant) score.significant++;
        if (result.confidence >= 0.6) score.mediumOrHigh++;
        if (result.confidence >= 0.8) score.high++;
        const predicted = new Set(result.significant ? result.elements.map((e) => e.key) : []);
        const truth = new Set(c.truth);
        const tp = [...predicted].filter((key) => truth.has(key)).length;
        score.tp += tp;
        score.fp += predicted.size - tp;
        score.fn += truth.size - tp;
        if (
          c.start &&
          result.change_start &&
          Math.abs(Date.parse(result.change_start) - Date.parse(c.start)) <= 2 * 86_400_000
        )
          score.startFound++;
        if (c.start && result.events.some((e) => e.matches_start && e.day === c.start)) score.eventNamed++;
        const wrong = planted
          ? !metricRight || !periodRight || tp < truth.size || predicted.size > tp || result.confidence < 0.8
          : result.significant || result.confidence >= 0.6;
        if (wrong)
          score.misses.push(
            `${c.name} [${c.family}] "${c.problem}" → ${result.root_cause.slice(0, 220)} (confidence ${result.confidence}; truth ${c.truth.join(' ; ') || 'none'})`,
          );
      } catch (error) {
        score.ms += performance.now() - started;
        score.failed++;
        score.misses.push(
          `${c.name} "${c.problem}" failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      await connection.run(`DROP TABLE ${c.name}`);
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return score;
}

/** A table of the generated sets' scores. */
export function formatGenerated(scores: GeneratedScore[]): string {
  const header = [
    'set',
    'cases',
    'metric',
    'period',
    'segments F1',
    'start found',
    'event named',
    'significant',
    'Medium/High',
    'High',
    'failed',
    'ms/case',
  ];
  const pct = (k: number, n: number) => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`;
  const rows = scores.map((s) => [
    s.set,
    String(s.cases),
    pct(s.metric, s.cases),
    pct(s.period, s.cases),
    s.set.startsWith('planted')
      ? ((2 * s.tp) / Math.max(1, 2 * s.tp + s.fp + s.fn)).toFixed(3)
      : `${s.fp} segments`,
    s.set.startsWith('planted') ? pct(s.startFound, s.cases) : '-',
    s.set.startsWith('planted') ? pct(s.eventNamed, s.cases) : '-',
    pct(s.significant, s.cases),
    pct(s.mediumOrHigh, s.cases),
    pct(s.high, s.cases),
    String(s.failed),
    (s.ms / Math.max(1, s.cases)).toFixed(0),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => `| ${cells.map((v, c) => v.padEnd(widths[c]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
