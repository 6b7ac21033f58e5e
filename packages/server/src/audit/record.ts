import type { FastifyRequest } from 'fastify';
import type { Database } from '../platform/db/client';
import { auditLogs } from '../platform/db/schema';

/** What the audit log knows; the catalogue is here so that filters and the UI can list it. */
export const auditActions = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'user.create',
  'user.update',
  'user.disable',
  'user.enable',
  'user.password_reset',
  'organization.update',
  'settings.update',
  'tool.enabled',
  'tool.disabled',
  'mcp_server.added',
  'mcp_server.removed',
  'rca.started',
  'rca.completed',
  'rca.failed',
  'rca.start',
  'rca.cancel',
  'file.delete',
  'conversation.share',
  'conversation.unshare',
  'contact_request.update',
  'export.users',
  'export.audit_logs',
  'connection.create',
  'connection.update',
  'connection.delete',
  'connection.test',
  'connection.refresh',
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditEntry = {
  organizationId: string;
  actor?: { id: string; username: string } | null;
  action: AuditAction;
  target?: { type: string; id: string } | null;
  details?: Record<string, unknown>;
  request?: Pick<FastifyRequest, 'ip' | 'id'> | null;
};

/**
 * Appends one entry. Auditing must never break the operation it records, so a failure is
 * logged by the caller's logger rather than thrown.
 */
export async function recordAudit(
  db: Database,
  entry: AuditEntry,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  try {
    await db.insert(auditLogs).values({
      organizationId: entry.organizationId,
      actorUserId: entry.actor?.id || null,
      actorUsername: entry.actor?.username ?? '',
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      details: entry.details ?? {},
      ip: entry.request?.ip ?? null,
      requestId: entry.request?.id ?? null,
    });
  } catch (err) {
    log?.warn({ err, action: entry.action }, 'could not write the audit log');
  }
}
