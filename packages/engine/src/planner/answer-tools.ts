/**
 * The tool path of the built-in analyst's reply: questions for the dedicated tools (forecasts,
 * anomalies, profiles, SQL) and the conversation modes that widen a plan run their tools in
 * order, and the reply gathers each step's narrative, tables and charts.
 */
import type { AnalystClarify, AnalystFilter, AnalystQuery, TimeGrain } from '@ai-analyst/contract';
import type { DatasetRegistry } from '../data/registry';
import { DatasetError } from '../data/registry';
import { toFence, type ChoicesItem, type RenderItem } from '../charts/render-items';
import { findTool } from '../tools/catalog';
import { ToolInputError, type ToolResult } from '../tools/types';
import type { Answer, AnswerOptions, AnswerStep } from './answer';
import { intentOverValues } from './value-words';
import { stepsFor } from './modes';
import { parseQuestion } from './parse';
import { asksPeriodShift } from './parse/period-shift';
import { asksPreviousChange } from './parse/previous-change';
import { measureWords as oldMeasureWords } from './plan-helpers';
import { planQuestion } from './planner';
import { indexDataset } from './schema-index';
import { suggestQuestions } from './suggestions';
import { parseTimePhrases } from './time-phrases';

/** Questions that go to the dedicated tools (forecasts, profiles, SQL…) rather than the parser. */
const TOOL_INTENTS = new Set([
  'sql',
  'list',
  'profile',
  'describe',
  'preview',
  'forecast',
  'anomalies',
  'time_series',
]);

function suggestionList(suggestions: string[] | undefined): string {
  return suggestions?.length
    ? `\n\nYou could ask, for example:\n${suggestions.map((s) => `- ${s}`).join('\n')}`
    : '';
}

/** A step's narrative, short enough to sit in a collapsed tool step. */
export const summaryOf = (text: string) => (text.length > 1200 ? `${text.slice(0, 1200)}…` : text);

/**
 * Whether a question goes to the dedicated tools (forecasts, profiles, SQL, the modes) rather than
 * the parser. The intent is read with the values the question names masked, so a film called
 * "Doctor Strange" does not ask for anomalies.
 */
export async function routedToTools(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions,
): Promise<boolean> {
  // "and the next quarter?" after a question about one quarter moves that period: no forecast
  if (options.previousQuery && asksPeriodShift(question) && !options.tool && options.mode !== 'time_series' && options.mode !== 'eda')
    return false;
  const intent = await intentOverValues(registry, question, options.datasets);
  // "vs the previous quarter", "year over year": the period comparison tool.
  const periodComparison =
    intent === 'compare' &&
    parseTimePhrases(question, undefined).comparison !== undefined &&
    // "the biggest jump vs the year before", "yoy change by year": every period's change, read by the parser
    !asksPreviousChange(question);
  return (
    (TOOL_INTENTS.has(intent) && options.tool !== 'ask_data') ||
    periodComparison ||
    options.mode === 'time_series' ||
    options.mode === 'eda' ||
    (!!options.tool && options.tool !== 'ask_data')
  );
}

/** The clickable choices of a clarifying question (each click sends the choice as the next message). */
export function choicesItem(clarify: AnalystClarify): ChoicesItem {
  return { type: 'choices', choices: clarify.choices };
}

const SERIES_TOOLS = new Set(['forecast', 'anomalies', 'time_series']);
const measureWordsOf = (m: { fn: string; column?: string }) =>
  oldMeasureWords({ fn: m.fn as 'sum', ...(m.column ? { column: m.column } : {}) });

