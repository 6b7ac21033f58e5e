/**
 * Bounds said in words over an invented club table: "more than one", "exactly one", "at least
 * one" are conditions on a number (not "which one"), and "at least" / "at most" never turn a
 * question into a ranking of the lowest or highest rows.
 */
import { describe, expect, it } from 'vitest';
import { firstCell, firstValueOf, useCsvTables } from '../csv-test-tables';

const clubs = [
  'club,trophies,founded,town',
  'Amber,3,1901,Hale',
  'Birch,0,1922,Hale',
  'Cobalt,1,1899,Wick',
  'Dune,2,1950,Wick',
  'Elm,1,1933,Hale',
  'Fjord,0,1911,Nairn',
].join('\n');

const tables = useCsvTables({ clubs });

const count = (where: string) => firstCell(tables, `SELECT count(*) FROM clubs WHERE ${where}`);

describe('bounds said in words', () => {
  it('reads "more than one" and "exactly one" as the number 1', async () => {
    expect(firstValueOf(await tables.ask('how many clubs have more than one trophy', 'clubs'))).toBe(await count('trophies > 1'));
    expect(firstValueOf(await tables.ask('how many clubs have exactly one trophy', 'clubs'))).toBe(await count('trophies = 1'));
  });

  it('reads "at least" as a bound, never as the lowest row', async () => {
    const said = await tables.ask('how many clubs have at least one trophy', 'clubs');
    expect(said.query?.order).toBeUndefined();
    expect(firstValueOf(said)).toBe(await count('trophies >= 1'));
    const digits = await tables.ask('how many clubs won at least 2 trophies', 'clubs');
    expect(digits.query?.order).toBeUndefined();
    expect(firstValueOf(digits)).toBe(await count('trophies >= 2'));
  });

  it('keeps "which one" and the least as they were', async () => {
    const least = await tables.ask('which club has the least trophies', 'clubs');
    expect(least.query?.order?.dir).toBe('asc');
  });
});

describe('a count of names in a cell', () => {
  const games = useCsvTables({
    games: [
      'Title,Year,Director(s),Sales (millions)',
      'Alpha,1990,Ann Lee,3.1',
      'Beta,1992,"Ann Lee, Bo Kim",1.7',
      'Gamma,1995,Cy Moe,4.4',
      'Delta,1999,"Cy Moe, Di Poe",2.0',
    ].join('\n'),
  });

  it('reads "more than one director" over a column of names, never the only number column', async () => {
    const answer = await games.ask('which games had more than one director', 'games');
    expect(answer.query?.filters.some((f) => f.column === 'Sales (millions)')).toBeFalsy();
    expect(answer.markdown).toContain('Beta');
    expect(answer.markdown).not.toContain('Gamma');
  });
});
