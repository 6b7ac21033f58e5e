/**
 * The live chat socket, /ws/chat/{conversationId}/?token=… on the app's own port. The upgrade is
 * always accepted; authentication and authorization follow, and a failure is an error frame then
 * a close with 4401 (no, bad or expired token; ended session), 4403 (disabled account) or 4404
 * (not the caller's conversation). Frames that arrive meanwhile are kept and handled in order.
 * Every frame is validated with the contract; a bad one gets an error frame, never a crash.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { CHAT_SOCKET_CLOSE, clientFrameSchema, type ClientFrame } from '@ai-analyst/contract';
import { resolveAccessToken, type AuthContext } from '../auth/authenticate';
import { authSessions, users } from '../auth/tables';
import type { AccessTokens } from '../auth/tokens';
import type { Database } from '../platform/db/client';
import { AppError, describeZodError } from '../platform/errors';
import type { ChatService } from './chat-service';
import { ownerOfCaller } from './conversations';
import { sendFrame, type ChatSocket, type ChatSocketHub } from './socket-hub';

export type ChatSocketOptions = { db: Database; tokens: AccessTokens; chat: ChatService; hub: ChatSocketHub };

const closeCodeOf = (error: AppError): number =>
  error.status === 404
    ? CHAT_SOCKET_CLOSE.notFound
    : error.code === 'account_disabled'
      ? CHAT_SOCKET_CLOSE.forbidden
      : CHAT_SOCKET_CLOSE.unauthorized;

export async function chatSocketRoutes(app: FastifyInstance, opts: ChatSocketOptions) {
  const { db, tokens, chat, hub } = opts;

  app.get<{ Params: { conversationId: string }; Querystring: { token?: string } }>(
    '/ws/chat/:conversationId/',
    { websocket: true },
    (ws, request) => {
      const pending: RawData[] = [];
      let handle: ((data: RawData) => Promise<void>) | undefined;
      let chain = Promise.resolve();
      ws.on('message', (data: RawData) => {
        if (!handle) pending.push(data);
        // One frame at a time, so two quick messages are stored in the order they were sent.
        else chain = chain.then(() => handle?.(data)).catch(() => undefined);
      });
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
          await chat.conversations.authorize(ownerOfCaller(caller), request.params.conversationId);
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
        ws.on('close', () => hub.remove(socket));
        await hub.add(socket);
        sendFrame(ws, 'connection_established', {
          conversation_id: socket.conversationId,
          user_id: socket.userId,
          message: 'Connected to the conversation',
        });
        handle = (data) => onFrame(socket, caller, data);
        for (const data of pending.splice(0)) chain = chain.then(() => handle?.(data)).catch(() => undefined);
      })().catch((error) => {
        request.log.error({ err: error }, 'chat socket setup failed');
        ws.close(1011, 'Server error');
      });
    },
  );

  /** The socket's sign-in session is neither revoked (logout, token reuse) nor its user disabled. */
  async function sessionStillValid(socket: ChatSocket): Promise<boolean> {
    const [row] = await db
      .select({ revokedAt: authSessions.revokedAt, isActive: users.isActive })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.id, socket.sessionId), eq(authSessions.userId, socket.userId)))
      .limit(1);
    return row !== undefined && row.revokedAt === null && row.isActive;
  }

  async function onFrame(socket: ChatSocket, caller: AuthContext, data: RawData): Promise<void> {
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
        return sendFrame(ws, 'pong');
      case 'typing_start':
      case 'typing_stop':
        // Other tabs of the user see it; the sender does not get its own indicator back.
        return hub.publish(socket.conversationId, {
          type: 'typing_indicator',
          timestamp: new Date().toISOString(),
          is_typing: parsed.data.type === 'typing_start',
          source: 'user',
          _origin: socket.id,
        });
      case 'chat_message': {
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
      default:
        void frame;
    }
  }
}

export type { WebSocket };
