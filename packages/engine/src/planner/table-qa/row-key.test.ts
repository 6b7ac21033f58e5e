import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: a cup's finals named by their year (the host repeats), and a record's holders
// with the same swimmer listed more than once and a country code after some names.
const tables = useCsvTables({
  finals: `Year,Host nation,Winners,Score,Runners-up,Attendance
1971,Norland,Velmar,2–1,Tarsa,"31,200"
1975,Velmar,Velmar,1–0,Norland,"48,900"
1979,Norland,Tarsa,3–0,Ostmark,"27,450"
1983,Ostmark,Norland,2–0,Velmar,"52,100"
1987,Tarsa,Velmar,4–1,Ostmark,"39,800"
1991,Velmar,Tarsa,1–0,Norland,"44,300"
1995,Ostmark,—,Final cancelled,—,—
`,
  holders: `Year,Holder,Time
1990,Ivo Brandt (NOR),51.20
1992,Lutz Okonkwo (GER),50.95
1994,Ivo Brandt (NOR),50.70
1996,—,—
1998,Pia Sandoval (KEN),50.12
2000,Ivo Brandt (NOR)[a],49.98
`,
  games: `Edition,Year,Host city,Country
I,1990,Orvo,Norland
II,1994,Tellin,Eastia
III,1998,Marra,Norland
IV,2002,Pellow,Southia
V,2006,Suskin,Eastia
VI,2010,Varn,Norland
`,
  poets: `Year,Poet,Country,Language
2001,Ada Quillon,Velmar[a],Velmaric
2002,Bertram Osk,France,French
2003,Cleo Marten,"France, Velmar",Velmaric
2004,Dorian Vey,United Kingdom,English
2005,Edda Holm,"Tarsa, United Kingdom",English
2006,Felix Arno,Belgium,French
`,
});

describe("a row named by the table's own noun", () => {
  it('names the final by its year, not by its host', async () => {
    const crowd = await tables.ask('which final had the biggest crowd', 'finals');
    expect(crowd.markdown).toContain('**1983**');
    expect(crowd.markdown).not.toContain('**Ostmark**');
    const won = await tables.ask('which finals did tarsa win', 'finals');
    expect(won.markdown).toMatch(/1979\b.*1991\b/s);
    expect(won.markdown).not.toContain('1983');
  });

  it('never answers a noun no header names with another cell of the row', async () => {
    const reply = await tables.ask('what was the motto for the 1983 final', 'finals');
    expect(reply.markdown).not.toContain('**Ostmark**');
    expect(reply.markdown).not.toContain('**Norland**');
  });

  it('never reads "the final" as a piece of a cell that holds the word', async () => {
    const reply = await tables.ask('how many times was the final hosted in ostmark', 'finals');
    expect(reply.markdown).toContain('**2**');
  });

  it("reads a country's titles on the winners' column", async () => {
    const reply = await tables.ask("how many years between tarsa's two titles", 'finals');
    expect(reply.markdown).toContain('**12**');
  });
});

describe('counts of names across a list', () => {
  it('counts the distinct cells of the column the verb names', async () => {
    const won = await tables.ask('how many different countries have won the cup', 'finals');
    expect(won.markdown).toContain('**3**');
    expect(won.markdown).toContain('Winners');
    const lost = await tables.ask('how many different countries lost the final', 'finals');
    expect(lost.markdown).toContain('Runners-up');
  });

  it('keeps the noun’s column when the verb’s column holds a thing of its own (a host city)', async () => {
    const hosted = await tables.ask('how many different countries have hosted', 'games');
    expect(hosted.markdown).toContain('**3**');
    expect(hosted.markdown).not.toContain('Host city');
  });

  it('counts a name once whatever code or footnote follows it, and never a dash', async () => {
    const reply = await tables.ask('how many different swimmers have held the record', 'holders');
    expect(reply.markdown).toContain('**3**');
  });

  it('reads a demonym before people as their country, and a country said by name or as "the uk"', async () => {
    const french = await tables.ask('how many french poets are there', 'poets');
    expect(french.markdown).toContain('**2**');
    expect(french.markdown).toContain('Country');
    const language = await tables.ask('how many poets wrote in french', 'poets');
    expect(language.markdown).toContain('Language');
    const uk = await tables.ask('how many poets were from the uk', 'poets');
    expect(uk.markdown).toContain('**2**');
  });

  it('asks for the whole name when a code qualifies it ("the only kenyan holder")', async () => {
    const reply = await tables.ask('who was the only kenyan holder', 'holders');
    expect(reply.markdown).toContain('Pia Sandoval');
  });
});
