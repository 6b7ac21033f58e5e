/**
 * A list of seasons, one row each, ending with a Total line (an invented club's seasons): the
 * Total line is left out at load, and the Season column, each year held once, is still the years.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

const SEASONS = [
  'Season,Matches,Wins,Goals',
  '2016,30,18,52',
  '2017,30,15,47',
  '2018,32,21,60',
  '2019,30,12,38',
  '2020,28,17,49',
  'Total,150,83,246',
].join('\n');

const tables = useCsvTables({ club_seasons: SEASONS });

describe('a list of seasons with a Total line', () => {
  it('reads "per season" as the average over the seasons, not a division by the year', async () => {
    const reply = await tables.ask('average goals per season', 'club_seasons');
    expect(reply.markdown).toContain('**49.2**');
  });

  it('answers a season as a year', async () => {
    expect((await tables.ask('how many wins in 2018', 'club_seasons')).markdown).toContain('**21**');
    expect((await tables.ask('total goals since 2018', 'club_seasons')).markdown).toContain('**147**');
  });
});
