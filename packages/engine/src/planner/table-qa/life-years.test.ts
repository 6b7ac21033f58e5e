import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: a poetry prize's laureates with lifetimes written in one cell ("b. 1948",
// "1921–2004"), and a prize whose list has no lifetimes at all.
const tables = useCsvTables({
  laureates: `Year,Laureate,Lifetime,Country
2001,Ada Quillon,1921–2004,Norland
2002,Bertram Osk,b. 1948,Velmar
2003,Cleo Marten,1930–2011,Norland
2004,Dorian Vey,b. 1961,Tarsa
2005,Edda Holm,b. 1944,Velmar
2006,Felix Arno,1920–2015,Tarsa
`,
  medals: `Year,Winner,Club
2001,Ada Quillon,Kestrel
2002,Bertram Osk,Heron
2003,Cleo Marten,Kestrel
2004,Dorian Vey,Heron
`,
});

describe('life events read from a lifetime cell', () => {
  it('reads "when did X die" from the death year, never the row year', async () => {
    const reply = await tables.ask('when did cleo marten die', 'laureates');
    expect(reply.markdown).toContain('2011');
    expect(reply.markdown).not.toContain('**2003**');
  });

  it('reads "when was X born" from the birth year, "b. 1948" included', async () => {
    const reply = await tables.ask('when was bertram osk born', 'laureates');
    expect(reply.markdown).toContain('1948');
  });

  it('counts births in a decade and ranks by birth year', async () => {
    const decade = await tables.ask('how many laureates were born in the 1940s', 'laureates');
    expect(decade.markdown).toContain('**2**');
    const latest = await tables.ask('which laureate was born most recently', 'laureates');
    expect(latest.markdown).toContain('Dorian Vey');
  });

  it('computes the age at the row year and the years lived after it', async () => {
    const age = await tables.ask('how old was edda holm when she won', 'laureates');
    expect(age.markdown).toContain('**61**');
    const oldest = await tables.ask('who was the oldest at the time of the award', 'laureates');
    expect(oldest.markdown).toContain('Felix Arno');
    const after = await tables.ask('how many years did ada quillon live after she won', 'laureates');
    expect(after.markdown).toContain('**3**');
    const older = await tables.ask('bertram osk or edda holm, who was older when they won', 'laureates');
    expect(older.markdown).toContain('**Edda Holm**');
    const mean = await tables.ask('average age of the laureates when they won', 'laureates');
    expect(mean.markdown).toContain('**66.1667**');
  });

  it('counts the living and the dead', async () => {
    const alive = await tables.ask('how many of the laureates are still alive', 'laureates');
    expect(alive.markdown).toContain('**3**');
    const dead = await tables.ask('how many laureates are dead', 'laureates');
    expect(dead.markdown).toContain('**3**');
  });

  it('never answers a death with another year when the table has none', async () => {
    const reply = await tables.ask('when did cleo marten die', 'medals');
    expect(reply.markdown).not.toContain('**2003**');
  });
});
