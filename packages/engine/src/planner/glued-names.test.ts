import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { columnWords } from './schema-index';

// Invented ferry piers with R-style headers that glue a prefix to a word.
const PIERS = `pier,district,nboats,nberths,avgfare
North Quay,Harbour,12,20,3.5
Mill Steps,Old Town,4,10,2.25
Salt Wharf,Harbour,9,16,4.0
Reed Landing,Marsh,2,8,1.75
`;

const tables = useCsvTables({ piers: PIERS });

describe('names that glue a short prefix to a word', () => {
  it('splits the prefix off and says what it means', () => {
    expect(columnWords('nbikes')).toEqual(expect.arrayContaining(['nbike', 'number', 'bike']));
    expect(columnWords('avgprice')).toEqual(expect.arrayContaining(['average', 'price']));
    expect(columnWords('name')).toEqual(['name']);
    expect(columnWords('nationality')).toEqual(['nationality']);
  });

  it('reads the glued word as the column', async () => {
    const reply = await tables.ask('how many boats at salt wharf', 'piers');
    expect(reply.markdown).toContain('nboats');
    expect(reply.markdown).toContain('**9**');
    const total = await tables.ask('total berths in the harbour district', 'piers');
    expect(total.markdown).toContain('**36**');
  });
});
