import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { namesDoneBy, verbForms } from './verb-forms';

// A list of invented stage plays with the people who wrote and directed each one.
const tables = useCsvTables({
  plays: `No.,Title,Directed by,Written by,Seats
1,Salt Harbour,Ada Quill,Ben Hart,310
2,The Long Room,Ben Hart,Ada Quill,280
3,Glass Orchard,Cy Moss,Ines Roe,250
`,
});

describe('the forms of a verb', () => {
  it('lists the header words a past form stands for', () => {
    expect(verbForms('wrote')).toContain('written');
    expect(verbForms('won')).toContain('winner');
    expect(verbForms('rode')).toContain('jockey');
    expect(verbForms('trained')).toContain('trainer');
    expect(verbForms('walked')).toEqual([]);
    expect(verbForms('constructor')).toEqual([]);
  });

  it('names a "… by" column by the verb, its past form or its participle', () => {
    expect(namesDoneBy('write', 'Written by')).toBe(true);
    expect(namesDoneBy('wrote', 'Written by')).toBe(true);
    expect(namesDoneBy('directs', 'Directed by')).toBe(true);
    expect(namesDoneBy('won', 'Written by')).toBe(false);
    expect(namesDoneBy('wrote', 'Writer')).toBe(false);
    expect(namesDoneBy('dir', 'Directed by')).toBe(false);
  });

  it('lets the table stage read "who wrote" as the Written by column', async () => {
    const reply = await tables.ask('who wrote glass orchard?', 'plays');
    expect(reply.markdown).toContain('Ines Roe');
    expect(reply.markdown).not.toContain('Cy Moss');
  });
});
