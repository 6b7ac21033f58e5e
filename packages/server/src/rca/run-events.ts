/**
 * What a run leaves behind as it goes, shared by the job handler, the progress writer and the
 * outcome: its events on the bus (for sockets to forward) and its log entries in the database.
 */
import { eq } from 'drizzle-orm';
import type { RcaEvent } from '@ai-analyst/contract';
import type { Database } from '../platform/db/client';
import { channels, type EventBus } from '../platform/event-bus';
import { rcaLogs, rcaSessions, type rcaRequests } from './tables';

export type RequestRow = typeof rcaRequests.$inferSelect;
export type LogLevel = 'info' | 'warning' | 'error';

/** Bus channel of one request's progress (`RcaEvent` payloads). */
export const rcaChannel = (requestId: string) => `rca:${requestId}`;

/**
 * Publishes an event on `rca:{id}` and, for a request started from a conversation, on that
 * conversation's channel too, with a timestamp: the chat socket forwards it to the browser.
 */
export async function publishRcaEvent(
  bus: EventBus,
  request: Pick<RequestRow, 'id' | 'conversationId'>,
  event: RcaEvent,
): Promise<void> {
  await bus.publish(rcaChannel(request.id), event).catch(() => undefined);
  if (request.conversationId)
    await bus
      .publish(channels.conversation(request.conversationId), {
        ...event,
        timestamp: new Date().toISOString(),
      })
      .catch(() => undefined);
}

let lastLogMs = 0;
/**
 * The time of a new log entry: strictly after every entry this process wrote before, so entries
 * written in one millisecond (or in one batch) keep their order when read back by time.
 */
export function logTime(): Date {
  lastLogMs = Math.max(Date.now(), lastLogMs + 1);
  return new Date(lastLogMs);
}

/** Appends a log entry to the session of a request, if it has one. */
export async function appendRequestLog(
  db: Database,
  requestId: string,
  stepType: string,
  message: string,
  level: LogLevel = 'info',
): Promise<void> {
  const [session] = await db
    .select({ id: rcaSessions.id })
    .from(rcaSessions)
    .where(eq(rcaSessions.requestId, requestId));
  if (session)
    await db
      .insert(rcaLogs)
      .values({ sessionId: session.id, stepType, message, level, toolName: null, createdAt: logTime() });
}
