import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A small wiki-style table written here: speeds and lengths each given in two units.
const TRAINS = `Rank,Train,Builder,Top speed,Length
1,Vela Express,Norkam,"350 km/h (217 mph)",400 m (1312 ft)
2,Sirocco 9,Bellmar,"320 km/h (199 mph)",380 m (1247 ft)
3,Arden Line,Norkam,"300 km/h (186 mph)",210 m (689 ft)
4,Coastliner,Bellmar,"280 km/h (174 mph)",250 m (820 ft)
5,Tarn Shuttle,Norkam,"250 km/h (155 mph)",190 m (623 ft)
6,Brill Flyer,Ostrava Works,"240 km/h (149 mph)",160 m (525 ft)
`;

const tables = useCsvTables({ trains: TRAINS });
const ask = (question: string) => tables.ask(question, 'trains');

describe('cells that give one measure in two units', () => {
  it('compares a number said with its unit, not the one cell written with it', async () => {
    // "300 km/h (186 mph)" is a cell, but "faster than 300 km/h" counts the trains above it
    expect((await ask('how many trains go faster than 300 km/h')).markdown).toMatch(/^\*\*2\*\*/);
    expect((await ask('how many trains are longer than 300 m')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('reads the second unit when the question says it, the first otherwise', async () => {
    // Norkam: 217, 186, 155 mph → 186
    expect((await ask('average top speed in mph of the norkam trains')).markdown).toMatch(/^\*\*186\*\*/);
    expect((await ask('how many trains have a top speed over 190 mph')).markdown).toMatch(/^\*\*2\*\*/);
    expect((await ask('how many trains have a top speed over 260')).markdown).toMatch(/^\*\*4\*\*/);
  });
});
