import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of rulers whose dates are written with an era ("3 March 40 BC", "10 May AD 3")
// beside a column of ages at death.
const tables = useCsvTables({
  rulers: `No.,Ruler,Born,Reign start,Reign end,Age at death
1,Arno,12 June 70 BC,3 March 40 BC,10 May AD 3,72
2,Belt,1 April 30 BC,10 May AD 3,2 June AD 20,48
3,Cora,5 May AD 1,2 June AD 20,4 July AD 21,20
4,Dace,9 September AD 2,4 July AD 21,1 January AD 40,37
`,
});

describe('spans between dates written with an era', () => {
  it('ranks reigns across the epoch and writes the dates with their era', async () => {
    const longest = await tables.ask('who ruled the longest', 'rulers');
    expect(longest.markdown).toContain('Arno');
    expect(longest.markdown).toContain('3 March 40 BC');
    expect(longest.markdown).toContain('10 May AD 3');
    const shortest = await tables.ask('shortest reign?', 'rulers');
    expect(shortest.markdown).toContain('Cora');
  });

  it('"who lived the longest" is the length of a life (the ages at death), not a reign', async () => {
    const reply = await tables.ask('who lived the longest', 'rulers');
    expect(reply.markdown).toContain('Arno');
    const oldest = await tables.ask('who lived the shortest', 'rulers');
    expect(oldest.markdown).toContain('Cora');
  });

  it('"avg age at death" is the column of ages at death, never an age computed from the dates', async () => {
    const reply = await tables.ask('avg age at death', 'rulers');
    expect(reply.markdown).toContain('44.25');
  });

  it('counts the rows whose reign holds a year or a century said ("ruled in the year 20", "the 1st century")', async () => {
    const year = await tables.ask('how many rulers ruled in the year 20', 'rulers');
    expect(year.markdown).toContain('**2**');
    const century = await tables.ask('how many rulers reigned in the 1st century', 'rulers');
    expect(century.markdown).toContain('**4**');
    const who = await tables.ask('who ruled in the year 30', 'rulers');
    expect(who.markdown).toContain('Dace');
    expect(who.markdown).not.toContain('Cora');
  });
});
