import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A cup's finals, one row per season: a season names its row, as a name would.
const FINALS = `Season,Winner,Score,Runner-up,Venue,Attendance
2010,Harbor City,2–1,Lakeside Rovers,Grand Arena,45000
2011,Lakeside Rovers,3–0,Millbrook,Park Stadium,38000
2012,Millbrook,1–0,Harbor City,Grand Arena,51000
2013,Harbor City,4–2,Stonebridge,Riverside Ground,29000
2014,Stonebridge,2–2 (5–4 p),Lakeside Rovers,Park Stadium,41000
2015,Harbor City,1–0,Millbrook,Grand Arena,47000
`;

// A championship's winners, the top scorer with points in brackets; winners with running counts.
const TITLES = `Year,Champions,Points,Top points scorer
2008,Wales,10,Ann Lee (60)
2009,Eire,10,Bo Kim (57)
2010,France,10,Cy Dee (49)
2011,England,8,Di Fox (61)
`;
const RUNS = `Year,Champion,Score,Runner-up
2001,Orla Venn,18–14,Pim Kast
2002,Pim Kast,18–10,Orla Venn
2003,Orla Venn (2),18–16,Sten Holm
2004,Sten Holm,18–8,Ada Ruhl
2005,Orla Venn (3),18–11,Ivo Marsk
2006,Pim Kast (2),18–13,Sten Holm
`;

const tables = useCsvTables({ finals: FINALS, titles: TITLES, runs: RUNS });
const ask = (question: string, previous?: Awaited<ReturnType<typeof tables.ask>>) =>
  tables.ask(question, 'finals', previous);

describe('follow-ups about the one row the previous answer named', () => {
  it('reads another column of the season asked about, never a total over every season', async () => {
    const won = await ask('who won in 2013');
    expect(won.markdown).toContain('Harbor City');
    const crowd = await ask('and the attendance?', won);
    expect(crowd.markdown).toMatch(/29,?000/);
    expect(crowd.markdown).not.toMatch(/251,?000/);
    const score = await ask('what was the score', won);
    expect(score.markdown).toContain('4–2');
  });

  it('reads the other side of the contest from the verb', async () => {
    const won = await ask('who won in 2013');
    const beaten = await ask('who did they beat', won);
    expect(beaten.markdown).toContain('Stonebridge');
    expect(beaten.markdown).not.toContain('Harbor City');
    const winner = await ask('who beat them', await ask('who was runner up in 2011'));
    expect(winner.markdown).toContain('Lakeside Rovers');
  });

  it('reads "that year" as the row pointed at, not as the column asked for', async () => {
    const top = await ask('which season had the highest attendance');
    expect(top.markdown).toContain('2012');
    const winner = await ask('who won that year', top);
    expect(winner.markdown).toContain('Millbrook');
  });

  it('reads a column named by some of its words', async () => {
    const first = await tables.ask('when did eire win their first title', 'titles');
    const scorer = await tables.ask('who was the top scorer that year', 'titles', first);
    expect(scorer.markdown).toContain('Bo Kim');
  });

  it('never continues from a shown name that is not one row of the table', async () => {
    const beat = await tables.ask('who beat ivo marsk in the final', 'runs');
    expect(beat.markdown).toContain('Orla Venn');
    const score = await tables.ask('what was the score', 'runs', beat);
    // Orla Venn won three finals: another final's score would be a confident wrong answer
    expect(score.markdown).not.toMatch(/18–14|18–16/);
  });
});
