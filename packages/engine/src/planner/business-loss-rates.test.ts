/**
 * Loss rates over an invented bakery line log (good loaves and rejected ones per oven and crew)
 * and rates of a two-word status over an invented repair-desk log ("No Fix", "No-Fix", "no fix").
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function ovens(): string {
  const lines = ['Bake Date,Oven,Crew,Good Loaves,Rejected Loaves'];
  const ovenNames = ['North', 'South', 'Old'];
  for (let d = 1; d <= 20; d++) {
    for (const [k, oven] of ovenNames.entries()) {
      // a quiet day with few loaves and a high share rejected: a mean of row rates differs
      const good = d % 5 === 0 ? 40 : 900 + 37 * k + d;
      const rejected = oven === 'Old' ? 30 + (d % 4) : d % 5 === 0 ? 20 : 5 + k;
      lines.push(`2024-03-${String(d).padStart(2, '0')},${oven},${d % 2 ? 'Early' : 'Late'},${good},${rejected}`);
    }
  }
  return lines.join('\n');
}

function desk(): string {
  const lines = ['Ticket,Desk,Outcome'];
  const outcomes = ['Fixed', 'Fixed', 'No Fix', 'Fixed', 'No-Fix', 'Fixed', 'no fix', 'Fixed', 'Fixed', 'Fixed'];
  for (let i = 0; i < 60; i++) lines.push(`T${i},${i % 3 === 0 ? 'Counter' : i % 3 === 1 ? 'Phone' : 'Mail'},${outcomes[(i * 7 + (i % 3)) % 10]}`);
  return lines.join('\n');
}

const tables = useCsvTables({ bakery_line: ovens(), repair_desk: desk() });

describe('loss rates of a production log', () => {
  it('reads a reject rate by oven as rejected over good + rejected, summed per oven', async () => {
    const d = askDataOf(await tables.ask('reject rate by oven', 'bakery_line'));
    for (const oven of ['North', 'South', 'Old']) {
      const want = await firstCell(
        tables,
        `SELECT sum("Rejected Loaves") / sum("Good Loaves" + "Rejected Loaves") FROM bakery_line WHERE Oven = '${oven}'`,
      );
      const got = d.rows.find((r) => r.Oven === oven);
      expectClose(Number(Object.values(got ?? {}).find((v) => typeof v === 'number')), want);
    }
  });

  it('ranks the worst reject rate highest first', async () => {
    const d = askDataOf(await tables.ask('which oven has the worst reject rate', 'bakery_line'));
    expect(d.rows[0]?.Oven).toBe('Old');
  });

  it('compares two crews by their reject rate', async () => {
    const answer = await tables.ask('reject rate early vs late', 'bakery_line');
    expect(answer.query?.kind).toBe('compare');
    expect(answer.query?.measures[0]?.per?.column).toBe('Good Loaves + Rejected Loaves');
  });

  it('reads a scrap rate over the one column of lost pieces, named by another loss word', async () => {
    const d = askDataOf(await tables.ask('scrap rate by oven', 'bakery_line'));
    const want = await firstCell(
      tables,
      `SELECT sum("Rejected Loaves") / sum("Good Loaves" + "Rejected Loaves") FROM bakery_line WHERE Oven = 'Old'`,
    );
    const got = d.rows.find((r) => r.Oven === 'Old');
    expectClose(Number(Object.values(got ?? {}).find((v) => typeof v === 'number')), want);
  });

  it('leaves a log without the good pieces to the other readings', async () => {
    const answer = await tables.ask('no fix rate by desk', 'repair_desk');
    expect(answer.query?.measures.some((m) => m.per)).toBeFalsy();
  });
});

describe('the rate of a two-word status', () => {
  it('reads "no fix rate by desk" as the share of rows with that status, spellings merged at load', async () => {
    const d = askDataOf(await tables.ask('no fix rate by desk', 'repair_desk'));
    expect(d.rows.length).toBe(3);
    const overall = firstValueOf(await tables.ask('what is the no-fix rate', 'repair_desk'));
    const want = await firstCell(tables, `SELECT 100.0 * count(*) FILTER (WHERE Outcome = 'No Fix') / count(*) FROM repair_desk`);
    expectClose(overall, want);
  });

  it('takes the worst no fix rate as the highest', async () => {
    const d = askDataOf(await tables.ask('which desk has the worst no-fix rate', 'repair_desk'));
    const rates = await tables.registry.query(
      `SELECT Desk, count(*) FILTER (WHERE Outcome = 'No Fix') / count(*) AS r FROM repair_desk GROUP BY Desk ORDER BY r DESC`,
    );
    expect(d.rows[0]?.Desk).toBe(rates.rows[0]?.Desk);
  });
});

function loans(): string {
  const lines = ['Loan No,Branch,Loaned On,Status,Renew Note'];
  for (let i = 0; i < 48; i++) {
    const status = i % 4 === 0 ? 'Renewed' : i % 4 === 1 ? 'Overdue' : 'Returned';
    lines.push(`L${i},${i % 2 ? 'Hill' : 'Dock'},2024-0${1 + (i % 3)}-1${i % 9},${status},${status === 'Renewed' && i % 8 ? 'online' : ''}`);
  }
  return lines.join('\n');
}

const library = useCsvTables({ library_loans: loans() });

describe('the plural noun of an event a status value spells', () => {
  it('counts "renewals" as the rows whose status is Renewed', async () => {
    const answer = await library.ask('renewals in jan vs feb', 'library_loans');
    expect(JSON.stringify(answer.query?.filters ?? [])).toContain('Renewed');
    const n = firstValueOf(await library.ask('how many renewals at hill', 'library_loans'));
    expect(n).toBe(await firstCell(library, `SELECT count(*) FROM library_loans WHERE Status = 'Renewed' AND Branch = 'Hill'`));
  });
});

const series = useCsvTables({
  jobless: ['series,month,rate', 'Self-employed,1,5.5', 'Wage earners,1,7.1', 'Self-employed,2,5.9', 'Wage earners,2,7.4'].join('\n'),
});

describe('a two-word value beside a rate column', () => {
  it('reads "self-employed rate" as the rate column of that series, not a share of rows', async () => {
    const answer = await series.ask('self-employed rate in month 2', 'jobless');
    expect(answer.query?.kind).not.toBe('percent');
  });
});
