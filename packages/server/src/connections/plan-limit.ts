import { count, eq } from 'drizzle-orm';
import { planDataSourceLimits } from '@ai-analyst/contract';
import type { AuthContext } from '../auth/authenticate';
import type { Database } from '../platform/db/client';
import { sheetConnectionCount } from '../data-sources/counts';
import { databaseConnections } from '../platform/db/schema';
import { AppError } from '../platform/errors';

/** How many database connections the organization has (the admin page adds them to its sheets). */
export async function connectionCount(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(databaseConnections)
    .where(eq(databaseConnections.organizationId, organizationId));
  return row?.n ?? 0;
}

/** Connections count against the organization's plan together with connected sheets. */
export async function checkPlanLimit(db: Database, caller: AuthContext): Promise<void> {
  const limit = planDataSourceLimits[caller.organization.plan];
  if (limit === null) return;
  const sheets = await sheetConnectionCount(db, caller.organization.id);
  const connections = await connectionCount(db, caller.organization.id);
  if (sheets + connections >= limit)
    throw new AppError(
      403,
      'plan_limit',
      `Your organization's plan allows ${limit} connected data sources. Remove one or upgrade the plan.`,
    );
}
