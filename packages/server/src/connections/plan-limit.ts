import { count, eq } from 'drizzle-orm';
import { planDataSourceLimits } from '@ai-analyst/contract';
import type { AuthContext } from '../auth/authenticate';
import type { Database } from '../platform/db/client';
import { databaseConnections, googleSheetConnections } from '../platform/db/schema';
import { AppError } from '../platform/errors';

/** Connections count against the organization's plan together with connected sheets. */
export async function checkPlanLimit(db: Database, caller: AuthContext): Promise<void> {
  const limit = planDataSourceLimits[caller.organization.plan];
  if (limit === null) return;
  const [sheets] = await db
    .select({ n: count() })
    .from(googleSheetConnections)
    .where(eq(googleSheetConnections.organizationId, caller.organization.id));
  const [connections] = await db
    .select({ n: count() })
    .from(databaseConnections)
    .where(eq(databaseConnections.organizationId, caller.organization.id));
  if ((sheets?.n ?? 0) + (connections?.n ?? 0) >= limit)
    throw new AppError(
      403,
      'plan_limit',
      `Your organization's plan allows ${limit} connected data sources. Remove one or upgrade the plan.`,
    );
}
