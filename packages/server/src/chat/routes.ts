/**
 * /api/chat/conversations/* (the conversation itself), /api/chat/search/ and /api/qpn/process/.
 * Message routes are in message-routes.ts. Every route: authenticate, validate, then the service
 * scoped to the caller's organization, the conversation policy deciding whether the caller may act
 * on the conversation (another user's conversation is 404 'Conversation not found').
 */
import type { FastifyInstance } from 'fastify';
import {
  chatSearchQuerySchema,
  createConversationSchema,
  qpnProcessSchema,
  updateConversationSchema,
} from '@ai-analyst/contract';
import { callerOf } from '../auth/authenticate';
import { ownerOfCaller } from '../auth/owner';
import { parseWith } from '../platform/validation';
import type { ChatService } from './chat-service';
import { conversationPolicy } from './policy';
import { presentConversation } from './presenters';

type Params = { id: string };

export async function conversationRoutes(app: FastifyInstance, opts: { chat: ChatService }) {
  const { chat } = opts;
  const guard = { preHandler: app.authenticate };

  app.get('/api/chat/conversations/', guard, async (request) => {
    const rows = await chat.conversations.list(ownerOfCaller(callerOf(request)));
    return { success: true, conversations: rows.map(presentConversation) };
  });

  app.post('/api/chat/conversations/', guard, async (request, reply) => {
    const input = parseWith(createConversationSchema, request.body ?? {});
    const row = await chat.conversations.create(ownerOfCaller(callerOf(request)), input);
    return reply.status(201).send({ success: true, conversation: presentConversation(row) });
  });

  app.get<{ Params: Params }>('/api/chat/conversations/:id/', guard, async (request) => {
    const owner = ownerOfCaller(callerOf(request));
    const row = await chat.conversations.find(owner, request.params.id);
    conversationPolicy.authorize(owner, 'read', row);
    return { success: true, conversation: presentConversation(row) };
  });

  const update = async (request: Parameters<typeof callerOf>[0] & { params: Params }) => {
    const input = parseWith(updateConversationSchema, request.body ?? {});
    const row = await chat.conversations.update(ownerOfCaller(callerOf(request)), request.params.id, input);
    return { success: true, conversation: presentConversation(row) };
  };
  app.put<{ Params: Params }>('/api/chat/conversations/:id/', guard, update);
  app.patch<{ Params: Params }>('/api/chat/conversations/:id/', guard, update);

  app.delete<{ Params: Params }>('/api/chat/conversations/:id/', guard, async (request) => {
    await chat.removeConversation(ownerOfCaller(callerOf(request)), request.params.id);
    return { success: true };
  });

  app.get('/api/chat/search/', guard, async (request) => {
    const query = parseWith(chatSearchQuerySchema, request.query);
    const { results, pagination } = await chat.conversations.search(ownerOfCaller(callerOf(request)), query);
    return {
      success: true,
      query: query.q,
      results: results.map((r) => ({
        conversation: presentConversation(r.row),
        title_match: r.titleMatch,
        matches: r.matches,
      })),
      pagination,
    };
  });

  /**
   * The legacy one-shot endpoint: asks `query` in `conversationId` (or in a new conversation named
   * after it) and answers once the reply is stored. `mode` sets the mode of a new conversation,
   * or of an existing one whose mode is unset.
   */
  app.post('/api/qpn/process/', guard, async (request) => {
    const input = parseWith(qpnProcessSchema, request.body ?? {});
    const owner = ownerOfCaller(callerOf(request));
    let conversation = input.conversationId
      ? await chat.conversations.open(owner, input.conversationId, 'write')
      : await chat.conversations.create(owner, { first_message: input.query, qpn_mode: input.mode ?? null });
    if (input.mode && !conversation.qpnMode)
      conversation = await chat.conversations.update(owner, conversation.id, { qpn_mode: input.mode });
    const sent = await chat.send(owner, conversation.id, {
      content: input.query,
      attachments: [],
      model: input.model,
      tool: input.tool,
    });
    const assistant = await chat.waitForReply(sent);
    return {
      success: true,
      conversation_id: conversation.id,
      mode: conversation.qpnMode ?? 'simple',
      response: assistant?.content ?? null,
      user_message: await chat.messages.present(sent.message),
      assistant_message: assistant,
    };
  });
}
