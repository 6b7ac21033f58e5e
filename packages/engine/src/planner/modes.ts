/**
 * How the conversation's mode and the user's chosen tool shape the built-in analyst's work.
 * The planner maps a question to one tool; a mode may widen that into several steps:
 *
 * - time series: the metric over time as a whole — decomposition (trend, season, change points),
 *   a forecast with prediction intervals and the anomalies — for any question about a measure;
 * - EDA: a question that only names a dataset ("tell me about the orders") gets the full profile;
 * - a tool picked in the Tools select is used when the question can be put to it.
 *
 * Simple, tool enhanced, RCA and custom use the planner's plan as it is.
 */
import type { Measure } from '../tools/query-builder';
import { measureWords } from './plan-helpers';
import type { Plan } from './planner';
import type { DatasetIndex } from './schema-index';
import { guessMeasure } from './plan-helpers';

export type AnalystMode = 'simple' | 'tool_enhanced' | 'rca' | 'time_series' | 'eda' | 'custom';

/** One tool call of an answer. */
export interface PlannedStep {
  tool: string;
  args: Record<string, unknown>;
}

export interface StepPlan {
  steps: PlannedStep[];
  /** What was understood, in one sentence (the plan's own, or the mode's wider reading). */
  understood: string;
  /** Said before the answer when the chosen tool could not be used as asked. */
  note?: string;
}

const SERIES_TOOLS = new Set(['time_series', 'forecast', 'anomalies']);
const DATASET_TOOLS = new Set(['profile', 'describe_dataset', 'preview']);
/** Plans that only look at a dataset as a whole; EDA mode answers them with the profile. */
const OVERVIEW_TOOLS = new Set(['describe_dataset', 'preview', 'list_datasets']);

type SeriesArgs = {
  dataset: string;
  measure: Measure;
  timeColumn: string;
  filters: unknown[];
  bucket?: string;
};

/** The series (metric over time) a plan is about, or undefined when the data has no dates. */
function seriesOf(plan: Plan, index: DatasetIndex | undefined): SeriesArgs | undefined {
  if (!plan.dataset || !index?.timeColumn) return undefined;
  const a = plan.args;
  if (plan.tool && SERIES_TOOLS.has(plan.tool)) {
    return {
      dataset: plan.dataset,
      measure: a.measure as Measure,
      timeColumn: (a.timeColumn as string | undefined) ?? index.timeColumn,
      filters: (a.filters as unknown[] | undefined) ?? [],
      ...(typeof a.bucket === 'string' ? { bucket: a.bucket } : {}),
    };
  }
  if (plan.tool === 'aggregate') {
    const measures = (a.measures as Measure[] | undefined) ?? [];
    return {
      dataset: plan.dataset,
      measure: measures[0] ?? guessMeasure(index),
      timeColumn: (a.timeColumn as string | undefined) ?? index.timeColumn,
      filters: (a.filters as unknown[] | undefined) ?? [],
      ...(typeof a.timeBucket === 'string' ? { bucket: a.timeBucket } : {}),
    };
  }
  return { dataset: plan.dataset, measure: guessMeasure(index), timeColumn: index.timeColumn, filters: [] };
}

/** Decomposition, forecast with intervals and anomalies of one series. */
function seriesBundle(series: SeriesArgs, plan: Plan): PlannedStep[] {
  const { bucket, ...base } = series;
  const horizon = plan.tool === 'forecast' ? plan.args.horizon : undefined;
  return [
    { tool: 'time_series', args: { ...base, ...(bucket ? { bucket } : {}) } },
    {
      tool: 'forecast',
      args: { ...base, bucket: bucket ?? 'month', ...(typeof horizon === 'number' ? { horizon } : {}) },
    },
    { tool: 'anomalies', args: { ...base, bucket: bucket ?? 'day' } },
  ];
}

/** The steps that answer a plan in a mode, with the tool the user picked if any. */
export function stepsFor(
  plan: Plan,
  options: { mode?: AnalystMode; tool?: string | null; index?: DatasetIndex },
): StepPlan {
  const { mode, tool, index } = options;
  const own: StepPlan = {
    steps: plan.tool ? [{ tool: plan.tool, args: plan.args }] : [],
    understood: plan.understood,
  };

  if (tool && tool !== plan.tool) {
    if (tool === 'list_datasets')
      return { steps: [{ tool, args: {} }], understood: 'You asked which datasets there are.' };
    if (DATASET_TOOLS.has(tool) && plan.dataset)
      return {
        steps: [{ tool, args: { dataset: plan.dataset } }],
        understood: `You chose the ${tool} tool for ${plan.dataset}.`,
      };
    const series = SERIES_TOOLS.has(tool) ? seriesOf(plan, index) : undefined;
    if (series) {
      const step = seriesBundle(series, plan).find((s) => s.tool === tool) as PlannedStep;
      return {
        steps: [step],
        understood: `You chose the ${tool} tool for ${measureWords(series.measure)} over time in ${series.dataset}.`,
      };
    }
    if (plan.tool)
      return {
        ...own,
        note: `The ${tool} tool does not fit this question, so I used ${plan.tool} instead.`,
      };
  }

  if (mode === 'time_series') {
    const timeLike = plan.tool === null || SERIES_TOOLS.has(plan.tool) || OVERVIEW_TOOLS.has(plan.tool);
    const timeAggregate =
      plan.tool === 'aggregate' &&
      (plan.args.timeBucket !== undefined ||
        ((plan.args.groupBy as unknown[] | undefined) ?? []).length === 0);
    const series = timeLike || timeAggregate ? seriesOf(plan, index) : undefined;
    if (series)
      return {
        steps: seriesBundle(series, plan),
        understood: `You asked about ${measureWords(series.measure)} over time in ${series.dataset}: its trend and seasonality, a forecast with prediction intervals, and the anomalies.`,
      };
  }

  if (mode === 'eda' && plan.dataset && (plan.tool === null || OVERVIEW_TOOLS.has(plan.tool)))
    return {
      steps: [{ tool: 'profile', args: { dataset: plan.dataset } }],
      understood: `You asked for a profile (EDA) of ${plan.dataset}.`,
    };

  return own;
}
