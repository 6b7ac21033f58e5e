import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A small wiki-style table written here: riders counted in millions, each with the year counted.
const LINES = `Line,City,Opened,Annual riders (millions)
Red Loop,Arvel,1950,"1,210 (2019)"
Blue Spur,Brask,1962,850 (2019)
Green Arc,Corvo,1971,"2,400 (2018)"
Gold Run,Dunn,1980,640 (2019)
Teal Way,Eskel,1991,"1,050 (2017)"
`;

const tables = useCsvTables({ lines: LINES });
const ask = (question: string) => tables.ask(question, 'lines');

describe('numbers said with a magnitude over a column counted in one', () => {
  it('compares "1 billion" with a column in millions as 1,000 millions', async () => {
    expect((await ask('how many lines carry over 1 billion riders a year')).markdown).toMatch(/^\*\*3\*\*/);
    expect((await ask('how many lines have over 900 million riders')).markdown).toMatch(/^\*\*3\*\*/);
  });

  it('reads the column counted in millions when the question names none', async () => {
    expect((await ask('how many lines carry more than 2 billion passengers')).markdown).toMatch(/^\*\*1\*\*/);
  });
});
