/**
 * The checks on a finished parse, over tables written here whose column names appear nowhere in
 * the planner's code: a probe log with a running number and an id but no dates, daily quotes
 * with one-letter price columns and a three-valued tag, a crew survey of 0/1 answers, and counts
 * per sector and year. Each test hands the guards a parse and checks what would run (or what is
 * asked); the comparison's numbers are checked against SQL written here.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { askDataTool, type AskDataData } from '../ask-data';
import { indexDataset, type DatasetIndex } from '../schema-index';
import { guardParse } from './guards';
import { identifierLike } from './identifiers';
import { labelColumn } from './shape';
import type { Parsed } from './types';

function tableTexts(): Record<string, string> {
  const files: Record<string, string> = {};
  const probes = ['seq,probe_id,outside,moisture'];
  for (let i = 1; i <= 600; i++)
    probes.push(`${i},${(i % 3) + 1},${i % 2},${(30 + ((i * 7) % 40) / 2).toFixed(1)}`);
  files.probe_log = probes.join('\n');
  const quotes = ['day,o,h,l,c,tag'];
  for (let d = 0; d < 61; d++) {
    const day = new Date(Date.UTC(2021, 2, 1) + d * 86_400_000).toISOString().slice(0, 10);
    const c = 50 + ((d * 13) % 17);
    quotes.push(`${day},${c - 1},${c + 3},${c - 4},${c},${['up', 'down', 'flat'][d % 3]}`);
  }
  files.quote_days = quotes.join('\n');
  const crew = ['rid,owns_boat,owns_bike,kcal'];
  for (let i = 0; i < 40; i++)
    crew.push(`${500 + i},${i % 4 === 0 ? 1 : 0},${i % 3 === 0 ? 1 : 0},${1800 + i * 10}`);
  files.crew_survey = crew.join('\n');
  const counts = ['sector,yr,n,share_pct'];
  for (const s of ['Docks', 'Mills', 'Farms'])
    for (let y = 2001; y <= 2003; y++)
      counts.push(`${s},${y},${(y - 2000) * 100 + s.length},${(y - 1990) * 1.5}`);
  files.sector_counts = counts.join('\n');
  const slips = ['Pay Day,Slip #,Crew,Hours,Pay'];
  for (let i = 0; i < 60; i++)
    slips.push(
      `2024-03-${String(1 + (i % 28)).padStart(2, '0')},${73100 + i},${['Ada', 'Bo', 'Cy'][i % 3]},${8 + (i % 5)},${120 + i * 3}`,
    );
  files.slip_register = slips.join('\n');
  return files;
}

const tables = useCsvTables(tableTexts());

const index = (name: string): Promise<DatasetIndex> => indexDataset(tables.registry, name);
const parsedOf = (query: AnalystQuery): Parsed => ({ query, ignored: [], confidence: 1 });
const base = (dataset: string, rest: Partial<AnalystQuery>): AnalystQuery => ({
  dataset,
  kind: 'aggregate',
  measures: [],
  filters: [],
  groupBy: [],
  ...rest,
});

describe('identifiers', () => {
  it('takes a running number and an id column as identifiers, a measurement not', async () => {
    const ix = await index('probe_log');
    const byName = (n: string) => ix.columns.find((c) => c.name === n)!;
    expect(identifierLike(byName('seq'))).toBe(true);
    expect(identifierLike(byName('probe_id'))).toBe(true);
    expect(identifierLike(byName('moisture'))).toBe(false);
    expect(identifierLike(byName('outside'))).toBe(false);
  });

  it("takes a thing's number said after its noun as an identifier", async () => {
    const ix = await index('slip_register');
    const byName = (n: string) => ix.columns.find((c) => c.name === n)!;
    expect(identifierLike(byName('Slip #'))).toBe(true);
    expect(identifierLike(byName('Hours'))).toBe(false);
    const q = base('slip_register', { measures: [{ fn: 'sum', column: 'Slip #' }] });
    expect(guardParse('how many slips are there', ix, parsedOf(q)).query?.measures).toEqual([
      { fn: 'count' },
    ]);
    const perSlip = base('slip_register', {
      measures: [
        { fn: 'avg', column: 'Pay' },
        { fn: 'avg', column: 'Slip #' },
      ],
    });
    expect(guardParse('avg pay per slip', ix, parsedOf(perSlip)).query?.measures).toEqual([
      { fn: 'avg', column: 'Pay' },
    ]);
  });

  it('counts rows instead of adding up a running number when the question counts', async () => {
    const ix = await index('probe_log');
    const q = base('probe_log', {
      measures: [{ fn: 'sum', column: 'seq' }],
      groupBy: [{ column: 'probe_id' }],
    });
    const out = guardParse('how many seqs per probe', ix, parsedOf(q));
    expect(out.query?.measures).toEqual([{ fn: 'count' }]);
    expect(out.query?.groupBy).toEqual([{ column: 'probe_id' }]);
  });

  it('takes the share of rows instead of the share of a running number', async () => {
    const ix = await index('probe_log');
    const condition = [{ kind: 'values' as const, column: 'outside', values: [1] }];
    const q = base('probe_log', { kind: 'percent', measures: [{ fn: 'sum', column: 'seq' }], condition });
    expect(guardParse('what percent of seqs are outside', ix, parsedOf(q)).query?.measures).toEqual([
      { fn: 'count' },
    ]);
  });

  it('shows the id of the matching rows instead of its total', async () => {
    const ix = await index('probe_log');
    const filters = [{ kind: 'compare' as const, column: 'seq', op: '=' as const, value: 7 }];
    const q = base('probe_log', { measures: [{ fn: 'sum', column: 'probe_id' }], filters });
    const out = guardParse('what is the probe id of seq 7', ix, parsedOf(q));
    expect(out.query).toMatchObject({ kind: 'rows', columns: ['probe_id'], filters });
  });
});

describe('questions the query lost', () => {
  it('asks, firmly, when a follow-up has no earlier question to follow', async () => {
    const ix = await index('probe_log');
    const q = base('probe_log', {
      measures: [{ fn: 'count' }],
      filters: [{ kind: 'values', column: 'outside', values: [1] }],
    });
    const out = guardParse('and outside?', ix, parsedOf(q));
    expect(out.query).toBeUndefined();
    expect(out.firm).toBe(true);
    expect(out.clarify?.choices[0]).toBe('how many rows outside');
    // with an earlier question the same parse stands
    const previous = base('probe_log', { measures: [{ fn: 'avg', column: 'moisture' }] });
    expect(guardParse('and outside?', ix, parsedOf(q), previous).query).toEqual(q);
  });

  it('asks, firmly, when a follow-up points back with a pronoun and there is no earlier question', async () => {
    const ix = await index('probe_log');
    const q = base('probe_log', {
      measures: [{ fn: 'count' }],
      filters: [{ kind: 'values', column: 'outside', values: [1] }],
    });
    const out = guardParse('and how many of them were outside', ix, parsedOf(q));
    expect(out.query).toBeUndefined();
    expect(out.clarify?.question).toMatch(
      /points back at an earlier answer, but there is no earlier question about probe_log/,
    );
    const previous = base('probe_log', { measures: [{ fn: 'avg', column: 'moisture' }] });
    expect(guardParse('and how many of them were outside', ix, parsedOf(q), previous).query).toEqual(q);
  });

  it('asks, firmly, about a relative period over data without dates', async () => {
    const ix = await index('probe_log');
    const q = base('probe_log', { measures: [{ fn: 'avg', column: 'moisture' }] });
    const out = guardParse('avg moisture last week', ix, parsedOf(q));
    expect(out.query).toBeUndefined();
    expect(out.firm).toBe(true);
    expect(out.clarify?.question).toMatch(/no dates/);
  });

  it('asks about arithmetic between columns even when nothing else was read', async () => {
    const ix = await index('quote_days');
    const out = guardParse('biggest h minus l', ix, { ignored: ['biggest'], confidence: 0.3 });
    expect(out.firm).toBe(true);
    expect(out.clarify?.question).toMatch(/minus/);
  });

  it('lets arithmetic through when the parser read it as a derived number', async () => {
    const ix = await index('quote_days');
    const q = base('quote_days', {
      derived: [{ name: 'h − l', op: '-', left: 'h', right: 'l' }],
      measures: [{ fn: 'max', column: 'h − l' }],
    });
    const out = guardParse('max h minus l', ix, parsedOf(q));
    expect(out.clarify).toBeUndefined();
    expect(out.query?.derived).toEqual(q.derived);
  });

  it('asks which groups to rank when a ranking word left no ranking', async () => {
    const ix = await index('quote_days');
    const q = base('quote_days', { measures: [{ fn: 'avg', column: 'c' }] });
    const out = guardParse('lowest avg c by sector', ix, parsedOf(q));
    expect(out.query).toBeUndefined();
    expect(out.clarify?.choices).toContain('which tag has the lowest average c');
    // "at least" is a condition, not a ranking
    const counted = base('quote_days', {
      measures: [{ fn: 'count' }],
      filters: [{ kind: 'compare', column: 'c', op: '>=', value: 60 }],
    });
    expect(guardParse('how many days with c of at least 60', ix, parsedOf(counted)).query).toEqual(counted);
  });

  it('asks what to break down by when a breakdown left no groups', async () => {
    const ix = await index('quote_days');
    const q = base('quote_days', {
      measures: [{ fn: 'count' }],
      filters: [{ kind: 'values', column: 'tag', values: ['up'] }],
    });
    const out = guardParse('price breakdown for up days', ix, parsedOf(q));
    expect(out.query).toBeUndefined();
    expect(out.clarify?.choices[0]).toBe('number of rows by tag');
  });

  it('answers "which" with the row holding the extreme, named by its date rather than a three-valued tag', async () => {
    const ix = await index('quote_days');
    expect(labelColumn(ix, 'c')?.name).toBe('day');
    const q = base('quote_days', { measures: [{ fn: 'max', column: 'c' }] });
    const out = guardParse('highest c ever, which one', ix, parsedOf(q));
    expect(out.query).toMatchObject({
      kind: 'rows',
      columns: ['day', 'c'],
      order: { by: 'c', dir: 'desc' },
      limit: 1,
    });
  });

  it('asks when "how many" was answered with averages, and when a correlation was not computed', async () => {
    const ix = await index('quote_days');
    const q = base('quote_days', {
      measures: [
        { fn: 'avg', column: 'c' },
        { fn: 'avg', column: 'h' },
      ],
    });
    expect(guardParse('how many days did c beat o', ix, parsedOf(q)).query).toBeUndefined();
    expect(guardParse('correlation of o and the moon', ix, parsedOf(q)).clarify?.choices[0]).toMatch(
      /^correlation between/,
    );
    // two columns named exactly are correlated, whatever the parser made of them
    expect(guardParse('correlation between o and c', ix, parsedOf(q)).query).toMatchObject({
      kind: 'correlation',
      pair: ['o', 'c'],
    });
  });
});

describe('two filters that cannot both hold', () => {
  it('compares two months said with "vs" and computes both sides', async () => {
    const ix = await index('quote_days');
    const q = base('quote_days', {
      measures: [{ fn: 'avg', column: 'c' }],
      filters: [
        { kind: 'date_part', column: 'day', part: 'month', values: [3] },
        { kind: 'date_part', column: 'day', part: 'month', values: [4] },
      ],
    });
    const out = guardParse('avg c in march vs april', ix, parsedOf(q));
    expect(out.query?.kind).toBe('compare');
    expect(out.query?.sides?.map((s) => s.label)).toEqual(['March', 'April']);
    const result = await askDataTool.run(out.query!, { registry: tables.registry });
    const data = result.data as AskDataData;
    const numbers = data.rows.flatMap((r) =>
      Object.values(r).filter((v): v is number => typeof v === 'number'),
    );
    // March: days 0–30, April: days 31–60 of c = 50 + (d * 13 mod 17)
    const avg = (from: number, to: number) => {
      let s = 0;
      for (let d = from; d <= to; d++) s += 50 + ((d * 13) % 17);
      return s / (to - from + 1);
    };
    for (const v of [avg(0, 30), avg(31, 60)]) expect(numbers.some((n) => Math.abs(n - v) < 1e-9)).toBe(true);
  });

  it('compares two 0/1 answers said with "vs" instead of requiring both', async () => {
    const ix = await index('crew_survey');
    const q = base('crew_survey', {
      measures: [{ fn: 'count' }],
      filters: [
        { kind: 'values', column: 'owns_boat', values: [1] },
        { kind: 'values', column: 'owns_bike', values: [1] },
      ],
    });
    const out = guardParse('boat owners vs bike owners', ix, parsedOf(q));
    expect(out.query?.sides?.map((s) => s.label)).toEqual(['owns boat', 'owns bike']);
    // without "vs" both answers are required, as asked
    expect(guardParse('how many own a boat and a bike', ix, parsedOf(q)).query).toEqual(q);
  });
});

describe('follow-ups over a table of counts', () => {
  it('keeps the earlier measure when the follow-up only changes the year', async () => {
    const ix = await index('sector_counts');
    const previous = base('sector_counts', {
      measures: [{ fn: 'avg', column: 'share_pct' }],
      filters: [{ kind: 'values', column: 'sector', values: ['Docks'] }],
    });
    const q = base('sector_counts', {
      measures: [{ fn: 'sum', column: 'n' }],
      filters: [
        { kind: 'values', column: 'sector', values: ['Docks'] },
        { kind: 'values', column: 'yr', values: [2002] },
      ],
    });
    const out = guardParse('and in 2002?', ix, parsedOf(q), previous);
    expect(out.query?.measures).toEqual(previous.measures);
    expect(out.query?.filters).toEqual(q.filters);
  });
});
