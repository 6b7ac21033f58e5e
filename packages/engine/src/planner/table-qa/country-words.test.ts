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
const RACES = `Year,Winner,Team,Stage wins
2001,Ada Berg (NOR),Lynx,2
2002,Ada Berg (NOR),Lynx,1
2003,Cy Dorn (FRA),Owls,0
2004,Di Ekk (KEN),Owls,3
2005,Ed Fox (FRA),Hawks,1
2006,Flo Gray (ITA),Hawks,2
2007,Gus Hill (FRA),Lynx,0
`;

const t = useCsvTables({ records: RECORDS, races: RACES });
const answerOf = async (question: string, dataset: string) => (await t.ask(question, dataset)).markdown;

describe('countries said by their people', () => {
  it('takes the column holding the country whole over places that name it', async () => {
    expect(await answerOf('how many records were set by americans', 'records')).toContain('**3**');
    expect(await answerOf('how many records were set by french swimmers?', 'records')).toContain('**1**');
  });
});

describe("a country's code written after a name", () => {
  it('counts the different countries of the names, not of another column', async () => {
    const answer = await answerOf('how many different countries have had a winner', 'races');
    expect(answer).toContain('**4**');
  });
});

describe('the most times', () => {
  it('counts rows for "the most times", never ranking a column of times', async () => {
    expect(await answerOf('which country has set the record the most times', 'records')).toMatch(/^\*\*United States\*\*/);
    expect(await answerOf('who set the record the most times?', 'records')).toMatch(/^\*\*Ada Berg\*\*/);
  });
});
