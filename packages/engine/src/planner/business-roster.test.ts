/**
 * Rosters over an invented staff list (joined / left dates, left blank while people stay, and a
 * team named "People"): current staff, leavers in a period, tenure, fields named by their people.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstCell, firstValueOf, useCsvTables } from './csv-test-tables';

function staff(): string {
  let s = 5;
  const r = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const lines = ['person_ref,full_name,team,contract,joined_on,left_on,salary,bonus_eligible,manager_ref'];
  for (let i = 0; i < 400; i++) {
    const joined = Date.UTC(2016, 0, 1) + Math.floor(r() * 3000) * 86_400_000;
    const gone = r() < 0.45;
    const left = gone ? joined + Math.floor(30 + r() * 1500) * 86_400_000 : undefined;
    const leftOn = left !== undefined && left < Date.UTC(2024, 5, 30) ? day(left) : '';
    const team = ['Design', 'Accounting', 'People', 'Support'][Math.floor(r() * 4)] as string;
    lines.push(
      `S${1000 + i},Person ${i},${team},${r() < 0.8 ? 'Employee' : 'Freelance'},${day(joined)},${leftOn},${40_000 + Math.floor(r() * 400) * 250},${r() < 0.6 ? 'Y' : 'N'},${i < 6 ? '' : `S${1000 + Math.floor(r() * r() * 6)}`}`,
    );
  }
  return lines.join('\n');
}

const tables = useCsvTables({ staff_list: staff() });
const one = (sql: string) => firstCell(tables, sql);
const ask = (q: string, previous?: Awaited<ReturnType<typeof tables.ask>>) =>
  tables.ask(q, 'staff_list', previous);

describe('rosters', () => {
  it('counts the current staff for a headcount, "do we have" and "right now"', async () => {
    expectClose(
      firstValueOf(await ask('current headcount')),
      await one('SELECT count(*) FROM staff_list WHERE left_on IS NULL'),
    );
    expectClose(
      firstValueOf(await ask('how many freelance do we have')),
      await one(`SELECT count(*) FROM staff_list WHERE left_on IS NULL AND contract = 'Freelance'`),
    );
    const byTeam = askDataOf(await ask('headcount by team'));
    const design = byTeam.rows.find((row) => row.team === 'Design');
    expectClose(
      Object.values(design ?? {}).find((v) => typeof v === 'number') as number,
      await one(`SELECT count(*) FROM staff_list WHERE left_on IS NULL AND team = 'Design'`),
    );
  });

  it('reads "left in <period>" on the end date, people being the rows, not a team named People', async () => {
    expectClose(
      firstValueOf(await ask('how many people left in 2023')),
      await one('SELECT count(*) FROM staff_list WHERE year(left_on) = 2023'),
    );
    expectClose(
      firstValueOf(await ask('how many ppl left in 2022')),
      await one('SELECT count(*) FROM staff_list WHERE year(left_on) = 2022'),
    );
  });

  it('measures tenure from the start to the end date, or to the date said for those still there', async () => {
    expectClose(
      firstValueOf(await ask('avg tenure of current staff in years as of 30 jun 2024')),
      await one(
        `SELECT avg(date_diff('day', joined_on, DATE '2024-06-30') / 365.25) FROM staff_list WHERE left_on IS NULL`,
      ),
    );
    expectClose(
      firstValueOf(await ask('avg tenure of the people who left in 2023')),
      await one(
        `SELECT avg(date_diff('day', joined_on, left_on) / 365.25) FROM staff_list WHERE year(left_on) = 2023`,
      ),
    );
  });

  it('reads a field by its people ("designers") and pay of people as current pay', async () => {
    expectClose(
      firstValueOf(await ask('how many designers do we have')),
      await one(`SELECT count(*) FROM staff_list WHERE left_on IS NULL AND team = 'Design'`),
    );
    const top = askDataOf(await ask('top 2 highest paid accountants'));
    // ties at the second place are all listed
    const want = (
      await tables.registry.query(
        `SELECT full_name FROM staff_list WHERE left_on IS NULL AND team = 'Accounting'
         QUALIFY rank() OVER (ORDER BY salary DESC) <= 2`,
      )
    ).rows.map((row) => row.full_name);
    expect(top.rows.map((row) => row.full_name).sort()).toEqual(want.sort());
  });

  it('reads a two-word name said the other way round ("eligible for bonus")', async () => {
    expectClose(
      firstValueOf(await ask('how many current staff are not eligible for bonus')),
      await one(`SELECT count(*) FROM staff_list WHERE left_on IS NULL AND bonus_eligible = 'N'`),
    );
  });

  it('names the manager an id points at, and ranks managers by their current reports', async () => {
    const who = await ask("who is Person 50's manager");
    const managerOf50 = (
      await tables.registry.query(
        `SELECT m.full_name FROM staff_list e JOIN staff_list m ON e.manager_ref = m.person_ref WHERE e.full_name = 'Person 50'`,
      )
    ).rows[0]?.full_name as string;
    expect(who.markdown).toContain(`${managerOf50})`);
    const most = await ask('who has the most direct reports');
    const top = (
      await tables.registry.query(
        `SELECT m.full_name FROM staff_list e JOIN staff_list m ON e.manager_ref = m.person_ref
         WHERE e.left_on IS NULL GROUP BY m.full_name ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows[0]?.full_name as string;
    expect(most.markdown).toContain(`(${top})`);
  });
});
