/**
 * An invented ad-platform report (one row per campaign per day, a `Cost` beside a `Conv. Value`,
 * a date column named `Day`, an email channel that costs nothing): "spend" is the cost, never the
 * revenue; "which day" groups the `Day` column once; a ratio over a zero total is no number.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function report(): string {
  const out = ['Day,Campaign,Channel,Clicks,Cost (USD),Conv. Value (USD)'];
  for (let d = 0; d < 60; d++) {
    const day = new Date(Date.UTC(2025, 3, 1) + d * 86_400_000).toISOString().slice(0, 10);
    out.push(
      `${day},Search Brand,Search,${100 + ((d * 37) % 90)},${(50 + ((d * 13) % 40)).toFixed(2)},${(120 + ((d * 29) % 150)).toFixed(2)}`,
    );
    out.push(`${day},Weekly Mail,Email,${40 + ((d * 11) % 30)},0.00,${(30 + ((d * 17) % 60)).toFixed(2)}`);
  }
  return out.join('\n');
}

const tables = useCsvTables({ ad_report: report() });
const one = (sql: string) => firstCell(tables, sql);

describe('ad report words', () => {
  it('reads "spend" as the cost column, not the conversion value', async () => {
    const answer = await tables.ask('total spend by channel', 'ad_report');
    expect(answer.query?.measures).toEqual([{ fn: 'sum', column: 'Cost (USD)' }]);
    expectClose(
      firstValueOf(await tables.ask('how much did we spend in april', 'ad_report')),
      await one(`SELECT sum("Cost (USD)") FROM ad_report WHERE month(Day) = 4`),
    );
  });

  it('groups "which day had the most clicks" by the day once', async () => {
    const answer = await tables.ask('which day had the most clicks', 'ad_report');
    expect(answer.query?.groupBy).toHaveLength(1);
    const d = askDataOf(answer);
    const best = await tables.registry.query(
      `SELECT CAST(Day AS VARCHAR) AS d FROM ad_report GROUP BY Day ORDER BY sum(Clicks) DESC LIMIT 1`,
    );
    expect(answer.markdown).toContain(String(best.rows[0]?.d));
    expect(Object.keys(d.rows[0] ?? {})).toHaveLength(2);
  });

  it('gives no number, never infinity, for a ratio over a zero total', async () => {
    const answer = await tables.ask('conv. value per cost by channel', 'ad_report');
    expect(answer.markdown).not.toMatch(/Infinity/);
  });
});
