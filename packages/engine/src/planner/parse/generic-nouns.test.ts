import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented survey exports: one names its number column with a unit in brackets, the other has a
// column named Score of its own.
const SURVEY = `Respondent,Store,NPS (0-10),Visits
R1,Elm Street,9,3
R2,Elm Street,7,1
R3,Harbour,4,2
R4,Harbour,10,5
`;
const GAMES = `Player,Score,Rating
Ada,120,4
Bo,90,5
`;

const tables = useCsvTables({ survey: SURVEY, games: GAMES });

describe('a word for a number said after a column name', () => {
  it('is left out: "avg nps score" is the average NPS', async () => {
    const answer = await tables.ask('avg nps score by store', 'survey');
    expect(answer.markdown).toContain('Elm Street: 8');
    expect(answer.markdown).not.toContain('I did not use');
  });

  it('stays when a column is named with it', async () => {
    const answer = await tables.ask('who has the highest score', 'games');
    expect(answer.markdown).toContain('Ada');
  });
});
