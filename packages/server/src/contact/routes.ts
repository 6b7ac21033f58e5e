import type { FastifyInstance } from 'fastify';
import { contactRequestSchema } from '@ai-analyst/contract';
import type { Database } from '../platform/db/client';
import { contactRequests } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import type { RateLimitStore } from '../platform/rate-limit';
import { parseWith } from '../platform/validation';

const MAX_PER_IP_PER_HOUR = 20;

/** POST /api/contact/ — public; stores the landing page's contact form for admins to read. */
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
}
