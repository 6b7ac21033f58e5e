/** Rows named by the first word their columns share, over an invented repair-shop job list. */
import { describe, expect, it } from 'vitest';
import { firstValueOf, useCsvTables } from './csv-test-tables';

function jobs(): string {
  const lines = ['Job No,Job Date,Job Hours,Bay,Kind'];
  for (let i = 0; i < 40; i++) lines.push(`J${100 + i},2024-02-${String((i % 28) + 1).padStart(2, '0')},${1 + (i % 5)},${i % 2 ? 'East' : 'West'},${i % 4 ? 'Service' : 'Bodywork'}`);
  return lines.join('\n');
}

function seasons(): string {
  const lines = ['Rider Name,Rider Team,Season,Wins'];
  for (let i = 0; i < 30; i++) lines.push(`Rider ${i % 6},Team ${i % 3},${2010 + (i % 5)},${i % 7}`);
  return lines.join('\n');
}

const tables = useCsvTables({ shop_jobs: jobs(), rider_seasons: seasons() });

describe('the shared first word of the columns names the rows', () => {
  it('counts "jobs" as rows, not one of the Job columns', async () => {
    expect(firstValueOf(await tables.ask('how many jobs are in this list', 'shop_jobs'))).toBe(40);
  });

  it('leaves the word to its columns when no id tells the rows apart (a rider on each season)', async () => {
    const answer = await tables.ask('how many riders are there', 'rider_seasons');
    expect(answer.query?.measures[0]).not.toEqual({ fn: 'count' });
  });

  it('reads "what % of jobs are bodywork" as a share of rows', async () => {
    expect(firstValueOf(await tables.ask('what % of jobs are bodywork', 'shop_jobs'))).toBeCloseTo(25, 5);
  });
});

function timesheet(): string {
  const lines = ['Week,Unit,Reg Hrs,OT Hrs,OT Pay'];
  const units = ['110-Loading Dock', '220-Front Office', '330-Night Crew'];
  for (let i = 0; i < 30; i++) lines.push(`${1 + (i % 10)},${units[i % 3]},40,${i % 4},${(i % 4) * 30}`);
  return lines.join('\n');
}

const sheets = useCsvTables({ timesheet: timesheet() });

describe('names after a code, hours written hrs', () => {
  it('reads "front office" as the value 220-Front Office and "ot hours" as OT Hrs', async () => {
    const answer = await sheets.ask('total ot hours for front office', 'timesheet');
    expect(answer.query?.measures[0]?.column).toBe('OT Hrs');
    expect(answer.query?.filters[0]).toMatchObject({ column: 'Unit', values: ['220-Front Office'] });
  });
});
