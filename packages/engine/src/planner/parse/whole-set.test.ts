import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: the analyst must know nothing of them.
const TURBINES = `Region,Turbines,Capacity (MW)
Norland,120,"2,400"
Estmark,80,"1,500"
Westia,45,900
Sudland,30,610
Ostria,12,250
Total,310,"6,100"
`;
const FERRIES = `Port,Ferries,Crossings
Amberhaven,4,1200
Birchmouth,7,2100
Cobalt Bay,2,640
Dunmoor,5,1500
`;

const t = useCsvTables({ turbines: TURBINES, ferries: FERRIES });
const answerOf = async (question: string, dataset: string) => (await t.ask(question, dataset)).markdown;

describe('words naming every row at once', () => {
  it('reads the total row when the table has one, never adding it to the others', async () => {
    // the Total row says 310 though the regions listed add up to 287
    for (const q of ['how many turbines are there worldwide?', 'how many turbines are there altogether', 'how many turbines are there in the world?'])
      expect(await answerOf(q, 'turbines')).toContain('**310**');
    expect(await answerOf("what is the world's total capacity", 'turbines')).toContain('6,100');
  });

  it('adds up every row when there is no total row', async () => {
    expect(await answerOf('how many ferries are there worldwide?', 'ferries')).toContain('**18**');
    expect(await answerOf('how many ferries are there altogether', 'ferries')).toContain('**18**');
  });

  it('leaves a column or a value named by the word alone', async () => {
    const answer = await answerOf('which port has the most crossings overall?', 'ferries');
    expect(answer).toContain('Birchmouth');
  });
});
