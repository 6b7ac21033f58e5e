/**
 * The event bus: fan-out of chat stream frames, typing indicators, session revocations and job
 * wake-ups between the parts of the server. One process uses the in-process bus below; several
 * instances use a Redis pub/sub bus (the scale-out profile) behind this same interface, so that a
 * socket on one instance sees a reply streamed by a job running on another.
 *
 * Payloads must be plain JSON: a Redis-backed bus serializes them.
 */
export type BusHandler = (payload: unknown) => void;

export interface EventBus {
  /** Delivers `payload` to every subscriber of `channel` (on every instance). */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Calls `handler` for each payload published on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The bus of one process. Delivery is synchronous and in publish order; a payload is cloned
 * through JSON so a subscriber can never mutate what another sees (as with Redis), and a handler
 * that throws is isolated from the others and from the publisher.
 */
export class InProcessEventBus implements EventBus {
  private readonly channels = new Map<string, Set<BusHandler>>();
  private closed = false;

  constructor(private readonly onHandlerError: (error: unknown, channel: string) => void = () => undefined) {}

  async publish(channel: string, payload: unknown): Promise<void> {
    if (this.closed) return;
    const handlers = this.channels.get(channel);
    if (!handlers || handlers.size === 0) return;
    const json = JSON.stringify(payload);
    for (const handler of [...handlers]) {
      try {
        handler(JSON.parse(json) as unknown);
      } catch (error) {
        this.onHandlerError(error, channel);
      }
    }
  }

  async subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>> {
    let handlers = this.channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
    }
    // Wrapped so that the same function subscribed twice is two subscriptions.
    const entry: BusHandler = (payload) => handler(payload);
    handlers.add(entry);
    return async () => {
      const current = this.channels.get(channel);
      if (!current) return;
      current.delete(entry);
      if (current.size === 0) this.channels.delete(channel);
    };
  }

  /** Channels with at least one subscriber (tests and metrics). */
  channelCount(): number {
    return this.channels.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.channels.clear();
  }
}

/** Channel names in one place, so publishers and subscribers cannot drift apart. */
export const channels = {
  /** Stream frames and saved messages of one conversation, for every socket watching it. */
  conversation: (conversationId: string) => `conversation:${conversationId}`,
  /** Events about one user: `{ type: 'session_revoked', reason, sessionId? }`. */
  user: (userId: string) => `user:${userId}`,
  /** A job was enqueued: runners claim at once instead of waiting for their next poll. */
  jobsWake: 'jobs:wake',
  /** A user asked to stop the reply being written in a conversation: `{ messageId? }`. */
  replyCancel: (conversationId: string) => `reply-cancel:${conversationId}`,
  /** A job reached a final state: `{ id, status }`. */
  job: (jobId: string) => `job:${jobId}`,
} as const;
