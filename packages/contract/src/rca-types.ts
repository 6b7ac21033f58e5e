/**
 * Root cause investigations on the wire, as types and constants only (no zod), so the web imports
 * them at no cost: requests and their statuses, the live session of a run, its result, the client
 * configurations and the events of a run. The schemas that check them are in ./rca.
 */

import type { RCA_PRIORITIES } from './admin-types';

/** The priorities of a request (the organization's settings name a default one). */
export type RcaPriority = (typeof RCA_PRIORITIES)[number];

/**
 * Request status: `pending` (created, not started), in progress at 25, 50, 75 or 90 percent,
 * then `completed`, `failed` or `cancelled`.
 */
export const RCA_STATUSES = [
  'pending',
  'in_progress_25',
  'in_progress_50',
  'in_progress_75',
  'in_progress_90',
  'completed',
  'failed',
  'cancelled',
] as const;
export type RcaStatus = (typeof RCA_STATUSES)[number];

export const RCA_PHASES = [
  'initialization',
  'symptom_analysis',
  'hypothesis_generation',
  'test_planning',
  'test_execution',
  'result_analysis',
  'conclusion',
] as const;
export type RcaPhase = (typeof RCA_PHASES)[number];

export const HYPOTHESIS_STATUSES = ['active', 'testing', 'validated', 'eliminated', 'inconclusive'] as const;
export type RcaHypothesisStatus = (typeof HYPOTHESIS_STATUSES)[number];

export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
export type RcaLogLevel = (typeof LOG_LEVELS)[number];

/** POST /api/rca/requests/ — priority defaults to medium and client_id to the demo client. */
export interface RcaCreateRequest {
  problem_description: string;
  /** Blank entries are ignored, duplicates dropped by the server. */
  data_sources: string[];
  context_info?: string | undefined;
  priority?: RcaPriority | undefined;
  client_id?: string | undefined;
  metadata?: Record<string, unknown> | undefined;
  conversation_id?: string | undefined;
}

export interface RcaRequest {
  id: string;
  status: RcaStatus;
  priority: RcaPriority;
  problem_description: string;
  data_sources: string[];
  context_info: string;
  client_id: string;
  metadata: Record<string, unknown>;
  progress_percentage: number;
  error: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  completed_at: string | null;
}

export interface Hypothesis {
  id: string;
  title: string;
  description: string;
  status: RcaHypothesisStatus;
  confidence: number;
  impact: string;
  likelihood: string;
}

export interface LogEntry {
  id: string;
  step_type: string;
  message: string;
  tool_name: string | null;
  timestamp: string;
  level: RcaLogLevel;
}

/** GET /api/rca/requests/{id}/session/ — the live progress of a run. */
export interface RcaSession {
  request_id: string;
  session_id: string;
  status: RcaStatus;
  phase: RcaPhase;
  iteration: number;
  total_iterations: number;
  tools_used: string[];
  progress_percentage: number;
  status_message: string;
  estimated_time_remaining: number | null;
  hypotheses: Hypothesis[];
  logs: LogEntry[];
  started_at: string | null;
  updated_at: string;
}

export interface RcaFinding {
  description: string;
  evidence?: string | undefined;
}

export interface RcaRecommendation {
  action: string;
  priority: string;
  impact: string;
}

/** GET /api/rca/requests/{id}/result/ — the result of a completed run. */
export interface RcaResult {
  id: string;
  request: string;
  session: string;
  root_cause: string;
  confidence: number;
  confidence_percentage: number;
  findings: RcaFinding[];
  recommendations: RcaRecommendation[];
  hypotheses_tested: { text: string; status: string; confidence: number; rationale: string }[];
  test_results: { name: string; status: string; result: string; confidence: number }[];
  report: string;
  elements: string[];
  duration_minutes: number;
  created_at: string;
  updated_at: string;
}

/** GET /api/rca/configs/ — a client configuration: a named profile of defaults. */
export interface ClientConfiguration {
  client_id: string;
  name: string;
  description: string;
  defaults: {
    metric: string | null;
    time_column: string | null;
    dimensions: string[];
    thresholds: { min_change_pct: number; min_explained_share: number };
  };
}

/** The fields of the session that each step of a run reports. */
export type RcaProgressFields = Pick<
  RcaSession,
  | 'status'
  | 'phase'
  | 'iteration'
  | 'total_iterations'
  | 'tools_used'
  | 'progress_percentage'
  | 'status_message'
  | 'estimated_time_remaining'
  | 'hypotheses'
>;

/** One step of a run: the session's progress and the log entries this step wrote. */
export type RcaProgressEvent = RcaProgressFields & {
  type: 'rca_progress';
  request_id: string;
  logs: Omit<LogEntry, 'id' | 'timestamp'>[];
};

/**
 * Live progress of a run, published on the server's event bus channel `rca:{request_id}` (for a
 * chat socket to forward). The same fields as the session, plus the final events.
 */
export type RcaEvent =
  | RcaProgressEvent
  | { type: 'rca_completed'; request_id: string; status: 'completed'; root_cause: string; confidence: number }
  | { type: 'rca_failed'; request_id: string; status: 'failed'; error: string | null }
  | { type: 'rca_cancelled'; request_id: string; status: 'cancelled' };
