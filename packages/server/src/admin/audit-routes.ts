import type { FastifyInstance } from 'fastify';
import { auditLogQuerySchema } from '@ai-analyst/contract';
import { callerOf } from '../auth/authenticate';
import { authorized, ownOrganization } from '../auth/route-policy';
import { organizationPolicy } from '../organizations/policy';
import { auditActions } from '../audit/record';
import { auditLogEntries, auditLogPage } from '../audit/queries';
import { audited, noteAudit } from '../audit/route-hook';
import type { Database } from '../platform/db/client';
import { toCsv } from '../platform/csv';
import { paginate } from '../platform/pagination';
import { parseWith } from '../platform/validation';
import { presentAuditEntry } from './presenters';

const EXPORT_LIMIT = 50_000;

/** /api/admin/audit-logs/* — read-only views of the append-only audit log. */
export async function adminAuditRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const guard = authorized(app, organizationPolicy, 'administer', ownOrganization);

  app.get('/api/admin/audit-logs/', guard, async (request) => {
    const admin = callerOf(request);
    const query = parseWith(auditLogQuerySchema, request.query);
    const { rows, total } = await auditLogPage(db, admin.organization.id, query);
    return {
      success: true,
      logs: rows.map(presentAuditEntry),
      actions: auditActions,
      pagination: paginate(query.page, query.page_size, total),
    };
  });

  app.get('/api/admin/audit-logs/export/', { ...guard, ...audited(db) }, async (request, reply) => {
    const admin = callerOf(request);
    const query = parseWith(auditLogQuerySchema, request.query);
    const rows = await auditLogEntries(db, admin.organization.id, query, EXPORT_LIMIT);
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
