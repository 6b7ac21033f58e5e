/**
 * What the admin's usage analytics read of the chat, for one organization since a moment: the
 * messages people sent per UTC day and sender, and the tool calls the assistant made by tool (read
 * from the `tool_calls` each assistant message keeps in its metadata).
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { utcDay } from '../platform/sql';
import { messages } from './tables';

/** Messages people sent (not the assistant's replies) per day and sender. */
export function messagesBySender(db: Database, organizationId: string, start: Date) {
  const day = utcDay(messages.createdAt);
  return db
    .select({ day, userId: messages.userId, n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, organizationId),
        eq(messages.messageType, 'user'),
        gte(messages.createdAt, start),
      ),
    )
    .groupBy(day, messages.userId);
}

/** Tool calls the assistant made while answering, by tool, most used first. */
export async function assistantToolCalls(db: Database, organizationId: string, start: Date) {
  const result = (await db.execute(sql`
    SELECT call ->> 'name' AS tool, count(*)::int AS n
    FROM ${messages},
      jsonb_array_elements(
        CASE WHEN jsonb_typeof(${messages.metadata} -> 'tool_calls') = 'array'
          THEN ${messages.metadata} -> 'tool_calls' ELSE '[]'::jsonb END
      ) AS call
    WHERE ${messages.organizationId} = ${organizationId}
      AND ${messages.messageType} = 'assistant'
      AND ${messages.createdAt} >= ${start.toISOString()}::timestamptz
      AND jsonb_typeof(call) = 'object' AND call ->> 'name' IS NOT NULL
    GROUP BY 1
  `)) as unknown as { rows: { tool: string; n: number | string }[] };
  return [...result.rows]
    .map((r) => ({ tool: r.tool, count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.tool.localeCompare(b.tool));
}
