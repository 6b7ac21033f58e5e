import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A small table written here whose headers share words ("point", "atomic").
const ALLOYS = `Code,Name,Melting point,Boiling point,Atomic number,Atomic mass,Ion radius
Qx,Quarzine,1200,2900,12,24.3,40 (+2)
Vb,Varbium,3100,4100,40,91.2,66 (+3)
Zl,Zelloy,450,980,7,14.1,[n/a]
Pr,Parvite,1800,2100,33,74.9,58 (+1)
`;

// Two columns of one measure in two units, named by the same superlative ("longest").
const CANALS = `Rank,Canal,Length (km),Length (mi),Opened
1,Vell Canal,1794,1115,1850
2,Orrin Cut,776,482,1902
3,Tamsy Waterway,193,120,1869
`;

const tables = useCsvTables({ alloys: ALLOYS, canals: CANALS });
const ask = (question: string) => tables.ask(question, 'alloys');

describe('headers that share a word', () => {
  it('takes the header said in full over another holding one of its words', async () => {
    const reply = await ask('what is the atomic mass of varbium');
    expect(reply.markdown).toContain('91.2');
    expect(reply.markdown).not.toMatch(/\*\*40\*\*/);
  });

  it('names the row by its Name column, not by the measure sharing a word with the asked one', async () => {
    const reply = await ask('which alloy has the highest melting point');
    expect(reply.markdown).toContain('**Varbium** has the highest Melting point: 3100');
    expect(reply.markdown).not.toContain('highest Boiling point');
  });

  it('reads a bare number as the numeric column holding it, not a text cell starting with it', async () => {
    const reply = await ask('what is element 40');
    expect(reply.markdown).toContain('Varbium');
    expect(reply.markdown).not.toContain('Quarzine');
  });

  it('answers "what is the longest X" with the row, not the same measure in another unit', async () => {
    const reply = await tables.ask('what is the longest canal', 'canals');
    expect(reply.markdown).toContain('Vell Canal');
    expect(reply.markdown).not.toMatch(/\*\*1115\*\*/);
  });
});

describe('a row the answer names', () => {
  it('is shown with its other columns, so a row named by a code is seen with its name', async () => {
    const reply = await ask('which code has the lowest boiling point');
    expect(reply.markdown).toContain('**Zl**');
    expect(reply.markdown).toMatch(/"headers":\["Code","Boiling point","Name","Melting point"/);
    expect(reply.markdown).toContain('"Zelloy"');
  });
});
