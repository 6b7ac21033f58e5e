import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: a sled race's winners with their driver and trainer, and a league's finals
// with a prize of its own beside the winning side, and a club's seasons whose top scorer cell
// carries the goals in brackets.
const tables = useCsvTables({
  sled: `Year,Winner,Driver,Trainer,Time
2010,Frostbite,Ola Berg,Kari Dahl,3:01.20
2011,Snowmane,Per Lund,Kari Dahl,2:59.80
2012,Icewind,Ola Berg,Jon Vik,3:02.45
2013,Glacier,Tor Ness,Kari Dahl,3:00.10
2014,Blizzard,Per Lund,Siri Holm,2:58.95
2015,Polar Star,Eva Strand,Jon Vik,3:03.30
`,
  finals: `Year,Winning team,Winning coach,Losing team,Fair play award
2016,Norland Bears,Ivo Brandt,Tarsa Wolves,Lutz Okonkwo
2017,Tarsa Wolves,Pia Sandoval,Velmar Hawks,Ada Quillon
2018,Velmar Hawks,Cleo Marten,Norland Bears,Bertram Osk
2019,Norland Bears,Ivo Brandt,Velmar Hawks,Dorian Vey
`,
  seasons: `Season,Pos,Pts,League cup,Top league scorer
2001–02,2nd,71,Winners,Ana Ruiz (21)
2002–03,1st,80,Semi-finals,Ana Ruiz (25)
2003–04,4th,60,Round of 16,Bea Soto (14)
2004–05,1st,78,Winners,Carla Gil (19)
2005–06,3rd,66,Quarter-finals,Bea Soto (17)
`,
});

describe('the column a question asks for, beside a winning side', () => {
  it('a verb right after "who" names its doer column, not the winner it is said of', async () => {
    const reply = await tables.ask('who trained the 2012 winner', 'sled');
    expect(reply.markdown).toContain('Jon Vik');
    expect(reply.markdown).not.toContain('Icewind');
  });

  it('"who won the X" names the column headed X when one is, not the winning side', async () => {
    const prize = await tables.ask('who won the fair play award in 2018', 'finals');
    expect(prize.markdown).toContain('Bertram Osk');
    expect(prize.markdown).not.toContain('Velmar Hawks');
    const side = await tables.ask('who won the final in 2018', 'finals');
    expect(side.markdown).toContain('**Velmar Hawks**');
  });

  it('counts the people a header names in full, not the winners the verb names', async () => {
    const reply = await tables.ask('how many different drivers won', 'sled');
    expect(reply.markdown).toContain('**4**');
    const trainers = await tables.ask('how many different trainers have won since 2012', 'sled');
    expect(trainers.markdown).toContain('**3**');
  });
});

describe('a name with a number in brackets is a name', () => {
  it('asks the scorer column for "who", never another column', async () => {
    const reply = await tables.ask('who was top scorer in 2003-04', 'seasons');
    expect(reply.markdown).toContain('Bea Soto');
  });

  it('reads the count in brackets as a number column of its own (goals for scorers)', async () => {
    const most = await tables.ask('which season had the most goals', 'seasons');
    expect(most.markdown).toContain('**2002–03**');
    const one = await tables.ask('how many goals did bea soto score in 2005-06', 'seasons');
    expect(one.markdown).toContain('**17**');
  });

  it('a word of a longer header said before another column qualifies it ("lowest league finish" is the row of the lowest place)', async () => {
    const reply = await tables.ask('lowest league finish', 'seasons');
    expect(reply.markdown).toContain('**2003–04**');
  });
});

// An invented list of records with a chart place per country and their awards listed in one cell.
const charts = useCsvTables({
  records: `Title,UK,US,Awards
Blue Hour,1,4,"US: Gold, UK: Platinum"
Low Tide,3,1,UK: Gold
Red Sky,1,12,
Far Shore,7,2,"US: Platinum, UK: Silver"
`,
});

describe('a word that is a whole header', () => {
  it('names that column, never a piece of a longer cell holding the word', async () => {
    const reply = await charts.ask('how many records reached 1 in the uk', 'records');
    expect(reply.markdown).not.toContain('**3**');
  });
});

// An invented show's episodes: a number within each season beside the season (a special has none), and viewers.
const shows = useCsvTables({
  episodes: `No. overall,No. in season,Season,Title,Home viewers (millions)[b]
1,1,1,Cold Open,9.2
2,2,1,Second Wind,8.0
3,1,2,Third Rail,10.6
4,2,2,Last Call,11.2
5,—,Special,Odd One,11.6
6,1,3,New Dawn,9.9
7,2,3,Late Hour,9.5
`,
});

describe('a header word before another column', () => {
  it('the last word of its header is what is asked, not a qualifier of the column after it', async () => {
    const reply = await shows.ask('mean viewers season 2', 'episodes');
    expect(reply.markdown).toContain('10.9');
  });
});
