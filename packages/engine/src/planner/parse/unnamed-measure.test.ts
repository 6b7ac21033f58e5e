import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented headerless file: town, district, residents, latitude and longitude with degree signs.
const TOWNS = [
  'Amberly\tNorthmark\t52000\t51.2°\t-2.5°',
  'Brackwater\tNorthmark\t31000\t50.1°\t1.5°',
  'Corvale\tSouthmark\t18000\t48.9°\t3.2°',
  'Dunhollow\tSouthmark\t9000\t47.3°\t-0.8°',
  'Eastwick\tSouthmark\t4500\t46.6°\t2.9°',
].join('\n');
// Two unnamed number columns: a word alone cannot tell which one it means.
const PAIRS = ['Ash,12,7.5', 'Birch,30,2.5', 'Cedar,21,9.0'].join('\n');

const t = useCsvTables({ towns: TOWNS, pairs: PAIRS });

describe("a headerless file's one unnamed number column", () => {
  it('takes the one word of a question no column took', async () => {
    const reply = await t.ask('residents of corvale', 'towns');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('18,000');
    const total = await t.ask('total inhabitants', 'towns');
    expect(total.markdown).toContain('114,500');
  });

  it('leaves named columns to their names and where-words alone', async () => {
    const north = await t.ask('northernmost town', 'towns');
    expect(north.markdown).toContain('Amberly');
    const where = await t.ask('corvale coordinates?', 'towns');
    expect(where.markdown).not.toContain('18,000');
  });

  it('reads a comparison or a size ranking over the unnamed column', async () => {
    const over = await t.ask('how many towns have more than 20k residents', 'towns');
    expect(over.markdown).toContain('**2**');
    const top = await t.ask('top 4 biggest towns', 'towns');
    expect(top.markdown).toContain('Amberly');
    expect(top.markdown).toContain('Dunhollow');
    expect(top.markdown).not.toContain('Eastwick');
    // a count of rows is not a size ranking
    const most = await t.ask('which county has the most towns', 'towns');
    expect(most.markdown).not.toContain('52,000');
  });

  it('asks back when two columns are unnamed', async () => {
    const reply = await t.ask('average height', 'pairs');
    expect(reply.clarify).toBeDefined();
  });
});
