import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Small wiki-style tables written here: the stage must know nothing of them.
const REGATTA = `Rank,Crew,Gold,Silver,Bronze,Total
1,Aldmere (ALD),4,1,2,7
2,Brackwater (BRW)*,3,3,0,6
3,Corrin (COR),1,2,3,6
4,Dunhollow (DUN),0,2,1,3
Totals (4 crews),,8,8,6,22
`;
const PEAKS = `Peak,Height (m),Height (ft),Group,Climbed
Morrow Spire,"4,210[a]","13,812",North Tarn Range,1921
Ebon Tooth,"3,980","13,058",North Tarn Range,1934
Vell Crown,"4,105[b]","13,468",South Vell Range,1908
Grey Anvil,"3,720","12,205",South Vell Range,1950
`;
const FLIGHTS = `Craft,Pilot,Outcome,Season
Skylark 3,Ona Pell,Winner,2001
Skylark 4,Ona Pell,Runner-up,2002
Kestrel 9,Ivo Dunne,Runner-up,2003
Kestrel 12,Ivo Dunne,Winner,2004
`;
const AWARDS = `Season,Northern club,Series,Southern club,Best player
2010,Harbor City Pelicans,4–2,Redmoor Panthers,Ade Ross (Pelicans)
2011,Harbor City Pelicans,1–4,Redmoor Panthers,Bo Lind (Panthers)
2012,Ketterby Owls,4–3,Saltmarsh Herons,Ade Ross (Owls)
2013,Ketterby Owls,2–4,Redmoor Panthers,Cal Moore (Panthers)
`;
const EVENTS = `Event,Stage,Winner
2009 Northern Spring Cup,Final,Ann Vey
2009 Southern Spring Cup,Final,Rob Tal
Grand Open 2010,Final,Ann Vey
`;

const MAYORS = `#,Mayor,Term,Party,Lifespan
1,Ada Quill,1901–1905,Reform,1850–1921
2,Basil Nore,1905–1913,Civic,1861–1940
3,Cora Stent,1913–1915,Reform,1870–1955
`;
const POLL = `Party,Votes,%,Seats
Lantern,"1,204,331",38.2,142
Anchor,"998,120",31.7,118
Thistle,"402,876",12.8,31
Others,"240,002",7.7,4
`;
const GAMES = `Opponent,Result,Scorers
Rookham,W 2–0,"Ince, Parr"
Tarrow,D 1–1,Gale
Underby,W 4–2,"Parr (2), Ince, Gale"
Vantry,W 3–0,"Gale (2), Moor"
`;

const SQUAD = `Player,Club,Goals,Apps
Ren Toller,Harwick,27,36
Sol Amari,Dunmore,22,38
Oli Crane,Dunmore,15,29
`;

const tables = useCsvTables({ regatta: REGATTA, peaks: PEAKS, flights: FLIGHTS, awards: AWARDS, events: EVENTS, mayors: MAYORS, poll: POLL, games: GAMES, squad: SQUAD });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('cells as wiki tables write them', () => {
  it('leaves a Totals row out of rankings and counts', async () => {
    expect((await ask('which crew won the most silver medals?', 'regatta')).markdown).toMatch(/^\*\*Brackwater \(BRW\)\*\*/);
    expect((await ask('how many crews won at least 6 medals?', 'regatta')).markdown).toMatch(/^\*\*3\*\*/);
    expect((await ask('which crew is listed last?', 'regatta')).markdown).toMatch(/^\*\*Dunhollow \(DUN\)\*\*/);
  });

  it('takes the column whose unit is said, and reads footnoted numbers', async () => {
    expect((await ask('what is the height of ebon tooth in feet?', 'peaks')).markdown).toMatch(/^\*\*13,058\*\*/);
    // The footnoted heights are numbers from the load on ("4,210[a]" is 4210).
    expect((await ask('how many peaks are higher than 4,000 m?', 'peaks')).markdown).toMatch(/\*\*2\*\*/);
  });

  it('reads "Winner" and "Runner-up" as the outcome of a final', async () => {
    expect((await ask('how many finals did ivo dunne lose?', 'flights')).markdown).toMatch(/^\*\*1\*\*/);
    // "Skylark 3" is a name: the craft column is never ranked as a number.
    const ranked = await ask('which craft has the highest number?', 'flights');
    expect(ranked.markdown).not.toMatch(/^\*\*Kestrel 12\*\*/);
  });

  it('names cells in part: without the parenthesis, by a last word of their own, by some of their words', async () => {
    // "Ade Ross" is two cells of the column, with different teams in parentheses: both count.
    expect((await ask('how many times was ade ross the best player?', 'awards')).markdown).toMatch(/^\*\*2\*\*/);
    expect((await ask('how many times did the pelicans and the panthers meet?', 'awards')).markdown).toMatch(/^\*\*2\*\*/);
    expect((await ask('who won the 2009 southern cup?', 'events')).markdown).toMatch(/^\*\*Rob Tal\*\*/);
  });

  it('reads a span of years in one cell as a start and an end', async () => {
    expect((await ask('how long did basil nore serve?', 'mayors')).markdown).toMatch(/^\*\*8\*\*/);
    expect((await ask('how old was cora stent when she died?', 'mayors')).markdown).toMatch(/^\*\*85\*\*/);
    expect((await ask('which mayor served the longest?', 'mayors')).markdown).toMatch(/^\*\*Basil Nore\*\*/);
  });

  it('reads "more than 10%" as a condition on a column of percentages', async () => {
    expect((await ask('how many parties got more than 10%?', 'poll')).markdown).toMatch(/^\*\*3\*\*/);
  });

  it('finds a name inside cells that list several, and counts games rather than goals', async () => {
    expect((await ask('how many games did gale score in?', 'games')).markdown).toMatch(/^\*\*3\*\*/);
  });

  it('reads "appearances" as the Apps column', async () => {
    expect((await ask('who had the most appearances?', 'squad')).markdown).toMatch(/^\*\*Sol Amari\*\*/);
  });
});
