/**
 * The analyst on ledgers written here: a pantry's stock ledger (signed quantities, out-going kinds
 * written negative) and a fleet's charging log. Every number is checked against SQL written in the
 * test.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

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
  return { pantry_ledger: ledger.join('\n') };
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
