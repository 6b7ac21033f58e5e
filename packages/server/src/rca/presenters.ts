import {
  progressOfStatus,
  type RcaRequest,
  type RcaResult,
  type RcaSession,
  type RcaStatus,
  type LogEntry,
} from '@ai-analyst/contract';
import type { rcaLogs, rcaRequests, rcaResults, rcaSessions } from './tables';

type RequestRow = typeof rcaRequests.$inferSelect;
type SessionRow = typeof rcaSessions.$inferSelect;
type LogRow = typeof rcaLogs.$inferSelect;
type ResultRow = typeof rcaResults.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentRcaRequest(row: RequestRow): RcaRequest {
  return {
    id: row.id,
    status: row.status as RcaStatus,
    priority: row.priority as RcaRequest['priority'],
    problem_description: row.problemDescription,
    data_sources: row.dataSources,
    context_info: row.contextInfo,
    client_id: row.clientId,
    metadata: row.metadata,
    progress_percentage: progressOfStatus(row.status),
    error: row.error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
  };
}

export function presentLog(row: LogRow): LogEntry {
  return {
    id: row.id,
    step_type: row.stepType,
    message: row.message,
    tool_name: row.toolName,
    timestamp: row.createdAt.toISOString(),
    level: row.level as LogEntry['level'],
  };
}

export function presentRcaSession(request: RequestRow, session: SessionRow, logs: LogRow[]): RcaSession {
  return {
    request_id: request.id,
    session_id: session.id,
    status: request.status as RcaStatus,
    phase: session.phase as RcaSession['phase'],
    iteration: session.iteration,
    total_iterations: session.totalIterations,
    tools_used: session.toolsUsed,
    progress_percentage: session.progress,
    status_message: session.statusMessage,
    estimated_time_remaining: session.etaSeconds,
    hypotheses: session.hypotheses,
    logs: logs.map(presentLog),
    started_at: iso(session.startedAt),
    updated_at: session.updatedAt.toISOString(),
  };
}

export function presentRcaResult(row: ResultRow): RcaResult {
  return {
    id: row.id,
    request: row.requestId,
    session: row.sessionId,
    root_cause: row.rootCause,
    confidence: row.confidence,
    confidence_percentage: Math.round(row.confidence * 1000) / 10,
    findings: row.findings,
    recommendations: row.recommendations,
    hypotheses_tested: row.hypothesesTested,
    test_results: row.testResults,
    report: row.report,
    elements: row.elements,
    duration_minutes: Math.round((row.durationMs / 60_000) * 100) / 100,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
