/**
 * The event bus: fan-out of chat stream frames, typing indicators, session revocations and job
 * wake-ups between the parts of the server. One process uses the in-process bus below; several
 * instances use a Redis pub/sub bus (the scale-out profile) behind this same interface, so that a
 * socket on one instance sees a reply streamed by a job running on another.
 *
 * Payloads must be plain JSON: a Redis-backed bus serializes them.
 */
export type BusHandler<T = unknown> = (payload: T) => void;

declare const payloadType: unique symbol;
/**
 * A channel name that carries payloads of type `T`: `channels` below gives each channel its one
 * payload type, so a publisher and its subscribers cannot disagree. A plain string carries
 * `unknown`.
 */
export type Channel<T> = string & { readonly [payloadType]?: T };

export interface EventBus {
  /** Delivers `payload` to every subscriber of `channel` (on every instance). */
  publish<T>(channel: Channel<T>, payload: T): Promise<void>;
  /** Calls `handler` for each payload published on `channel`; returns the unsubscribe function. */
  subscribe<T>(channel: Channel<T>, handler: BusHandler<T>): Promise<() => Promise<void>>;
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

  async publish<T>(channel: Channel<T>, payload: T): Promise<void> {
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

  async subscribe<T>(channel: Channel<T>, handler: BusHandler<T>): Promise<() => Promise<void>> {
    let handlers = this.channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
    }
    // Wrapped so that the same function subscribed twice is two subscriptions.
    const entry: BusHandler = (payload) => handler(payload as T);
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

/**
 * What travels on a conversation's channel: a frame for its sockets (built with the contract's
 * frame types where it is made), with `_origin`, the socket that sent it, which is stripped
 * before it leaves and not echoed back; or an instruction to the socket hubs themselves.
 */
export type ConversationEvent =
  | { type: string; _origin?: string; _control?: never; [field: string]: unknown }
  | { _control: 'conversation_deleted'; _origin?: never };

/** An event about one user: their sessions ended (all, or the one named). */
export type UserEvent = { type: 'session_revoked'; reason: string; sessionId?: string };

/** A stop asked for the reply being written in a conversation: that message's, or any (null). */
export type ReplyCancelEvent = { messageId: string | null };

/** A job reached a state its waiters act on. */
export type JobEvent = { id: string; status: string };

/** Channel names and their payload types in one place, so publishers and subscribers cannot drift apart. */
export const channels = {
  /** Stream frames and saved messages of one conversation, for every socket watching it. */
  conversation: (conversationId: string) => `conversation:${conversationId}` as Channel<ConversationEvent>,
  /** Events about one user. */
  user: (userId: string) => `user:${userId}` as Channel<UserEvent>,
  /** A job was enqueued: runners claim at once instead of waiting for their next poll. */
  jobsWake: 'jobs:wake' as Channel<Record<string, never>>,
  /** A user asked to stop the reply being written in a conversation. */
  replyCancel: (conversationId: string) => `reply-cancel:${conversationId}` as Channel<ReplyCancelEvent>,
  /** A job reached a final state. */
  job: (jobId: string) => `job:${jobId}` as Channel<JobEvent>,
} as const;
