import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';
import { doerHeaders, sideAsked, sideColumn } from '../verb-forms';

// Invented tables: a cup's finals (winner and runner-up), a prize's top three, a chess-like
// title's matches, a fleet of boats with their makers, and a list of streams with their outflows.
const tables = useCsvTables({
  finals: `Season,Winning club,Score,Losing club,Ground
1981,Harrow Vale,2–1,Oldport Athletic,Kingsmead
1982,Oldport Athletic,3–0,Tidewell,Brackley Park
1983,Tidewell,1–0,Fernbrook,Kingsmead
1984,Fernbrook,2–2,Harrow Vale,Brackley Park
`,
  prize: `Year,Winner,Club,Second,Third
2001,Ottilie Marsh,Kestrel,Bram Yonder,Cato Fenwick
2002,Bram Yonder,Heron,Cato Fenwick,Dara Quell
2003,Cato Fenwick,Kestrel,Ottilie Marsh,Bram Yonder
2004,Not awarded,—,—,—
2005,Dara Quell,Heron,Ottilie Marsh,Cato Fenwick
`,
  title: `Year,City,Champion,Runner-up
1990,Velmar,Ivo Brandt,Lutz Okonkwo
1992,Surrey Hills,Lutz Okonkwo,Ivo Brandt
1995,Velmar,Pia Sandoval,Lutz Okonkwo
`,
  boats: `Boat,Launched,Length (m),Manufacturer,Home port
Sea Wren,1998,14,Halvard Yards,Kessel
Grey Petrel,2003,22,Morrow & Sons,Aldmouth
Blue Tern,2007,18,Halvard Yards,Kessel
Kittiwake,2011,12,Osprey Marine,Penrith Bay
`,
  streams: `Stream,Length (km),Outflow,Basin countries
Arlen,420,Grey Sea,"Norland, Velmar"
Tovin,310,Lake Osk,Velmar
Sarra,150,Grey Sea,Norland
`,
  peaks: `Rank,Peak,Height (m),Range
1,Mount Orrin,4810,Vell Alps
2,Tasker Spire,4620,Vell Alps
3,Mount Caddow,4410,Brisk Range
4,Hollin Dome,4200,Brisk Range
`,
});

describe('the side of a contest a question asks for', () => {
  it('reads the side from the verb and who does it', () => {
    expect(sideAsked('who won the final'.split(' '))).toBe('winner');
    expect(sideAsked('who beat harrow vale in 1981'.split(' '))).toBe('winner');
    expect(sideAsked('who did harrow vale beat'.split(' '))).toBe('loser');
    expect(sideAsked('who lost the final'.split(' '))).toBe('loser');
    expect(sideAsked('who did tidewell lose to'.split(' '))).toBe('winner');
    expect(sideAsked('who was beaten by tidewell'.split(' '))).toBe('loser');
    expect(sideAsked('who was tidewell beaten by'.split(' '))).toBe('winner');
    expect(sideAsked('who was runner up in 1990'.split(' '))).toBe('loser');
    expect(sideAsked('who was the champion in 1990'.split(' '))).toBe('winner');
    expect(sideAsked('who has won the most'.split(' '))).toBe('winner');
    expect(sideAsked('where was the final played'.split(' '))).toBeUndefined();
  });

  it('finds the column of a side by its header words, the surest first', () => {
    expect(sideColumn([['year'], ['winner'], ['second'], ['third']], 'loser')).toBe(2);
    expect(sideColumn([['winner'], ['runner', 'up'], ['second']], 'loser')).toBe(1);
    expect(sideColumn([['team'], ['opponent']], 'winner')).toBeUndefined();
  });

  it('names the column of a doer or a destination', () => {
    expect(doerHeaders('built')).toContain('manufacturer');
    expect(doerHeaders('flows', 'into')).toContain('outflow');
    expect(doerHeaders('flows', 'through')).toEqual([]);
    expect(doerHeaders('runner', 'up')).toContain('second');
    expect(doerHeaders('constructor')).toEqual([]);
  });
});

describe('columns named by a verb or a role', () => {
  it('answers "who won" from the winning side, not the other', async () => {
    const reply = await tables.ask('who won in 1983', 'finals');
    expect(reply.markdown).toContain('Tidewell');
    expect(reply.markdown).not.toContain('Fernbrook');
  });

  it('answers "who beat X" from the winner and "who did X beat" from the loser', async () => {
    const beat = await tables.ask('who beat oldport athletic in 1981', 'finals');
    expect(beat.markdown).toContain('Harrow Vale');
    const beaten = await tables.ask('who did oldport athletic beat in 1982', 'finals');
    expect(beaten.markdown).toContain('Tidewell');
  });

  it('answers "who lost" from the losing side', async () => {
    const reply = await tables.ask('who lost in 1984', 'finals');
    expect(reply.markdown).toContain('Harrow Vale');
  });

  it('reads "runner up" as the Second column when there is no runner-up column', async () => {
    const reply = await tables.ask('who was runner up in 2002', 'prize');
    expect(reply.markdown).toContain('Cato Fenwick');
  });

  it('reads "champion" as the winner and "beat" over Champion and Runner-up', async () => {
    const beat = await tables.ask('who beat lutz okonkwo in 1995', 'title');
    expect(beat.markdown).toContain('Pia Sandoval');
    const champion = await tables.ask('who was the champion in 1992', 'title');
    expect(champion.markdown).toContain('Lutz Okonkwo');
  });

  it('reads "build" and "make" as the maker column', async () => {
    const built = await tables.ask('what boat did osprey marine build', 'boats');
    expect(built.markdown).toContain('Kittiwake');
    const made = await tables.ask('which boats did halvard yards make', 'boats');
    expect(made.markdown).toContain('Sea Wren');
    expect(made.markdown).toContain('Blue Tern');
    expect(made.markdown).not.toContain('Grey Petrel');
  });

  it('finds the year a prize was "not given" by the cell saying it was not awarded', async () => {
    const reply = await tables.ask('what year was the prize not given', 'prize');
    expect(reply.markdown).toContain('2004');
    expect(reply.markdown).not.toContain('2001');
  });

  it('reads "runner up the year X won" with X in the winner column', async () => {
    const reply = await tables.ask('who was runner up the year bram yonder won', 'prize');
    expect(reply.markdown).toMatch(/^\*\*Cato Fenwick\*\*/);
  });

  it('reads "flow into" as the outflow column', async () => {
    const into = await tables.ask('what does the tovin flow into', 'streams');
    expect(into.markdown).toContain('Lake Osk');
    const count = await tables.ask('how many streams flow into the grey sea', 'streams');
    expect(count.markdown).toMatch(/\*\*2\*\*/);
  });

  it('reads "what rank is X" as the Rank cell of that row, never a count of rows', async () => {
    const index = await indexDataset(tables.registry, 'peaks');
    const parsed = parseQuestion('what rank is tasker spire', index);
    expect(parsed.query?.kind).toBe('rows');
    expect(parsed.query?.columns).toContain('Rank');
    const reply = await tables.ask('what rank is mount caddow', 'peaks');
    expect(reply.markdown).toContain('3');
    expect(reply.markdown).not.toMatch(/number of rows/);
  });
});

