import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Games written here, the outcome inside a text cell ("W 2–1"); longer than a list, so the parser reads it.
const GAMES = [
  'game,played_on,rival,outcome',
  ...Array.from({ length: 320 }, (_, i) => {
    const day = new Date(Date.UTC(2021, 0, 1 + i)).toISOString().slice(0, 10);
    return `${i + 1},${day},Rival ${i % 9},${['W 2–1', 'L 0–1', 'D 1–1'][i % 3]}`;
  }),
].join('\n');

const tables = useCsvTables({ games: GAMES });
const ask = (question: string) => tables.ask(question, 'games');

describe('"wins" as the thing counted', () => {
  it('is not dropped as a filler verb: every row per month is not the wins per month', async () => {
    const reply = await ask('wins per month');
    expect(reply.markdown).not.toContain('number of rows by');
  });
});
