import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of storm seasons with damage written in words of scale.
const SEASONS = `Season,Storms,Damage (USD),Strongest storm
2001,12,$4.2 billion,Orla
2002,9,$500 million,Bram
2003,15,$61.5 billion,Cato
2004,11,$900 million,Dena
2005,18,$125 billion,Evor
2006,8,$35 thousand,Fina
`;

const tables = useCsvTables({ seasons: SEASONS });

describe('numbers in cells with a word of scale', () => {
  it('compares "$61.5 billion" above "$900 million"', async () => {
    const most = await tables.ask('which season had the most damage', 'seasons');
    expect(most.markdown).toContain('**2005**');
    const over = await tables.ask('how many seasons caused more than $50 billion of damage', 'seasons');
    expect(over.markdown).toContain('**2**');
  });

  it('compares a number said in dollars on the dollar column, and other numbers where they are said', async () => {
    const both = await tables.ask(
      'how many seasons with more than 10 storms caused over $1 billion of damage',
      'seasons',
    );
    expect(both.markdown).toContain('**3**');
  });

  it('still shows the cell as written', async () => {
    const reply = await tables.ask('what was the damage in 2002', 'seasons');
    expect(reply.markdown).toContain('$500 million');
  });
});
