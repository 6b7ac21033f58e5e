import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { answerQuestion, type Answer } from '../answer';

// Two tables written here: daily readings of a gauge, and a list of plays with their writer and director.
const GAUGE = ['day,level,flow', ...Array.from({ length: 60 }, (_, i) => `2021-03-${String((i % 28) + 1).padStart(2, '0')},${(i * 37) % 101},${(i * 13) % 47}`)].join('\n');
const CHARTS = `Song,Year,UK,US,AUS,Sales 2020,Sales 2021
Blue Lantern,2019,3,12,7,100,140
Paper Kite,2020,1,4,2,250,90
Low Tide,2021,18,40,25,30,60
`;
const PLAYS = `Title,Written by,Directed by,Year
Salt Harbour,Mara Quill,Tom Ashby,1998
The Long Room,Ivo Brandt,Mara Quill,2001
Glass Orchard,Ines Roe,Tom Ashby,2004
`;

const tables = useCsvTables({ gauge: `${GAUGE}\n`, plays: PLAYS, charts: CHARTS });
const ask = (dataset: string, question: string, previous?: Answer) => tables.ask(question, dataset, previous);

describe('a follow-up pointing back with a pronoun', () => {
  it('reads "which yr" and "… then" as columns of the row picked before', async () => {
    // the newest play is picked by the reader of small tables, with no typed query of its own
    const first = await ask('plays', 'newest play');
    expect(first.markdown).toContain('Glass Orchard');
    const year = await ask('plays', 'which yr', first);
    expect(year.query?.columns?.[0]).toBe('Year');
    expect(year.markdown).toContain('2004');
    const writer = await ask('plays', 'who wrote it', first);
    expect(writer.markdown).toContain('Ines Roe');
    const then = await ask('plays', 'what was the year then', first);
    expect(then.markdown).toContain('2004');
    expect(then.markdown).not.toContain('1998');
  });

  it('turns the highest figure into the row holding it and shows its day', async () => {
    const first = await ask('gauge', 'highest level ever');
    expect(first.markdown).toContain('100');
    const next = await ask('gauge', 'what day was that', first);
    expect(next.query?.kind).toBe('rows');
    expect(next.query?.order).toEqual({ by: 'level', dir: 'desc' });
    expect(next.markdown).toMatch(/2021-03-\d\d/);
  });

  it('asks for another column of the same row, named by the verb', async () => {
    const first = await ask('plays', 'who directed glass orchard?');
    expect(first.markdown).toContain('Tom Ashby');
    const next = await ask('plays', 'who wrote it?', first);
    expect(next.markdown).toContain('Ines Roe');
    expect(next.query?.columns?.[0]).toBe('Written by');
  });

  it('is not read without an earlier question', async () => {
    const alone = await ask('plays', 'who wrote it?');
    expect(alone.markdown).not.toContain('Ines Roe');
  });
});

describe('a follow-up naming a sibling column', () => {
  it('swaps a short code column for another ("and in the us?")', async () => {
    const first = await ask('charts', 'what did paper kite peak at in the uk?');
    expect(first.markdown).toContain('1');
    const next = await ask('charts', 'and in the us?', first);
    expect(next.query?.columns?.[0]).toBe('US');
    expect(next.markdown).toContain('4');
  });

  it('swaps columns that differ in one word ("and in 2020?" after Sales 2021)', async () => {
    const previousQuery = { dataset: 'charts', kind: 'aggregate' as const, measures: [{ fn: 'sum' as const, column: 'Sales 2021' }], filters: [], groupBy: [] };
    const next = await answerQuestion(tables.registry, 'and in 2020?', { datasets: ['charts'], previousQuery });
    expect(next.markdown).toContain('380');
  });
});
