/**
 * The analyst on report exports written here: card claims in each line's currency beside the
 * amount converted into one, seat and fee movements with before / after / change columns, and a
 * market's stalls listed under a heading row per site with a placeholder holder on empty stalls.
 * Every number is checked against SQL written in the test.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function tableTexts(): Record<string, string> {
  let s = 11;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const pick = <T,>(xs: T[]) => xs[Math.floor(r() * xs.length)] as T;
  const claims = ['Claim Ref,Staff,Team,Spent On,Amount,Amount EUR,Status'];
  const rates: Record<string, number> = { EUR: 1, USD: 0.92, GBP: 1.17 };
  for (let i = 0; i < 240; i++) {
    const ccy = pick(['EUR', 'EUR', 'USD', 'GBP']);
    const amount = 5 + Math.floor(r() * 40000) / 100;
    const day = new Date(Date.UTC(2023, 2, 1) + Math.floor(r() * 200) * 86_400_000).toISOString().slice(0, 10);
    claims.push(
      `CL-${1000 + i},${pick(['Ines Park', 'Tom Vale', 'Ada Wren', 'Lu Chen'])},${pick(['Ops', 'Research', 'Support'])},${day},"${ccy} ${amount.toFixed(2)}",${(amount * rates[ccy]!).toFixed(2)},${pick(['Paid', 'Paid', 'Refused'])}`,
    );
  }
  const moves = ['Moved At,Account,Kind,Seats Before,Seats After,Fee Before,Fee After,Fee Change'];
  for (let i = 0; i < 200; i++) {
    const kind = pick(['Joined', 'Joined', 'Grown', 'Shrunk', 'Left']);
    const before = kind === 'Joined' ? 0 : 2 + Math.floor(r() * 20);
    const after = kind === 'Left' ? 0 : kind === 'Shrunk' ? Math.max(1, before - 1 - Math.floor(r() * 3)) : before + 1 + Math.floor(r() * 8);
    const fee = (n: number) => n * 12.5;
    const at = new Date(Date.UTC(2024, 0, 1) + Math.floor(r() * 170) * 86_400_000).toISOString().slice(0, 10);
    moves.push(`${at},A${100 + i},${kind},${before},${after},${fee(before).toFixed(2)},${fee(after).toFixed(2)},${(fee(after) - fee(before)).toFixed(2)}`);
  }
  const stalls = ['Stall,Holder,Kind,Area,Monthly Fee'];
  for (const [site, code] of [
    ['North Hall (NH)', 'NH'],
    ['South Yard (SY)', 'SY'],
    ['East Arcade (EA)', 'EA'],
  ] as const) {
    stalls.push(`${site},,,,`);
    for (let k = 0; k < 12; k++) {
      const empty = r() < 0.2;
      stalls.push(
        `${code}-${k + 1},${empty ? 'VACANT' : `Holder ${code}${k}`},${pick(['Food', 'Craft', 'Books'])},${20 + Math.floor(r() * 80)},${empty ? '' : `"${(200 + Math.floor(r() * 3000)).toLocaleString('en-US')}.00"`}`,
      );
    }
    stalls.push('');
  }
  return { card_claims: claims.join('\n'), seat_moves: moves.join('\n'), market_stalls: stalls.join('\n') };
}

const tables = useCsvTables(tableTexts());
const value = firstValueOf;
const one = (sql: string) => firstCell(tables, sql);

describe('an amount in each line\'s currency beside the converted amount', () => {
  it('adds up the converted amount for spend and totals', async () => {
    expectClose(value(await tables.ask('total spend for the ops team', 'card_claims')), await one(`SELECT sum("Amount EUR") FROM card_claims WHERE Team = 'Ops'`));
    const d = askDataOf(await tables.ask('how much did each team spend', 'card_claims'));
    expect(JSON.stringify(d)).toContain('Amount EUR');
  });

  it('reads the amounts as written when the original currency is asked', async () => {
    const answer = await tables.ask('total amount in the original currency', 'card_claims');
    expect(answer.markdown).not.toContain('Amount EUR');
  });
});

describe('movements with before, after and change columns', () => {
  it('reads the quantity said alone as its change, "net" as the sum of every change', async () => {
    expectClose(value(await tables.ask('net new fee', 'seat_moves')), await one('SELECT sum("Fee Change") FROM seat_moves'));
    expectClose(value(await tables.ask('total fee for grown accounts', 'seat_moves')), await one(`SELECT sum("Fee Change") FROM seat_moves WHERE Kind = 'Grown'`));
  });

  it('correlates the after value of a quantity without a change column', async () => {
    const d = askDataOf(await tables.ask('correlation between seats and fee for joined accounts', 'seat_moves'));
    expect(JSON.stringify(d)).toContain('Seats After');
  });
});

describe('rows listed under a heading row per group', () => {
  it('reads the groups by the noun people call them, the placeholder holder as missing', async () => {
    const d = askDataOf(await tables.ask('total monthly fee by site', 'market_stalls'));
    expect(d.rows.length).toBe(3);
    expectClose(value(await tables.ask('total monthly fee', 'market_stalls')), await one('SELECT sum("Monthly Fee") FROM market_stalls'));
    expect(await one('SELECT count(*) FROM market_stalls WHERE Holder IS NULL')).toBeGreaterThan(0);
    const biggest = askDataOf(await tables.ask('biggest holder by area', 'market_stalls'));
    expect(JSON.stringify(biggest.rows[0])).not.toContain('VACANT');
  });
});
