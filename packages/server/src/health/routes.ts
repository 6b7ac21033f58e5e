import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../platform/db/client';

export type ReadinessCheck = { name: string; check: () => Promise<void> };

/**
 * GET /api/health/live: the process answers. GET /api/health/ready: every dependency answers
 * (the database now; Redis joins in the scale-out profile).
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: DatabaseHandle; checks?: ReadinessCheck[] },
) {
  app.get('/api/health/live', async () => ({ status: 'ok' }));
  app.get('/api/health/ready', async (_request, reply) => {
    const checks: ReadinessCheck[] = [
      { name: 'database', check: () => opts.database.ping() },
      ...(opts.checks ?? []),
    ];
    const results: Record<string, string> = {};
    let ready = true;
    await Promise.all(
      checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), 2_000);
          results[name] = 'ok';
        } catch (err) {
          ready = false;
          results[name] = err instanceof Error ? err.message : 'unavailable';
        }
      }),
    );
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks: results });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
