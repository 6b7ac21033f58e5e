import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented wide table of yearly rates whose last two years have no figure yet (they load as
// empty text columns), and one blank cell in 2011.
const RATES = `Region,Code,2006,2007,2008,2009,2010,2011,2012,2013
Arland,ARL,2.70,4.63,3.53,5.00,7.47,4.16,,
Borvia,BOR,6.47,4.20,5.23,2.15,5.98,4.92,,
Cestan,CES,1.90,2.10,2.30,2.80,6.90,3.10,,
Dorrin,DOR,4.10,4.00,3.90,3.70,2.40,,,
Eltor,ELT,5.50,5.10,4.70,4.20,3.30,2.90,,
`;

const tables = useCsvTables({ rates: RATES });
const ask = (question: string) => tables.ask(question, 'rates');

describe('a wide table of years, some of them still empty', () => {
  it('reads the years that hold figures in long form', async () => {
    const answer = await ask('avg rate in 2010');
    expect(answer.markdown).toContain('5.21');
  });

  it('says a year with no figure is not covered', async () => {
    const answer = await ask('what was the rate in 2012');
    expect(answer.markdown).toMatch(/nothing for 2012|2006.2011/);
  });

  it('lists the rows a threshold on the value picks', async () => {
    const answer = await ask('regions above 6 in 2010');
    expect(answer.markdown).toContain('Arland');
    expect(answer.markdown).toContain('Cestan');
    expect(answer.markdown).not.toContain('Borvia');
  });

  it('gives the share of rows under a threshold, not a share of the total', async () => {
    const answer = await ask('what % of regions were below 3 in 2011');
    expect(answer.markdown).toContain('**20%**');
  });

  it('reads a year before the amount word as the year of the figure', async () => {
    const answer = await ask('how many regions have no 2011 figure');
    expect(answer.markdown).toContain('**1**');
  });
});
