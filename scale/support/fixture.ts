/**
 * The cluster every scale test file starts: instances A and B of the built server, started at
 * the same moment on a fresh PostgreSQL database, with the local Redis and a shared DATA_DIR, and
 * the admin's token. Call `useCluster()` inside a `describe`; read its fields inside the tests
 * (they are set by its `beforeAll`). Instances and proxies a test adds are stopped with the rest.
 *
 * Which instance runs a job is made deterministic by freezing the others (SIGSTOP): a frozen
 * instance keeps its connections and subscriptions but claims nothing, and on SIGCONT it handles
 * whatever Redis delivered meanwhile.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { TcpProxy } from '../../packages/server/test/tcp-proxy';
import {
  ADMIN_PASSWORD,
  REDIS_URL,
  api,
  createScaleDatabase,
  query,
  removeSharedDataDir,
  sharedDataDir,
  signIn,
  startInstance,
  type Instance,
} from './cluster';

export type Conversation = { id: string };
export type Message = { id: string; content: string; message_type: string };
type Shared = { databaseUrl: string; dataDir: string; redisUrl: string };

export interface Cluster {
  db: Awaited<ReturnType<typeof createScaleDatabase>>;
  dataDir: string;
  shared: Shared;
  a: Instance;
  b: Instance;
  /** Instances a test started besides A and B. */
  extra: Instance[];
  /** TCP proxies a test put between an instance and Redis or PostgreSQL. */
  proxies: TcpProxy[];
  /** The admin's access token. */
  token: string;
  freeze(...instances: Instance[]): void;
  thaw(...instances: Instance[]): void;
  /** A new conversation of the admin, created on A. */
  newConversation(title: string): Promise<string>;
  /** The assistant's messages of a conversation, read on A. */
  assistantReplies(conversationId: string): Promise<Message[]>;
  /** The reply job of a conversation, read from the shared database. */
  replyJob(conversationId: string): Promise<{ id: string; status: string; attempts: number } | undefined>;
}

export function useCluster(): Cluster {
  const cluster = {
    extra: [] as Instance[],
    proxies: [] as TcpProxy[],
    freeze: (...instances: Instance[]) => instances.forEach((i) => i.process.kill('SIGSTOP')),
    thaw: (...instances: Instance[]) => instances.forEach((i) => i.process.kill('SIGCONT')),
    async newConversation(title: string): Promise<string> {
      const res = await api(cluster.a.url, cluster.token).post('/api/chat/conversations/', { title });
      expect(res.status).toBe(201);
      return (res.json.conversation as unknown as Conversation).id;
    },
    async assistantReplies(conversationId: string): Promise<Message[]> {
      const res = await api(cluster.a.url, cluster.token).get(`/api/chat/conversations/${conversationId}/messages/`);
      expect(res.status).toBe(200);
      return (res.json.messages as unknown as Message[]).filter((m) => m.message_type === 'assistant');
    },
    async replyJob(conversationId: string) {
      const rows = await query<{ id: string; status: string; attempts: number }>(
        cluster.db.url,
        `SELECT id, status, attempts FROM jobs WHERE payload->>'conversationId' = $1 ORDER BY seq DESC LIMIT 1`,
        [conversationId],
      );
      return rows[0];
    },
  } as Cluster;

  beforeAll(async () => {
    cluster.db = await createScaleDatabase();
    cluster.dataDir = sharedDataDir();
    cluster.shared = { databaseUrl: cluster.db.url, dataDir: cluster.dataDir, redisUrl: REDIS_URL };
    // Started at the same moment on an empty database.
    [cluster.a, cluster.b] = await Promise.all([
      startInstance('A', cluster.shared),
      startInstance('B', cluster.shared),
    ]);
    await Promise.all([cluster.a.ready(), cluster.b.ready()]);
    cluster.token = await signIn(cluster.a.url, 'admin', ADMIN_PASSWORD);
  });

  afterAll(async () => {
    const all = [cluster.a, cluster.b, ...cluster.extra].filter(Boolean);
    for (const i of all) cluster.thaw(i);
    await Promise.all(all.map((i) => i.stop()));
    await Promise.all(cluster.proxies.map((p) => p.close()));
    await cluster.db?.drop();
    if (cluster.dataDir) removeSharedDataDir(cluster.dataDir);
  });

  return cluster;
}
