/**
 * An invented staff roster (a status of Active or Terminated, salaries, departments): "attrition"
 * and "turnover" are the share of people who left, with or without "rate", and "earners" are
 * ranked by salary.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, expectClose, firstValueOf, useCsvTables } from './csv-test-tables';

function roster(): string {
  const out = ['Staff No,Name,Team,Status,Base Pay'];
  const teams = ['Kitchen', 'Floor', 'Bar'];
  for (let i = 0; i < 90; i++) {
    const status = i % 7 === 0 || i % 11 === 0 || i === 4 ? 'Terminated' : 'Active';
    out.push(`S${200 + i},Person ${i},${teams[i % 3]},${status},${30000 + ((i * 7919) % 20000)}`);
  }
  return out.join('\n');
}

const tables = useCsvTables({ crew_roster: roster() });

describe('roster words', () => {
  it('reads "attrition rate" and a bare "attrition" as the share of people who left', async () => {
    const rows = roster().split('\n').slice(1);
    const left = rows.filter((r) => r.includes(',Terminated,')).length / rows.length;
    expectClose(firstValueOf(await tables.ask("what's our attrition rate", 'crew_roster')) / 100, left);
    expectClose(firstValueOf(await tables.ask('attrition', 'crew_roster')) / 100, left);
  });

  it('ranks the teams by turnover said without "rate"', async () => {
    const answer = await tables.ask('which team has the highest turnover', 'crew_roster');
    const d = askDataOf(answer);
    expect(answer.query?.condition).toEqual([{ kind: 'values', column: 'Status', values: ['Terminated'] }]);
    const share = (team: string) => {
      const rows = roster()
        .split('\n')
        .slice(1)
        .filter((r) => r.includes(`,${team},`));
      return rows.filter((r) => r.includes(',Terminated,')).length / rows.length;
    };
    const best = ['Kitchen', 'Floor', 'Bar'].sort((a, b) => share(b) - share(a))[0];
    expect(d.rows[0]?.Team).toBe(best);
  });

  it('ranks "top 3 earners" by pay', async () => {
    const answer = await tables.ask('top 3 earners', 'crew_roster');
    expect(answer.query?.order).toEqual({ by: 'Base Pay', dir: 'desc' });
    expect(answer.query?.limit).toBe(3);
  });
});
