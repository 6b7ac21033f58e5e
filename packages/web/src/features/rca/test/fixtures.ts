// Wire objects of the RCA API as the server presents them, for the RCA unit tests, and a fake
// RCA server over mockFetch that walks a run through the statuses a test scripts.
import type {
  ClientConfiguration,
  LogEntry,
  RcaRequest,
  RcaResult,
  RcaSession,
  RcaStatus,
} from '@ai-analyst/contract/rca-types';
import { jsonResponse, type RecordedCall } from '../../../test/fixtures';

export const configurations: ClientConfiguration[] = [
  {
    client_id: 'demo',
    name: 'Demo client',
    description: 'Detects the metric, time column and dimensions from the data.',
    defaults: {
      metric: null,
      time_column: null,
      dimensions: [],
      thresholds: { min_change_pct: 5, min_explained_share: 0.5 },
    },
  },
  {
    client_id: 'ecommerce',
    name: 'E-commerce sales',
    description: 'Revenue by region, channel and product.',
    defaults: {
      metric: 'revenue',
      time_column: 'date',
      dimensions: ['region', 'channel'],
      thresholds: { min_change_pct: 5, min_explained_share: 0.5 },
    },
  },
];

export function makeRequest(status: RcaStatus, extra: Partial<RcaRequest> = {}): RcaRequest {
  return {
    id: 'r1',
    status,
    priority: 'medium',
    problem_description: 'Revenue dropped last week',
    data_sources: ['sales'],
    context_info: '',
    client_id: 'demo',
    metadata: {},
    progress_percentage: 0,
    error: null,
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-05T10:00:00Z',
    started_at: null,
    completed_at: null,
    ...extra,
  };
}

export const log = (n: number): LogEntry => ({
  id: `l${n}`,
  step_type: 'analysis',
  message: `Log entry number ${n}`,
  tool_name: n % 2 ? 'localize' : null,
  timestamp: `2026-01-05T10:00:0${n}Z`,
  level: 'info',
});

export function makeSession(extra: Partial<RcaSession> = {}): RcaSession {
  return {
    request_id: 'r1',
    session_id: 's1',
    status: 'in_progress_50',
    phase: 'hypothesis_generation',
    iteration: 3,
    total_iterations: 7,
    tools_used: ['profile_metric', 'localize_change'],
    progress_percentage: 55,
    status_message: 'Testing whether one region explains the drop',
    estimated_time_remaining: 130,
    hypotheses: [],
    logs: [1, 2, 3, 4, 5, 6, 7].map(log),
    started_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-05T10:00:07Z',
    ...extra,
  };
}

export function makeResult(extra: Partial<RcaResult> = {}): RcaResult {
  return {
    id: 'res1',
    request: 'r1',
    session: 's1',
    root_cause: 'Revenue fell in region = West (orders down 60%)',
    confidence: 0.86,
    confidence_percentage: 86,
    findings: [1, 2, 3, 4].map((n) => ({ description: `Finding ${n}`, evidence: `evidence ${n}` })),
    recommendations: [1, 2, 3, 4].map((n) => ({
      action: `Recommendation ${n}`,
      priority: 'high',
      impact: `impact ${n}`,
    })),
    hypotheses_tested: [
      { text: 'West region drop', status: 'validated', confidence: 0.86, rationale: 'explains 95%' },
      { text: 'Seasonality', status: 'eliminated', confidence: 0.1, rationale: 'no weekly pattern' },
    ],
    test_results: [{ name: 'Welch t-test', status: 'passed', result: 'p < 0.001', confidence: 0.99 }],
    report:
      '# Root cause analysis\n\n## Localized segments\n\n| segment | share |\n| --- | ---: |\n| region = West | 95% |\n',
    elements: ['region=West'],
    duration_minutes: 0.2,
    created_at: '2026-01-05T10:01:00Z',
    updated_at: '2026-01-05T10:01:00Z',
    ...extra,
  };
}

export interface FakeRcaServer {
  /** The status GET /rca/requests/r1/ answers; a test moves it on. */
  status: RcaStatus;
  error: string | null;
  configsFail: boolean;
  session: RcaSession;
  result: RcaResult;
  polls: number;
}

/** Answers the RCA calls of one run (request r1); returns null for any other call. */
export function rcaHandler(server: FakeRcaServer, call: RecordedCall): Response | null {
  const { url, method } = call;
  if (url.endsWith('/rca/configs/'))
    return server.configsFail
      ? jsonResponse({ success: false, error: 'down' }, 500)
      : jsonResponse({ success: true, configurations });
  if (url.endsWith('/datasets/')) return jsonResponse({ success: true, datasets: [] });
  if (url.endsWith('/rca/requests/') && method === 'POST')
    return jsonResponse({ success: true, data: makeRequest('pending') }, 201);
  if (url.endsWith('/rca/requests/r1/start/'))
    return jsonResponse({ success: true, data: makeRequest('in_progress_25') });
  if (url.endsWith('/rca/requests/r1/cancel/'))
    return jsonResponse({ success: true, data: makeRequest('cancelled') });
  if (url.endsWith('/rca/requests/r1/')) {
    const { status } = server;
    server.polls++;
    return jsonResponse({
      success: true,
      data: makeRequest(status, { error: status === 'failed' ? server.error : null }),
    });
  }
  if (url.endsWith('/rca/requests/r1/session/')) return jsonResponse({ success: true, data: server.session });
  if (url.endsWith('/rca/requests/r1/result/')) return jsonResponse({ success: true, data: server.result });
  return null;
}

export function fakeRcaServer(extra: Partial<FakeRcaServer> = {}): FakeRcaServer {
  return {
    status: 'in_progress_50',
    error: null,
    configsFail: false,
    session: makeSession(),
    result: makeResult(),
    polls: 0,
    ...extra,
  };
}
