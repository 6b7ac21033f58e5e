/**
 * Typos of content words, on tables written here: slips of the table's name, of a column's word,
 * of a value and of an everyday verb are mended; a real word is not turned into a data word that
 * looks like it, and a slip between two known words is asked about.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { parseQuestion, type Parsed } from '../parse';
import { indexDataset } from '../schema-index';
import { innerSlip, typoTarget, vocabularyOf } from './typos';

// Ferry crossings: one row per crossing, a route, a weather note, a fare and a status.
const rows = ['route,weather_note,fare,status,prize_draw,price_band'];
for (let i = 0; i < 30; i++)
  rows.push(
    `${['Harbour Loop', 'George Strait', 'Northern Reach', 'Harbour Spit'][i % 4]},${['Calm', 'Squally', 'Foggy'][i % 3]},${5 + (i % 7)},${['sailed', 'cancelled'][i % 2]},${i % 4},${['low', 'high'][i % 2]}`,
  );
const tables = useCsvTables({ ferry_crossings: rows.join('\n') });

async function parse(question: string): Promise<Parsed> {
  return parseQuestion(question, await indexDataset(tables.registry, 'ferry_crossings'));
}
async function query(question: string): Promise<AnalystQuery> {
  const parsed = await parse(question);
  expect(parsed.clarify?.question, question).toBeUndefined();
  return parsed.query as AnalystQuery;
}
const tok = (word: string) => ({ word, stem: word, canon: word, i: 0 });

describe('slips', () => {
  it('knows a swap or an inner letter left out from a letter changed or added at the end', () => {
    expect(innerSlip('pirce', 'price')).toBe(true);
    expect(innerSlip('happend', 'happened')).toBe(true);
    expect(innerSlip('winter', 'winner')).toBe(false);
    expect(innerSlip('capita', 'capital')).toBe(false);
  });
});

describe('slips against the data and the lexicon', () => {
  it('names the data word a slip stands for ("goerge", "squlaly")', async () => {
    const vocabulary = vocabularyOf(await indexDataset(tables.registry, 'ferry_crossings'));
    expect(typoTarget(tok('goerge'), vocabulary)).toBe('george');
    expect(typoTarget(tok('squlaly'), vocabulary)).toBe('squally');
  });
  it('reads a plural of the first word of several values as all of them ("harbours")', async () => {
    expect((await query('how many crossings on harbours')).filters).toEqual([
      { kind: 'values', column: 'route', values: ['Harbour Loop', 'Harbour Spit'] },
    ]);
  });
  it('never turns a real word into a data word that looks like it, nor picks between two', async () => {
    const vocabulary = vocabularyOf(await indexDataset(tables.registry, 'ferry_crossings'));
    for (const w of ['states', 'winter', 'fare', 'prise']) expect(typoTarget(tok(w), vocabulary)).toBeUndefined();
    const p = await parse('highest prise');
    expect(p.query).toBeUndefined();
  });
});
