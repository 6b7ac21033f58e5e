import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A small table written here: the stage must know nothing of it.
const LANDS = `Land,Area (km2),Population,Capital
Norland,1709824,14400000,Oska
Vesta,328726,140000000,Vel
Turia,9984670,38000000,Tor
Mirra,243610,67000000,Mir
`;

const tables = useCsvTables({ lands: LANDS });
const ask = (question: string) => tables.ask(question, 'lands');

describe('how many times one row is another', () => {
  it('answers "how many times bigger" with the ratio of the two rows', async () => {
    const answer = await ask('norland is how many times bigger than vesta');
    expect(answer.markdown).toContain('**5.2** times');
  });

  it('reads the figure the question names', async () => {
    const answer = await ask('how many times more people live in vesta than in norland');
    expect(answer.markdown).toContain('**9.72** times');
  });

  it('keeps "how much bigger" a difference', async () => {
    const answer = await ask('how much bigger is norland than vesta');
    expect(answer.markdown).toContain('1,381,098');
  });
});
