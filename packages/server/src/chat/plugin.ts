/**
 * Assembles chat: the assistant, the reply job handler, the REST routes, the socket and its hub.
 * buildApp calls this once with the app's services; the job runner and the bus are the app's, so
 * RCA and others share them.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { CHAT_SOCKET_CLOSE } from '@ai-analyst/contract';
import { AssistantService, type AssistantOptions } from '../assistant/service';
import type { AccessTokens } from '../auth/tokens';
import type { DatasetService } from '../datasets/service';
import type { JobRunner } from '../jobs/runner';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { channels, type EventBus } from '../platform/event-bus';
import type { RateLimitStore } from '../platform/rate-limit';
import { ChatService } from './chat-service';
import { ConversationService } from './conversations';
import { messageRoutes } from './message-routes';
import { REPLY_JOB } from './messages';
import { replyJobHandler } from './reply-job';
import { conversationRoutes } from './routes';
import { sharingRoutes } from './sharing';
import { ChatSocketHub } from './socket-hub';
import { chatSocketRoutes } from './socket';
import { findOrganization } from '../organizations/commands';
import { modelChoiceOf } from '../organizations/settings';

export type ChatFeatureOptions = {
  config: AppConfig;
  db: Database;
  tokens: AccessTokens;
  bus: EventBus;
  jobs: JobRunner;
  rateLimits: RateLimitStore;
  datasets: DatasetService;
  /** Replaces model providers (tests). */
  providers?: AssistantOptions['providers'];
};

/** How often the server pings each chat socket; one without an answer by the next ping is dropped. */
export const SOCKET_HEARTBEAT_MS = 30_000;

export type ChatFeature = { chat: ChatService; assistant: AssistantService; hub: ChatSocketHub };

export async function registerChat(app: FastifyInstance, options: ChatFeatureOptions): Promise<ChatFeature> {
  const { config, db, bus, jobs } = options;
  const assistant = new AssistantService({
    config,
    datasetsOf: (owner) => options.datasets.forOwner(owner),
    modelChoice: async (organizationId) => {
      const organization = await findOrganization(db, organizationId);
      return organization ? modelChoiceOf(organization.settings) : undefined;
    },
    ...(options.providers ? { providers: options.providers } : {}),
  });
  const chat = new ChatService({
    db,
    bus,
    runner: jobs,
    assistant,
    rateLimits: options.rateLimits,
    messagesPerMinute: config.chat.messagesPerMinute,
    replyWaitSeconds: config.chat.replyWaitSeconds,
    conversations: new ConversationService(db),
  });
  jobs.register(REPLY_JOB, replyJobHandler({ db, bus, assistant, messages: chat.messages, log: app.log }));

  const hub = new ChatSocketHub(bus);
  hub.startHeartbeat(SOCKET_HEARTBEAT_MS);
  app.addHook('onClose', async () => hub.stopHeartbeat());
  // Before the websocket plugin's own preClose: clients learn the server is going away (1001).
  app.addHook('preClose', async () => hub.closeAll(CHAT_SOCKET_CLOSE.goingAway, 'Server shutting down'));
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
  await app.register(chatSocketRoutes, {
    db,
    tokens: options.tokens,
    chat,
    hub,
    limits: {
      socketsPerUser: config.chat.socketsPerUser,
      socketsPerConversation: config.chat.socketsPerConversation,
      framesPerSecond: config.chat.framesPerSecond,
      frameBurst: config.chat.frameBurst,
    },
  });
  await app.register(conversationRoutes, { chat });
  await app.register(messageRoutes, { chat });
  await app.register(sharingRoutes, { chat, db });
  return { chat, assistant, hub };
}

/** What ending a user's sessions does to chat: their sockets close on every instance. */
export function publishSessionRevoked(bus: EventBus, userId: string, reason: string): Promise<void> {
  return bus.publish(channels.user(userId), { type: 'session_revoked', reason });
}
