import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSampleWorkspace, type SampleWorkspace } from '../tools/sample-workspace';
import { ToolInputError, type ToolContext } from '../tools/types';
import { anomaliesTool, forecastTool, timeSeriesTool } from './tools';

let ws: SampleWorkspace;
let ctx: ToolContext;
beforeAll(async () => {
  ws = await openSampleWorkspace();
  ctx = { registry: ws.registry };
});
afterAll(() => ws.dispose());

describe('time-series tools on the samples', () => {
  it('forecasts monthly revenue with intervals around the point forecast', async () => {
    const result = await forecastTool.run(
      { dataset: 'ecommerce_orders', measure: { fn: 'sum', column: 'revenue' }, bucket: 'month', horizon: 3 },
      ctx,
    );
    const data = result.data as {
      rows: { period: string; forecast: number; lower: number; upper: number }[];
    };
    expect(data.rows.map((r) => r.period)).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
    for (const r of data.rows) {
      expect(r.lower).toBeLessThan(r.forecast);
      expect(r.upper).toBeGreaterThan(r.forecast);
      expect(r.forecast).toBeGreaterThan(0);
    }
    expect(result.text).toMatch(/Model: /);
  });

  it('refuses in plain words to forecast a series shorter than four periods', async () => {
    const run = forecastTool.run(
      { dataset: 'ecommerce_orders', measure: { fn: 'sum', column: 'revenue' }, bucket: 'year', horizon: 1 },
      ctx,
    );
    await expect(run).rejects.toBeInstanceOf(ToolInputError);
    await expect(run).rejects.toThrow('A forecast needs at least 4 periods of data; ecommerce_orders has 2 years of it.');
  });

  it('leaves out weeks the data covers only in part', async () => {
    const result = await timeSeriesTool.run(
      { dataset: 'ecommerce_orders', measure: { fn: 'sum', column: 'revenue' }, bucket: 'week' },
      ctx,
    );
    const labels = (result.data as { labels: string[] }).labels;
    // The data runs from Sunday 2023-01-01 to Tuesday 2024-12-31: the first full week starts on
    // Monday 2023-01-02 and the last full one on 2024-12-23.
    expect(labels[0]).toBe('2023-01-02');
    expect(labels[labels.length - 1]).toBe('2024-12-23');
    const monthly = await timeSeriesTool.run(
      { dataset: 'ecommerce_orders', measure: { fn: 'sum', column: 'revenue' }, bucket: 'month' },
      ctx,
    );
    const months = (monthly.data as { labels: string[] }).labels;
    expect([months[0], months[months.length - 1], months.length]).toEqual(['2023-01-01', '2024-12-01', 24]);
  });

  it('finds the planted flash sale and the tracking outage', async () => {
    const sales = await anomaliesTool.run(
      { dataset: 'ecommerce_orders', measure: { fn: 'sum', column: 'revenue' }, bucket: 'day' },
      ctx,
    );
    expect(sales.text).toContain('2024-07-15');
    const traffic = await anomaliesTool.run(
      { dataset: 'web_traffic', measure: { fn: 'sum', column: 'sessions' }, bucket: 'day' },
      ctx,
    );
    expect(traffic.text).toMatch(/drop on \*\*2024-05-10/);
  });

  it('explains a series: weekly season and the paid-mobile conversion drop', async () => {
    const result = await timeSeriesTool.run(
      {
        dataset: 'web_traffic',
        measure: { fn: 'sum', column: 'conversions' },
        bucket: 'day',
        filters: [
          { column: 'source', op: '=', value: 'paid' },
          { column: 'device', op: '=', value: 'mobile' },
        ],
      },
      ctx,
    );
    const data = result.data as { period: number | null; changePoints: { period: string }[] };
    expect(data.changePoints.some((c) => c.period >= '2024-08-20' && c.period <= '2024-09-10')).toBe(true);
    const sessions = await timeSeriesTool.run(
      {
        dataset: 'web_traffic',
        measure: { fn: 'sum', column: 'sessions' },
        bucket: 'day',
        filters: [{ column: 'device', value: 'desktop' }],
      },
      ctx,
    );
    expect((sessions.data as { period: number | null }).period).toBe(7);
    expect(sessions.text).toMatch(/grows/);
  });
});
