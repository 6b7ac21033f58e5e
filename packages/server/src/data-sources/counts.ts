/**
 * The organization's connected sheets, counted for whoever adds up its data sources (the plan
 * limit of database connections, the admin page).
 */
import { count, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { googleSheetConnections } from './tables';

/** How many Google Sheets the organization has connected. */
export async function sheetConnectionCount(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(googleSheetConnections)
    .where(eq(googleSheetConnections.organizationId, organizationId));
  return row?.n ?? 0;
}
