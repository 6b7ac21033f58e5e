/**
 * Percentages of rows and conditions said in words over numeric columns, on tables written here:
 * a log of orchard visits (visitors with a count of bruised apples, years of pruning practice,
 * children along, a height not always measured) and a ferry's daily fares (the fare at the start and at the finish of a sailing).
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { askDataTool, type AskDataData } from '../ask-data';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';

const visits = ['visitor,bruises,yrs_member,pruning,kids,height,age,plot,pick'];
for (let i = 0; i < 60; i++) {
  const height = i % 5 === 0 ? '' : 150 + i;
  const bruises = i % 3 === 0 ? (i % 7) * 0.5 + 1 : 0;
  visits.push(
    `V${i},${bruises},${(i * 7) % 25},${8 + (i % 12)},${i % 4},${height},${18 + ((i * 11) % 50)},${1 + (i % 6)},${(i * 13) % 40}`,
  );
}
const fares = ['sailing,start,finish'];
for (let i = 0; i < 40; i++) {
  const day = new Date(Date.UTC(2022, 0, 3) + i * 86_400_000).toISOString().slice(0, 10);
  fares.push(`${day},${100 + ((i * 13) % 17)},${100 + ((i * 29) % 23)}`);
}
// Invented: a column whose name holds a share word.
const plants = ['Plant,Output,Share of grid', 'Arden,120,12.5', 'Belmo,300,31.0', 'Cresk,80,8.2', 'Dovan,260,27.4'];

const tables = useCsvTables({ orchard_visits: visits.join('\n'), ferry_fares: fares.join('\n'), grid_plants: plants.join('\n') });

async function query(question: string, dataset: string): Promise<AnalystQuery> {
  const parsed = parseQuestion(question, await indexDataset(tables.registry, dataset));
  expect(parsed.clarify?.question, question).toBeUndefined();
  expect(parsed.query, question).toBeDefined();
  return parsed.query as AnalystQuery;
}
async function figure(q: AnalystQuery): Promise<number> {
  const d = (await askDataTool.run(q, { registry: tables.registry })).data as AskDataData;
  return Number(d.rows[0]?.[d.valueKeys[0] as string]);
}
async function sql(text: string): Promise<number> {
  return Number((await tables.registry.query(text)).rows[0]?.v);
}

describe('conditions said in words over a count column', () => {
  it('reads "had a bruise" as more than zero, the condition of a percentage', async () => {
    const q = await query('what share had a bruise', 'orchard_visits');
    expect(q).toMatchObject({
      kind: 'percent',
      measures: [],
      condition: [{ kind: 'compare', column: 'bruises', op: '>', value: 0 }],
    });
    const want = await sql('SELECT 100.0 * count(*) FILTER (WHERE bruises > 0) / count(*) AS v FROM orchard_visits');
    expect(await figure(q)).toBeCloseTo(want, 6);
  });

  it('reads "picked the most" as the amount ranked, not as "picked some"', async () => {
    const q = await query('which plot picked the most overall', 'orchard_visits');
    expect(q.filters).toEqual([]);
    expect(JSON.stringify(q)).toContain('"pick"');
  });

  it('reads "who never had a bruise" as zero of it', async () => {
    const q = await query('how many visitors never had a bruise', 'orchard_visits');
    expect(q.filters).toEqual([{ kind: 'compare', column: 'bruises', op: '=', value: 0 }]);
  });

  it('reads "among those that had any" as more than zero of the column averaged', async () => {
    const q = await query('avg bruises among those that had any', 'orchard_visits');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'bruises' }]);
    expect(q.filters).toEqual([{ kind: 'compare', column: 'bruises', op: '>', value: 0 }]);
    const want = await sql('SELECT avg(bruises) AS v FROM orchard_visits WHERE bruises > 0');
    expect(await figure(q)).toBeCloseTo(want, 6);
  });

  it('compares the rows with some of a column against the rows with none', async () => {
    const q = await query('avg bruises with kids vs without', 'orchard_visits');
    expect(q.kind).toBe('compare');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'bruises' }]);
    expect(q.sides?.map((s) => s.filters)).toEqual([
      [{ kind: 'compare', column: 'kids', op: '>', value: 0 }],
      [{ kind: 'compare', column: 'kids', op: '=', value: 0 }],
    ]);
  });
});

describe('the column a number is said of', () => {
  it('reads a number said of people as their age', async () => {
    const q = await query('avg bruises for people over 40', 'orchard_visits');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'bruises' }]);
    expect(q.filters).toEqual([{ kind: 'compare', column: 'age', op: '>', value: 40 }]);
  });

  it('compares two values of a numbered column said with "vs"', async () => {
    const q = await query('avg bruises plot 1 vs plot 4', 'orchard_visits');
    expect(q.kind).toBe('compare');
    expect(q.sides?.map((s) => s.filters)).toEqual([
      [{ kind: 'values', column: 'plot', values: [1] }],
      [{ kind: 'values', column: 'plot', values: [4] }],
    ]);
  });

  it('takes the column after "years of", not a column named with years', async () => {
    const q = await query('% with 12 or more years of pruning', 'orchard_visits');
    expect(q).toMatchObject({
      kind: 'percent',
      measures: [],
      condition: [{ kind: 'compare', column: 'pruning', op: '>=', value: 12 }],
    });
    const want = await sql('SELECT 100.0 * count(*) FILTER (WHERE pruning >= 12) / count(*) AS v FROM orchard_visits');
    expect(await figure(q)).toBeCloseTo(want, 6);
  });
});

describe('two columns of one row', () => {
  it('reads "finished higher than they started" as a condition on the difference', async () => {
    const q = await query('what % of sailings finished higher than they started', 'ferry_fares');
    expect(q.kind).toBe('percent');
    expect(q.condition).toEqual([{ kind: 'compare', column: 'finish − start', op: '>', value: 0 }]);
    const want = await sql('SELECT 100.0 * count(*) FILTER (WHERE finish > start) / count(*) AS v FROM ferry_fares');
    expect(await figure(q)).toBeCloseTo(want, 6);
  });

  it('ranks "the biggest drop from start to finish" by start − finish, naming the day', async () => {
    const q = await query('which day had the biggest drop from start to finish', 'ferry_fares');
    expect(q.derived).toEqual([{ name: 'start − finish', op: '-', left: 'start', right: 'finish' }]);
    const d = (await askDataTool.run(q, { registry: tables.registry })).data as AskDataData;
    const top = d.rows[0] as Record<string, unknown>;
    expect(Number(top[d.valueKeys[0] as string])).toBe(await sql('SELECT max(start - finish) AS v FROM ferry_fares'));
    const day = String(top.sailing).slice(0, 10);
    expect(await sql(`SELECT start - finish AS v FROM ferry_fares WHERE sailing = DATE '${day}'`)).toBe(
      Number(top[d.valueKeys[0] as string]),
    );
  });
});

describe('the rows counted and listed', () => {
  it('takes the rows holding a value as the base of "the ones with data"', async () => {
    const q = await query('what % of the ones with data had a height below 180', 'orchard_visits');
    expect(q.filters).toEqual([{ kind: 'null', column: 'height', isNull: false }]);
    const want = await sql(
      'SELECT 100.0 * count(*) FILTER (WHERE height < 180) / count(height) AS v FROM orchard_visits',
    );
    expect(await figure(q)).toBeCloseTo(want, 6);
  });

  it('lists the rows a question opens by naming, meeting two conditions', async () => {
    const q = await query('visitors with pruning over 15 and bruises under 2', 'orchard_visits');
    expect(q).toMatchObject({ kind: 'rows', columns: ['visitor', 'pruning', 'bruises'] });
    const d = (await askDataTool.run(q, { registry: tables.registry })).data as AskDataData;
    const want = (await tables.registry.query('SELECT visitor FROM orchard_visits WHERE pruning > 15 AND bruises < 2')).rows;
    expect(d.rows.map((r) => r.visitor).sort()).toEqual(want.map((r) => r.visitor).sort());
  });

  it('asks which range when several ranges of one number are listed', async () => {
    const parsed = parseQuestion(
      'number of visitors with pruning under 10, 10-15 and over 15',
      await indexDataset(tables.registry, 'orchard_visits'),
    );
    expect(parsed.query).toBeUndefined();
    expect(parsed.clarify?.choices).toEqual([
      'number of visitors with pruning under 10',
      'number of visitors with pruning between 10 and 15',
      'number of visitors with pruning over 15',
    ]);
  });
});

describe('a share word that names a column', () => {
  it('counts the rows over a number of a "Share of …" column, not a percentage', async () => {
    const reply = await tables.ask('how many plants have a share of grid over 20', 'grid_plants');
    expect(reply.markdown).toMatch(/\*\*2\*\*/);
    expect(reply.markdown).not.toContain('%');
  });

  it('still gives a percentage when one is asked for', async () => {
    const reply = await tables.ask('what share of plants have a share of grid over 20', 'grid_plants');
    expect(reply.markdown).toContain('50');
  });
});
