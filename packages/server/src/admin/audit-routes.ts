import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLogQuerySchema } from '@ai-analyst/contract';
import { callerOf } from '../auth/authenticate';
import { authorized, ownOrganization } from '../auth/route-policy';
import { organizationPolicy } from '../organizations/policy';
import { auditActions } from '../audit/record';
import { audited, noteAudit } from '../audit/route-hook';
import type { Database } from '../platform/db/client';
import { auditLogs } from '../platform/db/schema';
import { toCsv } from '../platform/csv';
import { likePattern, paginate } from '../platform/pagination';
import { parseWith } from '../platform/validation';
import { presentAuditEntry } from './presenters';

const EXPORT_LIMIT = 50_000;

/** Filters of the audit log query; `to` given as a date includes that whole day. */
function auditFilters(organizationId: string, query: z.output<typeof auditLogQuerySchema>): SQL | undefined {
  const filters: SQL[] = [eq(auditLogs.organizationId, organizationId)];
  if (query.action)
    filters.push(
      query.action.endsWith('.*')
        ? ilike(auditLogs.action, `${query.action.slice(0, -1)}%`)
        : eq(auditLogs.action, query.action),
    );
  if (query.actor) filters.push(ilike(auditLogs.actorUsername, likePattern(query.actor)));
  if (query.from) filters.push(gte(auditLogs.createdAt, new Date(query.from)));
  if (query.to) {
    const end = new Date(query.to);
    if (/^\d{4}-\d{2}-\d{2}$/.test(query.to)) end.setUTCDate(end.getUTCDate() + 1);
    filters.push(lte(auditLogs.createdAt, end));
  }
  return and(...filters);
}

/** /api/admin/audit-logs/* — read-only views of the append-only audit log. */
export async function adminAuditRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const guard = authorized(app, organizationPolicy, 'administer', ownOrganization);

  app.get('/api/admin/audit-logs/', guard, async (request) => {
    const admin = callerOf(request);
    const query = parseWith(auditLogQuerySchema, request.query);
    const where = auditFilters(admin.organization.id, query);
    const [total] = await db.select({ n: count() }).from(auditLogs).where(where);
    const rows = await db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    return {
      success: true,
      logs: rows.map(presentAuditEntry),
      actions: auditActions,
      pagination: paginate(query.page, query.page_size, total?.n ?? 0),
    };
  });

  app.get('/api/admin/audit-logs/export/', { ...guard, ...audited(db) }, async (request, reply) => {
    const admin = callerOf(request);
    const query = parseWith(auditLogQuerySchema, request.query);
    const rows = await db
      .select()
      .from(auditLogs)
      .where(auditFilters(admin.organization.id, query))
      .orderBy(desc(auditLogs.createdAt))
      .limit(EXPORT_LIMIT);
    noteAudit(request, {
      action: 'export.audit_logs',
      details: { count: rows.length },
    });
    const csv = toCsv(
      ['time', 'action', 'actor', 'target_type', 'target_id', 'ip', 'request_id', 'details'],
      rows.map((r) => [
        r.createdAt.toISOString(),
        r.action,
        r.actorUsername,
        r.targetType,
        r.targetId,
        r.ip,
        r.requestId,
        JSON.stringify(r.details),
      ]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .send(csv);
  });
}