/** The tool path: forecasts, anomalies, profiles, SQL, and the conversation modes that widen a plan. */
export async function answerWithTools(
  registry: DatasetRegistry,
  question: string,
  options: AnswerOptions,
): Promise<Answer> {
  const plan = await planQuestion(registry, question, options.datasets);
  const index = plan.dataset ? await indexDataset(registry, plan.dataset).catch(() => undefined) : undefined;
  // A series (forecast, anomalies, trend) of the measure the parser finds, with its aggregation;
  // a measure it finds ambiguous ("temperature": max or min?) is asked about, not guessed.
  if (index && plan.tool && SERIES_TOOLS.has(plan.tool)) {
    const parsed = parseQuestion(question, index);
    if (parsed.clarify && /more than one column/.test(parsed.clarify.question))
      return {
        plan: { ...plan, tool: null },
        items: [choicesItem(parsed.clarify)],
        steps: [],
        markdown: `${parsed.clarify.question}\n\n${toFence(choicesItem(parsed.clarify))}`,
        clarify: parsed.clarify,
        confidence: parsed.confidence,
      };
    const found = parsed.query?.measures[0];
    const fn =
      found?.fn === 'percentile' || found?.fn === 'missing' || found?.fn === 'stddev' ? undefined : found?.fn;
    const before = plan.args.measure as { fn: string; column?: string } | undefined;
    if (found?.column && fn && before && (before.column !== found.column || before.fn !== fn)) {
      const measure = { fn, column: found.column };
      plan.args = { ...plan.args, measure };
      plan.understood = plan.understood.replace(measureWordsOf(before), measureWordsOf(measure));
    }
  }
  const {
    steps: planned,
    understood,
    note,
  } = stepsFor(plan, { mode: options.mode, tool: options.tool, index });
  if (planned.length === 0) {
    return {
      plan,
      items: [],
      steps: [],
      markdown: `I could not turn this into an analysis. ${plan.understood}${suggestionList(plan.suggestions)}`,
    };
  }
  const parts: string[] = [`*${understood}*`];
  if (note) parts.push(note);
  const items: RenderItem[] = [];
  const steps: AnswerStep[] = [];
  let first: ToolResult | undefined;
  let error: string | undefined;
  for (const step of planned) {
    const tool = findTool(step.tool);
    if (!tool) {
      steps.push({ tool: step.tool, arguments: step.args, ok: false, error: 'tool_missing' });
      parts.push(`The ${step.tool} tool is not available.`);
      error ??= 'tool_missing';
      continue;
    }
    try {
      const result = await tool.run(step.args, {
        registry,
        timeoutMs: options.timeoutMs,
        connected: options.connected,
      });
      first ??= result;
      steps.push({ tool: step.tool, arguments: step.args, ok: true, result: summaryOf(result.text) });
      items.push(...result.items);
      parts.push(result.text, ...result.items.map(toFence));
      const dataset = step.args.dataset;
      if (step.tool === 'profile' && options.reportUrl && typeof dataset === 'string')
        parts.push(`[Download the full EDA report (HTML)](${options.reportUrl(dataset)})`);
    } catch (caught) {
      if (!(caught instanceof ToolInputError || caught instanceof DatasetError)) throw caught;
      steps.push({ tool: step.tool, arguments: step.args, ok: false, error: caught.message });
      error ??= caught.message;
      parts.push(`I could not answer it${planned.length > 1 ? ` with ${step.tool}` : ''}: ${caught.message}`);
    }
  }
  if (!first && plan.dataset) {
    const suggestions = suggestQuestions(await indexDataset(registry, plan.dataset));
    parts.push(suggestionList(suggestions).trim());
  }
  const series = first && !error ? seriesQuery(plan) : undefined;
  return {
    plan,
    result: first,
    items,
    steps,
    ...(error ? { error } : {}),
    ...(series ? { query: series } : {}),
    markdown: parts.filter((p) => p.trim() !== '').join('\n\n'),
  };
}

/**
 * A trend, forecast or anomaly scan as the typed query of its series (the measure per period, the
 * same filters), so that "only the west region" or "and for 2023" after it has a query to modify.
 */
function seriesQuery(plan: Awaited<ReturnType<typeof planQuestion>>): AnalystQuery | undefined {
  if (!plan.tool || !SERIES_TOOLS.has(plan.tool) || !plan.dataset) return undefined;
  const { measure, timeColumn, filters, bucket } = plan.args as {
    measure?: { fn: string; column?: string };
    timeColumn?: string;
    filters?: ToolFilter[];
    bucket?: TimeGrain;
  };
  if (!measure || !timeColumn || !['sum', 'avg', 'count', 'min', 'max', 'median'].includes(measure.fn)) return undefined;
  return {
    dataset: plan.dataset,
    kind: 'aggregate',
    measures: [{ fn: measure.fn as 'sum', ...(measure.column ? { column: measure.column } : {}) }],
    filters: typedFilters(filters ?? [], timeColumn),
    groupBy: [{ column: timeColumn, grain: bucket ?? 'month' }],
  };
}

interface ToolFilter {
  column: string;
  op: string;
  value: string | number | (string | number)[];
}

/** The tools' filters as the typed query's: a date column's from/to pair is one labelled range. */
function typedFilters(filters: ToolFilter[], timeColumn: string): AnalystFilter[] {
  const from = filters.find((f) => f.column === timeColumn && f.op === '>=' && typeof f.value === 'string');
  const to = filters.find((f) => f.column === timeColumn && f.op === '<' && typeof f.value === 'string');
  const typed: AnalystFilter[] = [];
  if (from && to) {
    const [a, b] = [from.value as string, to.value as string];
    const year = /^(\d{4})-01-01$/.exec(a)?.[1];
    const wholeYear = year && b === `${Number(year) + 1}-01-01`;
    typed.push({ kind: 'date_range', column: timeColumn, from: a, to: b, label: wholeYear ? year : `${a} to ${b}` });
  }
  for (const f of filters) {
    if (f === from || f === to) continue;
    if (f.op === '=' || f.op === 'in') typed.push({ kind: 'values', column: f.column, values: Array.isArray(f.value) ? f.value : [f.value] });
    else if (/^(>|>=|<|<=|!=)$/.test(f.op) && !Array.isArray(f.value))
      typed.push({ kind: 'compare', column: f.column, op: f.op as '>', value: f.value });
  }
  return typed;
}
