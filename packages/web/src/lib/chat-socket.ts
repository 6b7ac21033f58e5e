// The live chat socket of one conversation (/ws/chat/{conversationId}/):
// heartbeat, reconnection with a growing delay, a token refresh on an auth close, and an
// offline queue that is flushed once the socket is open again. It knows nothing of React;
// the chat feature wraps it in a hook.
import { CHAT_SOCKET_CLOSE } from '@ai-analyst/contract/chat-socket';
import type { ClientFrame, ServerFrame } from '@ai-analyst/contract/chat';
import { ApiError, refreshTokens } from './api-client';
import { socketBase } from './config';
import { clearTokens, readTokens } from './storage';

export type SocketStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** Heartbeat ping interval: 30 seconds. */
export const PING_INTERVAL_MS = 30_000;
/** Reconnect delay per attempt: 3000 ms × attempt number, at most 5 attempts. */
export const RECONNECT_DELAY_MS = 3_000;
export const MAX_RECONNECT_ATTEMPTS = 5;
/** Frames kept while offline; the oldest is dropped beyond 100. */
export const MAX_QUEUED_FRAMES = 100;
/** Closes after which reconnecting cannot help: a disabled account, a missing conversation. */
const FATAL_CLOSES = new Set<number>([CHAT_SOCKET_CLOSE.forbidden, CHAT_SOCKET_CLOSE.notFound]);

/**
 * The session is over on the server (account disabled, sessions ended by an admin, logged out
 * elsewhere): sign out here at once, through the app's 'tokenExpired' event, instead of
 * waiting for the page's next request to find out.
 */
function endSessionHere(): void {
  clearTokens();
  window.dispatchEvent(new Event('tokenExpired'));
}

export const NO_TOKEN_ERROR = 'No authentication token available for WebSocket connection';
export const MAX_ATTEMPTS_ERROR = 'Max reconnection attempts reached';
export const BAD_FRAME_ERROR = 'Received a message that could not be read';

/**
 * Frames arrive as the server wrote them and are not checked again here: anything that is an
 * object with a string `type` is passed on, and the chat feature narrows it by `type`.
 */
type Events = {
  status: SocketStatus;
  frame: ServerFrame;
  error: string;
};
type Listener<K extends keyof Events> = (payload: Events[K]) => void;

/** The subset of the browser's WebSocket the client uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface ChatSocketOptions {
  conversationId: string;
  /** Defaults to the page's own host under /ws, or VITE_WS_BASE. */
  baseUrl?: string;
  getToken?: () => string | null;
  refresh?: () => Promise<unknown>;
  createSocket?: SocketFactory;
}

const OPEN = 1;

/** The socket URL of a conversation: `{base}/chat/{id}/?token={token}`. */
export function chatSocketUrl(base: string, conversationId: string, token: string): string {
  return `${base}/chat/${encodeURIComponent(conversationId)}/?token=${encodeURIComponent(token)}`;
}

export class ChatSocket {
  status: SocketStatus = 'disconnected';
  private socket: SocketLike | null = null;
  private readonly queue: string[] = [];
  private attempts = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set by disconnect(): a close we asked for never reconnects. */
  private closedByUs = false;
  /** One refresh per auth close, so a token the server keeps refusing cannot loop forever. */
  private refreshedForAuth = false;
  /** Chat messages sent and not yet acknowledged (message_received), as sent. */
  private unacknowledged: { data: string; message: string }[] = [];
  private readonly listeners: { [K in keyof Events]: Set<Listener<K>> } = {
    status: new Set(),
    frame: new Set(),
    error: new Set(),
  };
  private readonly options: Required<ChatSocketOptions>;

