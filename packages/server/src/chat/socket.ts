/**
 * The live chat socket, /ws/chat/{conversationId}/?token=… on the app's own port. The upgrade is
 * always accepted; authentication and authorization follow, and a failure is an error frame then
 * a close with 4401 (no, bad or expired token; ended session), 4403 (disabled account) or 4404
 * (not the caller's conversation). Frames that arrive meanwhile are kept and handled in order.
 * Every frame is validated with the contract; a bad one gets an error frame, never a crash.
 *
 * Floods: a user and a conversation may each hold only so many sockets on an instance (more are
 * closed with 4429); every frame, whatever its type, takes a token from its socket's bucket, and a
 * frame without one is dropped unread; a socket that keeps sending past its bucket is closed with
 * 4429. Typing frames are coalesced per socket (a repeated typing_start is passed on at most every
 * few seconds, a state change at most about once a second), so one socket cannot make the server
 * fan out thousands of frames to the conversation's other sockets.
 *
 * The token is checked again on each chat_message: once its expiry has passed, the socket closes
 * with 4401 and the client reconnects with a fresh one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/websocket';
import { decodeJwt } from 'jose';
import type { RawData, WebSocket } from 'ws';
import { CHAT_SOCKET_CLOSE, clientFrameSchema, type ClientFrame } from '@ai-analyst/contract';
import { resolveAccessToken, type AuthContext } from '../auth/authenticate';
import { sessionStillValid as accountSessionValid } from '../auth/accounts';
import type { AccessTokens } from '../auth/tokens';
import { ownerOfCaller } from '../auth/owner';
import type { Database } from '../platform/db/client';
import { AppError, describeZodError } from '../platform/errors';
import type { ChatService } from './chat-service';
import { sendFrame, type ChatSocket, type ChatSocketHub } from './socket-hub';

export type ChatSocketLimits = {
  /** Open sockets per user and per conversation on this instance. */
  socketsPerUser: number;
  socketsPerConversation: number;
  /** Frames per second a socket may send (any type), and the burst it may send at once. */
  framesPerSecond: number;
  frameBurst: number;
};

export type ChatSocketOptions = {
  db: Database;
  tokens: AccessTokens;
  chat: ChatService;
  hub: ChatSocketHub;
  limits: ChatSocketLimits;
};

/** Frames dropped within `ABUSE_WINDOW_MS` after which the socket is closed with 4429. */
const ABUSE_DROPS = 100;
const ABUSE_WINDOW_MS = 10_000;
/** A socket still typing passes typing_start on again after this long (indicators time out). */
const TYPING_REPEAT_MS = 3_000;
/** Typing state changes a socket may pass on: a burst of 3, then one per second. */
const TYPING_BURST = 3;
const TYPING_PER_SECOND = 1;

/** A token bucket: `take()` spends one token if there is one; tokens come back at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.at = now();
  }

  take(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Milliseconds until a token is available (0 if one is). */
  waitMs(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.perSecond) * 1000);
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
  }
}

const closeCodeOf = (error: AppError): number =>
  error.status === 404
    ? CHAT_SOCKET_CLOSE.notFound
    : error.code === 'account_disabled'
      ? CHAT_SOCKET_CLOSE.forbidden
      : CHAT_SOCKET_CLOSE.unauthorized;

