/**
 * The scale-out profile, proven with real processes: instances of the built server on loopback,
 * one fresh PostgreSQL database, the local Redis and a shared DATA_DIR.
 *
 * Which instance runs a job is made deterministic by freezing the others (SIGSTOP): a frozen
 * instance keeps its connections and subscriptions but claims nothing, and on SIGCONT it handles
 * whatever Redis delivered meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesCsv } from '../packages/server/src/rca/test-data';
import { startTcpProxy, type TcpProxy } from '../packages/server/test/tcp-proxy';
import {
  ADMIN_PASSWORD,
  METRICS_TOKEN,
  REDIS_URL,
  api,
  createScaleDatabase,
  eventually,
  openChatSocket,
  query,
  removeSharedDataDir,
  sharedDataDir,
  signIn,
  sleep,
  startInstance,
  type Frame,
  type Instance,
} from './support/cluster';

type Conversation = { id: string };
type Message = { id: string; content: string; message_type: string };

describe('several instances on one PostgreSQL, Redis and DATA_DIR', () => {
  let db: Awaited<ReturnType<typeof createScaleDatabase>>;
  let dataDir: string;
  let shared: { databaseUrl: string; dataDir: string; redisUrl: string };
  let a: Instance;
  let b: Instance;
  const extra: Instance[] = [];
  const proxies: TcpProxy[] = [];
  let token: string;

  const freeze = (...instances: Instance[]) => instances.forEach((i) => i.process.kill('SIGSTOP'));
  const thaw = (...instances: Instance[]) => instances.forEach((i) => i.process.kill('SIGCONT'));

  beforeAll(async () => {
    db = await createScaleDatabase();
    dataDir = sharedDataDir();
    shared = { databaseUrl: db.url, dataDir, redisUrl: REDIS_URL };
    // Started at the same moment on an empty database.
    [a, b] = await Promise.all([startInstance('A', shared), startInstance('B', shared)]);
    await Promise.all([a.ready(), b.ready()]);
    token = await signIn(a.url, 'admin', ADMIN_PASSWORD);
  });

  afterAll(async () => {
    for (const i of [a, b, ...extra]) if (i) thaw(i);
    await Promise.all([a, b, ...extra].filter(Boolean).map((i) => i.stop()));
    await Promise.all(proxies.map((p) => p.close()));
    await db?.drop();
    if (dataDir) removeSharedDataDir(dataDir);
  });

  async function newConversation(title: string): Promise<string> {
    const res = await api(a.url, token).post('/api/chat/conversations/', { title });
    expect(res.status).toBe(201);
    return (res.json.conversation as unknown as Conversation).id;
  }

  async function assistantReplies(conversationId: string): Promise<Message[]> {
    const res = await api(a.url, token).get(`/api/chat/conversations/${conversationId}/messages/`);
    expect(res.status).toBe(200);
    return (res.json.messages as unknown as Message[]).filter((m) => m.message_type === 'assistant');
  }

  /** The reply job of a conversation, read from the shared database. */
  async function replyJob(conversationId: string) {
    const rows = await query<{ id: string; status: string; attempts: number }>(
      db.url,
      `SELECT id, status, attempts FROM jobs WHERE payload->>'conversationId' = $1 ORDER BY seq DESC LIMIT 1`,
      [conversationId],
    );
    return rows[0];
  }

  it('migrates safely when started together, and only one instance creates the first admin', async () => {
    const orgs = await query<{ code: string }>(db.url, 'SELECT code FROM organizations');
    expect(orgs).toEqual([{ code: 'DEMO' }]);
    const users = await query<{ username: string; role: string }>(db.url, 'SELECT username, role FROM users');
    expect(users).toEqual([{ username: 'admin', role: 'admin' }]);
    const migrations = await query<{ n: string }>(
      db.url,
      'SELECT count(*) AS n FROM drizzle.__drizzle_migrations',
    );
    const files = fs
      .readdirSync(path.resolve(import.meta.dirname, '../packages/server/drizzle'))
      .filter((f) => f.endsWith('.sql'));
    expect(Number(migrations[0]?.n)).toBe(files.length);
    const creators = [a, b].filter((i) =>
      i.logs.join('').includes('created the first organization and administrator'),
    );
    expect(creators).toHaveLength(1);
    // One signing secret for all: a token from A is good on B.
    expect((await api(b.url, token).get('/api/auth/profile/')).status).not.toBe(401);
    expect((await api(b.url, token).get('/api/chat/conversations/')).status).toBe(200);
  });

  it('streams a reply produced on instance A to a socket held by instance B', async () => {
    const conversationId = await newConversation('Cross-instance streaming');
    const onB = await openChatSocket(b.url, conversationId, token);
    // B cannot claim the job while frozen, so A produces the reply.
    freeze(b);
    let sent;
    try {
      sent = await api(a.url, token).post(`/api/chat/conversations/${conversationId}/messages/`, {
        content: 'How many rows are there?',
      });
    } finally {
      thaw(b);
    }
    expect(sent.status).toBe(201);
    const reply = sent.json.assistant_message as unknown as Message;
    expect(reply.content.length).toBeGreaterThan(0);

    const end = await onB.waitFor((f) => f.type === 'stream_end', 'stream_end on B');
    expect(end.final_content).toBe(reply.content);
    await onB.waitFor((f) => f.type === 'message_saved', 'message_saved on B');
    const tokens = onB.frames.filter((f) => f.type === 'stream_token');
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.map((f) => f.token).join('')).toBe(reply.content);
    const order = onB.frames.map((f) => f.type).filter((t) => t.startsWith('stream_'));
    expect(order[0]).toBe('stream_start');
    expect(order.at(-1)).toBe('stream_end');
    onB.close();
  });

  it('keeps files on the shared DATA_DIR: uploaded on A, listed and downloaded on B', async () => {
    const content = 'region,revenue\nnorth,10\nsouth,20\n';
    const form = new FormData();
    form.append('files', new Blob([content]), 'shared.csv');
    const up = await fetch(`${a.url}/api/files/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const list = await api(b.url, token).get('/api/files/list/?path=');
    expect((list.json.items as unknown as { name: string }[]).map((i) => i.name)).toContain('shared.csv');
    const download = await fetch(`${b.url}/api/files/download/?path=shared.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe(content);
    // The same user's datasets are readable on every instance, in turn and at once (each instance
    // keeps its own DuckDB cache of the shared files).
    for (const instance of [a, b, a]) {
      const res = await api(instance.url, token).get('/api/datasets/');
      expect(res.status, res.text).toBe(200);
      expect(res.text).toContain('"file_name":"shared.csv"');
    }
    const both = await Promise.all([a, b].map((i) => api(i.url, token).get('/api/datasets/')));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
  });

  it('after kill -9 mid-job and mid-upload: the job is taken over, no half-written file is visible', async () => {
    // A slow instance C (tokens every 250 ms) runs the job; A and B are frozen until C is killed.
    const c = await startInstance('C', shared, { ANALYST_TOKEN_DELAY_MS: '250' });
    extra.push(c);
    await c.ready();
    const conversationId = await newConversation('Killed mid-run');
    const before = (await api(a.url, token).get('/api/files/list/?path=')).json;

    freeze(a, b);
    try {
      const onC = await openChatSocket(c.url, conversationId, token);
      const sending = api(c.url, token)
        .post(`/api/chat/conversations/${conversationId}/messages/`, { content: 'What can you do?' })
        .catch(() => null);
      await onC.waitFor((f) => f.type === 'stream_token', 'the first token on C');
      const running = await replyJob(conversationId);
      expect(running).toMatchObject({ status: 'running', attempts: 1 });

      // An upload streaming to C: the first megabyte is on disk when C dies.
      const partialDir = path.join(dataDir, 'files', '.partial');
      const partialsBefore = fs.existsSync(partialDir) ? fs.readdirSync(partialDir).length : 0;
      const boundary = 'scaleboundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(head));
          controller.enqueue(new Uint8Array(1024 * 1024).fill(7));
          // ...and never ends: C is killed first.
        },
      });
      const uploading = fetch(`${c.url}/api/files/upload/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: 'half',
      } as RequestInit).catch(() => null);
      await eventually('the upload to reach the disk', async () => {
        if (!fs.existsSync(partialDir)) return undefined;
        const sizes = fs.readdirSync(partialDir).map((f) => fs.statSync(path.join(partialDir, f)).size);
        return sizes.length > partialsBefore && sizes.some((s) => s > 0) ? true : undefined;
      });

      await c.kill();
      expect(c.process.signalCode).toBe('SIGKILL');
      await Promise.all([sending, uploading]);
    } finally {
      thaw(a, b);
    }
    const watcher = await openChatSocket(a.url, conversationId, token);

    // The lease (2 s) runs out; A or B claims the job again and completes it.
    const done = await eventually('the job to complete elsewhere', async () => {
      const job = await replyJob(conversationId);
      return job?.status === 'completed' ? job : undefined;
    });
    expect(done.attempts).toBe(2);
    const replies = await assistantReplies(conversationId);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.content.length).toBeGreaterThan(0);
    const saved = await watcher.waitFor((f) => f.type === 'message_saved', 'message_saved on A');
    expect((saved.message as Message).id).toBe(replies[0]?.id);
    watcher.close();

    // Nothing of the upload is visible, and the usage is unchanged.
    const after = (await api(b.url, token).get('/api/files/list/?path=')).json;
    expect(after.items).toEqual(before.items);
    expect(after.directory_info).toEqual(before.directory_info);
    expect(JSON.stringify(after.items)).not.toContain('half.bin');
  });

  it('after kill -9 mid-RCA: another instance takes the investigation over and completes it', async () => {
    const f = await startInstance('F', shared);
    extra.push(f);
    await f.ready();
    const as = api(f.url, token);
    const form = new FormData();
    form.append('files', new Blob([salesCsv({ region: 'North', channel: 'Online' })]), 'rca-sales.csv');
    const up = await fetch(`${f.url}/api/files/upload/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const created = await as.post('/api/rca/requests/', {
      problem_description: 'Why did revenue drop last week?',
      data_sources: ['/rca-sales.csv'],
      client_id: 'demo',
    });
    expect(created.status).toBe(201);
    const requestId = (created.json.data as unknown as { id: string }).id;
    const job = () =>
      query<{ status: string; attempts: number }>(
        db.url,
        `SELECT status, attempts FROM jobs WHERE kind = 'rca.run' AND payload->>'requestId' = $1`,
        [requestId],
      ).then((rows) => rows[0]);

    freeze(a, b);
    try {
      expect((await as.post(`/api/rca/requests/${requestId}/start/`)).status).toBe(200);
      // F claims the run; it is frozen the moment the claim shows (polled every few ms on one
      // connection), then killed.
      const watcher = new pg.Client({ connectionString: db.url });
      await watcher.connect();
      try {
        const deadline = Date.now() + 30_000;
        for (;;) {
          const { rows } = await watcher.query<{ status: string }>(
            `SELECT status FROM jobs WHERE kind = 'rca.run' AND payload->>'requestId' = $1`,
            [requestId],
          );
          if (rows[0]?.status === 'running') break;
          if (Date.now() > deadline) throw new Error('F did not claim the RCA job');
          await sleep(2);
        }
      } finally {
        await watcher.end();
      }
      f.process.kill('SIGSTOP');
      const [row] = await query<{ status: string }>(db.url, 'SELECT status FROM rca_requests WHERE id = $1', [
        requestId,
      ]);
      expect(row?.status).toMatch(/^in_progress_/);
      await f.kill();
    } finally {
      thaw(a, b);
    }
    const done = await eventually(
      'the RCA to complete elsewhere',
      async () => {
        const res = await api(a.url, token).get(`/api/rca/requests/${requestId}/`);
        const data = res.json.data as unknown as { status: string; error: string | null };
        return data.status === 'completed' || data.status === 'failed' ? data : undefined;
      },
      60_000,
    );
    expect(done).toMatchObject({ status: 'completed', error: null });
    // The job row is finished just after the request.
    const finished = await eventually('the RCA job to finish', async () => {
      const row = await job();
      return row?.status === 'completed' ? row : undefined;
    });
    expect(finished.attempts).toBe(2);
    const result = await api(b.url, token).get(`/api/rca/requests/${requestId}/result/`);
    expect(result.status).toBe(200);
  });

  it('on SIGTERM: closes sockets with 1001, hands running jobs back and answers requests waiting for them', async () => {
    const d = await startInstance('D', shared, { ANALYST_TOKEN_DELAY_MS: '250' });
    extra.push(d);
    await d.ready();
    const viaSocket = await newConversation('Graceful shutdown, socket');
    const viaRest = await newConversation('Graceful shutdown, REST');
    freeze(a, b);
    try {
      const onD = await openChatSocket(d.url, viaSocket, token);
      onD.send({ type: 'chat_message', message: 'What can you do?', attachments: [] });
      // A POST waits for its reply: it must be answered (without the reply), not cut or held.
      const waiting = api(d.url, token).post(`/api/chat/conversations/${viaRest}/messages/`, {
        content: 'What can you do?',
      });
      await onD.waitFor((f) => f.type === 'stream_token', 'the first token on D');
      await eventually('both jobs to run on D', async () =>
        (await replyJob(viaRest))?.status === 'running' ? true : undefined,
      );

      const exitCode = await d.stop();
      expect(exitCode).toBe(0);
      expect((await onD.closed).code).toBe(1001);
      const answered = await waiting;
      expect(answered.status).toBe(201);
      expect(answered.json.assistant_message).toBeNull();
      // Handed back: queued again, the interrupted attempt not counted.
      for (const id of [viaSocket, viaRest])
        expect(await replyJob(id)).toMatchObject({ status: 'queued', attempts: 0 });
    } finally {
      thaw(a, b);
    }
    for (const id of [viaSocket, viaRest]) {
      const done = await eventually('the job to complete elsewhere', async () => {
        const job = await replyJob(id);
        return job?.status === 'completed' ? job : undefined;
      });
      expect(done.attempts).toBe(1);
      expect(await assistantReplies(id)).toHaveLength(1);
    }
  });

  it('with Redis down: not ready, no crash, streams stay local; all back when Redis returns', async () => {
    const redis = new URL(REDIS_URL);
    const proxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379));
    proxies.push(proxy);
    const e = await startInstance('E', { ...shared, redisUrl: proxy.url(REDIS_URL) });
    extra.push(e);
    await e.ready();

    proxy.down();
    const notReady = await eventually('E to report not ready', async () => {
      const res = await api(e.url).get('/api/health/ready');
      return res.status === 503 ? res.json : undefined;
    });
    expect(notReady.status).toBe('not_ready');
    expect((notReady.checks as unknown as Record<string, string>).database).toBe('ok');
    expect((notReady.checks as unknown as Record<string, string>).redis).not.toBe('ok');
    expect((await api(e.url).get('/api/health/live')).status).toBe(200);

    // Still serving: a reply is produced and streamed to a socket on E itself.
    const conversationId = await newConversation('Redis down');
    freeze(a, b);
    let sent;
    let onE;
    try {
      onE = await openChatSocket(e.url, conversationId, token);
      sent = await api(e.url, token).post(`/api/chat/conversations/${conversationId}/messages/`, {
        content: 'How many rows?',
      });
    } finally {
      thaw(a, b);
    }
    expect(sent.status).toBe(201);
    const reply = sent.json.assistant_message as unknown as Message;
    const end = await onE.waitFor((f: Frame) => f.type === 'stream_end', 'stream_end on E');
    expect(end.final_content).toBe(reply.content);
    // A client elsewhere reads the stored reply over REST (the degraded path).
    expect((await assistantReplies(conversationId)).map((m) => m.id)).toEqual([reply.id]);
    expect(e.process.exitCode).toBeNull();

    proxy.up();
    await e.ready(20_000);
    // Cross-instance streaming is back: a reply produced on E reaches a socket on A.
    const second = await newConversation('Redis back');
    const onA = await openChatSocket(a.url, second, token);
    freeze(a, b);
    let again;
    try {
      again = await api(e.url, token).post(`/api/chat/conversations/${second}/messages/`, {
        content: 'Hello',
      });
    } finally {
      thaw(a, b);
    }
    expect(again.status).toBe(201);
    const saved = await onA.waitFor((f) => f.type === 'message_saved', 'message_saved on A');
    expect((saved.message as Message).id).toBe((again.json.assistant_message as unknown as Message).id);
    onA.close();
    onE.close();
    // The outage is visible in the metrics.
    const metrics = (await api(e.url, METRICS_TOKEN).get('/metrics')).text;
    expect(Number(/^aia_redis_reconnections_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^aia_event_bus_errors_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    await sleep(0);
  });
  it('with PostgreSQL gone under traffic: clear 503s, then serving again without a restart', async () => {
    const direct = new URL(db.url);
    const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    proxies.push(proxy);
    const g = await startInstance('G', { ...shared, databaseUrl: proxy.url(db.url) });
    extra.push(g);
    await g.ready();
    const statuses: number[] = [];
    const bodies: string[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    const byPhase: Record<string, number[]> = { before: [], down: [], after: [] };
    let stop = false;
    // Ten clients in a loop, for the whole test.
    const traffic = Promise.all(
      Array.from({ length: 10 }, async () => {
        while (!stop) {
          // A connection error (the instance gone) is recorded as 0 and fails the test below.
          const res = await api(g.url, token)
            .get('/api/chat/conversations/')
            .catch(() => ({ status: 0, text: '' }));
          statuses.push(res.status);
          byPhase[phase]!.push(res.status);
          if (res.status !== 200) bodies.push(res.text);
          if (res.status === 0) await sleep(50);
        }
      }),
    );
    await eventually('traffic before the cut', async () => (byPhase.before!.length >= 20 ? true : undefined));
    phase = 'down';
    proxy.down();
    await eventually('503s while the database is gone', async () =>
      byPhase.down!.filter((s) => s === 503).length >= 20 ? true : undefined,
    );
    const ready = await api(g.url).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect((ready.json.checks as unknown as Record<string, string>).database).not.toBe('ok');
    phase = 'after';
    proxy.up();
    await eventually('200s again', async () =>
      byPhase.after!.filter((s) => s === 200).length >= 50 ? true : undefined,
    );
    stop = true;
    await traffic;

    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    for (const body of bodies)
      expect(JSON.parse(body)).toEqual({
        success: false,
        code: 'service_unavailable',
        error: 'The database is unavailable right now. Please try again in a moment.',
      });
    expect((await api(g.url).get('/api/health/ready')).status).toBe(200);
    expect(g.process.exitCode).toBeNull();
  });

  it('writes no secret or token to any log line', async () => {
    const wrongPassword = `wrong-${Math.random().toString(36).slice(2)}-password`;
    expect(
      (
        await api(a.url).post('/api/auth/login/', {
          username: 'admin',
          password: wrongPassword,
          organization_code: 'DEMO',
        })
      ).status,
    ).toBe(401);
    const login = await api(b.url).post('/api/auth/login/', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      organization_code: 'DEMO',
    });
    const tokens = login.json.tokens as unknown as { access_token: string; refresh_token: string };
    expect(
      (
        await api(a.url).post('/api/auth/refresh/', {
          refresh: tokens.refresh_token,
          refresh_token: tokens.refresh_token,
        })
      ).status,
    ).toBeLessThan(500);
    // Tokens in URLs (the socket's ?token=) and in headers, good and bad.
    await api(b.url, tokens.access_token).get(`/api/files/list/?path=&token=${tokens.access_token}`);
    await api(a.url, 'not.a.valid-token').get('/api/chat/conversations/');
    const conversationId = await newConversation('Logs');
    (await openChatSocket(b.url, conversationId, tokens.access_token)).close();
    await sleep(300);

    const lines = [a, b, ...extra].flatMap((i) => i.logs.join('').split('\n')).filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(20);
    const secrets = [ADMIN_PASSWORD, wrongPassword, token, tokens.access_token, tokens.refresh_token];
    for (const line of lines) {
      for (const secret of secrets) expect(line.includes(secret), line.slice(0, 300)).toBe(false);
      // Nothing that looks like a signed token (header.payload.signature) either.
      expect(line, line.slice(0, 300)).not.toMatch(
        /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/,
      );
    }
    // The request lines are there, with the token replaced.
    expect(lines.some((l) => l.includes('token=[REDACTED]'))).toBe(true);
  });
});
