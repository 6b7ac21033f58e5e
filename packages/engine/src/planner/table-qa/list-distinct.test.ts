import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented club's seasons, some with two coaches in one cell, and a cup whose 2014 edition
// did not take place (its row says so in the winners' column).
const tables = useCsvTables({
  club: `Season,Pos,Coach(es)
2010–11,3rd,Ann Lee
2011–12,1st,"Ann Lee, Bo Kim"
2012–13,2nd,Bo Kim
2013–14,5th,"Cy Park, Dee Moss"
2014–15,1st,Dee Moss
`,
  cup: `Year,Winners,Runners-up
2011,Orvo,Tellin
2012,Marra,Orvo
2013,Orvo,Varn
2014,Edition cancelled due to flooding[a],—
2015,Tellin,Marra
`,
});

describe('distinct names across lists and rows', () => {
  it('counts the distinct names listed in a column of lists, not how many each row lists', async () => {
    const reply = await tables.ask('how many different coaches have they had', 'club');
    expect(reply.markdown).toContain('**4**');
  });

  it('never counts a row saying the event did not take place as a name', async () => {
    const reply = await tables.ask('how many different teams won the cup', 'cup');
    expect(reply.markdown).toContain('**3**');
  });
});
