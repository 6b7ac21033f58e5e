/**
 * Marketing ratios over an invented display-ads report: each is the total of one column over the
 * total of another, never the mean of each row's ratio nor of the report's own ratio column.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function report(): string {
  let s = 11;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const lines = ['report_date,placement,network,cost,impr,link_clicks,click_rate,purchases,purchase_value'];
  for (let d = 0; d < 120; d++) {
    const date = new Date(Date.UTC(2023, 5, 1) + d * 86_400_000).toISOString().slice(0, 10);
    for (const [placement, network] of [
      ['Feed Banner', 'Pinterest'],
      ['Story 30d Video', 'YouTube'],
      ['Search Text', 'Bing'],
    ] as const) {
      // quiet days with few impressions and busy days with many: a mean of row ratios differs
      const impr = Math.floor(r() < 0.3 ? 50 + r() * 100 : 5000 + r() * 20000);
      const clicks = Math.floor(impr * (network === 'Bing' ? 0.04 : 0.01) * (0.5 + r()));
      const purchases = Math.floor(clicks * 0.05 * r());
      lines.push(
        `${date},${placement},${network},${(clicks * (network === 'YouTube' ? 1.9 : 0.8) + r() * 5).toFixed(2)},${impr},${clicks},${((100 * clicks) / impr).toFixed(2)},${purchases},${(purchases * (30 + r() * 40)).toFixed(2)}`,
      );
    }
  }
  return lines.join('\n');
}

const tables = useCsvTables({ display_ads: report() });
const one = (sql: string) => firstCell(tables, sql);

describe('marketing ratios', () => {
  it('reads ctr as total clicks over total impressions, not the mean of the rate column', async () => {
    const d = askDataOf(await tables.ask('ctr by network', 'display_ads'));
    const want = (
      await tables.registry.query(
        `SELECT network, sum(link_clicks) / sum(impr) AS v FROM display_ads GROUP BY network`,
      )
    ).rows;
    for (const row of want) {
      const got = d.rows.find((x) => x.network === row.network);
      const value = Object.values(got ?? {}).find((v) => typeof v === 'number') as number;
      expectClose(value, Number(row.v));
    }
    const mean = await one(`SELECT avg(click_rate) / 100 FROM display_ads WHERE network = 'Bing'`);
    const bing = d.rows.find((x) => x.network === 'Bing');
    expect(
      Math.abs((Object.values(bing ?? {}).find((v) => typeof v === 'number') as number) - mean),
    ).toBeGreaterThan(0.0005);
  });

  it('ranks a cost per click lowest first when the best is asked', async () => {
    const d = askDataOf(await tables.ask('which network has the best cpc', 'display_ads'));
    const best = (
      await tables.registry.query(
        `SELECT network FROM display_ads GROUP BY network ORDER BY sum(cost) / sum(link_clicks) ASC LIMIT 1`,
      )
    ).rows[0]?.network;
    expect(d.rows[0]?.network).toBe(best);
    expect(d.rows.length).toBe(1);
  });

  it('reads roas and cost per purchase over the rows kept (a name with capitals inside said as one word)', async () => {
    expectClose(
      firstValueOf(await tables.ask('roas in july 2023', 'display_ads')),
      await one(
        `SELECT sum(purchase_value) / sum(cost) FROM display_ads WHERE report_date >= '2023-07-01' AND report_date < '2023-08-01'`,
      ),
    );
    expectClose(
      firstValueOf(await tables.ask('cpa for youtube', 'display_ads')),
      await one(`SELECT sum(cost) / sum(purchases) FROM display_ads WHERE network = 'YouTube'`),
    );
  });

  it('keeps the ratio in a follow-up of a figure', async () => {
    const first = await tables.ask('purchases for pinterest', 'display_ads');
    expectClose(
      firstValueOf(await tables.ask('and cpa?', 'display_ads', first)),
      await one(`SELECT sum(cost) / sum(purchases) FROM display_ads WHERE network = 'Pinterest'`),
    );
  });

  it('finds a value with a number run into letters ("30d")', async () => {
    expectClose(
      firstValueOf(await tables.ask('total link clicks for story 30d video in july 2023', 'display_ads')),
      await one(
        `SELECT sum(link_clicks) FROM display_ads WHERE placement = 'Story 30d Video' AND report_date >= '2023-07-01' AND report_date < '2023-08-01'`,
      ),
    );
  });
});
