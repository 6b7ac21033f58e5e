/**
 * Database connections. Every member lists connections, reads and refreshes their catalog and
 * runs read-only SQL on them; admins create, edit, test and delete them (`policy.ts`). Route →
 * policy → validation → ConnectionService; presenters shape the wire. Another organization's
 * connection is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createConnectionRequestSchema, updateConnectionRequestSchema } from '@ai-analyst/contract';
import { runSqlTool } from '@ai-analyst/engine/tools/run-sql';
import { ToolInputError } from '@ai-analyst/engine/tools/types';
import { callerOf } from '../auth/authenticate';
import { authorized, ownOrganization } from '../auth/route-policy';
import { AppError, badRequest } from '../platform/errors';
import { describeWait, type RateLimitStore } from '../platform/rate-limit';
import { parseWith } from '../platform/validation';
import type { DatasetService } from '../datasets/service';
import { connectionNotFound, connectionPolicy } from './policy';
import { presentConnection, presentTable, presentTestOutcome } from './presenters';
import { tableReference, type ConnectionService } from './service';

/** Connection tests and catalog reads per user per minute: each opens a database connection. */
const PROBES_PER_MINUTE = 20;
/** SQL statements per user per minute on the connections' databases. */
const QUERIES_PER_MINUTE = 60;

export type ConnectionRoutesOptions = {
  connections: ConnectionService;
  rateLimits: RateLimitStore;
  /** The callers' file workspaces (a tool context holds one beside the connected tables). */
  datasets: DatasetService;
};

const idParam = z.object({ id: z.uuid() });
const sqlRequestSchema = z
  .object({
    sql: z.string().trim().min(1, 'Write a SELECT statement').max(100_000),
    max_rows: z.number().int().min(1).max(10_000).optional(),
  })
  .strict();
const testUnsavedSchema = createConnectionRequestSchema.extend({ name: z.string().default('test') });

export async function connectionRoutes(app: FastifyInstance, opts: ConnectionRoutesOptions) {
  const { connections } = opts;
  const member = { preHandler: app.authenticate };
  const admin = authorized(app, connectionPolicy, 'manage', ownOrganization);
  const connectionId = (params: unknown) => {
    const parsed = idParam.safeParse(params);
    if (!parsed.success) throw connectionNotFound();
    return parsed.data.id;
  };
  const limitProbes = async (userId: string) => {
    const limit = await opts.rateLimits.hit(`connections:probe:${userId}`, 60_000);
    if (limit.count > PROBES_PER_MINUTE)
      throw new AppError(
        429,
        'rate_limited',
        `Too many connection tests. Please wait ${describeWait(limit.resetMs)} and try again.`,
      );
  };

  app.get('/api/connections/', member, async (request) => {
    const rows = await connections.list(callerOf(request));
    return { success: true, connections: rows.map(presentConnection) };
  });

  app.post('/api/connections/', admin, async (request, reply) => {
    const input = parseWith(createConnectionRequestSchema, request.body);
    if (!input.name)
      throw badRequest('Name the connection (lower-case letters, digits, "-" and "_").', 'name_required');
    const row = await connections.create(callerOf(request), { ...input, name: input.name }, request);
    return reply.status(201).send({ success: true, connection: presentConnection(row) });
  });

  app.post('/api/connections/test/', admin, async (request) => {
    const caller = callerOf(request);
    const input = parseWith(testUnsavedSchema, request.body);
    await limitProbes(caller.user.id);
    return {
      success: true,
      result: presentTestOutcome(await connections.testInput(callerOf(request), input, request)),
    };
  });

  app.get('/api/connections/:id/', member, async (request) => {
    const caller = callerOf(request);
    const row = await connections.find(caller.organization.id, connectionId(request.params));
    connectionPolicy.authorize(caller, 'read', row);
    return { success: true, connection: presentConnection(row) };
  });

  app.patch('/api/connections/:id/', admin, async (request) => {
    const caller = callerOf(request);
    const id = connectionId(request.params);
    // Another organization's connection is not found, whatever the body says.
    await connections.find(caller.organization.id, id);
    const patch = parseWith(updateConnectionRequestSchema, request.body);
    return {
      success: true,
      connection: presentConnection(await connections.update(caller, id, patch, request)),
    };
  });

  app.delete('/api/connections/:id/', admin, async (request) => {
    await connections.remove(callerOf(request), connectionId(request.params), request);
    return { success: true };
  });

  app.post('/api/connections/:id/test/', admin, async (request) => {
    const caller = callerOf(request);
    const id = connectionId(request.params);
    await limitProbes(caller.user.id);
    return { success: true, result: presentTestOutcome(await connections.test(caller, id, request)) };
  });

  app.get('/api/connections/:id/tables/', member, async (request) => {
    const caller = callerOf(request);
    const id = connectionId(request.params);
    const { row, tables } = await connections.catalog(caller, id);
    connectionPolicy.authorize(caller, 'read', row);
    return {
      success: true,
      connection: presentConnection(row),
      tables: tables.map((t) => presentTable(row, t)),
    };
  });

  app.post('/api/connections/:id/refresh/', member, async (request) => {
    const caller = callerOf(request);
    const id = connectionId(request.params);
    await limitProbes(caller.user.id);
    const row = await connections.refreshCatalog(caller, id, request);
    const tables = Array.isArray(row.catalog) ? (row.catalog as Parameters<typeof presentTable>[1][]) : [];
    return {
      success: true,
      connection: presentConnection(row),
      tables: tables.map((t) => presentTable(row, t)),
    };
  });

  /** One read-only SELECT in the database's dialect over the connection's allowed tables. */
  app.post('/api/connections/:id/sql/', member, async (request) => {
    const caller = callerOf(request);
    const id = connectionId(request.params);
    connectionPolicy.authorize(caller, 'query', await connections.find(caller.organization.id, id));
    const input = parseWith(sqlRequestSchema, request.body);
    const limit = await opts.rateLimits.hit(`connections:sql:${caller.user.id}`, 60_000);
    if (limit.count > QUERIES_PER_MINUTE)
      throw new AppError(
        429,
        'rate_limited',
        `Too many queries. Please wait ${describeWait(limit.resetMs)} and try again.`,
      );
    const { row, tables } = await connections.catalog(caller, id);
    const first = tables[0];
    if (!first) throw badRequest('This connection has no tables you may read.', 'connection_empty');
    const resolve = await connections.resolverFor(caller.organization.id);
    const reference = tableReference(row, first);
    try {
      const result = await runSqlTool.run(
        {
          sql: input.sql,
          source: reference,
          chart: 'none',
          ...(input.max_rows ? { maxRows: input.max_rows } : {}),
        },
        {
          registry: await opts.datasets.forCaller(caller).registry(),
          connected: resolve,
        },
      );
      return { success: true, text: result.text, result: result.data };
    } catch (error) {
      if (error instanceof ToolInputError) throw badRequest(error.message, 'query_refused');
      throw error;
    }
  });
}
