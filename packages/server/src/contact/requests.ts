/** Reading the contact requests, for the admin API: newest first, one page at a time. */
import { count, desc } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { contactRequests } from './tables';

export async function contactRequestPage(db: Database, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(contactRequests);
  const rows = await db
    .select()
    .from(contactRequests)
    .orderBy(desc(contactRequests.createdAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}
