import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { titleAsValue } from './wide-title';

// An invented statistics download: a title over a line code, areas with note numbers, years across.
const WATER = [
  '"Household water use&nbsp;4/","Code","Area","2001  ","2002  ","2003  "',
  '"510","00","United States 1/",120 ,125 ,131 ',
  '"510","01","Ashby",100 ,104 ,99 ',
  '"510","02","Bexley 1/",140 ,150 ,155 ',
  '"510","03","Carrow",90 ,95 ,97 ',
  '"Source: Invented Bureau of Water"',
  '"May 2031"',
].join('\n');

const t = useCsvTables({ water: WATER });

describe("a wide table's title column", () => {
  it('reads the title words as the values of the year columns', async () => {
    const reply = await t.ask('household water use in 2002 for bexley', 'water');
    expect(reply.markdown).toContain('**150**');
    const lowest = await t.ask('which area had the lowest household water use in 2003', 'water');
    expect(lowest.markdown).toContain('Carrow');
  });

  it('reads "the us" and a question opening with "us" as the United States', async () => {
    const reply = await t.ask('us household water use in 2001', 'water');
    expect(reply.markdown).toContain('**120**');
    expect(reply.markdown).not.toContain('United States 1/');
  });

  it('puts a run of two or more title words as the value, never one word alone', () => {
    const title = ['per', 'capita', 'personal', 'income'];
    expect(titleAsValue('per capita income in 2008', title, 'value')).toBe('value in 2008');
    expect(titleAsValue('income of ashby', title, 'value')).toBe('income of ashby');
    expect(titleAsValue('personal income per head', title, 'value')).toBe('value per head');
  });
});
