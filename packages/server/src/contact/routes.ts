import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactRequestSchema, contactStatusUpdateSchema } from '@ai-analyst/contract';
import { callerOf } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import type { Database } from '../platform/db/client';
import { contactRequests } from '../platform/db/schema';
import { AppError, forbidden, notFound } from '../platform/errors';
import type { RateLimitStore } from '../platform/rate-limit';
import { isUuid, parseWith } from '../platform/validation';

const MAX_PER_IP_PER_HOUR = 20;

/**
 * POST /api/contact/ — public; stores the landing page's contact form for admins to read.
 * PATCH /api/admin/contact-requests/:id/ — the operator's admins mark a request new, read or
 * handled; each change is audited.
 */
export async function contactRoutes(
  app: FastifyInstance,
  opts: { db: Database; rateLimits: RateLimitStore },
) {
  app.post('/api/contact/', async (request, reply) => {
    const limit = await opts.rateLimits.hit(`contact:ip:${request.ip}`, 3600_000);
    if (limit.count > MAX_PER_IP_PER_HOUR) {
      throw new AppError(429, 'rate_limited', 'Too many messages from this address. Please try again later.');
    }
    const input = parseWith(contactRequestSchema, request.body);
    const [row] = await opts.db
      .insert(contactRequests)
      .values({ ...input, phone: input.phone ?? '', ip: request.ip })
      .returning({ id: contactRequests.id });
    return reply.status(201).send({ success: true, id: row?.id });
  });

  app.patch<{ Params: { id: string } }>(
    '/api/admin/contact-requests/:id/',
    { preHandler: app.authenticateAdmin },
    async (request) => {
      const caller = callerOf(request);
      if (caller.organization.code !== app.services.config.bootstrap.orgCode)
        throw forbidden("Contact requests are visible to the operator's administrators only");
      const { status } = parseWith(contactStatusUpdateSchema, request.body);
      const notThere = () => notFound('Contact request not found', 'contact_request_not_found');
      if (!isUuid(request.params.id)) throw notThere();
      const [before] = await opts.db
        .select({ status: contactRequests.status })
        .from(contactRequests)
        .where(eq(contactRequests.id, request.params.id));
      if (!before) throw notThere();
      const [row] = await opts.db
        .update(contactRequests)
        .set({ status })
        .where(eq(contactRequests.id, request.params.id))
        .returning({ id: contactRequests.id, status: contactRequests.status });
      if (!row) throw notThere();
      if (before.status !== status)
        await recordAudit(
          opts.db,
          {
            organizationId: caller.organization.id,
            actor: { id: caller.user.id, username: caller.user.username },
            action: 'contact_request.update',
            target: { type: 'contact_request', id: row.id },
            details: { from: before.status, to: status },
            request,
          },
          request.log,
        );
      return { success: true, contact_request: { id: row.id, status: row.status } };
    },
  );
}
