/**
 * Scores the planner against the question set: for each question, was the expected tool chosen
 * and do the key numbers of its result equal the ones an independent SQL query computes? Shared
 * by the accuracy test and bench/analytics so both report the same figure.
 */
import { performance } from 'node:perf_hooks';
import type { DatasetRegistry } from '../data/registry';
import type { Cell } from '../data/duck';
import { measureAlias, type Measure } from '../tools/query-builder';
import { answerQuestion } from './answer';
import { planQuestion } from './planner';
import type { QuestionCase } from './question-set';

export interface CaseOutcome {
  question: string;
  ok: boolean;
  tool: string | null;
  reason?: string;
  /** Time to plan (not to run the analysis), in milliseconds. */
  planMs: number;
  totalMs: number;
}

type Pair = [string, number];

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

function toPairs(rows: Record<string, Cell>[], valueKey: string, labelKeys: string[]): Pair[] {
  return rows.map((r) => [labelKeys.map((k) => String(r[k])).join(' / '), Number(r[valueKey])]);
}

/** The (label, value) pairs a tool result stands for, per tool. */
function resultPairs(tool: string, args: Record<string, unknown>, data: unknown): Pair[] {
  const d = data as Record<string, unknown>;
  switch (tool) {
    case 'aggregate': {
      const rows = d.rows as Record<string, Cell>[];
      const measures = (args.measures as Measure[]).map(measureAlias);
      const labels = Object.keys(rows[0] ?? {}).filter((k) => !measures.includes(k) && k !== 'share');
      return toPairs(rows, measures[0] as string, labels);
    }
    case 'ask_data': {
      const a = d as unknown as { rows: Record<string, Cell>[]; labelKeys: string[]; valueKeys: string[] };
      return toPairs(a.rows, a.valueKeys[0] as string, a.labelKeys);
    }
    case 'compare_periods': {
      const rows = d.rows as Record<string, Cell>[];
      const group = args.groupBy as string | undefined;
      return toPairs(rows, 'current', group ? [group] : []).sort((a, b) => a[0].localeCompare(b[0]));
    }
    case 'correlate':
      return [['', Number(d.r)]];
    case 'run_sql': {
      const first = (d.rows as Record<string, Cell>[])[0] ?? {};
      return [['', Number(Object.values(first)[0])]];
    }
    case 'describe_dataset':
      return [['', Number((d.info as { rowCount: number }).rowCount)]];
    case 'profile':
      return [['', Number((d.profile as { rowCount: number }).rowCount)]];
    case 'preview':
      return [['', (d.rows as unknown[]).length]];
    case 'list_datasets':
      return [['', (data as unknown[]).length]];
    case 'forecast':
      return [['', (d.rows as unknown[]).length]];
    default:
      return [];
  }
}

export async function evaluateCase(registry: DatasetRegistry, c: QuestionCase): Promise<CaseOutcome> {
  const planStart = performance.now();
  await planQuestion(registry, c.question);
  const planMs = performance.now() - planStart;
  const started = performance.now();
  const answer = await answerQuestion(registry, c.question);
  const totalMs = performance.now() - started;
  const outcome = (ok: boolean, reason?: string): CaseOutcome => ({
    question: c.question,
    ok,
    tool: answer.plan.tool,
    reason,
    planMs,
    totalMs,
  });
  // The parser's typed queries stand in for the aggregate and correlate tools.
  const sameTool =
    answer.plan.tool === c.tool ||
    (answer.plan.tool === 'ask_data' && (c.tool === 'aggregate' || c.tool === 'correlate'));
  if (!sameTool)
    return outcome(
      false,
      `expected ${c.tool}, planner chose ${answer.plan.tool ?? 'nothing'} (${answer.plan.understood})`,
    );
  if (answer.error || !answer.result) return outcome(false, `tool failed: ${answer.error ?? 'no result'}`);
  const data = answer.result.data as Record<string, unknown>;
  if (c.expect?.anomalyOn) {
    const periods = (data.anomalies as { period: string }[]).map((a) => a.period);
    return periods.includes(c.expect.anomalyOn)
      ? outcome(true)
      : outcome(false, `no anomaly on ${c.expect.anomalyOn} (got ${periods.slice(0, 5).join(', ')})`);
  }
  if (c.expect?.period !== undefined) {
    return data.period === c.expect.period
      ? outcome(true)
      : outcome(false, `period ${String(data.period)} instead of ${c.expect.period}`);
  }
  if (c.expect?.changeNear) {
    const target = Date.parse(c.expect.changeNear);
    const near = (data.changePoints as { period: string }[]).some(
      (p) => Math.abs(Date.parse(p.period) - target) <= 15 * 86_400_000,
    );
    return near ? outcome(true) : outcome(false, `no change point near ${c.expect.changeNear}`);
  }
  if (!c.sql) return outcome(true);
  const expectedRows = (await registry.query(c.sql)).rows;
  const expected: Pair[] = expectedRows.map((r) => [
    r.label === undefined ? '' : String(r.label),
    Number(r.value),
  ]);
  if (c.tool === 'compare_periods') expected.sort((a, b) => a[0].localeCompare(b[0]));
  const got = resultPairs(answer.plan.tool ?? c.tool, answer.plan.args, answer.result.data);
  if (got.length !== expected.length)
    return outcome(false, `expected ${expected.length} rows, got ${got.length}`);
  for (let i = 0; i < got.length; i++) {
    const [gl, gv] = got[i] as Pair;
    const [el, ev] = expected[i] as Pair;
    if (gl !== el || !close(gv, ev))
      return outcome(false, `row ${i + 1}: expected ${el} = ${ev}, got ${gl} = ${gv}`);
  }
  return outcome(true);
}

export async function evaluateAll(
  registry: DatasetRegistry,
  cases: readonly QuestionCase[],
): Promise<{ outcomes: CaseOutcome[]; accuracy: number }> {
  const outcomes: CaseOutcome[] = [];
  for (const c of cases) outcomes.push(await evaluateCase(registry, c));
  return { outcomes, accuracy: outcomes.filter((o) => o.ok).length / Math.max(1, outcomes.length) };
}
