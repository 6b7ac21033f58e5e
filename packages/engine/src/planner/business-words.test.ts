/**
 * Business wording over an invented warranty-claims log: a word naming several columns of which
 * one holds numbers (credit amount / method / date), a quarter said alone after a quarter of one
 * year, the claims dated by their own date (not the purchase's), a change between two periods
 * from the earlier to the later, "total" of a value naming an amount column.
 */
import { describe, expect, it } from 'vitest';
import { expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function claims(): string {
  let s = 3;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const lines = [
    'claimRef,purchaseDate,claimDate,shopFront,status,creditAmount,creditMethod,creditDate,claimReason,model',
  ];
  for (let i = 0; i < 300; i++) {
    const at = Date.UTC(2022, 0, 1) + Math.floor(r() * 900) * 86_400_000;
    const bought = at - Math.floor(3 + r() * 60) * 86_400_000;
    const paid = r() < 0.6;
    lines.push(
      `WC-${i},${day(bought)},${day(at)},${r() < 0.5 ? 'Online' : 'Kiosk'},${paid ? 'Credited' : r() < 0.5 ? 'Declined' : 'Open'},${paid ? (20 + r() * 300).toFixed(2) : ''},${paid ? (r() < 0.5 ? 'Voucher' : 'Bank transfer') : ''},${paid ? day(at + 5 * 86_400_000) : ''},${['Cracked screen', 'Battery', 'Battery', 'No power'][Math.floor(r() * 4)]},${['KX-1', 'KX-2', 'LT-9'][Math.floor(r() * r() * 3)]}`,
    );
  }
  return lines.join('\n');
}

const orderLines = [
  'order_id,sku,qty',
  'B1,A,1',
  'B1,B,2',
  'B2,A,1',
  'B3,C,4',
  'B3,A,1',
  'B3,B,1',
  'B4,C,2',
].join('\n');

const tables = useCsvTables({ warranty_claims: claims(), order_lines: orderLines });
const one = (sql: string) => firstCell(tables, sql);

describe('business words', () => {
  it('measures the one column of numbers among several a word names', async () => {
    expectClose(
      firstValueOf(await tables.ask('total credit', 'warranty_claims')),
      await one('SELECT sum(creditAmount) FROM warranty_claims'),
    );
    expectClose(
      firstValueOf(await tables.ask('avg credit for kiosk', 'warranty_claims')),
      await one(`SELECT avg(creditAmount) FROM warranty_claims WHERE shopFront = 'Kiosk'`),
    );
  });

  it('reads a quarter said alone after a quarter of one year in that year', async () => {
    const first = await tables.ask('how many claims in q2 2023', 'warranty_claims');
    expectClose(
      firstValueOf(first),
      await one(
        `SELECT count(*) FROM warranty_claims WHERE claimDate >= '2023-04-01' AND claimDate < '2023-07-01'`,
      ),
    );
    expectClose(
      firstValueOf(await tables.ask('and q4?', 'warranty_claims', first)),
      await one(
        `SELECT count(*) FROM warranty_claims WHERE claimDate >= '2023-10-01' AND claimDate < '2024-01-01'`,
      ),
    );
  });

  it('dates the claims by their own date, a verb of their coming in adding nothing', async () => {
    expectClose(
      firstValueOf(await tables.ask('how many claims in march 2023', 'warranty_claims')),
      await one(`SELECT count(*) FROM warranty_claims WHERE year(claimDate) = 2023 AND month(claimDate) = 3`),
    );
    expectClose(
      firstValueOf(await tables.ask('how many claims were submitted in q3 2022', 'warranty_claims')),
      await one(
        `SELECT count(*) FROM warranty_claims WHERE year(claimDate) = 2022 AND quarter(claimDate) = 3`,
      ),
    );
  });

  it('reads a change between two periods from the earlier to the later', async () => {
    const reply = await tables.ask('change in claims june 2023 vs may 2023', 'warranty_claims');
    expect(reply.query?.sides?.map((side) => side.label).join(' → ')).toMatch(/may.* → .*jun/i);
  });

  it('adds up the amount column a value names after "total"', async () => {
    expectClose(
      firstValueOf(await tables.ask('total credted in 2023', 'warranty_claims')),
      await one(
        `SELECT sum(creditAmount) FROM warranty_claims WHERE status = 'Credited' AND year(claimDate) = 2023`,
      ),
    );
  });

  it('measures the days between two dates each named by a word', async () => {
    expectClose(
      firstValueOf(await tables.ask('avg days between purchase and claim', 'warranty_claims')),
      await one(`SELECT avg(date_diff('day', purchaseDate, claimDate)) FROM warranty_claims`),
    );
    expectClose(
      firstValueOf(await tables.ask('avg days to credit once the claim is submitted', 'warranty_claims')),
      await one(`SELECT avg(date_diff('day', claimDate, creditDate)) FROM warranty_claims`),
    );
  });

  it('reads a currency sign said as a noun as the money', async () => {
    expectClose(
      firstValueOf(await tables.ask('what share of credited £ went out as voucher', 'warranty_claims')),
      await one(
        `SELECT 100 * sum(creditAmount) FILTER (WHERE creditMethod = 'Voucher') / sum(creditAmount) FROM warranty_claims`,
      ),
    );
  });

  it('asks back how many records have several rows, never counting them all', async () => {
    const reply = await tables.ask('how many orders had more than one item', 'order_lines');
    expect(reply.clarify?.question).toMatch(/several rows/);
  });

  it('dates a holiday that moves with the calendar by its year', async () => {
    expectClose(
      firstValueOf(await tables.ask('how many claims on black friday 2023', 'warranty_claims')),
      await one(`SELECT count(*) FROM warranty_claims WHERE claimDate = DATE '2023-11-24'`),
    );
  });

  it('reads "because of" / "bc" before a value as that value', async () => {
    expectClose(
      firstValueOf(await tables.ask('how many claims bc of declined', 'warranty_claims')),
      await one(`SELECT count(*) FROM warranty_claims WHERE status = 'Declined'`),
    );
  });

  it('ranks a reason by how often it comes up, and "the most claimed" by the rows', async () => {
    const top = await tables.ask('top claim reason for kiosk', 'warranty_claims');
    const want = (
      await tables.registry.query(
        `SELECT claimReason FROM warranty_claims WHERE shopFront = 'Kiosk' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows[0]?.claimReason as string;
    expect(top.markdown).toContain(`**${want}**`);
    const most = await tables.ask('top 2 most claimed models', 'warranty_claims');
    expect(most.query?.measures).toEqual([{ fn: 'count' }]);
    expect(most.query?.groupBy).toEqual([{ column: 'model' }]);
  });
});
