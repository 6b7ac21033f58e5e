/**
 * Rates and "per" figures over an invented email-campaign log (one row per segment per day) and a
 * shop's till log: a count's rate is its total over the total of the base the rows count, "X per
 * <a count column's singular>" a ratio of totals, a repeated rate's groups ranked by their average,
 * and a header's "Avg." never taken from the noun said.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function campaigns(): string {
  let s = 7;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const lines = ['Date,Segment,Recipients,Delivered,Opens,Signups,Open Rate,Avg. Signup Time (s),Revenue'];
  for (let d = 0; d < 60; d++) {
    const day = new Date(Date.UTC(2025, 2, 1) + d * 86_400_000).toISOString().slice(0, 10);
    for (const segment of ['Lapsed', 'Loyal', 'Trial']) {
      const recipients = Math.floor(r() < 0.3 ? 40 + r() * 60 : 2000 + r() * 8000);
      const delivered = Math.floor(recipients * (0.9 + r() * 0.09));
      const opens = Math.floor(delivered * (segment === 'Loyal' ? 0.4 : 0.2) * (0.5 + r()));
      const signups = Math.floor(opens * 0.08 * r());
      lines.push(
        `${day},${segment},${recipients},${delivered},${opens},${signups},${((100 * opens) / delivered).toFixed(2)}%,${Math.floor(20 + r() * 90)},$${(signups * (15 + r() * 20)).toFixed(2)}`,
      );
    }
  }
  return lines.join('\n');
}

const tills = [
  'Till,Conversions,Takings,Refund Rate',
  ...Array.from({ length: 30 }, (_, i) => `T${(i % 3) + 1},${(i * 7) % 11},${(i * 13) % 97}.50,${i % 7}.5%`),
].join('\n');

const tables = useCsvTables({ email_campaigns: campaigns(), till_log: tills });
const one = (sql: string) => firstCell(tables, sql);
const numberOf = (row: Record<string, unknown> | undefined) =>
  Object.values(row ?? {}).find((v) => typeof v === 'number') as number;

describe('count rates and per figures', () => {
  it('reads a signup rate as total signups over total delivered, per group', async () => {
    const d = askDataOf(await tables.ask('signup rate by segment', 'email_campaigns'));
    const want = (
      await tables.registry.query(
        `SELECT Segment, sum(Signups) / sum(Delivered) AS v FROM email_campaigns GROUP BY Segment`,
      )
    ).rows;
    for (const row of want)
      expectClose(numberOf(d.rows.find((x) => x.Segment === row.Segment)), Number(row.v));
  });

  it('reads revenue per recipient as a ratio of totals over the rows kept', async () => {
    expectClose(
      firstValueOf(await tables.ask('revenue per recipient for lapsed', 'email_campaigns')),
      await one(`SELECT sum(Revenue) / sum(Recipients) FROM email_campaigns WHERE Segment = 'Lapsed'`),
    );
  });

  it('ranks the segments by their average open rate, not by one peak day', async () => {
    const answer = await tables.ask('which segment has the lowest open rate', 'email_campaigns');
    const d = askDataOf(answer);
    const best = (
      await tables.registry.query(
        `SELECT Segment FROM email_campaigns GROUP BY Segment ORDER BY avg("Open Rate") ASC LIMIT 1`,
      )
    ).rows[0]?.Segment;
    expect(d.rows[0]?.Segment).toBe(best);
    expect(answer.markdown).toMatch(/average/i);
    // the figures of a column written as percents keep the sign
    expect(answer.markdown).toMatch(/\*\*\d+(\.\d+)?%\*\*/);
  });

  it('reads "avg daily signups" as the daily total averaged, not a column headed Avg.', async () => {
    expectClose(
      firstValueOf(await tables.ask('avg daily signups', 'email_campaigns')),
      await one(`SELECT avg(t) FROM (SELECT sum(Signups) AS t FROM email_campaigns GROUP BY Date)`),
    );
  });

  it('reads an average basket value as takings over conversions, not the average row', async () => {
    const d = askDataOf(await tables.ask('average basket value by till', 'till_log'));
    const want = (
      await tables.registry.query(
        `SELECT Till, sum(Takings) / sum(Conversions) AS v FROM till_log GROUP BY Till`,
      )
    ).rows;
    for (const row of want) expectClose(numberOf(d.rows.find((x) => x.Till === row.Till)), Number(row.v));
  });

  it('asks back a conversion rate with nothing it is counted over, never reading another rate column', async () => {
    const answer = await tables.ask('conversion rate by till', 'till_log');
    expect(answer.clarify, answer.markdown).toBeDefined();
  });
});
