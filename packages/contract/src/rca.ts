/**
 * Root cause investigations, the schemas of /api/rca/*: the request body and list query, the
 * request, its session and result, the client configurations and the events of a run. Their
 * types are zod-free in ./rca-types.
 */
import { z } from 'zod';
import { RCA_PRIORITIES } from './admin-types';
import { paginationSchema } from './common';
import {
  HYPOTHESIS_STATUSES,
  LOG_LEVELS,
  RCA_PHASES,
  RCA_STATUSES,
  type ClientConfiguration,
  type Hypothesis,
  type LogEntry,
  type RcaCreateRequest,
  type RcaEvent,
  type RcaFinding,
  type RcaPhase,
  type RcaPriority,
  type RcaProgressEvent,
  type RcaRecommendation,
  type RcaRequest,
  type RcaResult,
  type RcaSession,
  type RcaStatus,
} from './rca-types';
import type { Checks } from './schema-checks';

export * from './rca-types';

export const rcaPrioritySchema = z.enum(RCA_PRIORITIES, {
  error: 'Priority must be low, medium, high or critical',
});

export const rcaStatusSchema = z.enum(RCA_STATUSES);

export const rcaPhaseSchema = z.enum(RCA_PHASES);

export const hypothesisStatusSchema = z.enum(HYPOTHESIS_STATUSES);

/** The message of a missing field, or of a field of the wrong type. */
const required = (missing: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : wrongType;

/** POST /api/rca/requests/ — priority defaults to medium and client_id to the demo client. */
export const rcaCreateRequestSchema = z
  .object({
    problem_description: z
      .string({ error: required('Problem description is required', 'Problem description must be text') })
      .trim()
      .min(1, 'Problem description is required')
      .max(5000, 'Problem description must be at most 5000 characters'),
    data_sources: z
      .array(z.string({ error: 'Each data source must be text' }).trim().max(2000), {
        error: required('At least one data source is required', 'Data sources must be a list of text'),
      })
      // Blank entries are ignored, duplicates dropped by the server.
      .transform((list) => list.filter((s) => s.length > 0))
      .pipe(
        z.array(z.string()).min(1, 'At least one data source is required').max(20, 'At most 20 data sources'),
      ),
    context_info: z.string().trim().max(10_000).optional().default(''),
    priority: rcaPrioritySchema.optional().default('medium'),
    client_id: z
      .string({ error: 'Client configuration must be text' })
      .trim()
      .min(1, 'Client configuration is required')
      .max(100)
      .optional()
      .default('demo'),
    metadata: z
      .record(z.string().max(200), z.unknown(), {
        error: 'Metadata must be a JSON object of key-value pairs',
      })
      .optional()
      .default({}),
    conversation_id: z.string().max(100).optional(),
  })
  .strict();

export const rcaListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  status: rcaStatusSchema.optional(),
  priority: rcaPrioritySchema.optional(),
});

export const rcaRequestSchema = z.object({
  id: z.string(),
  status: rcaStatusSchema,
  priority: rcaPrioritySchema,
  problem_description: z.string(),
  data_sources: z.array(z.string()),
  context_info: z.string(),
  client_id: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  progress_percentage: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});

export const rcaListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ requests: z.array(rcaRequestSchema), pagination: paginationSchema }),
});

export const hypothesisSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: hypothesisStatusSchema,
  confidence: z.number(),
  impact: z.string(),
  likelihood: z.string(),
});

export const logEntrySchema = z.object({
  id: z.string(),
  step_type: z.string(),
  message: z.string(),
  tool_name: z.string().nullable(),
  timestamp: z.string(),
  level: z.enum(LOG_LEVELS),
});

/** GET /api/rca/requests/{id}/session/ — the live progress of a run. */
export const rcaSessionSchema = z.object({
  request_id: z.string(),
  session_id: z.string(),
  status: rcaStatusSchema,
  phase: rcaPhaseSchema,
  iteration: z.number(),
  total_iterations: z.number(),
  tools_used: z.array(z.string()),
  progress_percentage: z.number(),
  status_message: z.string(),
  estimated_time_remaining: z.number().nullable(),
  hypotheses: z.array(hypothesisSchema),
  logs: z.array(logEntrySchema),
  started_at: z.string().nullable(),
  updated_at: z.string(),
});

