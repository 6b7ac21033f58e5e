import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { nameWithoutCount, namesWithCounts } from './name-counts';

// A wiki-style list of a contest's winners: a winner's running count in brackets from the second
// win on, and a list of scorers where every cell carries a figure of its own.
const CUP = `Year,Winner,Nation,Runner-up
2001,Orla Venn,Ireland,Pim Kast
2002,Pim Kast,Norway,Orla Venn
2003,Orla Venn (2),Ireland,Sten Holm
2004,Sten Holm,Sweden,Pim Kast
2005,Orla Venn (3),Ireland,Pim Kast
2006,Pim Kast (2),Norway,Sten Holm
2007,Ada Ruhl,Germany,Orla Venn
`;

const tables = useCsvTables({ cup: CUP });
const ask = (question: string) => tables.ask(question, 'cup');

describe('names with a running count in brackets', () => {
  it('reads the name without its count', () => {
    expect(nameWithoutCount('Orla Venn (3)')).toBe('Orla Venn');
    expect(nameWithoutCount('Orla Venn')).toBe('Orla Venn');
    expect(namesWithCounts(['Orla Venn', 'Pim Kast', 'Orla Venn (2)', 'Sten Holm', 'Pim Kast (2)'])).toBe(
      true,
    );
    // a figure on every cell is another reading; a count on one cell is no running count
    expect(namesWithCounts(['Bo Kim (12)', 'Ann Lee (7)', 'Ivo Marsk (9)', 'Dara Quill (3)'])).toBe(false);
    expect(namesWithCounts(['Orla Venn', 'Pim Kast', 'Orla Venn (2)', 'Sten Holm', 'Ada Ruhl'])).toBe(false);
    // names that never recur are no running count either
    expect(namesWithCounts(['Orla Venn (2)', 'Pim Kast (5)', 'Sten Holm', 'Ada Ruhl', 'Ivo Marsk'])).toBe(
      false,
    );
  });

  it('counts every row of a name, whatever count it carries', async () => {
    expect((await ask('how many times did orla venn win')).markdown).toMatch(/^\*\*3\*\*/);
  });

  it('counts each name once', async () => {
    expect((await ask('how many different winners are there')).markdown).toMatch(/\*\*4\*\*/);
    // (a common misspelling of "different" read as the word)
    expect((await ask('how many diferent winners are there')).markdown).toMatch(/\*\*4\*\*/);
  });
});
