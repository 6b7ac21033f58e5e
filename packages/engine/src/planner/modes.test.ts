import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFences, type ChartItem, type TableItem } from '../charts/render-items';
import { openSampleWorkspace, type SampleWorkspace } from '../tools/sample-workspace';
import { answerQuestion } from './answer';

let ws: SampleWorkspace;
beforeAll(async () => {
  ws = await openSampleWorkspace();
}, 60_000);
afterAll(() => ws.dispose());

const orders = { datasets: ['ecommerce_orders'] };

describe('modes of the built-in analyst', () => {
  it('time series: decomposition, forecast with intervals and anomalies of the metric asked about', async () => {
    const answer = await answerQuestion(ws.registry, 'revenue over time', { ...orders, mode: 'time_series' });
    expect(answer.steps.map((s) => s.tool)).toEqual(['time_series', 'forecast', 'anomalies']);
    expect(answer.steps.every((s) => s.ok)).toBe(true);
    for (const step of answer.steps)
      expect(step.arguments).toMatchObject({
        dataset: 'ecommerce_orders',
        measure: { fn: 'sum', column: 'revenue' },
      });
    const items = parseFences(answer.markdown);
    const titles = items.filter((i): i is ChartItem => i.type === 'chart').map((c) => c.title);
    expect(titles).toEqual([
      'total revenue per week: decomposition',
      'Forecast of total revenue',
      'Anomalies in total revenue',
    ]);
    const forecast = items.find(
      (i): i is TableItem => i.type === 'table' && i.metadata?.title === 'Forecast',
    ) as TableItem;
    expect(forecast.headers).toEqual(['period', 'forecast', 'lower', 'upper']);
    for (const [, value, lower, upper] of forecast.rows) {
      expect(lower as number).toBeLessThan(value as number);
      expect(upper as number).toBeGreaterThan(value as number);
    }
    // The flash sale planted in the samples is among the daily anomalies.
    const anomalies = items.find(
      (i): i is TableItem => i.type === 'table' && i.metadata?.title === 'Anomalies',
    ) as TableItem;
    expect(anomalies.rows.map((r) => r[0])).toContain('2024-07-15');
  });

  it('time series keeps a question that is not about time as it is', async () => {
    const answer = await answerQuestion(ws.registry, 'top 3 products by revenue', {
      ...orders,
      mode: 'time_series',
    });
    expect(answer.steps.map((s) => s.tool)).toEqual(['aggregate']);
  });

  it('EDA: a question about the dataset as a whole gets the profile and its report link', async () => {
    const answer = await answerQuestion(ws.registry, 'what is in ecommerce_orders?', {
      mode: 'eda',
      reportUrl: (d) => `/api/datasets/${d}/report/`,
    });
    expect(answer.steps.map((s) => s.tool)).toEqual(['profile']);
    expect(answer.markdown).toContain(
      '[Download the full EDA report (HTML)](/api/datasets/ecommerce_orders/report/)',
    );
    const simple = await answerQuestion(ws.registry, 'what is in ecommerce_orders?', { mode: 'simple' });
    expect(simple.steps.map((s) => s.tool)).toEqual(['describe_dataset']);
  });

  it('uses the tool picked in the Tools select when the question fits it, and says so when not', async () => {
    const profile = await answerQuestion(ws.registry, 'top 5 products by revenue', {
      ...orders,
      tool: 'profile',
    });
    expect(profile.steps).toMatchObject([
      { tool: 'profile', arguments: { dataset: 'ecommerce_orders' }, ok: true },
    ]);
    const forecast = await answerQuestion(ws.registry, 'units by week', { ...orders, tool: 'forecast' });
    expect(forecast.steps).toMatchObject([
      { tool: 'forecast', arguments: { measure: { fn: 'sum', column: 'units' }, bucket: 'week' }, ok: true },
    ]);
    const unfit = await answerQuestion(ws.registry, 'top 5 products by revenue', {
      ...orders,
      tool: 'correlate',
    });
    expect(unfit.steps.map((s) => s.tool)).toEqual(['aggregate']);
    expect(unfit.markdown).toContain(
      'The correlate tool does not fit this question, so I used aggregate instead.',
    );
  });

  it('records each step with its arguments and what it found', async () => {
    const answer = await answerQuestion(ws.registry, 'average order value per region', orders);
    expect(answer.steps).toHaveLength(1);
    const [step] = answer.steps;
    expect(step).toMatchObject({
      tool: 'ask_data',
      ok: true,
      arguments: { groupBy: [{ column: 'region' }] },
    });
    expect(step?.result).toMatch(/The average revenue by region: North: 324\.5/);
  });
});
