/**
 * What the admin's usage analytics read of RCA requests, always within one organization: who
 * created a request on which day, and the runs started per day by status.
 */
import { and, count, eq, gte, isNotNull } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { utcDay } from '../platform/sql';
import { rcaRequests } from './tables';

/** Each (UTC day, user) that created an RCA request since `start`, once. */
export function investigatorsSince(db: Database, organizationId: string, start: Date) {
  const day = utcDay(rcaRequests.createdAt);
  return db
    .selectDistinct({ day, userId: rcaRequests.userId })
    .from(rcaRequests)
    .where(and(eq(rcaRequests.organizationId, organizationId), gte(rcaRequests.createdAt, start)));
}

/** Runs started since `start` (a request never started is not a run), counted by UTC day and status. */
export function runsByDayAndStatus(db: Database, organizationId: string, start: Date) {
  const day = utcDay(rcaRequests.startedAt);
  return db
    .select({ day, status: rcaRequests.status, n: count() })
    .from(rcaRequests)
    .where(
      and(
        eq(rcaRequests.organizationId, organizationId),
        isNotNull(rcaRequests.startedAt),
        gte(rcaRequests.startedAt, start),
      ),
    )
    .groupBy(day, rcaRequests.status);
}
