import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';
import type { DatasetInfo } from '@ai-analyst/engine/data/registry';
import { asksWhyMetricChanged } from './chat-investigation';
import { guessesOf, namesPeriod, restartedFrom } from './chat-guesses';
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

const dataset = (name: string, columns: [string, string][]): DatasetInfo => ({
  name,
  fileName: `${name}.csv`,
  path: `Uploads/${name}.csv`,
  format: 'csv',
  sizeBytes: 1,
  modifiedMs: 0,
  rowCount: 10,
  columns: columns.map(([n, type]) => ({ name: n, type })) as DatasetInfo['columns'],
  registeredAt: '2024-01-01T00:00:00Z',
});

describe('what a chat-started investigation guesses', () => {
  const sales = dataset('sales', [
    ['order_date', 'DATE'],
    ['region', 'VARCHAR'],
    ['revenue', 'DOUBLE'],
    ['orders', 'BIGINT'],
    ['revenue_forecast', 'DOUBLE'],
  ]);
  const visits = dataset('visits', [
    ['day', 'DATE'],
    ['sessions', 'BIGINT'],
  ]);

  it('says the metric, period and data it took and offers each alternative as a full question', () => {
    const g = guessesOf({
      question: 'Why did it drop?',
      context: '',
      dataset: sales,
      dataGuessed: true,
      others: [sales, visits],
    });
    expect(g.notes).toEqual([
      'Metric: **revenue** (the sum of the first numeric column), as your question names none; the others are orders.',
      'Period: **the last 7 days** of the data against the 28 days before (or as many as the data has), as your question names none.',
      'Data: **`sales`**, the file attached earlier in this conversation.',
    ]);
    // The forecast column is what the metric is compared with, never offered as the metric.
    expect(g.alternatives).toEqual([
      'Why did it drop? Metric: orders.',
      'Why did it drop? Period: the last 14 days.',
      'Why did it drop? Period: the last month.',
      'Why did it drop? Data: `visits`.',
    ]);
  });

  it('guesses nothing the question says (metric, period) or the message attaches', () => {
    const g = guessesOf({
      question: 'Why did orders fall since 12 February?',
      context: '',
      dataset: sales,
      dataGuessed: false,
      others: [sales, visits],
    });
    expect(g).toEqual({ notes: [], alternatives: [] });
    // A metric named in an earlier message counts as named.
    expect(
      guessesOf({
        question: 'Why did it drop last week?',
        context: 'We track orders.',
        dataset: sales,
        dataGuessed: false,
        others: [],
      }),
    ).toEqual({ notes: [], alternatives: [] });
    expect(namesPeriod('Why did it drop in Q3 1850?')).toBe(true);
    expect(namesPeriod('Why did it drop?')).toBe(false);
  });

  it('recognizes a picked choice of an earlier reply and the report it restarts', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const reply = `Started…\n\n\`\`\`choices\n${JSON.stringify({ type: 'choices', choices: ['Why did it drop? Metric: orders.'] })}\n\`\`\`\n\n[Open report](#rca-report=${id})`;
    const history = [
      { role: 'user' as const, content: 'Why did it drop?' },
      { role: 'assistant' as const, content: reply },
      { role: 'user' as const, content: 'Why did it drop? Metric: orders.' },
    ];
    expect(restartedFrom('Why did it drop? Metric: orders.', history)).toBe(id);
    expect(restartedFrom('Why did it drop? Metric: visits.', history)).toBeUndefined();
    expect(restartedFrom('Why did it drop? Metric: orders.', history.slice(2))).toBeUndefined();
  });
});

/** The choices of a reply's ```choices block. */
function choicesOf(content: string): string[] {
  const m = /```choices\n([\s\S]*?)\n```/.exec(content);
  return m ? (JSON.parse(m[1]!) as { choices: string[] }).choices : [];
}

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

  it('asks for the data in RCA mode when the conversation has none, offering the datasets there are as choices', async () => {
    const id = (await call('POST', '/api/chat/conversations/', { qpn_mode: 'rca' })).json().conversation
      .id as string;
    const sent = await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'Why did revenue drop last week?',
    });
    const reply = sent.json().assistant_message as { content: string };
    expect(reply.content).toMatch(/^To investigate, I need the data/);
    expect(reply.content).toContain('`sales`');
    expect(choicesOf(reply.content)).toEqual(['Why did revenue drop last week? Data: `sales`.']);
    // The choice names the dataset: the investigation starts on it, nothing left to guess.
    const picked = await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'Why did revenue drop last week? Data: `sales`.',
    });
    const started = picked.json().assistant_message.content as string;
    expect(started).toMatch(/^Started a root cause investigation of your question on `sales`/);
    expect(started).not.toContain('What I had to guess');
  });

  it('states the metric and period it guessed, offers alternatives, and restarts on a picked one', async () => {
    const id = (await call('POST', '/api/chat/conversations/', { qpn_mode: 'rca' })).json().conversation
      .id as string;
    const sent = await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'Why did it drop?',
      attachments: ['Uploads/sales.csv'],
    });
    const reply = sent.json().assistant_message.content as string;
    expect(reply).toMatch(/^Started a root cause investigation of your question on `sales`/);
    expect(reply).toContain('What I had to guess:');
    expect(reply).toContain('- Metric: **revenue** (the sum of the first numeric column)');
    expect(reply).toContain('- Period: **the last 7 days** of the data');
    expect(reply).not.toContain('- Data:');
    expect(choicesOf(reply)).toEqual([
      'Why did it drop? Metric: orders.',
      'Why did it drop? Period: the last 14 days.',
      'Why did it drop? Period: the last month.',
    ]);
    const first = /#rca-report=([0-9a-f-]{36})/.exec(reply)![1]!;

    // The click sends the choice as the next message: a new run on orders replaces the first.
    const picked = await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'Why did it drop? Metric: orders.',
    });
    const restarted = picked.json().assistant_message.content as string;
    expect(restarted).toMatch(/^Restarted the root cause investigation on `sales`/);
    expect(restarted).not.toContain('- Metric:');
    // The data now comes from the earlier message: said so.
    expect(restarted).toContain('- Data: **`sales`**, the file attached earlier in this conversation.');
    const second = /#rca-report=([0-9a-f-]{36})/.exec(restarted)![1]!;
    expect(second).not.toBe(first);
    const earlier = (await call('GET', `/api/rca/requests/${first}/`)).json().data;
    expect(['cancelled', 'completed']).toContain(earlier.status);
    if (earlier.status === 'cancelled')
      expect(restarted).toContain('The earlier investigation on the guess was stopped.');

    let summary: { content: string } | undefined;
    for (let i = 0; i < 300 && !summary; i++) {
      const list = (await call('GET', `/api/chat/conversations/${id}/messages/`)).json().messages as {
        content: string;
        metadata: Record<string, unknown>;
      }[];
      summary = list.find((m) => m.metadata.source === 'rca' && m.metadata.rca_request_id === second);
      if (!summary) await new Promise((r) => setTimeout(r, 200));
    }
    expect(summary?.content).toMatch(/Root cause: Orders fell/);
    expect(summary?.content).toContain('channel = Partner, region = East');
  }, 90_000);
});
