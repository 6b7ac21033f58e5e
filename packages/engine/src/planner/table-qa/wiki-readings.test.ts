import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A wiki-style list of a regatta's winners, written here: the final day as a date in words, the
// winner's purse in dollars (amounts in the hundreds of thousands), years from 2010.
const REGATTA = `Year,Final day,Skipper,Nation,Winner's purse
2010,"April 9, 2010",Ivo Marsk,Norway,"$410,000"
2011,"April 14, 2011",Dara Quill,Ireland,"$420,000"
2012,"April 13, 2012",Ivo Marsk,Norway,"$450,000"
2013,"April 12, 2013",Pell Orban,Hungary,"$450,000"
2014,"April 14, 2014",Sten Holm,Sweden,"$480,000"
2015,"October 10, 2015",Dara Quill,Ireland,"$500,000"
2016,"April 14, 2016",Ada Ruhl,Germany,"$520,000"
`;

// Poets with their year of birth and their age at their first book.
const POETS = `Poet,Born,Books,Age at debut
Ivo Marsk,1950,4,31
Dara Quill,1972,7,22
Pell Orban,1931,2,24
Sten Holm,1965,5,27
Ada Ruhl,1944,3,35
`;

// Films of two series with budgets written with a scale word, some budgets shared.
const FILMS = `Film,Series,Budget
Moon Road and the Key,Moon Road,$90 million
Moon Road and the Gate,Moon Road,$120 million
Moon Road and the Tower,Moon Road,$120 million
Moon Road and the Well,Moon Road,$150 million
Moon Road and the Lamp,Moon Road,$150 million
Star Gate,Star Gate,$150 million
Star Gate: Return,Star Gate,$60 million
`;

// A league's champions and the side that finished last (the spoon), one row a year.
const LEAGUE = `Year,Champions,Spoon
2001,Norway,Malta
2002,Ireland,Malta
2003,Norway,Cyprus
2004,Malta,Ireland
2005,Ireland,Malta
`;

const tables = useCsvTables({ regatta: REGATTA, poets: POETS, films: FILMS, league: LEAGUE });
const ask = (question: string) => tables.ask(question, 'regatta');

describe('wiki-style readings', () => {
  it('reads "fall on" a day as a verb, never the autumn', async () => {
    expect((await ask('how many times did the final day fall on april 14')).markdown).toMatch(/\*\*3\*\*/);
  });

  it('reads two years said near a column of large amounts as years', async () => {
    expect((await ask('how many times did a skipper win between 2011 and 2013')).markdown).toMatch(
      /^\*\*3\*\*/,
    );
  });

  it('reads "the youngest" over an age as its lowest', async () => {
    expect((await tables.ask('who was youngest at debut', 'poets')).markdown).toMatch(/^\*\*Dara Quill\*\*/);
    expect((await tables.ask('which poet was the oldest at debut', 'poets')).markdown).toMatch(
      /^\*\*Ada Ruhl\*\*/,
    );
  });

  it('never counts the rows for an amount no column holds', async () => {
    expect((await ask('how many tries did ivo marsk score in 2012')).markdown).not.toMatch(/^\*\*1\*\*/);
  });

  it('never answers "the first X" with the first row when a word of its condition was not read', async () => {
    expect((await ask('who was the first skipper')).markdown).toMatch(/^\*\*Ivo Marsk\*\*/);
    expect((await ask('who was the first scandinavian skipper')).markdown).not.toMatch(/^\*\*Ivo Marsk/);
  });

  it('ranks amounts written with a scale word over the rows a condition keeps', async () => {
    expect((await tables.ask('which moon road film had the smallest budget', 'films')).markdown).toMatch(
      /^\*\*Moon Road and the Key\*\*/,
    );
  });

  it('counts the rows of two sides for a noun no column names, never one row against one', async () => {
    expect((await ask('did dara quill or ivo marsk win more world titles')).markdown).toMatch(
      /^Neither: both have 2/,
    );
    expect(
      (await tables.ask('did star gate or star gate: return make more money', 'films')).markdown,
    ).not.toMatch(/: 1, /);
  });

  it('reads "the difference between the best and worst X" as the range of X', async () => {
    expect((await tables.ask('difference between the best and worst books', 'poets')).markdown).toMatch(
      /\*\*5\*\*/,
    );
  });

  it('rules out the cell said before a verb of escaping the column', async () => {
    const reply = await tables.ask('which years did malta avoid the spoon', 'league');
    expect(reply.markdown).toMatch(/^\*\*2003\*\*, \*\*2004\*\*\./);
  });
});
