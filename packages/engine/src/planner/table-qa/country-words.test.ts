import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: the analyst must know nothing of them.
const RECORDS = `#,Time,Name,Nationality,Location
1,52.10,Ada Berg,United States,"Tampa, United States"
2,51.80,Ada Berg,United States,"Lyon, France"
3,51.20,Cy Dorn,France,"Nice, France"
4,50.90,Di Ekk,Kenya,"Austin, United States"
5,50.40,Ed Fox,United States,"Rome, Italy"
6,50.10,Flo Gray,Italy,"Rome, Italy"
`;

const t = useCsvTables({ records: RECORDS });
const answerOf = async (question: string, dataset: string) => (await t.ask(question, dataset)).markdown;

describe('countries said by their people', () => {
  it('takes the column holding the country whole over places that name it', async () => {
    expect(await answerOf('how many records were set by americans', 'records')).toContain('**3**');
    expect(await answerOf('how many records were set by french swimmers?', 'records')).toContain('**1**');
  });
});
