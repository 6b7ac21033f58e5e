import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Hypothesis } from '@ai-analyst/contract';
import * as column from '../platform/db/columns';
import { users } from '../auth/tables';
import { organizations } from '../organizations/tables';

/** An RCA request: the problem, its data sources and configuration, and where the run stands. */
export const rcaRequests = pgTable(
  'rca_requests',
  {
    id: column.id(),
    organizationId: column.cascadingReference('organization_id', () => organizations.id),
    userId: column.cascadingReference('user_id', () => users.id),
    conversationId: text('conversation_id'),
    status: text('status').notNull().default('pending'),
    priority: text('priority').notNull().default('medium'),
    problemDescription: text('problem_description').notNull(),
    dataSources: jsonb('data_sources').$type<string[]>().notNull(),
    contextInfo: text('context_info').notNull().default(''),
    clientId: text('client_id').notNull().default('demo'),
    metadata: column.jsonObject<Record<string, unknown>>('metadata'),
    error: text('error'),
    /** The durable job running the investigation (jobs table), for cancellation and recovery. */
    jobId: uuid('job_id'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('rca_requests_owner_idx').on(t.organizationId, t.userId, t.createdAt)],
);

/** The live state of a run, written as it happens so any instance can report it. */
export const rcaSessions = pgTable(
  'rca_sessions',
  {
    id: column.id(),
    requestId: column.cascadingReference('request_id', () => rcaRequests.id),
    phase: text('phase').notNull().default('initialization'),
    iteration: integer('iteration').notNull().default(0),
    totalIterations: integer('total_iterations').notNull().default(10),
    toolsUsed: column.jsonList<string[]>('tools_used'),
    progress: integer('progress').notNull().default(0),
    statusMessage: text('status_message').notNull().default(''),
    etaSeconds: integer('eta_seconds'),
    hypotheses: column.jsonList<Hypothesis[]>('hypotheses'),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    updatedAt: column.updatedAt(),
  },
  (t) => [uniqueIndex('rca_sessions_request_unique').on(t.requestId)],
);

export const rcaLogs = pgTable(
  'rca_logs',
  {
    id: column.id(),
    sessionId: column.cascadingReference('session_id', () => rcaSessions.id),
    stepType: text('step_type').notNull(),
    message: text('message').notNull(),
    toolName: text('tool_name'),
    level: text('level').notNull().default('info'),
    createdAt: column.createdAt(),
  },
  (t) => [index('rca_logs_session_idx').on(t.sessionId, t.createdAt)],
);

export type StoredFinding = { description: string; evidence?: string };
export type StoredRecommendation = { action: string; priority: string; impact: string };

export const rcaResults = pgTable(
  'rca_results',
  {
    id: column.id(),
    requestId: column.cascadingReference('request_id', () => rcaRequests.id),
    sessionId: uuid('session_id').notNull(),
    rootCause: text('root_cause').notNull(),
    confidence: doublePrecision('confidence').notNull(),
    findings: jsonb('findings').$type<StoredFinding[]>().notNull(),
    recommendations: jsonb('recommendations').$type<StoredRecommendation[]>().notNull(),
    hypothesesTested: jsonb('hypotheses_tested')
      .$type<{ text: string; status: string; confidence: number; rationale: string }[]>()
      .notNull(),
    testResults: jsonb('test_results')
      .$type<{ name: string; status: string; result: string; confidence: number }[]>()
      .notNull(),
    report: text('report').notNull(),
    elements: column.jsonList<string[]>('elements'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [uniqueIndex('rca_results_request_unique').on(t.requestId)],
);
