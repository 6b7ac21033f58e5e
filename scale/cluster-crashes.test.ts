/**
 * The scale-out profile when an instance dies: killed (-9) in the middle of a reply job, an
 * upload or an investigation, another instance takes the work over; stopped (SIGTERM), it hands
 * its jobs back and answers what waits for them. See `support/fixture.ts` for the cluster.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { salesCsv } from '../packages/server/src/rca/test-data';
import {
  api,
  eventually,
  openChatSocket,
  query,
  sleep,
  startInstance,
} from './support/cluster';
import { useCluster, type Message } from './support/fixture';

describe('instances killed or stopped while working', () => {
  const cluster = useCluster();

  it('after kill -9 mid-job and mid-upload: the job is taken over, no half-written file is visible', async () => {
    const { dataDir, shared, a, b, extra, token, freeze, thaw, newConversation, assistantReplies, replyJob } = cluster;
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
    const { db, shared, a, b, extra, token, freeze, thaw } = cluster;
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
    const { shared, a, b, extra, token, freeze, thaw, newConversation, assistantReplies, replyJob } = cluster;
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
});
