import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented best-of-seven series list: the Games cell is the series score ("4–2").
const tables = useCsvTables({
  series: `Year,Champion,Games,Runner-up
2011,Orvo Owls,4–2,Tellin Tigers
2012,Marra Mules,4–3,Orvo Owls
2013,Orvo Owls,4–0,Varn Vipers
2014,Tellin Tigers,4–3,Marra Mules
2015,Varn Vipers,4–1,Tellin Tigers
2016,Orvo Owls,4–3,Varn Vipers
`,
});

describe('a series written as a score under a header of games', () => {
  it('counts the games played as both numbers together', async () => {
    const seven = await tables.ask('how many series went to game 7', 'series');
    expect(seven.markdown).toContain('**3**');
    const six = await tables.ask('how many series since 2012 went 7 games', 'series');
    expect(six.markdown).toContain('**3**');
  });

  it('still matches a series score said whole', async () => {
    const reply = await tables.ask('how many series ended 4-3', 'series');
    expect(reply.markdown).toContain('**3**');
  });

  it('never answers a column the table lacks with the series cell a number condition read', async () => {
    const reply = await tables.ask('whats the attendance for game 7 in 2014', 'series');
    expect(reply.markdown).not.toContain('**4–3**');
  });
});
