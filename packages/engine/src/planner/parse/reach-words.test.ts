/**
 * "reached", "hit", "passed" before a number: a threshold met (at least) or gone past (above),
 * on an invented table of yearly river levels, and a wide file of one column per year and measure
 * read in its long form.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const levels = ['year,river,level'];
for (let y = 0; y < 12; y++) {
  levels.push(`${2000 + y},Amber,${(3 + y * 0.5).toFixed(1)}`);
  levels.push(`${2000 + y},Birch,${(2 + y * 0.25).toFixed(2)}`);
}
const header = ['town'];
const rows = [['Oakby'], ['Pellow']];
for (let y = 0; y < 6; y++) {
  header.push(`${1990 + y}_rain`, `${1990 + y}_sun_hours`);
  rows[0]!.push(String(600 + y * 10), String(1500 - y * 5));
  rows[1]!.push(String(700 - y * 20), String(1400 + y * 12));
}
const tables = useCsvTables({
  river_levels: levels.join('\n'),
  town_weather: [header, ...rows].map((r) => r.join(',')).join('\n'),
});

const reply = async (question: string, dataset = 'river_levels') =>
  (await tables.ask(question, dataset)).markdown;

describe('thresholds said by reaching or passing', () => {
  it('"first hit 6" is the earliest year with a level of at least 6', async () => {
    expect(await reply('year amber level first hit 6')).toContain('**2006**');
    expect(await reply('first year the amber level reached 6')).toContain('**2006**');
  });

  it('a word naming the threshold may stand before its number', async () => {
    expect(await reply('how many years was the amber level above flood 6')).toContain('**5**');
  });

  it('"passed 6" goes past it', async () => {
    expect(await reply('first year amber level passed 6')).toContain('**2007**');
  });
});

describe('a wide file of one column per year and measure', () => {
  it('reads the year of a lowest value and averages per label', async () => {
    expect(await reply('which year did pellow have its lowest rain', 'town_weather')).toContain('1995');
    const avg = await reply('avg sun hours per town', 'town_weather');
    expect(avg).toContain('Oakby');
    expect(avg).toContain('1,487.5');
  });

  it('a rise from one year to another compares the two years, not a list of the years between', async () => {
    const text = await reply('how much did pellow sun hours go up from 1990 to 1995', 'town_weather');
    expect(text).toContain('a difference of **60**');
  });

  it('counts the years a value was under a threshold', async () => {
    expect(await reply('how many years was oakby rain under 630', 'town_weather')).toContain('**3**');
  });
});
