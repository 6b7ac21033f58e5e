import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented wiki-style lists: a prize's winners, bridges with two units and a year that may be
// estimated, concert runs with year spans, and canyons with a qualifier no column holds.
const tables = useCsvTables({
  golden_lyre_song_of_the_year: `Year,Song,Singer,Label
2010,Glass River,Oda Venn,Parlo
2011,Night Ferry,Kel Amsel,Vire
2012,Copper Bell,Oda Venn,Parlo
`,
  longest_bridges: `Rank,Bridge,Length (km),Length (mi),Route,Opened
1,Varna Viaduct,40.2,24.98,Varna line,1998
2,Osk Causeway,33.1,20.57,Osk – Tarr,2004
3,Tellin Bridge,21.7,13.48,Varna line,1987
—,Harl Crossing,45.0,27.96,Harl road,2031 (est.)
`,
  concert_runs: `Rank,Gross,Act,Run title,Year(s),Shows,Average gross
1,900,Oda Venn,Glass Run,2017–2019,120,7.5
2,600,Kel Amsel,Night Run,2018,40,15
3,500,Mira Tal,Bell Run,2015–2016,90,5.6
4,300,Bo Lind,Ferry Run,2019–2020,60,5
5,200,Ana Pell,Lamp Run,2012–2013,50,4
`,
  races: 'Season,Driver,Team\n2001,Ana Vell,Orvo Tarsk Racing\n2002,Ben Kor,Team Mellor\n2003,Ana Vell,Orvo Tarsk Racing\n',
  ferry_terminals: 'Terminal,Passengers,Berths\nOstvik,900,3\nBalmor,400,9\nKessa,650,5\n',
  rivers: 'River,Length,Course\nVarna,900,"Austria, Hungary, Serbia"\nOrsk,500,"France, Spain"\nTell,300,Italy\nMarr,200,"Germany, Poland"\n',
  largest_canyons: `Rank,Canyon,Kind,Depth (m)
1,Orvo Gorge,Desert,1800
2,Tellin Canyon,Alpine,1500
3,Marra Gorge,Desert,900
`,
});

describe('wiki lists read as a reader would', () => {
  it('reads the prize a list is named after as the table, and the year after a title by its column', async () => {
    const who = await tables.ask('who won song of the year in 2011', 'golden_lyre_song_of_the_year');
    expect(who.markdown).toContain('Kel Amsel');
    const after = await tables.ask('what won the year after glass river', 'golden_lyre_song_of_the_year');
    expect(after.markdown).toContain('Night Ferry');
  });

  it('reads the unit listed first, a name piece in the rows column, and an opening year held as text', async () => {
    const longest = await tables.ask('longest bridge on the varna line', 'longest_bridges');
    expect(longest.markdown).toContain('Varna Viaduct');
    const diff = await tables.ask('how much longer is the varna than the tellin', 'longest_bridges');
    expect(diff.markdown).toContain('18.5');
    const first = await tables.ask('which opened first, the osk causeway or tellin bridge', 'longest_bridges');
    expect(first.markdown).toContain('1987');
    const before = await tables.ask('how many bridges opened before 2000', 'longest_bridges');
    expect(before.markdown).toContain('**2**');
  });

  it('reads a year over a column of year spans', async () => {
    const during = await tables.ask('which runs were on the road in 2018', 'concert_runs');
    expect(during.markdown).toContain('Glass Run');
    expect(during.markdown).toContain('Night Run');
    expect(during.markdown).not.toContain('Bell Run');
    const started = await tables.ask('how many runs started in 2019', 'concert_runs');
    expect(started.markdown).toContain('**1**');
  });

  it('reads "gross" as the column that says no average', async () => {
    const total = await tables.ask('total gross of all the runs', 'concert_runs');
    expect(total.markdown).toContain('2,500');
  });

  it('asks about a word that picks which rows, never answers the extreme of all', async () => {
    const hot = await tables.ask('deepest rocky canyon', 'largest_canyons');
    expect(hot.markdown).not.toContain('**Orvo Gorge**');
  });
});

describe('places, counts and money said as people say them', () => {
  it('reads "#2" as the rank, "by number of shows" as the Shows column and "how much did X make" as its gross', async () => {
    const second = await tables.ask('whats the #2 run', 'concert_runs');
    expect(second.markdown).toContain('Night Run');
    const top = await tables.ask('top 2 runs by number of shows', 'concert_runs');
    expect(top.markdown).toContain('Glass Run');
    expect(top.markdown).toContain('Bell Run');
    const made = await tables.ask('how much did the glass run make', 'concert_runs');
    expect(made.markdown).toContain('900');
  });

  it('reads "busiest" by a figure of traffic and a list of countries by "countries"', async () => {
    const t = await tables.ask('busiest terminal', 'ferry_terminals');
    expect(t.markdown).toContain('Ostvik');
    const most = await tables.ask('which river crosses the most countries', 'rivers');
    expect(most.markdown).toContain('Varna');
  });
});

describe('a team said by its name alone', () => {
  it('reads the name before "Racing" as the team', async () => {
    const wins = await tables.ask('how many wins did tarsk get', 'races');
    expect(wins.markdown).toContain('**2**');
  });
});