export async function chatSocketRoutes(app: FastifyInstance, opts: ChatSocketOptions) {
  const { db, tokens, chat, hub, limits } = opts;

  app.get<{ Params: { conversationId: string }; Querystring: { token?: string } }>(
    '/ws/chat/:conversationId/',
    { websocket: true },
    (ws, request) => {
      const pending: RawData[] = [];
      let handle: ((data: RawData) => Promise<void>) | undefined;
      let chain = Promise.resolve();
      const bucket = new TokenBucket(limits.frameBurst, limits.framesPerSecond);
      let dropWindowStart = 0;
      let dropCount = 0;
      ws.on('message', (data: RawData) => {
        // A socket being closed reads nothing more.
        if (ws.readyState !== ws.OPEN) return;
        // Counted before anything is read, also while the socket is still being authenticated.
        if (!bucket.take()) return dropped();
        if (!handle) pending.push(data);
        // One frame at a time, so two quick messages are stored in the order they were sent.
        else chain = chain.then(() => handle?.(data)).catch(() => undefined);
      });
      /** A frame over the rate: ignored; the first of a series is answered, sustained abuse closes. */
      const dropped = () => {
        const now = Date.now();
        if (now - dropWindowStart >= ABUSE_WINDOW_MS) {
          dropWindowStart = now;
          dropCount = 0;
        }
        dropCount++;
        if (dropCount === 1)
          sendFrame(ws, 'error', {
            error: 'Too many messages on this connection; some were ignored. Please slow down.',
            code: 'rate_limited',
          });
        if (dropCount >= ABUSE_DROPS) {
          sendFrame(ws, 'error', {
            error: 'This connection sent too many messages and was closed. Reconnect in a moment.',
            code: 'rate_limited',
          });
          ws.close(CHAT_SOCKET_CLOSE.tooMany, 'Too many messages');
          // A client that keeps sending instead of answering the close is cut off.
          setTimeout(() => ws.terminate(), 1_000).unref();
        }
      };
      ws.on('error', () => undefined);

      const reject = (error: AppError) => {
        sendFrame(ws, 'error', { error: error.message, code: error.code });
        ws.close(closeCodeOf(error), error.message.slice(0, 120));
      };

      void (async () => {
        const token = typeof request.query.token === 'string' ? request.query.token : '';
        if (!token)
          return reject(
            new AppError(
              401,
              'unauthenticated',
              'No authentication token available for WebSocket connection',
            ),
          );
        let caller: AuthContext;
        try {
          caller = await resolveAccessToken(db, tokens, token);
          await chat.conversations.open(ownerOfCaller(caller), request.params.conversationId, 'read');
        } catch (error) {
          if (error instanceof AppError) return reject(error);
          request.log.error({ err: error }, 'chat socket authentication failed');
          return reject(new AppError(401, 'unauthenticated', 'Authentication failed'));
        }
        if (ws.readyState !== ws.OPEN) return;
        const socket: ChatSocket = {
          id: randomUUID(),
          ws,
          userId: caller.user.id,
          sessionId: caller.sessionId,
          conversationId: request.params.conversationId,
        };
        const admitted = hub.admit(socket, {
          perUser: limits.socketsPerUser,
          perConversation: limits.socketsPerConversation,
        });
        if ('refused' in admitted) {
          const message =
            admitted.refused === 'user'
              ? `You have too many chat connections open (at most ${limits.socketsPerUser}). Close some tabs and try again.`
              : `This conversation has too many connections open (at most ${limits.socketsPerConversation}). Close some tabs and try again.`;
          sendFrame(ws, 'error', { error: message, code: 'too_many_connections' });
          ws.close(CHAT_SOCKET_CLOSE.tooMany, 'Too many connections');
          return;
        }
        const typing = typingRelay(socket);
        ws.on('close', () => {
          hub.remove(socket);
          typing.close();
        });
        const expiresAt = expiryOf(token);
        await admitted.added;
        sendFrame(ws, 'connection_established', {
          conversation_id: socket.conversationId,
          user_id: socket.userId,
          message: 'Connected to the conversation',
        });
        handle = (data) => onFrame(socket, caller, data, typing, expiresAt);
        for (const data of pending.splice(0)) chain = chain.then(() => handle?.(data)).catch(() => undefined);
      })().catch((error) => {
        request.log.error({ err: error }, 'chat socket setup failed');
        ws.close(1011, 'Server error');
      });
    },
  );

  /** The socket's sign-in session is neither revoked (logout, token reuse) nor its user disabled. */
  async function sessionStillValid(socket: ChatSocket): Promise<boolean> {
    return accountSessionValid(db, socket.sessionId, socket.userId);
  }

  /**
   * Passes a socket's typing state on to the conversation's other sockets, coalesced: a state
   * change goes out while the socket's typing bucket has a token, otherwise the latest state goes
   * out once it has one; a repeated typing_start only refreshes the others every few seconds.
   */
  function typingRelay(socket: ChatSocket) {
    const bucket = new TokenBucket(TYPING_BURST, TYPING_PER_SECOND);
    let sent: boolean | undefined;
    let sentAt = 0;
    let wanted = false;
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      timer = undefined;
      if (wanted === sent && !(wanted && Date.now() - sentAt >= TYPING_REPEAT_MS)) return;
      const wait = bucket.waitMs();
      if (wait > 0) {
        timer = setTimeout(flush, wait);
        return;
      }
      bucket.take();
      sent = wanted;
      sentAt = Date.now();
      void hub
        .publish(socket.conversationId, {
          type: 'typing_indicator',
          timestamp: new Date().toISOString(),
          is_typing: wanted,
          source: 'user',
          _origin: socket.id,
        })
        .catch((err: unknown) => app.log.warn({ err }, 'typing indicator not published'));
    };
    return {
      set(isTyping: boolean) {
        wanted = isTyping;
        if (!timer) flush();
      },
      close() {
        clearTimeout(timer);
      },
    };
  }

  async function onFrame(
    socket: ChatSocket,
    caller: AuthContext,
    data: RawData,
    typing: ReturnType<typeof typingRelay>,
    expiresAt: number,
  ): Promise<void> {
    const { ws } = socket;
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return sendFrame(ws, 'error', { error: 'The frame is not valid JSON', code: 'invalid_json' });
    }
    const parsed = clientFrameSchema.safeParse(json);
    if (!parsed.success)
      return sendFrame(ws, 'error', { error: describeZodError(parsed.error), code: 'invalid_frame' });
    const frame = parsed.data as ClientFrame & { type: string };
    switch (parsed.data.type) {
      case 'ping':
        return sendFrame(ws, 'pong', {});
      case 'typing_start':
      case 'typing_stop':
        // Other tabs of the user see it; the sender does not get its own indicator back.
        return typing.set(parsed.data.type === 'typing_start');
      case 'chat_message': {
        // The token was valid when the socket opened; it must still be when a message is sent.
        if (Date.now() >= expiresAt) {
          sendFrame(ws, 'error', {
            error: 'Your session has expired. Please sign in again.',
            code: 'token_expired',
          });
          ws.close(CHAT_SOCKET_CLOSE.unauthorized, 'Token expired');
          return;
        }
        // The token was checked when the socket opened; a logout since then must stop it sending.
        if (!(await sessionStillValid(socket))) {
          sendFrame(ws, 'error', {
            error: 'Your session has ended. Please sign in again.',
            code: 'session_ended',
          });
          ws.close(CHAT_SOCKET_CLOSE.unauthorized, 'Session ended');
          return;
        }
        const { message, attachments, model, tool } = parsed.data;
        if (message.trim() === '' && attachments.length === 0)
          return sendFrame(ws, 'error', {
            error: 'A message needs text or at least one attached file',
            code: 'empty_message',
          });
        try {
          await chat.send(ownerOfCaller(caller), socket.conversationId, {
            content: message,
            attachments,
            model,
            tool,
          });
        } catch (error) {
          if (error instanceof AppError)
            return sendFrame(ws, 'error', { error: error.message, code: error.code });
          app.log.error({ err: error }, 'chat message failed');
          return sendFrame(ws, 'error', { error: 'Failed to send message', code: 'internal' });
        }
        return;
      }
      case 'cancel_generation':
        // Any socket admitted to the conversation may stop its reply.
        return chat.cancelReply(socket.conversationId, parsed.data.message_id);
      default:
        void frame;
    }
  }
}

/** When a verified access token expires (ms since the epoch); a token without `exp` never does. */
function expiryOf(token: string): number {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : Number.POSITIVE_INFINITY;
}

export type { WebSocket };
