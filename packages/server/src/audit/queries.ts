/**
 * Reading the audit log, for the admin API: a page of entries or all of them (the CSV export)
 * under the filters of the Audit tab, and the sign-ins since a moment (usage analytics).
 */
import { and, count, desc, eq, gte, ilike, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditLogQuerySchema } from '@ai-analyst/contract';
import type { Database } from '../platform/db/client';
import { likePattern } from '../platform/pagination';
import { utcDay } from '../platform/sql';
import { auditLogs } from './tables';

export type AuditLogRow = typeof auditLogs.$inferSelect;
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** Filters of the audit log query; `to` given as a date includes that whole day. */
function auditFilters(organizationId: string, query: AuditLogQuery): SQL | undefined {
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

/** One page of the organization's entries, newest first, and how many match in all. */
export async function auditLogPage(db: Database, organizationId: string, query: AuditLogQuery) {
  const where = auditFilters(organizationId, query);
  const [total] = await db.select({ n: count() }).from(auditLogs).where(where);
  const rows = await db
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows, total: total?.n ?? 0 };
}

/** The organization's matching entries, newest first, at most `limit`. */
export function auditLogEntries(db: Database, organizationId: string, query: AuditLogQuery, limit: number) {
  return db
    .select()
    .from(auditLogs)
    .where(auditFilters(organizationId, query))
    .orderBy(desc(auditLogs.createdAt))
    .limit(limit);
}

/** Who signed in on which UTC day since `start` (each user once per day). */
export function signInsSince(db: Database, organizationId: string, start: Date) {
  return db
    .selectDistinct({ day: utcDay(auditLogs.createdAt), userId: auditLogs.actorUserId })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.organizationId, organizationId),
        eq(auditLogs.action, 'auth.login'),
        isNotNull(auditLogs.actorUserId),
        gte(auditLogs.createdAt, start),
      ),
    );
}
