import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A small table written here whose headers share words ("point", "atomic").
const ALLOYS = `Code,Name,Melting point,Boiling point,Atomic number,Atomic mass,Ion radius
Qx,Quarzine,1200,2900,12,24.3,40 (+2)
Vb,Varbium,3100,4100,40,91.2,66 (+3)
Zl,Zelloy,450,980,7,14.1,[n/a]
Pr,Parvite,1800,2100,33,74.9,58 (+1)
`;

const tables = useCsvTables({ alloys: ALLOYS });
const ask = (question: string) => tables.ask(question, 'alloys');

describe('headers that share a word', () => {
  it('takes the header said in full over another holding one of its words', async () => {
    const reply = await ask('what is the atomic mass of varbium');
    expect(reply.markdown).toContain('91.2');
    expect(reply.markdown).not.toMatch(/\*\*40\*\*/);
  });

  it('names the row by its Name column, not by the measure sharing a word with the asked one', async () => {
    const reply = await ask('which alloy has the highest melting point');
    expect(reply.markdown).toContain('Varbium');
    expect(reply.markdown).not.toContain('4100');
  });

  it('reads a bare number as the numeric column holding it, not a text cell starting with it', async () => {
    const reply = await ask('what is element 40');
    expect(reply.markdown).toContain('Varbium');
    expect(reply.markdown).not.toContain('Quarzine');
  });
});
