import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { isListColumn, listItems } from '../list-cells';

// Invented tables: the analyst must know nothing of them.
const RIVERS = `River,Length (km),Countries
Amber,1200,"Norland, Estmark"
Birch,850,Norland
Cobalt,2300,"Estmark, Westia, Norland, Sudland"
Dune,400,Westia
Elm,950,"Sudland, Westia"
Fen,610,Norland
Gale,1500,"Ostria, Sudland, Westia"
Heron,300,Ostria
`;
const COACHES = `Coach,Team,Titles won
Ada Berg,Lynx,"1991, 1993, 1994"
Ben Cole,Owls,—
Cy Dorn,Lynx,1997
Di Ekk,Hawks,"2001, 2002"
Ed Fox,Owls,2005
Flo Gray,Hawks,—
Gus Hill,Owls,"2008, 2010, 2011, 2012"
`;
const GAMES = `Title,Released,Platform
Sky Tale,1998,Orb
Rune Gate,2001,"Orb, Cube"
Moss Keep,2004,Orb X
Tide Song,2006,"Cube, Orb X"
Ash Road,2009,Cube
`;
/** More rows than the table stage reads as a list: the parser answers alone. */
const FILMS = `Title,Year,Countries\n${Array.from({ length: 320 }, (_, i) => {
  const countries = ['Norland', 'Estmark', 'Norland, Estmark', 'Westia, Norland', 'Westia', 'Estmark, Westia, Sudland', 'Sudland', 'Ostria'][i % 8];
  return `Film ${i + 1},${1990 + (i % 30)},"${countries}"`;
}).join('\n')}\n`;

const t = useCsvTables({ rivers: RIVERS, coaches: COACHES, films: FILMS, games: GAMES });
const answerOf = async (question: string, dataset: string) => (await t.ask(question, dataset)).markdown;

describe('cells that hold lists', () => {
  it('tells lists from pairs, scores and single values', () => {
    expect(isListColumn(['Norland, Estmark', 'Norland', 'Estmark, Westia, Norland', 'Westia', 'Ostria'])).toBe(true);
    expect(isListColumn(['1991, 1993', '—', '1997', '2001, 2002, 2004', '2005'])).toBe(true);
    expect(isListColumn(['Munich, Germany', 'Paris, France', 'Lyon, France', 'Rome, Italy', 'Milan, Italy'])).toBe(false);
    expect(isListColumn(['6–4, 6–3', '6–2, 3–6, 6–1', '7–5, 6–4', '6–1, 6–0, 6–2', '6–3'])).toBe(false);
    expect(isListColumn(['1,200', '3,400', '560', '12,000'])).toBe(false);
    expect(listItems('Kenya, Ethiopia[b]')).toEqual(['Kenya', 'Ethiopia']);
    expect(listItems('—')).toEqual([]);
  });

  it('counts the rows whose list holds an item, or only that item', async () => {
    expect(await answerOf('how many rivers flow through westia?', 'rivers')).toContain('**4**');
    expect(await answerOf('how many rivers are only in norland?', 'rivers')).toContain('**2**');
    expect(await answerOf('how many rivers are entirely in westia', 'rivers')).toContain('**1**');
  });

  it('matches an item whole, never a piece of a longer item', async () => {
    // "Orb" is listed by Sky Tale and Rune Gate; "Orb X" is another platform
    expect(await answerOf('how many games came out on the orb?', 'games')).toContain('**2**');
    expect(await answerOf('how many games came out on orb x?', 'games')).toContain('**2**');
  });

  it('compares and ranks the number of items of a list', async () => {
    const more = await answerOf('which rivers flow through more than two countries?', 'rivers');
    expect(more).toContain('Cobalt');
    expect(more).toContain('Gale');
    expect(more).not.toContain('Amber');
    expect(await answerOf('which river crosses the most countries?', 'rivers')).toMatch(/^\*\*Cobalt\*\*/);
    expect(await answerOf('how many countries does the elm flow through?', 'rivers')).toContain('**2**');
  });

  it('counts a list of years as the number of times something happened', async () => {
    expect(await answerOf('how many titles did gus hill win?', 'coaches')).toContain('**4**');
    expect(await answerOf('who won the most titles?', 'coaches')).toMatch(/^\*\*Gus Hill\*\*/);
    expect(await answerOf('how many titles did the owls coaches win in total?', 'coaches')).toContain('**5**');
    expect(await answerOf('how many coaches won exactly one title?', 'coaches')).toContain('**2**');
  });

  it('reads an item as every cell listing it in the parser too', async () => {
    // Norland is listed in rows 1, 3 and 4 of every eight: 120 of 320
    expect(await answerOf('how many films were made in norland?', 'films')).toContain('**120**');
    expect(await answerOf('how many films were made only in norland?', 'films')).toContain('**40**');
  });
});
