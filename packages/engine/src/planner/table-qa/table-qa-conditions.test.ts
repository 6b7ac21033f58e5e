import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Small invented tables: a prize list, a contest between two sides, probes with an outcome.
const PRIZE = `Year,Title,Author,Nationality,Notes
2001,The Glass Orchard,Miriam Tolle,Ireland,
2002,Salt Roads,Peter Vance,Canada,
2003,Night Ferry,Anna Kowal,Poland,
2004,Under Lanterns,Miriam Tolle,Ireland,
2005,The Long Quiet,Jonas Berg,Norway,Joint winner
2005,Harbour Songs,Lucy Marsh,United Kingdom,Joint winner
2006,Cold Iron,Derek Holm,United Kingdom,
2007,Paper Moons,Sara Ito,Japan,
2008,Wild Thyme,Omar Hadid,Egypt,
2009,Blue Hours,Peter Vance,Canada,
2010,River Stones,Helen Drake,United Kingdom,
2011,The Quiet Field,Tom Ashby,United Kingdom,
`;
const CUP = `Year,Venue,Country,Winner,Score,Home captain,Away captain
2001,Portmere,England,Europe,14-10,Ray Dunn,Carl Ives
2003,Bay Harbor,United States,United States,15-9,Jim Hale,Ray Dunn
2005,Kiel Sound,Germany,Europe,13-11,Otto Lang,Jim Hale
2007,Cape Rowan,United States,Europe,16-8,Bob Tate,Nils Ek
2009,Solent Point,England,United States,13-11,Nils Ek,Bob Tate
2011,Lake Arden,United States,United States,17-7,Sam Roe,Nils Ek
2013,Brest Quay,France,Europe,14-10,Luc Morel,Sam Roe
2015,Gulf Shore,United States,Europe,12-12,Sam Roe,Luc Morel
`;
const PROBES = `Probe,Launch date,Agency,Nation,Type,Outcome
Vega 1,1961-05-02,SRA,Russia,Flyby,Failure
Vega 2,1962-06-10,SRA,Russia,Orbiter,Failure
Seeker 1,1964-11-05,NSA,United States,Flyby,Failure
Seeker 2,1964-11-28,NSA,United States,Flyby,Success
Vega 3,1969-03-27,SRA,Russia,Lander,Partial success
Seeker 3,1971-05-30,NSA,United States,Orbiter,Success
Tiangu,1998-07-03,CNA,China,Orbiter,Failure
Seeker 4,2003-06-10,NSA,United States,Rover,Success
`;

const LEADERS = `No.,President,Took office,Party
1,Al Brook,1801-03-04,Whig
2,Cy Dent,1809-03-04,Whig
3,Al Brook,1817-03-04,Whig
4,Ed Fox,1825-03-04,Tory
5,Gil Hart,1905-03-04,Tory
`;

const PEAKS = `Rank,Peak,Height (m),Country
1,Mont Aldo,"4,610","France, Italy"
2,Pic Berra,"4,420",Switzerland
3,Dent Colle,"4,300",France
4,Aiguille Noire,"4,120",France
5,Punta Rosa,"4,050",Italy
`;
const PREMIERS = `Premier,Party
Ada Vossberg,Green
Carl Eden,Blue
Ida Marchetti,Green
`;

const tables = useCsvTables({
  prize: PRIZE,
  cup: CUP,
  probes: PROBES,
  leaders: LEADERS,
  peaks: PEAKS,
  premiers: PREMIERS,
});
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('who: the column of people', () => {
  it('answers the author, not the title, for who won in a year', async () => {
    const reply = (await ask('who took the prize in 2008', 'prize')).markdown;
    expect(reply).toContain('Omar Hadid');
    expect(reply).not.toContain('Wild Thyme');
  });

  it('answers the author of the row after or before a named row', async () => {
    expect((await ask('who took it the year after salt roads', 'prize')).markdown).toMatch(
      /^\*\*Anna Kowal\*\*/,
    );
    expect((await ask('who took it the yr before blue hours', 'prize')).markdown).toMatch(
      /^\*\*Omar Hadid\*\*/,
    );
  });
});

describe('conditions said in words', () => {
  it('counts the rows of a decade, never a cell that holds the row noun', async () => {
    const reply = await ask('number of winners during the 2000s', 'prize');
    expect(reply.markdown).toMatch(/^\*\*10\*\*/);
    expect(reply.markdown).not.toContain('Joint winner');
  });

  it('reads "the 1800s" as a century and counts people listed twice once', async () => {
    expect((await ask('number of presidents who took office in the 1800s', 'leaders')).markdown).toMatch(
      /^\*\*3\*\*/,
    );
  });

  it('keeps a demonym before the row noun', async () => {
    expect((await ask('number of canadian winners from 2000 on', 'prize')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('rules out the cells said after outside or a negation without its apostrophe', async () => {
    expect(
      (await ask('how many times was the cup played outside the us and england', 'cup')).markdown,
    ).toMatch(/^\*\*2\*\*/);
    expect((await ask('number of winners from 2006 on that werent british', 'prize')).markdown).toMatch(
      /^\*\*3\*\*/,
    );
  });

  it('reads "the us" as the subject, on the side the verb names', async () => {
    const reply = await ask('what year did the us last win it', 'cup');
    expect(reply.markdown).toMatch(/^\*\*2011\*\*/);
    expect(reply.markdown).toContain('Winner is United States');
  });

  it('reads failed and successful as the outcome column', async () => {
    expect((await ask('number of probes that failed', 'probes')).markdown).toMatch(/^\*\*4\*\*/);
    expect((await ask('the first successful probe', 'probes')).markdown).toMatch(/^\*\*Seeker 2\*\*/);
  });

  it('leaves rows picked by an earlier answer to the follow-up reading', async () => {
    expect((await ask('how many of those were failures', 'probes')).markdown).not.toMatch(/^\*\*4\*\*/);
  });

  it('ranks heights by "highest peak" as heights, and "only in" is the cell alone', async () => {
    expect((await ask('tallest peak in france', 'peaks')).markdown).toMatch(/^\*\*Mont Aldo\*\*/);
    expect((await ask('tallest peak only in france', 'peaks')).markdown).toMatch(/^\*\*Dent Colle\*\*/);
  });

  it('rules out a value held as one item of a list cell', async () => {
    expect((await ask('number of peaks that werent french', 'peaks')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('names a person by a surname of four letters', async () => {
    expect((await ask('who was premier just before eden', 'premiers')).markdown).toMatch(
      /^\*\*Ada Vossberg\*\*/,
    );
  });

  it('reads a place down a ranking', async () => {
    expect((await ask('which peak finished 3rd in height', 'peaks')).markdown).toMatch(/^\*\*Dent Colle\*\*/);
    expect((await ask('which peak has the second highest height', 'peaks')).markdown).toContain('Pic Berra');
  });

  it('says the table holds no date of an event it does not record', async () => {
    const reply = await ask('when did seeker 4 land on the surface', 'probes');
    expect(reply.markdown).not.toContain('2003-06-10');
    expect(reply.result).toBeUndefined();
    expect((await ask('when was seeker 4 launched', 'probes')).markdown).toContain('2003-06-10');
  });

  it('lists the rows a plural noun and their conditions name', async () => {
    const reply = await ask('titles by tolle and vance', 'prize');
    expect(reply.markdown).toMatch(
      /^\*\*The Glass Orchard\*\*, \*\*Salt Roads\*\*, \*\*Under Lanterns\*\*, \*\*Blue Hours\*\*\./,
    );
  });
});
