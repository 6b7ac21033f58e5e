import type { FastifyInstance } from 'fastify';
import { usageAnalyticsQuerySchema } from '@ai-analyst/contract';
import { callerOf } from '../auth/authenticate';
import { authorized, ownOrganization } from '../auth/route-policy';
import { organizationPolicy } from '../organizations/policy';
import { parseWith } from '../platform/validation';
import type { UsageAnalyticsService } from './analytics';

/** GET /api/admin/analytics/?days=30 — the Analytics tab, always the admin's own organization. */
export async function adminAnalyticsRoutes(app: FastifyInstance, opts: { analytics: UsageAnalyticsService }) {
  app.get('/api/admin/analytics/', authorized(app, organizationPolicy, 'administer', ownOrganization), async (request) => {
    const { organization } = callerOf(request);
    const query = parseWith(usageAnalyticsQuerySchema, request.query);
    return { success: true, data: await opts.analytics.forOrganization(organization.id, query.days) };
  });
}
