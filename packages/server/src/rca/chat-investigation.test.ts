import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';
import { asksWhyMetricChanged } from './chat-investigation';
import { salesCsv } from './test-data';

describe('questions that ask for a root cause', () => {
  it('are "why did X drop/rise" and their variants, not other questions', () => {
    for (const q of [
      'Why did revenue fall last week?',
      'why has the conversion rate dropped since 22 April',
      'What caused the increase in returns?',
      'Revenue dropped sharply in the last 7 days. Why?',
      'Why are signups down this month?',
    ])
      expect(asksWhyMetricChanged(q), q).toBe(true);
    for (const q of ['What is the revenue by region?', 'Show me a chart of orders', 'Why is the sky blue?'])
      expect(asksWhyMetricChanged(q), q).toBe(false);
  });
});

/** An RCA-mode question in the chat runs a real investigation, whose result comes back to the chat. */
describe.each(drivers)('investigations from the chat on %s', (driver) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      JOB_POLL_MS: '100',
      ANALYST_TOKEN_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '1000',
    });
    const org = await t.seedOrganization('CHATRCA');
    token = (await t.login(await t.addUser(org.orgId, 'CHATRCA', 'rita'))).access;
    const files = client(t.app, token);
    await files.mkdir('Uploads');
    await files.upload(
      [{ filename: 'sales.csv', content: salesCsv({ region: 'East', channel: 'Partner' }) }],
      'Uploads',
    );
  }, 60_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('starts the investigation on the attached file and posts its result with a report link', async () => {
    const id = (await call('POST', '/api/chat/conversations/', { qpn_mode: 'rca' })).json().conversation
      .id as string;
    await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'We moved the Partner channel in the East to a new supplier on 2024-02-19.',
    });
    const sent = await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'Why did revenue fall last week?',
      attachments: ['Uploads/sales.csv'],
    });
    expect(sent.statusCode).toBe(201);
    const reply = sent.json().assistant_message as { content: string; metadata: Record<string, unknown> };
    expect(reply.content).toMatch(/^Started a root cause investigation of your question on `sales`/);
    const link = /\[Open report\]\(#rca-report=([0-9a-f-]{36})\)/.exec(reply.content);
    expect(link).not.toBeNull();
    const requestId = link![1]!;
    expect(reply.metadata.tool_calls).toEqual([
      expect.objectContaining({
        name: 'root_cause_analysis',
        arguments: expect.objectContaining({ request_id: requestId }),
      }),
    ]);

    // The run completes and leaves its summary in the conversation.
    let summary: { content: string } | undefined;
    for (let i = 0; i < 300 && !summary; i++) {
      const list = (await call('GET', `/api/chat/conversations/${id}/messages/`)).json().messages as {
        content: string;
        metadata: Record<string, unknown>;
      }[];
      summary = list.find((m) => m.metadata.source === 'rca' && m.metadata.rca_request_id === requestId);
      if (!summary) await new Promise((r) => setTimeout(r, 200));
    }
    expect(summary?.content).toMatch(
      /Root cause: Revenue fell \d+(\.\d)?% over the last week \(19–25 February 2024\)/,
    );
    expect(summary?.content).toContain('channel = Partner, region = East');
    expect(summary?.content).toContain(
      'The drop began on 19 February 2024, the day of the event mentioned in the context',
    );
    expect(summary?.content).toContain(`[Open report](#rca-report=${requestId})`);
    const request = (await call('GET', `/api/rca/requests/${requestId}/`)).json().data;
    expect(request).toMatchObject({ status: 'completed', data_sources: ['sales'] });
    expect(request.context_info).toContain('new supplier on 2024-02-19');
  }, 90_000);

  it('answers a question about a metric the data does not hold with the columns it has', async () => {
    const id = (await call('POST', '/api/chat/conversations/', { qpn_mode: 'tool_enhanced' })).json()
      .conversation.id as string;
    const sent = await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'Why did profit drop last week?',
      attachments: ['Uploads/sales.csv'],
    });
    expect(sent.json().assistant_message.content).toBe(
      'Your question asks about "profit", but `sales` has no such column; its numeric columns are revenue, orders. Ask again naming one of them, for example "why did revenue drop last week?".',
    );
  });

  it('asks for the data in RCA mode when the conversation has none, naming the datasets there are', async () => {
    const id = (await call('POST', '/api/chat/conversations/', { qpn_mode: 'rca' })).json().conversation
      .id as string;
    const sent = await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'Why did revenue drop?',
    });
    const reply = sent.json().assistant_message as { content: string };
    expect(reply.content).toMatch(/^To investigate, I need the data/);
    expect(reply.content).toContain('`sales`');
  });
});