export const rcaFindingSchema = z.object({ description: z.string(), evidence: z.string().optional() });
export const rcaRecommendationSchema = z.object({
  action: z.string(),
  priority: z.string(),
  impact: z.string(),
});

/** GET /api/rca/requests/{id}/result/ — the result of a completed run. */
export const rcaResultSchema = z.object({
  id: z.string(),
  request: z.string(),
  session: z.string(),
  root_cause: z.string(),
  confidence: z.number(),
  confidence_percentage: z.number(),
  findings: z.array(rcaFindingSchema),
  recommendations: z.array(rcaRecommendationSchema),
  hypotheses_tested: z.array(
    z.object({ text: z.string(), status: z.string(), confidence: z.number(), rationale: z.string() }),
  ),
  test_results: z.array(
    z.object({ name: z.string(), status: z.string(), result: z.string(), confidence: z.number() }),
  ),
  report: z.string(),
  elements: z.array(z.string()),
  duration_minutes: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET /api/rca/configs/ — a client configuration: a named profile of defaults. */
export const clientConfigurationSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  description: z.string(),
  defaults: z.object({
    metric: z.string().nullable(),
    time_column: z.string().nullable(),
    dimensions: z.array(z.string()),
    thresholds: z.object({ min_change_pct: z.number(), min_explained_share: z.number() }),
  }),
});

export { confidenceLabel, progressOfStatus } from './rca-values';

/** One step of a run: the session's progress fields and the log entries this step wrote. */
export const rcaProgressEventSchema = rcaSessionSchema
  .pick({
    status: true,
    phase: true,
    iteration: true,
    total_iterations: true,
    tools_used: true,
    progress_percentage: true,
    status_message: true,
    estimated_time_remaining: true,
    hypotheses: true,
  })
  .extend({
    type: z.literal('rca_progress'),
    request_id: z.string(),
    logs: z.array(logEntrySchema.omit({ id: true, timestamp: true })),
  });

/**
 * Live progress of a run, published on the server's event bus channel `rca:{request_id}` (for a
 * chat socket to forward). The same fields as the session, plus the final events.
 */
export const rcaEventSchema = z.discriminatedUnion('type', [
  rcaProgressEventSchema,
  z.object({
    type: z.literal('rca_completed'),
    request_id: z.string(),
    status: z.literal('completed'),
    root_cause: z.string(),
    confidence: z.number(),
  }),
  z.object({
    type: z.literal('rca_failed'),
    request_id: z.string(),
    status: z.literal('failed'),
    error: z.string().nullable(),
  }),
  z.object({ type: z.literal('rca_cancelled'), request_id: z.string(), status: z.literal('cancelled') }),
]);

const schemasMatchTypes: [
  Checks<typeof rcaPrioritySchema, RcaPriority>,
  Checks<typeof rcaStatusSchema, RcaStatus>,
  Checks<typeof rcaPhaseSchema, RcaPhase>,
  Checks<typeof rcaCreateRequestSchema, RcaCreateRequest>,
  Checks<typeof rcaRequestSchema, RcaRequest>,
  Checks<typeof hypothesisSchema, Hypothesis>,
  Checks<typeof logEntrySchema, LogEntry>,
  Checks<typeof rcaSessionSchema, RcaSession>,
  Checks<typeof rcaFindingSchema, RcaFinding>,
  Checks<typeof rcaRecommendationSchema, RcaRecommendation>,
  Checks<typeof rcaResultSchema, RcaResult>,
  Checks<typeof clientConfigurationSchema, ClientConfiguration>,
  Checks<typeof rcaProgressEventSchema, RcaProgressEvent>,
  Checks<typeof rcaEventSchema, RcaEvent>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true];
void schemasMatchTypes;
