import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rcaCreateRequestSchema, rcaListQuerySchema } from '@ai-analyst/contract';
import { readSettings } from '../organizations/settings';
import { callerOf, type AuthContext } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import type { Database } from '../platform/db/client';
import type { z } from 'zod';
import { badRequest, describeZodError } from '../platform/errors';
import { parseWith } from '../platform/validation';
import { clientConfigurations } from './configs';
import type { RcaService } from './service';

type Params = { id: string };

/**
 * Like parseWith, but a message written in the contract (e.g. 'Problem description is required',
 * 'At most 20 data sources') is answered as is rather than rephrased from the issue's code.
 */
function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const own = issue && !/^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message);
  throw badRequest(own ? issue.message : describeZodError(result.error), 'validation_error');
}

/**
 * /api/rca/*: client configurations, requests (list, create, get, start, cancel), a run's result
 * and session, stats and the dashboard. Creating and starting are thin wrappers over the one
 * investigation command (`RcaService.investigate`).
 */
export async function rcaRoutes(app: FastifyInstance, opts: { rca: RcaService; db: Database }) {
  const { rca, db } = opts;
  const guard = { preHandler: app.authenticate };
  /** The audit entry of an action the caller took on one request. */
  const audit = (
    request: FastifyRequest,
    caller: AuthContext,
    action: 'rca.start' | 'rca.cancel',
    id: string,
    details?: Record<string, unknown>,
  ) =>
    recordAudit(
      db,
      {
        organizationId: caller.organization.id,
        actor: { id: caller.user.id, username: caller.user.username },
        action,
        target: { type: 'rca_request', id },
        ...(details ? { details } : {}),
        request,
      },
      request.log,
    );

  app.get('/api/rca/configs/', guard, async () => ({ success: true, configurations: clientConfigurations }));

  app.get('/api/rca/requests/', guard, async (request) => {
    const query = parseWith(rcaListQuerySchema, request.query);
    return { success: true, data: await rca.list(callerOf(request), query) };
  });

  app.post('/api/rca/requests/', guard, async (request, reply) => {
    const caller = callerOf(request);
    // Omitted priority and client fall back to the organization's settings (medium and demo unless
    // an admin changed them).
    const body = request.body ?? {};
    let withDefaults: unknown = body;
    if (typeof body === 'object' && !Array.isArray(body)) {
      const settings = readSettings(caller.organization.settings);
      const given = body as Record<string, unknown>;
      withDefaults = {
        ...given,
        priority: given.priority ?? settings.rca_default_priority,
        client_id: given.client_id ?? settings.rca_default_client_id,
      };
    }
    const input = parseBody(rcaCreateRequestSchema, withDefaults);
    const data = await rca.investigate(caller, { kind: 'new', input, start: false });
    return reply.status(201).send({ success: true, data });
  });

  app.get<{ Params: Params }>('/api/rca/requests/:id/', guard, async (request) => ({
    success: true,
    data: await rca.get(callerOf(request), request.params.id),
  }));

  app.post<{ Params: Params }>('/api/rca/requests/:id/start/', guard, async (request) => {
    const caller = callerOf(request);
    const data = await rca.investigate(caller, { kind: 'stored', requestId: request.params.id });
    await audit(request, caller, 'rca.start', data.id, {
      problem: data.problem_description.slice(0, 200),
      data_sources: data.data_sources,
    });
    return { success: true, data };
  });

  app.post<{ Params: Params }>('/api/rca/requests/:id/cancel/', guard, async (request) => {
    const caller = callerOf(request);
    const data = await rca.cancel(caller, request.params.id);
    await audit(request, caller, 'rca.cancel', data.id);
    return { success: true, data };
  });

  app.get<{ Params: Params }>('/api/rca/requests/:id/result/', guard, async (request) => ({
    success: true,
    data: await rca.result(callerOf(request), request.params.id),
  }));

  app.get<{ Params: Params }>('/api/rca/requests/:id/session/', guard, async (request) => ({
    success: true,
    data: await rca.session(callerOf(request), request.params.id),
  }));

  app.get('/api/rca/stats/', guard, async (request) => ({
    success: true,
    data: await rca.stats(callerOf(request)),
  }));
  app.get('/api/rca/dashboard/', guard, async (request) => ({
    success: true,
    data: await rca.dashboard(callerOf(request)),
  }));
}
