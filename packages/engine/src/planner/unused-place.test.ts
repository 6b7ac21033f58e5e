import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// Invented arenas in invented countries: no column says which continent a row is on.
const ARENAS = `Stadium,Capacity,City,Country,Opened
Orvo Park,81000,Orvo,Tellia,1950
Pell Arena,64000,Pell,Marrovia,1978
Susk Field,99000,Susk,Tellia,2001
Varn Bowl,45000,Varn,Quillan,1923
Lusk Ground,52000,Lusk,Marrovia,1966
`;
// Invented races with the host country written as a code in brackets.
const RACES = `Year,Winner,Host
2001,Ada Morn (JPN),Orvo
2002,Bo Tash (KEN),Pell
2003,Cy Vell (KEN),Susk
2004,Dee Pa (NOR),Varn
`;

// Invented singles with chart peaks under short country headers.
const SINGLES = `Title,Year,UK,IRE
Orvo Song,1994,3,5
Pell Tune,1995,1,2
Susk Air,1996,7,11
`;

const tables = useCsvTables({ arenas: ARENAS, races: RACES, singles: SINGLES });

describe('a place the answer did not use', () => {
  it('asks instead of answering over every row', async () => {
    for (const question of ['largest stadium in europe', 'which stadium in scotland holds the most']) {
      const reply = await tables.ask(question, 'arenas');
      expect(reply.markdown).not.toContain('**Susk Field**');
      expect(reply.clarify?.question).toMatch(/names a place/);
    }
  });

  it('still answers when a value of the data holds the place', async () => {
    const reply = await tables.ask('largest stadium in tellia', 'arenas');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('Susk Field');
  });

  it('still answers when the answer reads the place through its code', async () => {
    const reply = await tables.ask('who is the only winner from norway', 'races');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('Dee Pa');
  });

  it('still answers when a column is headed by a short form of the place', async () => {
    const reply = await tables.ask('what did pell tune peak at in ireland', 'singles');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**2**');
  });
});
