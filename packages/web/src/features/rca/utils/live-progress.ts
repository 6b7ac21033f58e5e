// RCA progress from the chat socket: the server forwards each step of a run that
// was started from a conversation to that conversation's sockets, as `rca_progress` frames, and its
// end as `rca_completed`, `rca_failed` or `rca_cancelled`. Read by hand (no zod in the chat chunk).
import type {
  Hypothesis,
  RcaPhase,
  RcaProgressEvent,
  RcaRequest,
  RcaSession,
  RcaStatus,
} from '@ai-analyst/contract/rca-types';

/** A progress frame: the contract's progress event, with the time the socket stamped on it. */
export type LiveProgress = RcaProgressEvent & { timestamp?: string };

export type LiveEvent =
  LiveProgress | { type: 'rca_completed' | 'rca_failed' | 'rca_cancelled'; request_id: string };

/** Log entries kept from live frames (the view shows the last 5). */
const KEPT_LOGS = 50;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The RCA event in a socket frame, or null for any other frame or a malformed one. */
export function parseLiveEvent(frame: unknown): LiveEvent | null {
  if (!frame || typeof frame !== 'object') return null;
  const f = frame as Record<string, unknown>;
  if (typeof f.request_id !== 'string') return null;
  if (f.type === 'rca_completed' || f.type === 'rca_failed' || f.type === 'rca_cancelled')
    return { type: f.type, request_id: f.request_id };
  if (f.type !== 'rca_progress') return null;
  if (
    typeof f.status !== 'string' ||
    typeof f.phase !== 'string' ||
    !isNumber(f.iteration) ||
    !isNumber(f.total_iterations) ||
    !isNumber(f.progress_percentage) ||
    !Array.isArray(f.tools_used) ||
    !Array.isArray(f.logs)
  )
    return null;
  return {
    type: 'rca_progress',
    request_id: f.request_id,
    status: f.status as RcaStatus,
    phase: f.phase as RcaPhase,
    iteration: f.iteration,
    total_iterations: f.total_iterations,
    tools_used: f.tools_used.filter((t): t is string => typeof t === 'string'),
    progress_percentage: f.progress_percentage,
    status_message: typeof f.status_message === 'string' ? f.status_message : '',
    estimated_time_remaining: isNumber(f.estimated_time_remaining) ? f.estimated_time_remaining : null,
    hypotheses: Array.isArray(f.hypotheses) ? (f.hypotheses as Hypothesis[]) : [],
    logs: (f.logs as Record<string, unknown>[])
      .filter((l) => l && typeof l.message === 'string')
      .map((l) => ({
        step_type: typeof l.step_type === 'string' ? l.step_type : '',
        message: l.message as string,
        tool_name: typeof l.tool_name === 'string' ? l.tool_name : null,
        level: (['debug', 'info', 'warning', 'error'] as const).find((v) => v === l.level) ?? 'info',
      })),
    ...(typeof f.timestamp === 'string' ? { timestamp: f.timestamp } : {}),
  };
}

let liveLogCounter = 0;

/** The request and session after a progress frame: its fields win, its log entries are appended. */
export function applyLiveProgress(
  request: RcaRequest | null,
  session: RcaSession | null,
  event: LiveProgress,
): { request: RcaRequest | null; session: RcaSession } {
  const at = event.timestamp ?? new Date().toISOString();
  const logs = [
    ...(session?.logs ?? []),
    ...event.logs.map((l) => ({ ...l, id: `live-${++liveLogCounter}`, timestamp: at })),
  ].slice(-KEPT_LOGS);
  return {
    request: request
      ? { ...request, status: event.status, progress_percentage: event.progress_percentage }
      : request,
    session: {
      request_id: event.request_id,
      session_id: session?.session_id ?? '',
      status: event.status,
      phase: event.phase,
      iteration: event.iteration,
      total_iterations: event.total_iterations,
      tools_used: event.tools_used,
      progress_percentage: event.progress_percentage,
      status_message: event.status_message,
      estimated_time_remaining: event.estimated_time_remaining,
      hypotheses: event.hypotheses,
      logs,
      started_at: session?.started_at ?? null,
      updated_at: at,
    },
  };
}
