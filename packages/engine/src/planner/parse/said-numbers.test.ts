import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { normalizeNumbers } from '../number-words';

// An invented hotel stay list: 90 stays, each in its own room numbered 101–190, and the nights.
const STAYS = [
  'guest,room,nights',
  ...Array.from({ length: 90 }, (_, i) => `G${1000 + i},${101 + i},${1 + ((i * 7) % 9)}`),
].join('\n');

const t = useCsvTables({ stays: STAYS });
// An invented survey: 80 walkers, each on four rows (one per route offered), with their income.
const WALKS = [
  'walker,route,income',
  ...Array.from({ length: 320 }, (_, i) => `${1 + Math.floor(i / 4)},R${(i % 4) + 1},${30 + (Math.floor(i / 4) % 50)}`),
].join('\n');
const r = useCsvTables({ walks: WALKS });

describe('a whole number right after the name of a column of many whole numbers', () => {
  it('picks the row where that column holds it', async () => {
    const reply = await t.ask('which guest is in room 150', 'stays');
    expect(reply.query?.filters).toEqual([{ kind: 'values', column: 'room', values: [150] }]);
    expect(reply.markdown).toContain('G1049');
  });

  it('leaves a column whose numbers repeat over many rows alone', async () => {
    const reply = await r.ask('total income of walker 10', 'walks');
    expect(JSON.stringify(reply.query?.filters ?? [])).not.toContain('"values":[10]');
  });

  it('leaves a number outside the column values alone', async () => {
    const reply = await t.ask('which guest is in room 700', 'stays');
    expect(JSON.stringify(reply.query?.filters ?? [])).not.toContain('700');
  });

  it('leaves a bound said after the number to the comparison readers', async () => {
    const reply = await t.ask('how many stays in room 150 or more', 'stays');
    expect(JSON.stringify(reply.query?.filters ?? [])).not.toContain('"values":[150]');
  });
});

// An invented list of songs with the year each came out and its length.
const SONGS = [
  'title,year,minutes',
  ...Array.from({ length: 40 }, (_, i) => `Song ${i + 1},${1950 + i},${2 + (i % 5)}`),
].join('\n');

const u = useCsvTables({ songs: SONGS });

describe('time said of a table', () => {
  it('"from the 1960s" is that decade, not everything since its start', async () => {
    const reply = await u.ask('how many songs from the 1960s', 'songs');
    expect(reply.markdown).toContain('**10**');
  });

  it('"avg year" averages the years, not the table\'s other figure', async () => {
    const reply = await u.ask('avg year of the songs', 'songs');
    expect(reply.query?.measures).toEqual([{ fn: 'avg', column: 'year' }]);
    expect(reply.markdown).toContain('1,969.5');
  });
});

describe('"one" after a comparative and a column word', () => {
  it('is the number', () => {
    expect(normalizeNumbers('lamps brighter than grade one')).toBe('lamps brighter than grade 1');
    expect(normalizeNumbers('which one is taller than the one here')).toBe('which one is taller than the one here');
  });
});
