/**
 * Shapes of a root cause investigation: the request, the progress it reports at every step, and
 * the result. Field names follow the RCA wire format of the contract (snake_case), so the RCA
 * service can pass them through without renaming.
 */
import type { RootCauseElement } from './types.js';

/** Runs DuckDB SQL and returns plain row objects (the engine's session or a test double). */
export interface SqlRunner {
  all(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

/**
 * The KPI under investigation: a summed column, a product of two columns summed per row
 * (revenue = orders × AOV), a ratio of two sums (conversion = conversions / visits), or the
 * average of a level (a temperature, a price) — the ratio of its sum to its count of values.
 */
export type MetricSpec =
  | { kind: 'sum'; column: string }
  | {
      kind: 'product';
      factors: [string, string];
      name?: string;
      /**
       * The column holding the product itself (revenue) when the second factor is not a column
       * but follows as total / first factor (average order value = revenue / orders).
       */
      total?: string;
    }
  | { kind: 'ratio'; numerator: string; denominator: string; name?: string }
  /**
   * An average level; `weight` is a column holding how many values each row stands for (a cube
   * aggregated in a database: `{column}__values`), else each row with a value counts once.
   */
  | { kind: 'mean'; column: string; weight?: string };

/** The suffix of a cube's column counting the values summed into `{column}` on each row. */
export const VALUE_COUNT_SUFFIX = '__values';

/** A cube's column summing the per-row product of two measures: `{a}__times__{b}`. */
export const PRODUCT_INFIX = '__times__';

/** Thresholds and choices; every field has a default. */
export interface InvestigationOptions {
  /** Days per comparison period (the last period against the one before); default 7, or half the span. */
  periodDays?: number;
  /** Number of preceding periods averaged into the expected baseline; default 1 (previous period). */
  baselinePeriods?: number;
  /** Smallest relative change of the KPI treated as a symptom; default 0.05. */
  minRelativeChange?: number;
  /**
   * Share of the change the localized segments must carry for "a specific segment shifted" to be
   * validated (half of it makes the verdict inconclusive); default 0.5.
   */
  minExplainedShare?: number;
  /** Smallest relative change of a localized segment that counts as material; default 0.1. */
  minSegmentChange?: number;
  /** Significance level of the symptom test; default 0.05. */
  alpha?: number;
  /** Deepest dimension combination localized; default 3. */
  maxDepth?: number;
  /** Most segments (dimension-value combinations) reported; default 5. */
  maxElements?: number;
  /** Most distinct values for a text column to count as a dimension; default 50. */
  maxDimensionCardinality?: number;
}

export interface InvestigationRequest {
  /** The user's problem statement, e.g. "Why did revenue drop last week?". */
  problem: string;
  /**
   * Free-text context (what happened when: releases, price changes, outages, campaigns). Read
   * for the metric after the problem, and for dated events to match to the start of a change.
   */
  context?: string;
  /** Table or view name readable through the runner. */
  table: string;
  /**
   * The metric: a spec, a column name, `a*b` or `a/b`; detected from the schema when absent. A
   * summed amount (revenue, sales) of a table that also counts orders (or transactions, units) is
   * decomposed into that count × the average per count, unless given as a spec.
   */
  metric?: MetricSpec | string;
  timeColumn?: string;
  /**
   * A column holding the expected value of the metric on each row (a forecast, plan or budget):
   * the metric is then compared with it, actual against expected, rather than period over
   * period, and a time column becomes optional. Detected from names such as `forecast`,
   * `expected`, `predict` or `revenue_plan` when absent; only for a summed metric.
   */
  expected?: string;
  dimensions?: string[];
  /**
   * Dimensions to consider when detecting them (a client configuration's): kept even with more
   * distinct values than `maxDimensionCardinality` allows (up to 20 times as many).
   */
  preferredDimensions?: string[];
  options?: InvestigationOptions;
  onProgress?: (progress: InvestigationProgress) => void;
  signal?: AbortSignal;
}

export type InvestigationPhase =
  | 'initialization'
  | 'symptom_analysis'
  | 'hypothesis_generation'
  | 'test_planning'
  | 'test_execution'
  | 'result_analysis'
  | 'conclusion';

export type HypothesisStatus = 'active' | 'testing' | 'validated' | 'eliminated' | 'inconclusive';

export interface Hypothesis {
  id: string;
  title: string;
  description: string;
  status: HypothesisStatus;
  confidence: number;
  impact: 'high' | 'medium' | 'low';
  likelihood: 'high' | 'medium' | 'low';
}

export interface InvestigationLogEntry {
  step_type: InvestigationPhase;
  message: string;
  tool_name?: string;
  level: 'info' | 'warning' | 'error';
}

/** What the progress callback receives at each step. */
export interface InvestigationProgress {
  phase: InvestigationPhase;
  iteration: number;
  total_iterations: number;
  tools_used: string[];
  progress_percentage: number;
  status_message: string;
  hypotheses: Hypothesis[];
  log: InvestigationLogEntry[];
}

export interface InvestigationResult {
  root_cause: string;
  confidence: number;
  findings: { description: string; evidence: string }[];
  recommendations: { action: string; priority: 'high' | 'medium' | 'low'; impact: string }[];
  hypotheses_tested: { text: string; status: HypothesisStatus; confidence: number; rationale: string }[];
  test_results: {
    name: string;
    status: 'passed' | 'failed' | 'inconclusive';
    result: string;
    confidence: number;
  }[];
  report: string;
  /** The localized dimension-value combinations, strongest first. */
  elements: RootCauseElement[];
  /** The resolved inputs, for the report and for follow-up questions. */
  metric: MetricSpec;
  /** The time column, or null when an expected column is compared without one. */
  time_column: string | null;
  /** The column of expected values the metric was compared with, or null (period over period). */
  expected_column: string | null;
  dimensions: string[];
  /** How the metric aggregates: summed amounts, averaged levels, ratios of two sums. */
  aggregation: 'sum' | 'avg' | 'ratio';
  /** The periods compared, inclusive ISO days; null for an actual-against-expected comparison without time. */
  period: {
    current: { start: string; end: string };
    baseline: { start: string; end: string };
    label: string;
  } | null;
  /** Every default the investigation took because the request did not say, in words. */
  defaults: string[];
  /** The first day of the change (change-point detection on the daily series), when it found one. */
  change_start: string | null;
  /** Dated events of the context, and the one that coincides with the start of the change. */
  events: { day: string; kind: string; text: string; matches_start: boolean }[];
  /** p-value of the change of the total, and whether it (or a segment, corrected) is significant. */
  p_value: number;
  significant: boolean;
}

/** Thrown when the caller's AbortSignal fires; the investigation stops at the next step. */
export class InvestigationCancelledError extends Error {
  constructor() {
    super('The investigation was cancelled.');
    this.name = 'InvestigationCancelledError';
  }
}
