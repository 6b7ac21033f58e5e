/**
 * The built-in analyst's question planner: from a plain-language question and the datasets of
 * the conversation it picks a tool and its arguments, deterministically and without a model.
 * It reads the question for an intent (forecast, correlation, …), the dataset it is about,
 * mentioned columns and values, aggregation and ranking words, and time phrases, then fills in
 * a tool call. What it understood is said back in one sentence so the user can correct it.
 */
import type { DatasetRegistry } from '../data/registry';
import { previousRange } from '../tools/compare';
import { human, periodText } from '../tools/format';
import type { Measure } from '../tools/query-builder';
import {
  defaultFn,
  describeFilters,
  guessMeasure,
  lastMonth,
  measureWords,
  shiftYear,
  timeFilters,
  valueFilters,
} from './plan-helpers';
import {
  aggregationWord,
  chartWord,
  detectIntent,
  GROUP_WORDS,
  peakPeriod,
  rankingWords,
  type Intent,
} from './intent';
import { findColumnMentions, findValueMentions, type ColumnMention } from './mentions';
import { indexDataset, type DatasetIndex, type IndexedColumn } from './schema-index';
import { suggestQuestions } from './suggestions';
import { tokenize, type Token } from './text';
import { parseTimePhrases } from './time-phrases';

export interface Plan {
  /** The tool to run, or null when the question could not be mapped. */
  tool: string | null;
  args: Record<string, unknown>;
  /** One sentence: what the planner understood. */
  understood: string;
  dataset?: string;
  intent: Intent;
  /** Example questions from the dataset's real columns (always set when tool is null). */
  suggestions?: string[];
}

/**
 * How much a question is about a dataset: the words of its name (three each), the columns it
 * mentions (date columns aside: they are named like time words and say little about the topic)
 * and the values it names (two each).
 */
export function datasetRelevance(index: DatasetIndex, tokens: Token[]): number {
  const stems = new Set(tokens.map((t) => t.stem));
  let score = index.stems.filter((s) => s !== 'data' && stems.has(s)).length * 3;
  score += findColumnMentions(tokens, index, new Set())
    .filter((m) => m.column.role !== 'time')
    .reduce((s, m) => s + m.score, 0);
  return score + findValueMentions(tokens, index).length * 2;
}

function chooseDataset(indexes: DatasetIndex[], tokens: Token[]): DatasetIndex | undefined {
  let best: { index: DatasetIndex; score: number } | undefined;
  for (const index of indexes) {
    const score = datasetRelevance(index, tokens);
    if (!best || score > best.score) best = { index, score };
  }
  return best?.index;
}

/** Whether the words before a mention make it a group-by. */
function isGroupMention(tokens: Token[], start: number): boolean {
  for (let k = 1; k <= 3; k++) {
    const w = tokens[start - k]?.word;
    if (w === undefined) return false;
    if (GROUP_WORDS.has(w)) return true;
    if (!/^(\d+|the|five|three|ten|two|four|of|different|all|our|my)$/.test(w)) return false;
  }
  return false;
}

