import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// Headers and question words that are also names of every JavaScript object's inherited members.
const TEAMS = `Driver,Constructor,Points,Prototype
Ann Vale,Ferrox,120,no
Bo Lind,Ferrox,95,yes
Cy Marr,Torvel,150,no
Di Osei,Hasty,40,yes
`;

const tables = useCsvTables({ teams: TEAMS });
const ask = (question: string) => tables.ask(question, 'teams');

describe('words that name inherited object members', () => {
  it('reads a column named Constructor like any other', async () => {
    const reply = await ask('which constructor has the most points in total');
    expect(reply.markdown).toContain('Ferrox');
    expect(reply.markdown).toContain('215');
  });

  it('answers or asks, never throws, on words such as toString, valueOf, __proto__ and hasOwnProperty', async () => {
    for (const q of ['toString', 'valueOf of points', 'average __proto__', 'how many hasOwnProperty', 'constructor prototype isPrototypeOf']) {
      const reply = await ask(q);
      expect(reply.markdown.length).toBeGreaterThan(0);
    }
  });
});
