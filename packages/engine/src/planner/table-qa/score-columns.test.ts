import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { scoreOf } from './score-columns';

// Small wiki-style tables written here: cup finals with scores, one after extra time, and
// matches of a board game scored in halves.
const FINALS = `Final,Season,Champion,Score,Finalist,Venue
I,1990,Harlow Rovers,3–1,Kestrel Town,Maple Park
II,1991,Dunmore City,2–0,Harlow Rovers,Old Quay
III,1992,Kestrel Town,4–3 (ET),Dunmore City,Maple Park
IV,1993,Ostby United,5–0,Kestrel Town,Old Quay
V,1994,Harlow Rovers,1–0,Ostby United,Riverside
`;
const MATCHES = `Year,Holder,Score,Challenger
1971,Ivo Marsk,8½–5½,Pell Orban
1974,Ivo Marsk,7½–6½,Dara Quill
1977,Dara Quill,9–5,Ivo Marsk
`;

const tables = useCsvTables({ finals: FINALS, matches: MATCHES });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('columns of scores', () => {
  it('reads a score as two numbers, halves and a note after it included', () => {
    expect(scoreOf('34–7')).toEqual([34, 7]);
    expect(scoreOf('12½–9½')).toEqual([12.5, 9.5]);
    expect(scoreOf('34–28 (OT)')).toEqual([34, 28]);
    expect(scoreOf('1984–85')).toBeUndefined();
  });

  it('adds up both sides for the total points of a game', async () => {
    expect((await ask('how many total points were scored in final iii', 'finals')).markdown).toMatch(/^\*\*7\*\*/);
  });

  it('ranks games by the gap between the two sides', async () => {
    expect((await ask('which final had the biggest margin of victory', 'finals')).markdown).toMatch(/^\*\*IV\*\*/);
  });

  it('reads the points of the side the question names, halves included', async () => {
    expect((await ask('how many points did pell orban score in 1971', 'matches')).markdown).toMatch(/^\*\*5\.5\*\*/);
    expect((await ask('how many points did ivo marsk score in 1974', 'matches')).markdown).toMatch(/^\*\*7\.5\*\*/);
  });
});

describe('columns of scores, both sides asked', () => {
  it('keeps both sides when the question says total', async () => {
    expect((await ask('how many total points were scored in finals won by harlow rovers', 'finals')).markdown).toMatch(/^\*\*5\*\*/);
  });
});

describe('notes written after a score', () => {
  it('reads "went to extra time" as the rows whose score carries the note', async () => {
    expect((await ask('which final went to extra time?', 'finals')).markdown).toMatch(/^\*\*III\*\*/);
    expect((await ask('how many finals went to extra time', 'finals')).markdown).toMatch(/^\*\*1\*\*/);
  });
});
