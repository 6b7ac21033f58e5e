import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { listItems } from '../list-cells';

// A small wiki-style table written here: tournaments, some held in two cities joined by a slash.
const CUPS = `Year,Host city,Winner
1980,Arlen,Toma Vix
1982,Arlen / Brask,Ode Lurr
1984,Corvo,Toma Vix
1986,Brask,Ilse Penn
1988,Corvo / Arlen,Ode Lurr
1990,Dunn,Ilse Penn
`;

const tables = useCsvTables({ cups: CUPS });

describe('cells that join items with a slash', () => {
  it('splits on a slash between spaces only', () => {
    expect(listItems('London / Moscow')).toEqual(['London', 'Moscow']);
    expect(listItems('206 km/h')).toEqual(['206 km/h']);
  });

  it('counts every cell listing a city said', async () => {
    expect((await tables.ask('how many cups were played in arlen', 'cups')).markdown).toMatch(/^\*\*3\*\*/);
    expect((await tables.ask('how many cups were played in brask', 'cups')).markdown).toMatch(/^\*\*2\*\*/);
  });
});
