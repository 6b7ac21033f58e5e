/**
 * The parser on table shapes its rules were not written for, with column names that appear
 * nowhere in the code: coded columns, years in a column not named "year", a date split into
 * year/month/day columns, categories of several words, rows of named things. Each test checks
 * the typed query (or the clarifying question) and, where it matters, the number it computes
 * against SQL written here.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { askDataTool } from './ask-data';
import type { AskDataData } from './ask-data';
import { parseQuestion, type Parsed } from './parse';
import { indexDataset } from './schema-index';

function tableTexts(): Record<string, string> {
  const files: Record<string, string> = {};
  // Head counts per survey wave, age band and a sex stored as 1/2 (which is which is not said).
  const waves = ['wave,band,sex,heads'];
  for (const w of [1960, 1970, 1980])
    for (let band = 0; band <= 40; band += 10)
      for (const sx of [1, 2]) waves.push(`${w},${band},${sx},${1000 * (w - 1950) + band * 7 + sx * 3}`);
  files.wave_heads = waves.join('\n');
  // The same shape with the count column named for what it counts.
  files.people_bands = waves.map((l, i) => (i === 0 ? 'wave,band,sex,people' : l)).join('\n');
  // Output per source, the year stored as a date (1 January), sources named in two words.
  const mix = ['stamp,source,gwh'];
  for (let y = 2010; y <= 2014; y++)
    ['Tidal Stations', 'Solar Parks', 'Gas Turbines'].forEach((s, i) =>
      mix.push(`${y}-01-01,${s},${(y - 2000) * 10 * (i + 1) + i * 100}`),
    );
  files.source_mix = mix.join('\n');
  // A day's count with the date split into columns.
  const days = ['yr,month,date_of_month,day_of_week,arrivals'];
  for (let d = 0; d < 2 * 365; d++) {
    const date = new Date(Date.UTC(2019, 0, 1) + d * 86_400_000);
    const iso = date.toISOString();
    days.push(
      `${iso.slice(0, 4)},${Number(iso.slice(5, 7))},${Number(iso.slice(8, 10))},${date.getUTCDay() + 1},${100 + (d % 17)}`,
    );
  }
  files.arrivals_split = days.join('\n');
  // Named rows: each one a specimen with a name, a group and measurements with units.
  const specs = ['label,clade,reach (cm),body mass (kg),sex'];
  for (let i = 0; i < 40; i++)
    specs.push(
      `S-${i},${['Alpha Clade', 'Beta Clade'][i % 2]},${20 + ((i * 7) % 23)},${3 + ((i * 5) % 11)},${i % 3 === 0 ? 'Female' : 'Male'}`,
    );
  files.specimen_log = specs.join('\n');
  // Trips with a timestamp and a lateness in minutes that can be negative (early).
  const trips = ['left_at,late_by,dest'];
  for (let i = 0; i < 120; i++)
    trips.push(
      `2021-03-${String(1 + (i % 28)).padStart(2, '0')} ${String(i % 24).padStart(2, '0')}:15:00,${(i % 7) * 9 - 12},${['North', 'South'][i % 2]}`,
    );
  files.trip_times = trips.join('\n');
  // People with their first and last names in two columns.
  const guests = ['first_name,last_name,home_town,age'];
  ['Ida Moss', 'Ole Brun', 'Pia Lund', 'Uma Vik'].forEach((n, i) =>
    guests.push(`${n.replace(' ', ',')},${['Bergen', 'Tromso', 'Oslo', 'Bodo'][i]},${30 + i * 7}`),
  );
  files.guest_book = guests.join('\n');
  // A 0/1 flag beside an amount.
  const club = ['member,spend'];
  for (let i = 0; i < 30; i++) club.push(`${i % 3 === 0 ? 1 : 0},${10 + i}`);
  files.club_flags = club.join('\n');
  return files;
}

const tables = useCsvTables(tableTexts());

async function parse(question: string, dataset: string): Promise<Parsed> {
  return parseQuestion(question, await indexDataset(tables.registry, dataset));
}
async function query(question: string, dataset: string): Promise<AnalystQuery> {
  const parsed = await parse(question, dataset);
  expect(parsed.clarify?.question, question).toBeUndefined();
  expect(parsed.query, question).toBeDefined();
  return parsed.query as AnalystQuery;
}
async function first(q: AnalystQuery): Promise<number> {
  const d = (await askDataTool.run(q, { registry: tables.registry })).data as AskDataData;
  return Number(d.rows[0]?.[d.valueKeys[0] as string]);
}
async function one(sql: string): Promise<number> {
  const rows = (await tables.registry.query(sql)).rows;
  return Number(Object.values(rows[0] ?? {})[0]);
}

describe('honesty: a word that could change the number is asked about', () => {
  it('asks which code a sex said as a word is, with one choice per stored code', async () => {
    const p = await parse('how many heads were female in 1970', 'wave_heads');
    expect(p.query).toBeUndefined();
    expect(p.clarify?.question).toMatch(/sex is stored as codes \(1, 2\)/);
    expect(p.clarify?.choices).toEqual([
      'how many heads were sex = 1 in 1970',
      'how many heads were sex = 2 in 1970',
    ]);
    // each choice is a question the parser answers
    const chosen = await query(p.clarify!.choices[1]!, 'wave_heads');
    expect(chosen.filters).toContainEqual({ kind: 'compare', column: 'sex', op: '=', value: 2 });
  });

  it('asks about an unknown qualifier instead of answering without it', async () => {
    const p = await parse('total heads per capita in 1970', 'wave_heads');
    expect(p.query).toBeUndefined();
    expect(p.clarify?.question).toMatch(/"capita"/);
  });

  it('reads a condition on the counted unit ("people over 65") on the one column it can be about', async () => {
    const p = await parse('share of people over 25 in 1970', 'people_bands');
    expect(p.clarify).toBeUndefined();
    expect(p.query?.condition).toEqual([{ kind: 'compare', column: 'band', op: '>', value: 25 }]);
    expect(p.query?.measures).toEqual([{ fn: 'sum', column: 'people' }]);
  });

  it('asks about a number nothing took ("friday the 13th")', async () => {
    const p = await parse('how many trips on friday the 13th', 'trip_times');
    expect(p.query).toBeUndefined();
    expect(p.clarify?.question).toMatch(/"13th"/);
    expect((await query('top 3 dest by average late by', 'trip_times')).limit).toBe(3);
  });

  it('asks when a year is outside the data, or a superlative has no column', async () => {
    const outside = await parse('total gwh in 2019', 'source_mix');
    expect(outside.clarify?.question).toMatch(/covers 2010–2014/);
    expect(outside.clarify?.choices[0]).toBe('total gwh in 2014');
    const noColumn = await parse('the windiest clade', 'specimen_log');
    expect(noColumn.query).toBeUndefined();
  });

  it('a sex said as a word over Female/Male values is that value', async () => {
    const q = await query('average body mass of women', 'specimen_log');
    expect(q.filters).toEqual([{ kind: 'values', column: 'sex', values: ['Female'] }]);
  });
});

describe('years and dates stored in unexpected shapes', () => {
  it('a whole-number column of years named otherwise filters and groups by year', async () => {
    const q = await query('total heads in 1980', 'wave_heads');
    expect(q.filters).toEqual([{ kind: 'values', column: 'wave', values: [1980] }]);
    expect(await first(q)).toBe(await one('SELECT sum(heads) FROM wave_heads WHERE wave = 1980'));
    const change = await query('how did total heads change from 1960 to 1980', 'wave_heads');
    expect(change.kind).toBe('compare');
    expect(change.sides?.map((s) => s.label)).toEqual(['1960', '1980']);
  });

  it('a value of a whole-number column said after it, and "N or older"', async () => {
    const q = await query('total heads for band 20 in 1970', 'wave_heads');
    expect(q.filters).toEqual([
      { kind: 'values', column: 'band', values: [20] },
      { kind: 'values', column: 'wave', values: [1970] },
    ]);
    const older = await query('total heads with band 30 or older in 1980', 'wave_heads');
    expect(older.filters[0]).toEqual({ kind: 'compare', column: 'band', op: '>=', value: 30 });
  });

  it('a whole-number band column after "which" is grouped, ranked by the count column', async () => {
    const q = await query('which band had the most heads in 1970', 'wave_heads');
    expect(q.groupBy).toEqual([{ column: 'band' }]);
    expect(q.measures).toEqual([{ fn: 'sum', column: 'heads' }]);
    expect(q.order).toEqual({ by: 'measure', dir: 'desc' });
  });

  it('a date split into year, month and day columns', async () => {
    const feb = await query('total arrivals in feb 2020', 'arrivals_split');
    expect(feb.filters).toEqual([
      { kind: 'values', column: 'yr', values: [2020] },
      { kind: 'values', column: 'month', values: [2] },
    ]);
    expect(await first(feb)).toBe(
      await one('SELECT sum(arrivals) FROM arrivals_split WHERE yr = 2020 AND month = 2'),
    );
    const day = await query('arrivals on 4th july 2019', 'arrivals_split');
    expect(day.filters).toContainEqual({ kind: 'values', column: 'date_of_month', values: [4] });
    expect((await query('monthly arrivals in 2019', 'arrivals_split')).groupBy).toEqual([
      { column: 'month' },
    ]);
    expect((await query('avg arrivals by day of week', 'arrivals_split')).groupBy).toEqual([
      { column: 'day_of_week' },
    ]);
    const span = await query('total arrivals 2019-2020', 'arrivals_split');
    expect(span.filters).toEqual([{ kind: 'between', column: 'yr', from: 2019, to: 2020 }]);
  });

  it('which group grew or fell the most between two years: the change per group, ranked', async () => {
    const q = await query('which source had the biggest drop from 2010 to 2014', 'source_mix');
    expect(q.kind).toBe('compare');
    expect(q.groupBy).toEqual([{ column: 'source' }]);
    expect(q.measures).toEqual([{ fn: 'sum', column: 'gwh' }]);
    expect(q.order).toEqual({ by: 'measure', dir: 'asc' });
    expect(q.limit).toBe(1);
    const grew = await query('which source grew the most between 2010 and 2014', 'source_mix');
    expect(grew.order).toEqual({ by: 'measure', dir: 'desc' });
    const d = (await askDataTool.run(grew, { registry: tables.registry })).data as AskDataData;
    expect(d.rows).toHaveLength(1);
    expect(d.rows[0]?.source).toBe('Gas Turbines');
    expect(Number(d.rows[0]?.difference)).toBe(120);
  });

  it('years stored as 1 January dates', async () => {
    const q = await query('which source produced the most in 2012', 'source_mix');
    expect(q.groupBy).toEqual([{ column: 'source' }]);
    expect(q.measures).toEqual([{ fn: 'sum', column: 'gwh' }]);
    expect(q.filters[0]).toMatchObject({ kind: 'date_range', from: '2012-01-01', to: '2013-01-01' });
  });
});

describe('values, columns and rows said in other words', () => {
  it('a category said by its first word, and the generic word after it', async () => {
    const q = await query('how much tidal power in 2013', 'source_mix');
    expect(q.filters[0]).toEqual({ kind: 'values', column: 'source', values: ['Tidal Stations'] });
    expect(q.measures).toEqual([{ fn: 'sum', column: 'gwh' }]);
    expect(await first(q)).toBe(
      await one(`SELECT sum(gwh) FROM source_mix WHERE source = 'Tidal Stations' AND year(stamp) = 2013`),
    );
  });

  it('the value of the row with an extreme, and the rows as a noun', async () => {
    const q = await query('what is the reach of the heaviest specimen', 'specimen_log');
    expect(q.kind).toBe('rows');
    expect(q.order).toEqual({ by: 'body mass (kg)', dir: 'desc' });
    expect(q.columns).toContain('reach (cm)');
    const count = await query('how many specimens in the beta clade', 'specimen_log');
    expect(count.measures).toEqual([{ fn: 'count' }]);
    expect(count.filters).toEqual([{ kind: 'values', column: 'clade', values: ['Beta Clade'] }]);
  });

  it('shares of a table of one amount are shares of that amount', async () => {
    const one = await query('share of solar in 2012', 'source_mix');
    expect(one.kind).toBe('percent');
    expect(one.measures).toEqual([{ fn: 'sum', column: 'gwh' }]);
    expect(one.condition).toEqual([{ kind: 'values', column: 'source', values: ['Solar Parks'] }]);
    const each = await query('share of each source in 2012', 'source_mix');
    expect(each.kind).toBe('share');
    expect(each.measures).toEqual([{ fn: 'sum', column: 'gwh' }]);
    expect(each.filters[0]).toMatchObject({ kind: 'date_range', from: '2012-01-01' });
  });

  it('a superlative followed by its measure, with the aggregation said', async () => {
    const q = await query('which dest has the longest average late by', 'trip_times');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'late_by' }]);
    expect(q.groupBy).toEqual([{ column: 'dest' }]);
  });

  it('a flag and its negation are the two sides of a comparison ("member vs non member")', async () => {
    const q = await query('member vs non member average spend', 'club_flags');
    expect(q.kind).toBe('compare');
    expect(q.sides?.map((x) => x.filters)).toEqual([
      [{ kind: 'values', column: 'member', values: [1] }],
      [{ kind: 'values', column: 'member', values: [1], negate: true }],
    ]);
    expect(q.measures).toEqual([{ fn: 'avg', column: 'spend' }]);
  });

  it('"where" about a named person shows the place; a first name comes with its last name', async () => {
    const q = await query('where did ida moss live', 'guest_book');
    expect(q.kind).toBe('rows');
    expect(q.columns?.[0]).toBe('home_town');
    const youngest = await query('who was the youngest guest', 'guest_book');
    expect(youngest.columns).toEqual(['first_name', 'last_name', 'age']);
  });

  it('share of each group, and a share within a scope', async () => {
    const each = await query('share of each clade', 'specimen_log');
    expect(each.kind).toBe('share');
    expect(each.groupBy).toEqual([{ column: 'clade' }]);
    const within = await query('share of women in alpha clade', 'specimen_log');
    expect(within.kind).toBe('percent');
    expect(within.condition).toEqual([{ kind: 'values', column: 'sex', values: ['Female'] }]);
    expect(within.filters).toEqual([{ kind: 'values', column: 'clade', values: ['Alpha Clade'] }]);
  });

  it('a day of a month without a year, and the unit after a number', async () => {
    const q = await query('how many trips on march 3', 'trip_times');
    expect(q.filters).toEqual([
      { kind: 'date_part', column: 'left_at', part: 'month', values: [3] },
      { kind: 'date_part', column: 'left_at', part: 'day', values: [3] },
    ]);
    expect(await first(q)).toBe(await one('SELECT count(*) FROM trip_times WHERE day(left_at) = 3'));
    const late = await query('how many trips were late by more than 30 minutes', 'trip_times');
    expect(late.filters).toEqual([{ kind: 'compare', column: 'late_by', op: '>', value: 30 }]);
  });

  it('the hour of a timestamp, and a participle of a measure as its condition', async () => {
    expect((await query('average lateness by hour of day', 'trip_times')).groupBy).toEqual([
      { column: 'left_at', part: 'hour' },
    ]);
    const late = await query('what percentage of trips were delayed', 'trip_times');
    expect(late.kind).toBe('percent');
    expect(late.condition).toEqual([{ kind: 'compare', column: 'late_by', op: '>', value: 0 }]);
    const d = (await askDataTool.run(late, { registry: tables.registry })).data as AskDataData;
    expect(Number(d.rows[0]?.percent)).toBeCloseTo(
      (100 * (await one('SELECT count(*) FROM trip_times WHERE late_by > 0'))) / 120,
      6,
    );
  });

  it('"16+" is that many or more; "no X recorded" is missing, not zero', async () => {
    const q = await query('how many specimens with reach 30+', 'specimen_log');
    expect(q.filters).toEqual([{ kind: 'compare', column: 'reach (cm)', op: '>=', value: 30 }]);
    const measured = await query('average body mass for specimens with 30+ cm of reach', 'specimen_log');
    expect(measured.measures).toEqual([{ fn: 'avg', column: 'body mass (kg)' }]);
    expect(measured.filters).toEqual([{ kind: 'compare', column: 'reach (cm)', op: '>=', value: 30 }]);
    const missing = await query('how many specimens have no body mass recorded', 'specimen_log');
    expect(missing.filters).toEqual([{ kind: 'null', column: 'body mass (kg)', isNull: true }]);
  });
});
