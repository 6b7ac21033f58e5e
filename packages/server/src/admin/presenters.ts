import type { AdminUser, AuditLogEntry } from '@ai-analyst/contract';
import type { UserRow } from '../auth/presenters';
import type { auditLogs } from '../platform/db/schema';

export function presentAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    status: user.isActive ? 'active' : 'disabled',
    last_login: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    created_at: user.createdAt.toISOString(),
  };
}

export function presentAuditEntry(row: typeof auditLogs.$inferSelect): AuditLogEntry {
  return {
    id: row.id,
    action: row.action,
    actor_username: row.actorUsername,
    actor_user_id: row.actorUserId,
    target_type: row.targetType,
    target_id: row.targetId,
    details: row.details,
    ip: row.ip,
    request_id: row.requestId,
    created_at: row.createdAt.toISOString(),
  };
}
