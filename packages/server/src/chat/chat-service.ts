/**
 * The chat feature's commands, shared by the REST routes and the socket: sending a message (rate
 * limited per user, stored, reply enqueued) and waiting for the stored reply.
 */
import { eq } from 'drizzle-orm';
import type { Message, MessageMetadata } from '@ai-analyst/contract';
import { modelChoiceOf } from '../organizations/settings';
import type { AssistantService } from '../assistant/service';
import type { JobRunner } from '../jobs/runner';
import type { Database } from '../platform/db/client';
import { organizationSettingsOf } from '../organizations/commands';
import { AppError } from '../platform/errors';
import { channels, type EventBus } from '../platform/event-bus';
import { describeWait, type RateLimitStore } from '../platform/rate-limit';
import type { ConversationOwner } from '../auth/owner';
import type { ConversationService } from './conversations';
import { MessageService, type PostInput, type PostResult } from './messages';
import { messages } from './tables';

export type ChatServiceOptions = {
  db: Database;
  runner: JobRunner;
  assistant: AssistantService;
  rateLimits: RateLimitStore;
  messagesPerMinute: number;
  replyWaitSeconds: number;
  conversations: ConversationService;
  bus: EventBus;
};

export class ChatService {
  readonly conversations: ConversationService;
  readonly messages: MessageService;

  constructor(private readonly options: ChatServiceOptions) {
    this.conversations = options.conversations;
    this.messages = new MessageService({
      db: options.db,
      conversations: options.conversations,
      runner: options.runner,
      resolveModel: (requested, conversation, choice) =>
        options.assistant.models.resolve(requested, conversation.metadata.model, choice),
      modelChoice: async (organizationId) => {
        const settings = await organizationSettingsOf(options.db, organizationId);
        return settings ? modelChoiceOf(settings) : undefined;
      },
    });
  }

  /** Stores the message and enqueues its reply (or, with `editOf`, a branch of that message). */
  async send(
    owner: ConversationOwner,
    conversationId: string,
    input: PostInput,
    editOf?: string,
  ): Promise<PostResult> {
    await this.checkRate(owner);
    const announce = async (message: Message) => {
      await this.options.bus.publish(channels.conversation(conversationId), {
        type: 'message_received',
        timestamp: new Date().toISOString(),
        message,
      });
    };
    return editOf
      ? this.messages.edit(owner, conversationId, editOf, input, announce)
      : this.messages.post(owner, conversationId, input, undefined, announce);
  }

  /**
   * Stores a message the assistant writes on its own (an RCA run's summary) and sends it to every
   * socket on the conversation as message_saved. Nothing happens when the conversation is gone.
   */
  async postAssistantMessage(
    owner: ConversationOwner,
    conversationId: string,
    content: string,
    metadata: MessageMetadata,
    title?: string,
  ): Promise<Message | null> {
    const row = await this.messages.appendAssistant(owner, conversationId, content, metadata, title);
    if (!row) return null;
    const message = await this.messages.present(row);
    await this.options.bus.publish(channels.conversation(conversationId), {
      type: 'message_saved',
      timestamp: new Date().toISOString(),
      message,
    });
    return message;
  }

  /**
   * Asks the reply being written in a conversation (the one with `messageId`, if given) to stop,
   * on whichever instance runs it; it keeps what it has written so far, marked as stopped.
   */
  async cancelReply(conversationId: string, messageId?: string): Promise<void> {
    await this.options.bus.publish(channels.replyCancel(conversationId), { messageId: messageId ?? null });
  }

  /** Deletes a conversation and closes the sockets watching it (on every instance). */
  async removeConversation(owner: ConversationOwner, conversationId: string): Promise<void> {
    await this.conversations.remove(owner, conversationId);
    await this.options.bus.publish(channels.conversation(conversationId), {
      _control: 'conversation_deleted',
    });
  }

  /** The stored reply of a send, once the job has finished (null if it takes too long). */
  async waitForReply(sent: PostResult): Promise<Message | null> {
    await this.options.runner.waitFor(sent.jobId, this.options.replyWaitSeconds * 1000);
    const [row] = await this.options.db
      .select()
      .from(messages)
      .where(eq(messages.id, sent.assistantMessageId));
    return row ? this.messages.present(row) : null;
  }

  private async checkRate(owner: ConversationOwner): Promise<void> {
    const { count, resetMs } = await this.options.rateLimits.hit(`chat:${owner.userId}`, 60_000);
    if (count > this.options.messagesPerMinute)
      throw new AppError(
        429,
        'rate_limited',
        `You are sending messages too quickly. Please wait ${describeWait(resetMs)}.`,
      );
  }
}