/** Plans a question over the given datasets (default: every dataset of the workspace). */
export async function planQuestion(
  registry: DatasetRegistry,
  question: string,
  datasetNames?: string[],
): Promise<Plan> {
  const intent = detectIntent(question);
  if (intent === 'sql')
    return {
      tool: 'run_sql',
      args: { sql: question.trim() },
      understood: 'You wrote SQL, so I ran it as a read-only query.',
      intent,
    };
  const names = (datasetNames?.length ? datasetNames : registry.names()).filter((n) => registry.has(n));
  if (intent === 'list' || names.length === 0) {
    return {
      tool: 'list_datasets',
      args: {},
      understood: names.length
        ? 'You asked which datasets there are.'
        : 'There are no datasets yet, so I listed what is available.',
      intent: 'list',
    };
  }
  const indexes = await Promise.all(names.map((n) => indexDataset(registry, n)));
  const tokens = tokenize(question);
  const index = chooseDataset(indexes, tokens) as DatasetIndex;
  const dataset = index.info.name;
  const time = parseTimePhrases(question, index.maxDate);
  const values = findValueMentions(tokens, index);
  const taken = new Set(values.flatMap((v) => v.positions));
  const mentions = findColumnMentions(tokens, index, taken);
  const on = ` in ${dataset}`;

  if (intent === 'profile')
    return {
      tool: 'profile',
      args: { dataset },
      understood: `You asked for a profile (EDA) of ${dataset}.`,
      dataset,
      intent,
    };
  if (intent === 'describe')
    return {
      tool: 'describe_dataset',
      args: { dataset },
      understood: `You asked what ${dataset} contains.`,
      dataset,
      intent,
    };
  if (intent === 'preview') {
    const n = Number(/\b(\d+)\s+rows\b/.exec(question)?.[1] ?? 20);
    return {
      tool: 'preview',
      args: { dataset, limit: Math.min(100, Math.max(1, n)) },
      understood: `You asked to see the first rows of ${dataset}.`,
      dataset,
      intent,
    };
  }

  const groups: ColumnMention[] = [];
  const measures: ColumnMention[] = [];
  const others: ColumnMention[] = [];
  const countWords = /\b(how many|number of|count of|count|unique|distinct|different)\s+(?:\w+\s+)?$/;
  let counted: ColumnMention | undefined;
  for (const m of mentions) {
    const before =
      tokens
        .slice(Math.max(0, m.start - 3), m.start)
        .map((t) => t.word)
        .join(' ') + ' ';
    if (!counted && m.column.role !== 'measure' && m.column.role !== 'time' && countWords.test(before)) {
      counted = m; // "how many customers", "number of unique products": the thing counted.
      continue;
    }
    // "per order", "per account": the unit of an average, not a grouping.
    if (m.column.role === 'identifier' && tokens[m.start - 1]?.word === 'per') continue;
    const grouped = isGroupMention(tokens, m.start);
    if (m.column.role === 'measure') measures.push(m);
    else if ((m.column.role === 'dimension' || m.column.role === 'identifier') && grouped) groups.push(m);
    else if (m.column.role === 'dimension' && !values.some((v) => v.column.name === m.column.name))
      groups.push(m);
    else others.push(m);
  }
  const agg = aggregationWord(question);
  const idMention =
    counted ??
    [...others, ...groups].find((m) => m.column.role === 'identifier' && !isGroupMention(tokens, m.start));
  const measureList: Measure[] = measures.map((m) => ({
    fn: agg && agg !== 'count' && agg !== 'count_distinct' ? agg : defaultFn(m.column),
    column: m.column.name,
  }));
  if (
    measureList.length === 0 &&
    (agg === 'count' || agg === 'count_distinct' || /\bhow many\b/i.test(question))
  ) {
    if (idMention) measureList.push({ fn: 'count_distinct', column: idMention.column.name });
    else measureList.push({ fn: 'count' });
  } else if (measureList.length === 0 && idMention) {
    measureList.push({ fn: 'count_distinct', column: idMention.column.name }); // "most accounts"
  } else if (measureList.length && agg === 'count_distinct') {
    const first = measureList[0] as Measure;
    measureList[0] = { fn: 'count_distinct', column: first.column };
  }
  const groupCols = groups.filter((g) => g !== idMention).map((g) => g.column.name);
  const filters = [...valueFilters(values, new Set(groupCols)), ...timeFilters(index, time)];
  const primary = measureList[0];

  if (intent === 'correlate') {
    const numeric = mentions.filter((m) => m.column.role === 'measure').map((m) => m.column.name);
    if (numeric.length >= 2) {
      return {
        tool: 'correlate',
        args: { dataset, x: numeric[0], y: numeric[1] },
        understood: `You asked how ${human(numeric[0] as string)} and ${human(numeric[1] as string)} relate${on}.`,
        dataset,
        intent,
      };
    }
    return {
      tool: 'correlate',
      args: { dataset },
      understood: `You asked about correlations between the numeric columns of ${dataset}.`,
      dataset,
      intent,
    };
  }

  if (intent === 'forecast' || intent === 'anomalies' || intent === 'time_series') {
    if (!index.timeColumn)
      return unmapped(
        index,
        intent,
        `You asked for a ${intent.replace('_', ' ')}, but ${dataset} has no date column.`,
      );
    const measure = primary ?? guessMeasure(index);
    const seriesFilters = valueFilters(values, new Set());
    const base = {
      dataset,
      measure,
      timeColumn: index.timeColumn,
      filters: intent === 'forecast' ? seriesFilters : filters,
    };
    const what = `${measureWords(measure)}${describeFilters(base.filters, intent === 'forecast' ? {} : time)}`;
    if (intent === 'forecast') {
      const bucket = time.horizon?.bucket ?? time.bucket ?? 'month';
      const horizon = time.horizon?.count ?? { day: 30, week: 8, month: 3, quarter: 2, year: 1 }[bucket];
      return {
        tool: 'forecast',
        args: { ...base, bucket, horizon },
        understood: `You asked for a forecast of ${what} for the next ${horizon} ${bucket}${horizon === 1 ? '' : 's'}${on}.`,
        dataset,
        intent,
      };
    }
    if (intent === 'anomalies') {
      const bucket = time.bucket ?? 'day';
      return {
        tool: 'anomalies',
        args: { ...base, bucket },
        understood: `You asked for unusual ${bucket}s in ${what}${on}.`,
        dataset,
        intent,
      };
    }
    return {
      tool: 'time_series',
      args: { ...base, ...(time.bucket ? { bucket: time.bucket } : {}) },
      understood: `You asked how ${what} evolves over time (trend, seasonality, shifts)${on}.`,
      dataset,
      intent,
    };
  }

  if (intent === 'compare' && (time.range || time.comparison) && index.timeColumn) {
    const measure = primary ?? guessMeasure(index);
    const current = time.range ?? (index.maxDate ? lastMonth(index.maxDate) : undefined);
    if (current) {
      const previous = time.comparison === 'previous_year' ? shiftYear(current) : previousRange(current);
      const args = {
        dataset,
        measure,
        timeColumn: index.timeColumn,
        current: { from: current.from, to: current.to },
        previous,
        filters: valueFilters(values, new Set(groupCols)),
        ...(groupCols[0] ? { groupBy: groupCols[0] } : {}),
      };
      return {
        tool: 'compare_periods',
        args,
        understood: `You asked how ${measureWords(measure)} in ${current.label ?? periodText(current.from, current.to)} compares with ${periodText(previous.from, previous.to)}${groupCols[0] ? ` per ${human(groupCols[0])}` : ''}${on}.`,
        dataset,
        intent,
      };
    }
  }

  // Aggregate: needs at least a measure, a count, a group or a time bucket to be meaningful.
  const peak = peakPeriod(question);
  if (peak && index.timeColumn && !time.bucket) time.bucket = peak.bucket;
  const ranking = peak ? { order: peak.order, limit: 1, superlative: false } : rankingWords(question);
  const measuresFinal = measureList.length
    ? measureList
    : groupCols.length || time.bucket
      ? [guessMeasure(index, true)]
      : [];
  if (measuresFinal.length === 0) {
    return unmapped(
      index,
      intent,
      mentions.length || values.length
        ? `I found ${[...mentions.map((m) => m.column.name), ...values.map((v) => `"${v.value}"`)].join(', ')} in your question but not what to compute with them.`
        : 'I could not match your question to the columns of the data.',
    );
  }
  if (agg === 'max' || agg === 'min') {
    if (groupCols.length && primary)
      measuresFinal[0] = { fn: defaultFn(measures[0]?.column as IndexedColumn), column: primary.column };
  }
  let limit = ranking.limit;
  let order = ranking.order;
  if (groupCols.length && ranking.superlative && !time.bucket) {
    const which = /\b(which|what)\b/i.test(question);
    if (which) limit = limit ?? 1;
    else if (/\b(top|bottom|best|worst)\b/i.test(question)) limit = limit ?? 5;
  }
  if (!groupCols.length && !time.bucket) {
    limit = undefined;
    order = undefined;
    if (agg === 'max' || agg === 'min') measuresFinal[0] = { ...(measuresFinal[0] as Measure), fn: agg };
  }
  const args: Record<string, unknown> = { dataset, measures: measuresFinal, groupBy: groupCols, filters };
  if (time.bucket) Object.assign(args, { timeColumn: index.timeColumn, timeBucket: time.bucket });
  if (order && (groupCols.length || limit)) args.order = order;
  const chart = chartWord(question);
  if (chart) args.chart = chart;
  if (limit) args.limit = limit;
  const grouping = [...(time.bucket ? [time.bucket] : []), ...groupCols.map(human)];
  const rank = limit ? `${order === 'asc' ? 'bottom' : 'top'} ${limit} ` : '';
  const understood = `You asked for the ${rank}${measuresFinal.map(measureWords).join(' and ')}${grouping.length ? ` by ${grouping.join(' and ')}` : ''}${describeFilters(filters, time)}${on}.`;
  return { tool: 'aggregate', args, understood, dataset, intent: 'aggregate' };
}

function unmapped(index: DatasetIndex, intent: Intent, understood: string): Plan {
  return {
    tool: null,
    args: {},
    understood,
    dataset: index.info.name,
    intent,
    suggestions: suggestQuestions(index),
  };
}
