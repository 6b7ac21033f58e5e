/**
 * /api/chat/conversations/{id}/messages/* and /branch/: the active branch paged, sending (the
 * answer comes back once the reply is stored), branching edits, deleting, switching branches.
 */
import type { FastifyInstance } from 'fastify';
import {
  editMessageSchema,
  messageListQuerySchema,
  sendMessageSchema,
  switchBranchSchema,
} from '@ai-analyst/contract';
import { callerOf } from '../auth/authenticate';
import { ownerOfCaller, type ConversationOwner } from '../auth/owner';
import { parseWith } from '../platform/validation';
import type { ChatService } from './chat-service';
import type { PostResult } from './messages';
import { presentConversation } from './presenters';

type Params = { id: string };
type MessageParams = { id: string; messageId: string };

export async function messageRoutes(app: FastifyInstance, opts: { chat: ChatService }) {
  const { chat } = opts;
  const guard = { preHandler: app.authenticate };

  const answered = async (sent: PostResult) => ({
    success: true,
    user_message: await chat.messages.present(sent.message),
    assistant_message: await chat.waitForReply(sent),
  });

  const pageOf = async (owner: ConversationOwner, id: string, query: unknown) => {
    const { page, page_size } = parseWith(messageListQuerySchema, query);
    const result = await chat.messages.page(owner, id, page, page_size);
    return {
      success: true,
      messages: result.messages,
      pagination: result.pagination,
      conversation: presentConversation(result.conversation),
    };
  };

  app.get<{ Params: Params }>('/api/chat/conversations/:id/messages/', guard, async (request) =>
    pageOf(ownerOfCaller(callerOf(request)), request.params.id, request.query),
  );

  app.post<{ Params: Params }>('/api/chat/conversations/:id/messages/', guard, async (request, reply) => {
    const input = parseWith(sendMessageSchema, request.body ?? {});
    const sent = await chat.send(ownerOfCaller(callerOf(request)), request.params.id, input);
    return reply.status(201).send(await answered(sent));
  });

  app.put<{ Params: MessageParams }>(
    '/api/chat/conversations/:id/messages/:messageId/',
    guard,
    async (request, reply) => {
      const input = parseWith(editMessageSchema, request.body ?? {});
      const owner = ownerOfCaller(callerOf(request));
      const sent = await chat.send(
        owner,
        request.params.id,
        { content: input.content, attachments: [], model: input.model, tool: input.tool },
        request.params.messageId,
      );
      return reply.status(201).send(await answered(sent));
    },
  );

  app.delete<{ Params: MessageParams }>(
    '/api/chat/conversations/:id/messages/:messageId/',
    guard,
    async (request) => {
      const row = await chat.messages.remove(
        ownerOfCaller(callerOf(request)),
        request.params.id,
        request.params.messageId,
      );
      return { success: true, conversation: presentConversation(row) };
    },
  );

  /** Shows the branch through `message_id`; answers with the new first page of messages. */
  app.post<{ Params: Params }>('/api/chat/conversations/:id/branch/', guard, async (request) => {
    const { message_id } = parseWith(switchBranchSchema, request.body ?? {});
    const owner = ownerOfCaller(callerOf(request));
    await chat.messages.switchBranch(owner, request.params.id, message_id);
    return pageOf(owner, request.params.id, {});
  });
}
