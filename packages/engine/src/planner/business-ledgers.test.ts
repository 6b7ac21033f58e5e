/**
 * The analyst on ledgers written here: a pantry's stock ledger (signed quantities, out-going kinds
 * written negative) and a fleet's charging log. Every number is checked against SQL written in the
 * test.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';
import { shortens } from './parse/code-words';

function tableTexts(): Record<string, string> {
  let s = 11;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)] as T;
  const ledger = ['entry_no,entry_day,pantry,item,shelf_group,kind,qty,line_value'];
  for (let i = 0; i < 400; i++) {
    const kind = pick(['STOCKED', 'HANDED', 'HANDED', 'HANDED', 'SPOILED', 'RECOUNT']);
    const size = 1 + Math.floor(r() * 40);
    const qty = kind === 'STOCKED' ? size * 3 : kind === 'RECOUNT' ? (r() < 0.5 ? -size : size) : -size;
    const day = new Date(Date.UTC(2024, 0, 2) + Math.floor(r() * 170) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    ledger.push(
      `${9000 + i},${day},${pick(['Elm', 'Oak'])},${pick(['Rice', 'Beans', 'Oats', 'Soup'])},${pick(['Dry', 'Tins'])},${kind},${qty},${(qty * 1.5).toFixed(2)}`,
    );
  }
  const refuels = [
    'refuel_ref,refuel_day,boat,marina,product,units,unit_price,gross_amount,net_amount,engine_hours',
  ];
  for (let i = 0; i < 300; i++) {
    const units = 5 + Math.floor(r() * 400) / 10;
    const price = 4 + Math.floor(r() * 100) / 100;
    const gross = Math.round(units * price * 100) / 100;
    const net = Math.round(gross * (r() < 0.4 ? 0.95 : 1) * 100) / 100;
    const day = new Date(Date.UTC(2024, 2, 1) + Math.floor(r() * 150) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    refuels.push(
      `RF${7000 + i},${day},${pick(['Gull', 'Tern', 'Skua'])},${pick(['Bayside', 'Harbour'])},${pick(['MARINE DIESEL', 'PETROL'])},${units},${price},${gross},${net},${r() < 0.15 ? '' : Math.floor(r() * 3000)}`,
    );
  }
  const permits = ['Permit #,Permit Status,Site State,Fee'];
  for (let i = 0; i < 120; i++)
    permits.push(
      `PRM-${500 + i},${pick(['Issued', 'Pending', 'Refused'])},${pick(['Kent', 'Devon', 'Essex'])},${50 + Math.floor(r() * 200)}`,
    );
  return { pantry_ledger: ledger.join('\n'), boat_refuels: refuels.join('\n'), permits: permits.join('\n') };
}

const tables = useCsvTables(tableTexts());
const { ask } = tables;

describe('signed quantities: what went out is written negative', () => {
  it('totals an out-going kind as a positive amount', async () => {
    const answer = await ask('total qty handed', 'pantry_ledger');
    expectClose(
      firstValueOf(answer),
      await firstCell(tables, `SELECT -sum(qty) FROM pantry_ledger WHERE kind = 'HANDED'`),
    );
    expect(answer.markdown).toMatch(/sign flipped/);
  });

  it('ranks the groups that lost the most first', async () => {
    const answer = await ask('which item had the most qty spoiled', 'pantry_ledger');
    const d = askDataOf(answer);
    const [top] = (
      await tables.registry.query(
        `SELECT item FROM pantry_ledger WHERE kind = 'SPOILED' GROUP BY item ORDER BY sum(qty) LIMIT 1`,
      )
    ).rows;
    expect(d.rows[0]?.[d.labelKeys[0] as string]).toBe(top?.item);
  });

  it('leaves a kind of both signs as it is', async () => {
    const answer = await ask('total qty recount', 'pantry_ledger');
    expectClose(
      firstValueOf(answer),
      await firstCell(tables, `SELECT sum(qty) FROM pantry_ledger WHERE kind = 'RECOUNT'`),
    );
    expect(answer.markdown).not.toMatch(/sign flipped/);
  });
});

describe('business shorthand over exports', () => {
  it('reads txns, w/o and a reading left blank as the rows without a value', async () => {
    const answer = await ask('how many refuels w/o an engine hours reading', 'boat_refuels');
    expect(firstValueOf(answer)).toBe(
      await firstCell(tables, 'SELECT count(*) FROM boat_refuels WHERE engine_hours IS NULL'),
    );
    expect(firstValueOf(await ask('how many lines have no engine hours', 'boat_refuels'))).toBe(
      await firstCell(tables, 'SELECT count(*) FROM boat_refuels WHERE engine_hours IS NULL'),
    );
  });

  it('reads spend as the net amount beside a gross one, and gallons as the units column', async () => {
    expectClose(
      firstValueOf(await ask('total spend', 'boat_refuels')),
      await firstCell(tables, 'SELECT sum(net_amount) FROM boat_refuels'),
    );
    expectClose(
      firstValueOf(await ask('total petrol gallons', 'boat_refuels')),
      await firstCell(tables, "SELECT sum(units) FROM boat_refuels WHERE product = 'PETROL'"),
    );
  });

  it('groups by a column said in part after the rows were named by its other word', async () => {
    const answer = await ask('permits by status', 'permits');
    expect(answer.query?.groupBy).toEqual([{ column: 'Permit Status' }]);
    const top = await ask('top 2 states by # of permits', 'permits');
    expect(top.query?.groupBy).toEqual([{ column: 'Site State' }]);
    expect(top.query?.measures).toEqual([{ fn: 'count' }]);
  });

  it('reads may set against another month as the month, and a change asked in percent', async () => {
    const answer = await ask('total qty handed may vs april (%)', 'pantry_ledger');
    expect(answer.query?.kind).toBe('compare');
    expect(answer.query?.sides?.map((side) => side.label).sort()).toEqual(['April', 'May']);
  });

  it('reads "in this report" as the whole table', async () => {
    expect(firstValueOf(await ask('how many entries are in this report', 'pantry_ledger'))).toBe(400);
    expect(firstValueOf(await ask('how many entries are on the ledger', 'pantry_ledger'))).toBe(400);
  });

  it('reads a word a code of the data shortens as that code', async () => {
    expect(shortens('adj', 'adjustments')).toBe(true);
    expect(shortens('rcpt', 'receipt')).toBe(true);
    expect(shortens('rtn', 'returns')).toBe(true);
    expect(shortens('xfer', 'transfered')).toBe(true);
    expect(shortens('pick', 'price')).toBe(false);
    const answer = await ask('avg qty of recounts', 'pantry_ledger');
    expectClose(
      firstValueOf(answer),
      await firstCell(tables, "SELECT avg(qty) FROM pantry_ledger WHERE kind = 'RECOUNT'"),
    );
  });

  it('reads a value skipped as missing, and two periods by a named date as read on that date', async () => {
    const skipped = await ask('which boat skips the engine hours the most', 'boat_refuels');
    expect(skipped.query?.filters).toEqual([{ kind: 'null', column: 'engine_hours', isNull: true }]);
    const sides = await ask('number of entries jan vs feb by entry day', 'pantry_ledger');
    expect(sides.query?.groupBy).toEqual([]);
    expect(sides.query?.sides?.every((side) => side.filters.every((f) => f.column === 'entry_day'))).toBe(
      true,
    );
  });

  it('asks back a named ratio whose divisor the table lacks', async () => {
    const answer = await ask('whats our loss ratio this year', 'permits');
    expect(answer.clarify?.question).toMatch(/divides by premiums/);
  });
});
