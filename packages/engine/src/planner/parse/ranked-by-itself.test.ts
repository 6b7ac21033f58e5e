import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of race winners: the winning margin is written as text (minutes and seconds).
const RACES = `Year,Winner,Team,Margin,Stage wins
2001,Ada Morn,Orvo,2′ 16″,1
2002,Bo Tash,Pell,0′ 38″,0
2003,Cy Vell,Orvo,4′ 35″,2
2004,Dee Pa,Susk,2′ 16″,3
2005,Eli Ro,Pell,1′ 02″,1
2006,Fay Lin,Susk,6′ 20″,0
2007,Gus Ko,Orvo,0′ 08″,2
`;

// Invented energy use: one figure per source and region.
const ENERGY = `Source,Region,Value
Coal,North,120
Coal,South,80
Wind,North,40
Wind,South,90
Hydro,North,30
Hydro,South,20
`;

const tables = useCsvTables({ races: RACES, energy: ENERGY });

describe('a ranking by a column written as text', () => {
  it('asks instead of counting the rows of each value', async () => {
    for (const question of ['top 3 by margin', 'top 2 winners by margin']) {
      const reply = await tables.ask(question, 'races');
      expect(reply.markdown).not.toContain('number of rows by Margin');
      expect(reply.clarify?.question).toMatch(/Margin in races is written as text/);
    }
  });

  it('still counts the rows by a column when the question counts', async () => {
    const reply = await tables.ask('which team has the most wins', 'races');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('Orvo');
  });

  it('leaves a ranking of names alone', async () => {
    const reply = await tables.ask('biggest source overall?', 'energy');
    expect(reply.clarify?.question ?? '').not.toMatch(/written as text/);
  });
});
