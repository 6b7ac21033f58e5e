import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { scoreOf } from './score-columns';

// An invented list of cup finals whose scores carry several notes: extra time, a shootout's own
// score, a footnote mark; and an invented list of games where a game's points are its goals.
const FINALS = `Season,Champion,Score,Finalist
2001–02,Harlow Rovers,2–2 (a.e.t.) (4–3 p),Kestrel Town
2002–03,Dunmore City,4–0,Harlow Rovers
2003–04,Kestrel Town,3–2 (a.e.t.)[a],Dunmore City
2004–05,Ostby United,1–0,Kestrel Town
2005–06,Harlow Rovers,0–0 (a.e.t.) (5–4 p),Ostby United
`;
const GAMES = `No.,Round,Home,Score,Away
1,Round one,Norland,2–1,Estavia
2,Round one,Westmark,5–2,Ostria
3,Round one,Sudavia,1–0,Kelmar
`;

const tables = useCsvTables({ finals: FINALS, games: GAMES });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('scores written with several notes', () => {
  it('reads the score before its notes, footnote marks and shootouts included', () => {
    expect(scoreOf('2–2 (a.e.t.) (4–3 p)')).toEqual([2, 2]);
    expect(scoreOf('3–2 (a.e.t.)[a]')).toEqual([3, 2]);
  });
  it('ranks the finals by the margin of the score, not the score as text', async () => {
    expect((await ask('which final had the biggest margin', 'finals')).markdown).toMatch(/^\*\*2002–03\*\*/);
  });
  it('counts a shootout written as its own score as penalties', async () => {
    expect((await ask('how many finals went to penalties', 'finals')).markdown).toMatch(/^\*\*2\*\*/);
  });
  it('reads the goals of a game as both sides together', async () => {
    expect((await ask('which game had the most goals', 'games')).markdown).toMatch(/Westmark|Ostria/);
  });
});
