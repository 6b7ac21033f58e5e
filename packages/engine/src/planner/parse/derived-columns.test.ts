/**
 * Arithmetic between columns and the rows behind an extreme, on tables written here with column
 * names found nowhere in the code: the typed query carries a derived number, and the figure it
 * computes is checked against SQL written by hand.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { answerQuestion } from '../answer';
import { askDataTool, type AskDataData } from '../ask-data';
import { compileQuery } from '../compile';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';

// Kiln firings: a day, a batch code per row, a glaze, the temperature at the start and at the peak.
const kiln = ['firing_day,batch_code,glaze,start_temp,peak_temp'];
for (let i = 0; i < 40; i++) {
  const day = new Date(Date.UTC(2021, 2, 1) + i * 86_400_000).toISOString().slice(0, 10);
  kiln.push(
    `${day},KB-${100 + i},${['Celadon', 'Shino'][i % 2]},${200 + ((i * 37) % 90)},${180 + ((i * 53) % 150)}`,
  );
}
// Wardens of a park: a name and the years their term started and ended.
const wardens = ['warden,term_start,term_end'];
[
  ['Ada Moss', 1901, 1910],
  ['Bert Lyle', 1910, 1931],
  ['Cora Fenn', 1931, 1934],
  ['Dov Hale', 1934, 1952],
  ['Eli Roux', 1952, 1960],
].forEach((r) => wardens.push(r.join(',')));
// Bee counts per month, the date split into a year and a month number.
const hives = ['yr,month,bees'];
for (const y of [2019, 2020])
  for (let m = 1; m <= 12; m++) hives.push(`${y},${m},${1000 + ((m * 7) % 12) * 10 + y}`);
const tables = useCsvTables({
  kiln_log: kiln.join('\n'),
  park_wardens: wardens.join('\n'),
  hive_counts: hives.join('\n'),
});

async function query(question: string, dataset: string): Promise<AnalystQuery> {
  const parsed = parseQuestion(question, await indexDataset(tables.registry, dataset));
  expect(parsed.clarify?.question, question).toBeUndefined();
  expect(parsed.query, question).toBeDefined();
  return parsed.query as AnalystQuery;
}
async function run(q: AnalystQuery): Promise<AskDataData> {
  return (await askDataTool.run(q, { registry: tables.registry })).data as AskDataData;
}
async function sql(text: string): Promise<Record<string, unknown>[]> {
  return (await tables.registry.query(text)).rows;
}

describe('arithmetic between columns', () => {
  it('reads "the difference between X and Y" as a derived number, averaged like the column', async () => {
    const q = await query('average difference between peak temp and start temp', 'kiln_log');
    expect(q.derived).toEqual([
      { name: 'peak_temp − start_temp', op: '-', left: 'peak_temp', right: 'start_temp' },
    ]);
    const d = await run(q);
    const [want] = await sql('SELECT avg(peak_temp - start_temp) AS v FROM kiln_log');
    expect(Number(d.rows[0]?.[d.valueKeys[0] as string])).toBeCloseTo(Number(want?.v), 6);
  });

  it('names the row with the biggest difference, by its label', async () => {
    const q = await query(
      'which batch had the biggest difference between peak temp and start temp',
      'kiln_log',
    );
    expect(q.kind).toBe('rows');
    const d = await run(q);
    const want = await sql(
      'SELECT batch_code FROM kiln_log WHERE peak_temp - start_temp = (SELECT max(peak_temp - start_temp) FROM kiln_log)',
    );
    expect(d.rows.map((r) => r.batch_code).sort()).toEqual(want.map((r) => r.batch_code).sort());
  });

  it('reads "X higher than Y" between two columns as a condition on X − Y', async () => {
    const q = await query('how many days was the peak temp higher than the start temp', 'kiln_log');
    expect(q.filters).toEqual([{ kind: 'compare', column: 'peak_temp − start_temp', op: '>', value: 0 }]);
    const d = await run(q);
    const [want] = await sql('SELECT count(*) AS v FROM kiln_log WHERE peak_temp > start_temp');
    expect(Number(d.rows[0]?.[d.valueKeys[0] as string])).toBe(Number(want?.v));
  });

  it('reads "X minus Y" and compiles the derived number in a sub-query', async () => {
    const q = await query('lowest peak temp minus start temp', 'kiln_log');
    const info = await tables.registry.get('kiln_log');
    expect(compileQuery(info, q).sql).toContain('("peak_temp" - "start_temp") AS "peak_temp − start_temp"');
  });

  it('refuses a derived number that reuses a column name, and one over text', async () => {
    const info = await tables.registry.get('kiln_log');
    const base: AnalystQuery = {
      dataset: 'kiln_log',
      kind: 'aggregate',
      measures: [],
      filters: [],
      groupBy: [],
    };
    expect(() =>
      compileQuery(info, {
        ...base,
        derived: [{ name: 'glaze', op: '-', left: 'peak_temp', right: 'start_temp' }],
      }),
    ).toThrow(/already has/);
    expect(() =>
      compileQuery(info, { ...base, derived: [{ name: 'x', op: '-', left: 'glaze', right: 'start_temp' }] }),
    ).toThrow(/numbers/);
  });
});

describe('the length of a start–end span', () => {
  it('ranks rows by end − start: "who served the longest"', async () => {
    const q = await query('who served the longest', 'park_wardens');
    expect(q.derived?.[0]).toMatchObject({ left: 'term_end', right: 'term_start' });
    const d = await run(q);
    expect(d.rows[0]?.warden).toBe('Bert Lyle');
  });

  it('averages and filters the span', async () => {
    const avg = await run(await query('average length of term', 'park_wardens'));
    expect(Number(avg.rows[0]?.[avg.valueKeys[0] as string])).toBeCloseTo(59 / 5, 6);
    const many = await run(await query('how many served for more than 8 years', 'park_wardens'));
    expect(Number(many.rows[0]?.[many.valueKeys[0] as string])).toBe(3);
  });
});

describe('the row behind an extreme', () => {
  it('names the row holding the lowest value, with the value', async () => {
    const q = await query('lowest start temp', 'kiln_log');
    expect(q).toMatchObject({
      kind: 'rows',
      columns: ['batch_code', 'start_temp'],
      order: { by: 'start_temp', dir: 'asc' },
    });
    const d = await run(q);
    const want = await sql(
      'SELECT batch_code FROM kiln_log WHERE start_temp = (SELECT min(start_temp) FROM kiln_log)',
    );
    expect(d.rows.map((r) => r.batch_code).sort()).toEqual(want.map((r) => r.batch_code).sort());
  });

  it('keeps "max X" one figure', async () => {
    const q = await query('max start temp', 'kiln_log');
    expect(q).toMatchObject({ kind: 'aggregate', measures: [{ fn: 'max', column: 'start_temp' }] });
  });

  it('reads a whole date in a small table as that day', async () => {
    const answer = await answerQuestion(tables.registry, 'what was the peak temp on 2021-03-05');
    const [want] = await sql("SELECT peak_temp AS v FROM kiln_log WHERE firing_day = DATE '2021-03-05'");
    expect(answer.markdown).toContain(`**${String(want?.v)}**`);
  });
});

describe('calendar numbers', () => {
  it("shows a month column of 1–12 grouped by month by the months' names", async () => {
    const q = await query('which month has the most bees on average', 'hive_counts');
    expect(q.groupBy).toEqual([{ column: 'month' }]);
    const d = await run(q);
    const [want] = await sql(
      'SELECT month AS m FROM hive_counts GROUP BY month ORDER BY avg(bees) DESC LIMIT 1',
    );
    const names = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    expect(d.rows[0]?.month).toBe(names[Number(want?.m) - 1]);
  });
});
