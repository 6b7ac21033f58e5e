/**
 * The scale-out profile, proven with real processes: instances of the built server on loopback,
 * one fresh PostgreSQL database, the local Redis and a shared DATA_DIR (`support/fixture.ts`).
 * Here, instances working together: a safe first start, streaming across instances, shared
 * files, and logs free of secrets. Crashes are in cluster-crashes.test.ts, outages of Redis and
 * PostgreSQL in cluster-outages.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  api,
  openChatSocket,
  query,
  sleep,
} from './support/cluster';
import { useCluster, type Message } from './support/fixture';

describe('several instances on one PostgreSQL, Redis and DATA_DIR', () => {
  const cluster = useCluster();

  it('migrates safely when started together, and only one instance creates the first admin', async () => {
    const { db, a, b, token } = cluster;
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
    const { a, b, token, freeze, thaw, newConversation } = cluster;
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
    const { a, b, token } = cluster;
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

  it('writes no secret or token to any log line', async () => {
    const { a, b, extra, token, newConversation } = cluster;
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
