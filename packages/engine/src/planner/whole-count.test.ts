import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented list of balloon flights: who flew, from where, and how each one ended.
const FLIGHTS = `Flight,Pilot,Launch site,Year,Result
Skylark I,Ada Finch,Meadow Hill,1901,Landed
Skylark II,Ada Finch,Meadow Hill,1903,Crashed
Cirrus,Ben Crane,Lake Ford,1905,Landed
Nimbus,Ben Crane,Lake Ford,1908,Lost at sea
Zephyr,Cleo Dunn,Meadow Hill,1911,Landed
`;

const tables = useCsvTables({ flights: FLIGHTS });

describe('a count of every row answering a question that says more', () => {
  it('asks which rows to count when a word of the question picks rows nothing placed', async () => {
    const reply = await tables.ask('how many flights failed', 'flights');
    expect(reply.clarify?.question).toMatch(
      /^I could only count all 5 rows of flights: I could not tell which rows "failed" picks out/,
    );
    expect(reply.markdown).not.toMatch(/\*\*5\*\*/);
  });

  it('stands when the question names only what is counted', async () => {
    for (const question of [
      'how many flights are there',
      'how many flights are listed in the data',
      'number of flights in total',
    ]) {
      const reply = await tables.ask(question, 'flights');
      expect(reply.clarify, question).toBeUndefined();
      expect(reply.markdown, question).toContain('5');
    }
  });
});
