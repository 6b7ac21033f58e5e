import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const tables = useCsvTables({
  ferries: [
    'Ship,Yard,Launch date,Tonnage',
    'Gull Point,Harland,4 May 1971,2100',
    'Saltcombe,Vosper,12 June 1982,3400',
    'Harrow Head,Harland,30 March 1995,1800',
    'Wren Rock,Appledore,9 October 2008,2700',
    'Kestrel,Vosper,21 July 1999,2950',
  ].join('\n'),
});

describe('a row ranked by its date alone', () => {
  it('is named by the table label, its date shown', async () => {
    const md = (await tables.ask('most recent launch', 'ferries')).markdown;
    expect(md).toContain('Wren Rock');
    expect(md).toContain('2008-10-09');
  });

  it('a question for the date itself still gets the date', async () => {
    expect((await tables.ask('what is the most recent launch date', 'ferries')).markdown).toContain(
      '2008-10-09',
    );
  });
});

const charts = useCsvTables({
  singles: [
    'Single,Year,Peak (DE),Peak (FR)',
    'Night Tide,1991,1,3',
    'Glass Harbor,1993,4,1',
    'Low Sun,1996,2,2',
    'Paper Crown,1999,7,5',
  ].join('\n'),
});

describe('two number columns named, one row ranked by one of them', () => {
  it('asks back rather than rank by one column alone', async () => {
    const answer = await charts.ask('which single did better in germany than in france', 'singles');
    expect(answer.clarify).toBeDefined();
  });
});
