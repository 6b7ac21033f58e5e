import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// Invented tables where a condition names its number's unit rather than the column: the one
// column whose values reach the number is the one meant.
const ARENAS = `Arena,Town,Capacity,Opened
Harlow Park,Dunmere,88000,2004
Keld Road,Ashby,71500,1911
Moss Lane,Carrow,61200,1886
Quay Ground,Dunmere,40350,1899
Fenwick Stadium,Orlen,52900,1994
`;

const SUMMITS = `Rank,Summit,Height (m),First climbed
1,Mount Orrin,8410,1951
2,Kessa Horn,6980,1938
3,Tarn Spire,5655,1902
4,Brae Dome,4870,1877
`;

const tables = useCsvTables({ arenas: ARENAS, summits: SUMMITS });

describe('a condition said with a unit instead of its column', () => {
  it('reads the unit after the number as the one column that reaches it, and says it left the word', async () => {
    const answer = await tables.ask('how many arenas have more than 60000 visitors', 'arenas');
    expect(answer.markdown).toContain('**3**');
    expect(answer.markdown).toContain('Capacity');
    expect(answer.markdown).toContain('"visitors"');
  });

  it('reads hold and seat as the capacity', async () => {
    expect((await tables.ask('which arena holds the most', 'arenas')).markdown).toContain('Harlow Park');
    expect((await tables.ask('how many seat more than 50000 people', 'arenas')).markdown).toContain('**4**');
  });

  it('reads thousands glued to m as metres, not millions', async () => {
    const answer = await tables.ask('how many summits over 5000m', 'summits');
    expect(answer.markdown).toContain('**3**');
  });
});
