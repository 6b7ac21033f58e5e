import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of dialects whose speaker counts are in columns named "Native" and "Total".
const DIALECTS = `Rank,Dialect,Branch,Native speakers (thousands),Total speakers (thousands)
1,Orvish,Northern,410,620
2,Tellic,Northern,95,180
3,Marran,Southern,1200,1500
4,Pell,Eastern,33,40
5,Susk,Southern,580,700
6,Varnic,Eastern,72,90
`;

const tables = useCsvTables({ dialects: DIALECTS });

describe('"total" said of a column named Total', () => {
  it('adds the column up', async () => {
    const reply = await tables.ask('total speakers of the southern dialects', 'dialects');
    expect(reply.markdown).toContain('2,200');
  });

  it('averages it when the question says average', async () => {
    const reply = await tables.ask('average total speakers of the southern dialects', 'dialects');
    expect(reply.markdown).toContain('1,100');
  });
});
