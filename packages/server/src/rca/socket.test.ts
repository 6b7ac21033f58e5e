import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rcaEventSchema } from '@ai-analyst/contract';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';
import { salesCsv } from './test-data';

/** The progress of a run started from a conversation reaches that conversation's chat sockets. */
describe.each(drivers)('RCA progress on the chat socket on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { JOB_POLL_MS: '100' });
    const org = await t.seedOrganization('SOCK');
    token = (await t.login(await t.addUser(org.orgId, 'SOCK', 'watcher'))).access;
    const files = client(t.app, token);
    await files.mkdir('Uploads');
    await files.upload(
      [{ filename: 'sales.csv', content: salesCsv({ region: 'East', channel: 'Partner' }) }],
      'Uploads',
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);
  afterAll(() => t.close());

  it('forwards every progress event, then the completion, as frames with a timestamp', async () => {
    const call = client(t.app, token).call;
    const conversation = await call({
      method: 'POST',
      url: '/api/chat/conversations/',
      payload: { title: 'RCA' },
    });
    const conversationId = conversation.json().conversation.id as string;
    const ws = new WebSocket(`${base}/ws/chat/${conversationId}/?token=${encodeURIComponent(token)}`);
    type Frame = {
      type: string;
      timestamp?: string;
      request_id?: string;
      status?: string;
      message?: { message_type: string; content: string; metadata: Record<string, unknown> };
    };
    const frames: Frame[] = [];
    let connected!: () => void;
    let completed!: () => void;
    let summarized!: () => void;
    const isConnected = new Promise<void>((resolve) => (connected = resolve));
    const isCompleted = new Promise<void>((resolve) => (completed = resolve));
    const isSummarized = new Promise<void>((resolve) => (summarized = resolve));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as (typeof frames)[number];
      frames.push(frame);
      if (frame.type === 'connection_established') connected();
      if (frame.type === 'rca_completed' || frame.type === 'rca_failed') completed();
      if (frame.type === 'message_saved' && frame.message?.metadata.source === 'rca') summarized();
    });
    try {
      await isConnected;
      const created = await call({
        method: 'POST',
        url: '/api/rca/requests/',
        payload: {
          problem_description: 'Why did revenue drop?',
          data_sources: ['/Uploads/sales.csv'],
          conversation_id: conversationId,
        },
      });
      const id = created.json().data.id as string;
      expect((await call({ method: 'POST', url: `/api/rca/requests/${id}/start/` })).statusCode).toBe(200);
      await isCompleted;
      const rca = frames.filter((f) => f.type.startsWith('rca_'));
      expect(rca.every((f) => f.request_id === id && typeof f.timestamp === 'string')).toBe(true);
      for (const f of rca) rcaEventSchema.parse(f);
      expect(rca.filter((f) => f.type === 'rca_progress').length).toBeGreaterThan(5);
      expect(rca.at(-1)).toMatchObject({ type: 'rca_completed', status: 'completed' });

      // The run leaves its summary in the conversation as the assistant, and nothing answers it.
      await isSummarized;
      const stored = await call({
        method: 'GET',
        url: `/api/chat/conversations/${conversationId}/messages/`,
      });
      const messages = stored.json().messages as {
        message_type: string;
        content: string;
        metadata: object;
      }[];
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({
        message_type: 'assistant',
        metadata: { source: 'rca', rca_request_id: id, rca_status: 'completed' },
      });
      const lines = messages[0]!.content.split('\n');
      expect(lines[0]).toBe('Root cause analysis: Why did revenue drop?');
      expect(lines).toContain('Key findings:');
      expect(messages[0]!.content).toMatch(/^Confidence: (High|Medium|Low) \(\d+(\.\d)?%\)$/m);
    } finally {
      ws.close();
    }
  }, 120_000);

  it('leaves a failed run in its conversation, naming the untitled conversation after it', async () => {
    const call = client(t.app, token).call;
    const conversationId = (
      await call({ method: 'POST', url: '/api/chat/conversations/', payload: {} })
    ).json().conversation.id as string;
    const created = await call({
      method: 'POST',
      url: '/api/rca/requests/',
      payload: {
        problem_description: 'Why did signups fall?',
        data_sources: ['no_such_dataset'],
        conversation_id: conversationId,
      },
    });
    const id = created.json().data.id as string;
    expect((await call({ method: 'POST', url: `/api/rca/requests/${id}/start/` })).statusCode).toBe(200);
    const messages = async () =>
      (await call({ method: 'GET', url: `/api/chat/conversations/${conversationId}/messages/` })).json()
        .messages as { message_type: string; content: string; metadata: object }[];
    await expect.poll(async () => (await messages()).length, { timeout: 60_000, interval: 200 }).toBe(1);
    const [failure] = await messages();
    expect(failure).toMatchObject({
      message_type: 'assistant',
      metadata: { source: 'rca', rca_status: 'failed' },
    });
    expect(failure!.content).toMatch(
      /^Root cause analysis failed: Why did signups fall\?\n\nError: .*no_such_dataset/,
    );
    const conversation = (
      await call({ method: 'GET', url: `/api/chat/conversations/${conversationId}/` })
    ).json().conversation;
    expect(conversation.title).toBe('Root cause analysis failed: Why did signups fall?');
  }, 120_000);
});
