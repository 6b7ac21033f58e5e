import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFences } from '../charts/render-items';
import { openSampleWorkspace, type SampleWorkspace } from '../tools/sample-workspace';
import { BuiltinAnalyst } from './answer';
import { lastComplete, parseTimePhrases } from './time-phrases';
import { stem, tokenize } from './text';

let ws: SampleWorkspace;
let analyst: BuiltinAnalyst;
beforeAll(async () => {
  ws = await openSampleWorkspace();
  analyst = new BuiltinAnalyst(ws.registry);
}, 60_000);
afterAll(() => ws.dispose());

describe('words and time phrases', () => {
  it('stems plurals and past tenses and splits snake_case', () => {
    expect(['categories', 'orders', 'churned', 'boxes', 'status', 'sales'].map(stem)).toEqual([
      'category',
      'order',
      'churn',
      'box',
      'status',
      'sale',
    ]);
    expect(tokenize('avg_session_seconds by orderDate').map((t) => t.word)).toEqual([
      'avg',
      'session',
      'seconds',
      'by',
      'order',
      'date',
    ]);
  });

  it('anchors relative ranges on the data, not on today', () => {
    expect(lastComplete('2024-12-31', 'quarter')).toMatchObject({ from: '2024-10-01', to: '2025-01-01' });
    expect(lastComplete('2024-12-15', 'quarter')).toMatchObject({ from: '2024-07-01', to: '2024-10-01' });
    expect(parseTimePhrases('revenue in the last 7 days', '2024-12-31').range).toMatchObject({
      from: '2024-12-25',
      to: '2025-01-01',
    });
    expect(parseTimePhrases('sales in Q2 2023 by week', undefined)).toMatchObject({
      bucket: 'week',
      range: { from: '2023-04-01', to: '2023-07-01' },
    });
    // A month without a year is the latest such month of the data.
    expect(parseTimePhrases('orders in March', '2024-06-30').range).toMatchObject({
      from: '2024-03-01',
      to: '2024-04-01',
    });
    expect(parseTimePhrases('orders in December', '2024-06-30').range).toMatchObject({
      from: '2023-12-01',
      to: '2024-01-01',
    });
    expect(parseTimePhrases('forecast for the next six weeks', '2024-12-31').horizon).toEqual({
      count: 6,
      bucket: 'week',
    });
  });
});

describe('the built-in analyst', () => {
  it('answers with what it understood, a narrative, a table and a chart', async () => {
    const answer = await analyst.answer('top 5 products by revenue');
    // over a workspace of several datasets, the sentence names the one that answered
    expect(answer.markdown).toMatch(/^\*You asked for the top 5 total revenue by product, in ecommerce_orders\.\*/);
    expect(answer.markdown).toMatch(/The total revenue by product: Laptop: [\d,.]+; /);
    expect(parseFences(answer.markdown).map((i) => i.type)).toEqual(['table', 'chart']);
  });

  it('offers questions built from real columns when it cannot map a question', async () => {
    const answer = await analyst.answer('what is the meaning of life', { datasets: ['web_traffic'] });
    expect(answer.plan.tool).toBeNull();
    expect(answer.markdown).toContain('Did you mean one of these?');
    expect(answer.clarify?.choices.length).toBeGreaterThanOrEqual(2);
    for (const s of answer.clarify?.choices ?? []) {
      const followUp = await analyst.answer(s, { datasets: ['web_traffic'] });
      expect(followUp.plan.tool, s).not.toBeNull();
      expect(followUp.error, s).toBeUndefined();
    }
  });

  it('keeps to the conversation datasets and explains refused SQL', async () => {
    const plan = await analyst.plan('total revenue by region', ['saas_subscriptions']);
    expect(plan.dataset).toBe('saas_subscriptions');
    const refused = await analyst.answer('select * from secrets');
    expect(refused.error).toMatch(/Unknown dataset/);
    expect(refused.markdown).toContain('I could not answer it');
  });
});
