import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactRequestSchema, contactStatusUpdateSchema } from '@ai-analyst/contract';
import { authorized } from '../auth/route-policy';
import { organizationPolicy } from '../organizations/policy';
import { audited, noteAudit } from '../audit/route-hook';
import type { Database } from '../platform/db/client';
import { contactRequests } from '../platform/db/schema';
import { notFound } from '../platform/errors';
import { rateLimitHook, type RateLimitStore } from '../platform/rate-limit';
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
  const limitPerIp = rateLimitHook(opts.rateLimits, {
    key: (request) => `contact:ip:${request.ip}`,
    windowMs: 3600_000,
    max: MAX_PER_IP_PER_HOUR,
    message: () => 'Too many messages from this address. Please try again later.',
  });
  app.post('/api/contact/', { onRequest: limitPerIp }, async (request, reply) => {
    const input = parseWith(contactRequestSchema, request.body);
    const [row] = await opts.db
      .insert(contactRequests)
      .values({ ...input, phone: input.phone ?? '', ip: request.ip })
      .returning({ id: contactRequests.id });
    return reply.status(201).send({ success: true, id: row?.id });
  });

  app.patch<{ Params: { id: string } }>(
    '/api/admin/contact-requests/:id/',
    {
      ...authorized(app, organizationPolicy, 'updateContactRequests', () => ({
        code: app.services.config.bootstrap.orgCode,
      })),
      ...audited(opts.db),
    },
    async (request) => {
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
        noteAudit(request, {
          action: 'contact_request.update',
          target: { type: 'contact_request', id: row.id },
          details: { from: before.status, to: status },
        });
      return { success: true, contact_request: { id: row.id, status: row.status } };
    },
  );
}
