/**
 * The chat sockets of this process, by conversation and by user. Each conversation with at least
 * one socket here has one event-bus subscription, whose frames are serialized once and sent to
 * every local socket on it; each user with sockets here listens on `user:{id}` so that ending
 * their sessions (on any instance) closes their sockets.
 */
import type { WebSocket } from 'ws';
import { CHAT_SOCKET_CLOSE, type ServerFrame } from '@ai-analyst/contract';
import { channels, type ConversationEvent, type EventBus } from '../platform/event-bus';

export type ChatSocket = {
  id: string;
  ws: WebSocket;
  userId: string;
  sessionId: string;
  conversationId: string;
};

type Group = { sockets: Set<ChatSocket>; unsubscribe: Promise<() => Promise<void>> };

export class ChatSocketHub {
  private readonly conversations = new Map<string, Group>();
  private readonly users = new Map<string, Group>();
  /** Sockets that answered the last protocol ping (or joined since). */
  private readonly alive = new WeakSet<ChatSocket>();
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(private readonly bus: EventBus) {}

  get size(): number {
    let n = 0;
    for (const group of this.users.values()) n += group.sockets.size;
    return n;
  }

  /** Open sockets of a user and on a conversation, on this process. */
  countOf(userId: string, conversationId: string): { user: number; conversation: number } {
    return {
      user: this.users.get(userId)?.sockets.size ?? 0,
      conversation: this.conversations.get(conversationId)?.sockets.size ?? 0,
    };
  }

  /**
   * Adds a socket unless its user or its conversation already has `limits` open sockets here;
   * answers which limit was reached instead. The check and the insertion run without a pause
   * between them, so sockets authenticated at the same moment cannot all slip past the limit.
   */
  admit(
    socket: ChatSocket,
    limits: { perUser: number; perConversation: number },
  ): { added: Promise<void> } | { refused: 'user' | 'conversation' } {
    const open = this.countOf(socket.userId, socket.conversationId);
    if (open.user >= limits.perUser) return { refused: 'user' };
    if (open.conversation >= limits.perConversation) return { refused: 'conversation' };
    return { added: this.add(socket) };
  }

  async add(socket: ChatSocket): Promise<void> {
    this.alive.add(socket);
    socket.ws.on('pong', () => this.alive.add(socket));
    const conversation = this.join(this.conversations, socket.conversationId, socket, () =>
      this.bus.subscribe(channels.conversation(socket.conversationId), (event) =>
        this.deliver(socket.conversationId, event),
      ),
    );
    const user = this.join(this.users, socket.userId, socket, () =>
      this.bus.subscribe(channels.user(socket.userId), (event) => {
        if (event.type === 'session_revoked')
          this.closeUserSockets(
            socket.userId,
            CHAT_SOCKET_CLOSE.unauthorized,
            event.reason ?? 'Session ended',
            event.sessionId,
          );
      }),
    );
    await Promise.all([conversation, user]);
  }

  remove(socket: ChatSocket): void {
    this.leave(this.conversations, socket.conversationId, socket);
    this.leave(this.users, socket.userId, socket);
  }

  /** Closes every socket of a user (or of one of their sessions) on this process. */
  closeUserSockets(userId: string, code: number, reason: string, sessionId?: string): number {
    const group = this.users.get(userId);
    if (!group) return 0;
    let closed = 0;
    for (const socket of [...group.sockets]) {
      if (sessionId && socket.sessionId !== sessionId) continue;
      sendFrame(socket.ws, 'error', { error: reason, code: 'session_ended' });
      socket.ws.close(code, reason.slice(0, 120));
      this.remove(socket);
      closed++;
    }
    return closed;
  }

  /**
   * Every `intervalMs`, sends each socket a protocol ping (browsers answer it by themselves) and
   * terminates those that did not answer the previous one: a client that vanished without closing
   * (a laptop lid, a dropped mobile network) would otherwise hold its subscriptions forever.
   * Calling it again restarts it with the new interval.
   */
  startHeartbeat(intervalMs: number): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      for (const group of this.users.values())
        for (const socket of [...group.sockets]) {
          if (!this.alive.has(socket)) {
            socket.ws.terminate();
            this.remove(socket);
            continue;
          }
          this.alive.delete(socket);
          if (socket.ws.readyState === socket.ws.OPEN) socket.ws.ping();
        }
    }, intervalMs);
    this.heartbeatTimer.unref();
  }

  stopHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
  }

  /** Closes every socket (server shutdown: 1001, the client reconnects elsewhere). */
  closeAll(code: number, reason: string): void {
    this.stopHeartbeat();
    for (const group of this.users.values())
      for (const socket of group.sockets) socket.ws.close(code, reason);
  }

  /** Sends a frame to the sockets of a conversation on every instance. */
  async publish(conversationId: string, frame: ConversationEvent): Promise<void> {
    await this.bus.publish(channels.conversation(conversationId), frame);
  }

  private deliver(conversationId: string, payload: ConversationEvent): void {
    const group = this.conversations.get(conversationId);
    if (!group) return;
    const { _origin, _control, ...frame } = payload;
    if (_control === 'conversation_deleted') {
      for (const socket of [...group.sockets]) {
        sendFrame(socket.ws, 'error', { error: 'Conversation not found', code: 'conversation_deleted' });
        socket.ws.close(CHAT_SOCKET_CLOSE.notFound, 'Conversation deleted');
        this.remove(socket);
      }
      return;
    }
    const data = JSON.stringify(frame);
    for (const socket of group.sockets)
      if (socket.id !== _origin && socket.ws.readyState === socket.ws.OPEN) socket.ws.send(data);
  }

  private join(
    map: Map<string, Group>,
    key: string,
    socket: ChatSocket,
    subscribe: () => Promise<() => Promise<void>>,
  ): Promise<unknown> {
    let group = map.get(key);
    if (!group) {
      group = { sockets: new Set(), unsubscribe: subscribe() };
      map.set(key, group);
    }
    group.sockets.add(socket);
    return group.unsubscribe;
  }

  private leave(map: Map<string, Group>, key: string, socket: ChatSocket): void {
    const group = map.get(key);
    if (!group || !group.sockets.delete(socket)) return;
    if (group.sockets.size === 0) {
      map.delete(key);
      void group.unsubscribe.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    }
  }
}

/** The fields of a server frame of one type, without the type and the timestamp added on sending. */
export type FrameBody<T extends ServerFrame['type']> = Omit<Extract<ServerFrame, { type: T }>, 'type' | 'timestamp'>;

/** Sends one frame (with its timestamp) to one socket, if it is open. */
export function sendFrame<T extends ServerFrame['type']>(ws: WebSocket, type: T, body: FrameBody<T>): void {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(JSON.stringify({ type, timestamp: new Date().toISOString(), ...body }));
}