  constructor(options: ChatSocketOptions) {
    this.options = {
      baseUrl: options.baseUrl ?? socketBase(),
      getToken: options.getToken ?? (() => readTokens()?.access_token ?? null),
      refresh: options.refresh ?? refreshTokens,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url)),
      conversationId: options.conversationId,
    };
  }

  on<K extends keyof Events>(event: K, listener: Listener<K>): () => void {
    this.listeners[event].add(listener);
    return () => this.listeners[event].delete(listener);
  }

  /** Frames waiting for the socket to open. */
  get queuedCount(): number {
    return this.queue.length;
  }

  connect(): void {
    this.closedByUs = false;
    this.clearReconnect();
    const token = this.options.getToken();
    if (!token) {
      this.setStatus('error');
      this.emit('error', NO_TOKEN_ERROR);
      return;
    }
    this.setStatus('connecting');
    const socket = this.options.createSocket(
      chatSocketUrl(this.options.baseUrl, this.options.conversationId, token),
    );
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.setStatus('connected');
      this.startPing();
      this.flush();
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      let frame: unknown;
      try {
        frame = JSON.parse(String(event.data));
      } catch {
        this.emit('error', BAD_FRAME_ERROR);
        return;
      }
      if (!frame || typeof frame !== 'object' || typeof (frame as { type?: unknown }).type !== 'string') {
        this.emit('error', BAD_FRAME_ERROR);
        return;
      }
      if (this.acknowledge(frame as ServerFrame)) return;
      this.emit('frame', frame as ServerFrame);
    };
    socket.onerror = () => {
      // Every error is followed by a close, which decides what happens next.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      this.handleClose(event.code);
    };
  }

  /** Closes normally and stops reconnecting; queued frames are kept for a later connect(). */
  disconnect(): void {
    this.closedByUs = true;
    this.clearReconnect();
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close(CHAT_SOCKET_CLOSE.normal, 'Client closed');
    }
    this.setStatus('disconnected');
  }

  /** Sends a frame stamped with the time now, or queues it while the socket is not open (oldest dropped beyond 100). */
  send(frame: ClientFrame): void {
    const data = JSON.stringify({ ...frame, timestamp: new Date().toISOString() });
    if (this.socket && this.socket.readyState === OPEN) {
      this.transmit(this.socket, data);
      return;
    }
    this.queue.push(data);
    while (this.queue.length > MAX_QUEUED_FRAMES) this.queue.shift();
  }

  sendMessage(
    message: string,
    attachments: string[] = [],
    options: { model?: string; tool?: string | null } = {},
  ): void {
    this.send({ type: 'chat_message', message, attachments, ...options });
  }

  /** Asks the server to stop the reply being written (the one with `messageId`, if given). */
  cancelGeneration(messageId?: string): void {
    this.send(messageId ? { type: 'cancel_generation', message_id: messageId } : { type: 'cancel_generation' });
  }

  sendTyping(isTyping: boolean): void {
    this.send(
      isTyping ? { type: 'typing_start', is_typing: true } : { type: 'typing_stop', is_typing: false },
    );
  }

  private handleClose(code: number): void {
    this.setStatus('disconnected');
    if (this.closedByUs || code === CHAT_SOCKET_CLOSE.normal) return;
    if (FATAL_CLOSES.has(code)) {
      this.setStatus('error');
      if (code === CHAT_SOCKET_CLOSE.forbidden) endSessionHere();
      return;
    }
    if (code === CHAT_SOCKET_CLOSE.unauthorized && !this.refreshedForAuth) {
      this.refreshedForAuth = true;
      this.options.refresh().then(
        () => {
          if (!this.closedByUs) this.connect();
        },
        (error: unknown) => {
          this.setStatus('error');
          this.emit('error', 'Token refresh failed');
          // Refused (not merely unreachable): the session was ended on the server.
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) endSessionHere();
        },
      );
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.attempts >= MAX_RECONNECT_ATTEMPTS) {
      this.setStatus('error');
      this.emit('error', MAX_ATTEMPTS_ERROR);
      return;
    }
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.closedByUs) this.connect();
    }, RECONNECT_DELAY_MS * this.attempts);
  }

  private transmit(socket: SocketLike, data: string): void {
    socket.send(data);
    const frame = JSON.parse(data) as { type: string; message?: string };
    if (frame.type === 'chat_message') this.unacknowledged.push({ data, message: frame.message ?? '' });
  }

  /**
   * Keeps track of the chat messages the server has stored. When it refuses one because the
   * socket's token expired meanwhile (it then closes with 4401 and the client refreshes and
   * reconnects), the messages it did not store are queued again, so nothing typed is lost and
   * the refusal is not shown. Answers whether the frame was handled here.
   */
  private acknowledge(frame: ServerFrame): boolean {
    if (frame.type === 'message_received') {
      const content = (frame.message as { content?: unknown } | undefined)?.content;
      const index = this.unacknowledged.findIndex((m) => m.message === content);
      if (index >= 0) this.unacknowledged.splice(index, 1);
      return false;
    }
    if (frame.type === 'error' && frame.code === 'token_expired' && this.unacknowledged.length > 0) {
      this.queue.unshift(...this.unacknowledged.splice(0).map((m) => m.data));
      return true;
    }
    return false;
  }

  private flush(): void {
    const socket = this.socket;
    while (socket && socket.readyState === OPEN && this.queue.length > 0) {
      this.transmit(socket, this.queue.shift()!);
    }
    // A connection that stayed open long enough to flush may refresh its token again later.
    this.refreshedForAuth = false;
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.emit('status', status);
  }

  private emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    for (const listener of this.listeners[event]) listener(payload);
  }
}
