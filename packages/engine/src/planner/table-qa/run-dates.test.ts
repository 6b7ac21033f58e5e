import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented long-running shows: US-style dates written in words, "Running" for those still on.
const SHOWS = `Rank,Show,Opening date,Closing date,Performances,Theatres
1,Alto,"March 2, 1980","May 1, 1990","9,000",Rialto Theatre
2,Brio,"June 5, 1999",Running,"7,000","Lyric Theatre, Rialto Theatre"
3,Coda,"January 9, 1985","January 19, 1986","5,000",Lyric Theatre
4,Duet,"April 4, 2001",Running,"3,000",Palace Theatre
`;
// Invented test flights numbered by the noun the table lists.
const FLIGHTS = `Flight,Date,Craft,Producer(s)
1,2 January 2020,A1,"Ann Vale, Bo Reyes"
2,12 January 2020,A2,Bo Reyes
3,1 March 2020,A3,"Cy Mott, Ann Vale"
4,11 March 2020,A4,Cy Mott
`;

const QUAKES = `Rank,Date,Place
1,22 May 1960,Arlo
=2,27 March 1964,Brae
=2,26 December 2004,Cove
4,11 March 2011,Dune
`;

const t = useCsvTables({ show_list: SHOWS, test_flights: FLIGHTS, quake_list: QUAKES });

describe('dates of events and spans in a list', () => {
  it('reads "when did X close" from the closing date, a running show included', async () => {
    expect((await t.ask('when did coda close', 'show_list')).markdown).toMatch(/^\*\*January 19, 1986\*\*/);
    expect((await t.ask('when did brio close', 'show_list')).markdown).toMatch(/^\*\*Running\*\*/);
  });

  it('reads "how many days did X run" from its opening to its closing date', async () => {
    expect((await t.ask('how many days did coda run', 'show_list')).markdown).toContain('375 days');
  });

  it('reads "all 4 shows" as every row, never a rank of 4', async () => {
    expect((await t.ask('total performances, all 4 shows', 'show_list')).markdown).not.toContain('3000');
  });

  it('finds the longest wait between two flights over a Flight column numbering them', async () => {
    expect((await t.ask('longest wait between two flights, in days', 'test_flights')).markdown).toContain('49 days');
  });

  it('lists the rows whose list cell names someone, not the list cells', async () => {
    const reply = await t.ask('which ones did ann vale produce', 'test_flights');
    expect(reply.markdown).toMatch(/^\*\*A1\*\*, \*\*A3\*\*/);
  });

  it('answers "what years" over a date column with the years', async () => {
    const reply = await t.ask('what years are the quakes tied at number 2', 'quake_list');
    expect(reply.markdown).toMatch(/^\*\*1964\*\*.*\*\*2004\*\*/);
  });

  it('reads "which came after the longest gap" as the gap between consecutive rows', async () => {
    const reply = await t.ask('which craft flew after the longest gap', 'test_flights');
    expect(reply.markdown).toContain('49 days');
    expect(reply.markdown).toContain('A3');
  });
});
