import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Small tables written here: questions the table stage must leave alone rather than answer wrongly.
const RULERS = `Ruler,House,Notes
Odo I,Vane,crowned young
Odo II,Vane,deposed
Mirela,Orm,regent first
`;
const FINDS = `Substance,Found,Finder
Amberine,Ancient,—
Bolvite,1900,Kerr
Cindrite,1939,Ames
Dornium,1950,Lutz
Ervite,1962,Kerr
`;

const tables = useCsvTables({ rulers: RULERS, finds: FINDS });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('questions the table stage leaves alone', () => {
  it('does not compare numbers of rows when a length is asked and no column holds it', async () => {
    const reply = await ask("was odo I's reign longer than odo II's", 'rulers');
    expect(reply.markdown).not.toMatch(/\*\*(Yes|No)\*\*/);
    expect(reply.markdown).not.toContain('number of rows where Ruler');
  });

  it('does not answer a count of later rows with the row listed after a year', async () => {
    const reply = await ask('how many substances found after 1900', 'finds');
    expect(reply.markdown).not.toContain('listed right after');
    expect(reply.markdown).not.toContain('**1939**');
  });

  it("does not answer a look-up of a thing no column holds with the row's name", async () => {
    const reply = await ask("what was bolvite's melting point?", 'finds');
    expect(reply.markdown).not.toMatch(/^\*\*(Kerr|Bolvite|1900)\*\*/);
  });
});
