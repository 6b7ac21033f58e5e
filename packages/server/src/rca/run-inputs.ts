/**
 * What a run reads before it investigates: the request's owner as the caller (datasets and files
 * are scoped by it), the SQL runner over the owner's datasets, and the engine's inputs taken from
 * the client configuration and the request metadata.
 */
import type { DatasetInfo, DatasetRegistry } from '@ai-analyst/engine/data/registry';
import type { InvestigationOptions, SqlRunner } from '@ai-analyst/engine/rca/investigate-types';
import { callerOfAccount, type AuthContext } from '../auth/authenticate';
import type { Database } from '../platform/db/client';
import { findClientConfiguration } from './configs';
import type { RequestRow } from './run-events';

/** Longest single query of an investigation. */
const QUERY_TIMEOUT_MS = 120_000;

/**
 * The owner of a request (or of the conversation an investigation starts from) as a caller;
 * `sessionId` names the work done for them. An owner deleted since is an error.
 */
export async function ownerAsCaller(
  db: Database,
  owner: Pick<RequestRow, 'userId' | 'organizationId'>,
  sessionId = 'rca-job',
): Promise<AuthContext> {
  const caller = await callerOfAccount(db, owner, sessionId);
  if (!caller) throw new Error('The owner of this investigation no longer exists.');
  return caller;
}

/** The engine's SQL access to the owner's datasets, each query bounded in time. */
export function sqlRunnerOf(registry: DatasetRegistry): SqlRunner {
  return {
    all: async (text, params) =>
      (
        await registry.query(text, {
          timeoutMs: QUERY_TIMEOUT_MS,
          ...(params ? { params: params as never } : {}),
        })
      ).rows,
  };
}

/**
 * The engine's inputs from the client configuration and the request metadata: the metadata
 * (`metric`, `time_column`, `expected_column`, `dimensions`, `period_days`, `baseline_periods`) wins; a
 * configuration's metric or time column applies when the dataset has that column, its dimensions
 * are preferred when the engine detects them, and its thresholds set the smallest change treated
 * as a symptom and the share of it the segments must carry.
 */
export function inputsFor(
  request: Pick<RequestRow, 'clientId' | 'metadata'>,
  dataset: Pick<DatasetInfo, 'columns'>,
): {
  metric?: string;
  timeColumn?: string;
  expected?: string;
  dimensions?: string[];
  preferredDimensions?: string[];
  options: InvestigationOptions;
} {
  const config = findClientConfiguration(request.clientId);
  const meta = request.metadata;
  const has = (name: string | null | undefined) =>
    !!name && dataset.columns.some((c) => c.name.toLowerCase() === name.toLowerCase());
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const count = (v: unknown, max: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? v : undefined;
  // A configuration's metric may be an expression (`conversions/sessions`): every column must exist.
  const configMetric = config?.defaults.metric;
  const metric =
    text(meta.metric) ??
    (configMetric && configMetric.split(/[*/]/).every((part) => has(part.trim())) ? configMetric : undefined);
  const timeColumn =
    text(meta.time_column) ?? (has(config?.defaults.time_column) ? config!.defaults.time_column! : undefined);
  const expected = text(meta.expected_column) ?? text(meta.expected);
  const dimensions =
    Array.isArray(meta.dimensions) && meta.dimensions.every((d) => typeof d === 'string')
      ? (meta.dimensions as string[])
      : undefined;
  const options: InvestigationOptions = {};
  if (config) {
    options.minRelativeChange = config.defaults.thresholds.min_change_pct / 100;
    options.minExplainedShare = config.defaults.thresholds.min_explained_share;
  }
  const preferred = config?.defaults.dimensions.filter((d) => has(d)) ?? [];
  const periodDays = count(meta.period_days, 366);
  if (periodDays) options.periodDays = periodDays;
  const baselinePeriods = count(meta.baseline_periods, 52);
  if (baselinePeriods) options.baselinePeriods = baselinePeriods;
  return {
    ...(metric ? { metric } : {}),
    ...(timeColumn ? { timeColumn } : {}),
    ...(expected ? { expected } : {}),
    ...(dimensions?.length ? { dimensions } : {}),
    ...(preferred.length ? { preferredDimensions: preferred } : {}),
    options,
  };
}
