import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { indexDataset } from '../schema-index';
import { clarifyUnplaced } from './clarify';
import { exampleQuestions, spokenName } from './example-questions';

/** A race results list: a row number, a rank, a year, coordinates, a category and two amounts. */
const RACES = [
  '#,Rank,Year,Latitude,Longitude,Surface,Distance (km)&nbsp;2/,Prize money',
  ...Array.from({ length: 24 }, (_, i) =>
    [
      i + 1,
      (i % 8) + 1,
      2001 + (i % 6),
      40 + i / 10,
      -3 - i / 10,
      ['Road', 'Trail', 'Track'][i % 3],
      10 + ((i * 7) % 31),
      1000 + ((i * 379) % 2400),
    ].join(','),
  ),
].join('\n');

/** Only identifiers and a category: nothing to add up. */
const BADGES = [
  'badge_id,colour',
  ...Array.from({ length: 12 }, (_, i) => `${100 + i},${['red', 'blue', 'green'][i % 3]}`),
].join('\n');

const t = useCsvTables({ races: RACES, badges: BADGES });

describe('example questions', () => {
  it('say names as people say them', () => {
    expect(spokenName('Distance (km)&nbsp;2/')).toBe('Distance (km)');
    expect(spokenName('unit_price')).toBe('unit price');
    expect(spokenName('Area[a]')).toBe('Area');
    expect(spokenName('#')).toBe('#');
  });

  it('ask about amounts, never a row number, a rank, a year or a coordinate', async () => {
    const choices = exampleQuestions(await indexDataset(t.registry, 'races'));
    expect(choices.length).toBeGreaterThanOrEqual(3);
    for (const choice of choices) expect(choice).not.toMatch(/#|Rank|Year|Latitude|Longitude|&nbsp;|2\//);
    expect(choices).toContain('maximum Distance (km)');
    expect(choices.some((c) => /by Surface$/.test(c))).toBe(true);
  });

  it('each choice, sent back as the next message, is answered', async () => {
    for (const name of ['races', 'badges']) {
      for (const choice of exampleQuestions(await indexDataset(t.registry, name))) {
        const answer = await t.ask(choice, name);
        expect(answer.clarify, `${name}: "${choice}" → ${answer.markdown}`).toBeUndefined();
        expect(answer.error).toBeUndefined();
      }
    }
  });

  it('offer counts when the table holds no amount', async () => {
    const choices = exampleQuestions(await indexDataset(t.registry, 'badges'));
    expect(choices).toContain('number of rows by colour');
    expect(choices.some((c) => /badge/.test(c))).toBe(false);
  });

  it('a clarifying choice near an unplaced word asks what suits its column', async () => {
    const index = await indexDataset(t.registry, 'races');
    expect(clarifyUnplaced(index, 'prize monye', ['monye']).clarify?.choices[0]).toBe('total Prize money');
    expect(clarifyUnplaced(index, 'surfce', ['surfce']).clarify?.choices[0]).toBe(
      'number of rows by Surface',
    );
    expect(clarifyUnplaced(index, 'latitud', ['latitud']).clarify?.choices[0]).toBe('maximum Latitude');
  });
});
