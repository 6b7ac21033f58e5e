/**
 * Linking question words to values and rows, on tables written here: initials of a multi-word
 * name, a state said by name where a column holds its code, a postal code said as a number, a
 * direction word on a latitude column, and nouns counted that name the rows or nothing at all.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { answerQuestion } from '../answer';
import { parseQuestion, type Parsed } from '../parse';
import { indexDataset } from '../schema-index';

// A panel of shipping firms: one row per firm and year, exports and fleet size.
const fleet = ['export,tonnage,firm,year'];
const firms = ['Northern Shipping', 'Blue Anchor', 'Harbor Lines', 'KLT', 'Coastal Freight'];
for (const [f, firm] of firms.entries())
  for (let y = 0; y < 12; y++) fleet.push(`${10 + f * 30 + y * 9},${1000 + f * 50 + y},${firm},${1990 + y}`);
// Post offices: a five-digit code per row, a position, a town, a two-letter state and a county.
const offices = ['post_code,latitude,longitude,town,state,county'];
const states = ['TX', 'CA', 'OK', 'NM'];
const counties = ['Texas', 'Marin', 'Kern', 'Lea', 'Tulsa', 'Brazos'];
const towns = ['Aurora', 'Fairview', 'Lakeside', 'Riverton', 'Milltown', 'Oakdale', 'Pinehurst', 'Ashford'];
for (let i = 0; i < 160; i++)
  offices.push(
    `${10000 + i * 371},${(30 + (i * 7) % 17 + i / 1000).toFixed(4)},${(-90 - (i * 5) % 23 - i / 1000).toFixed(4)},${towns[i % 8]},${states[i % 4]},${counties[i % 6]}`,
  );
// Parcels: thousands of towns (too many for the value index), a district whose name is one
// letter away from one town's.
const parcels = ['parcel_ref,area,town,district'];
for (let i = 0; i < 7000; i++)
  parcels.push(`P${i},${100 + (i % 97)},${i % 50 === 0 ? 'Bramford' : `Hamlet ${i}`},${i % 7 === 0 ? 'Bramfort' : ['Upper', 'Lower', 'Middle'][i % 3]}`);
// Islands with three-letter codes, one of which is also an English word.
const islands = ['Island Name,Island Code,area'];
for (const [i, code] of ['ARE', 'BOT', 'CYL', 'DUN', 'ELK', 'FAR', 'GUL', 'HOP'].entries())
  islands.push(`Isle ${String.fromCharCode(65 + i)},${code},${10 + i}`);
const tables = useCsvTables({
  fleet_panel: fleet.join('\n'),
  post_offices: offices.join('\n'),
  parcels: parcels.join('\n'),
  islands: islands.join('\n'),
});

async function parse(question: string, dataset: string, previous?: AnalystQuery): Promise<Parsed> {
  return parseQuestion(question, await indexDataset(tables.registry, dataset), previous);
}
async function query(question: string, dataset: string, previous?: AnalystQuery): Promise<AnalystQuery> {
  const parsed = await parse(question, dataset, previous);
  expect(parsed.clarify?.question, question).toBeUndefined();
  expect(parsed.query, question).toBeDefined();
  return parsed.query as AnalystQuery;
}
const filtersOf = (q: AnalystQuery) => JSON.stringify('filters' in q ? q.filters : []);

describe('values said by initials', () => {
  it('reads capitals as the initials of exactly one multi-word value', async () => {
    const q = await query('NS export in 1995', 'fleet_panel');
    expect(filtersOf(q)).toContain('Northern Shipping');
  });
  it('keeps a value written in capitals as itself', async () => {
    const q = await query('KLT export in 1995', 'fleet_panel');
    expect(filtersOf(q)).toContain('"KLT"');
  });
});

describe('a state said by name', () => {
  it('filters the column of state codes, not a county with the same name', async () => {
    const q = await query('how many counties in texas', 'post_offices');
    expect(filtersOf(q)).toContain('"state"');
    expect(filtersOf(q)).toContain('"TX"');
  });
  it('replaces the state of the question before in a follow-up', async () => {
    const first = await query('how many post codes in california', 'post_offices');
    const q = await query('and texas', 'post_offices', first);
    expect(filtersOf(q)).toContain('"TX"');
    expect(filtersOf(q)).not.toContain('"CA"');
    expect(filtersOf(q)).not.toContain('county');
  });
});

describe('a value of a column with thousands of values', () => {
  it('is found said whole before a near form of another column', async () => {
    const q = await query('how many parcels does bramford have', 'parcels');
    expect(filtersOf(q)).toContain('"town"');
    expect(filtersOf(q)).toContain('"Bramford"');
  });
});

describe('a code with its own value on every row names the rows', () => {
  it('ranks groups by their number of rows for "by number of" codes', async () => {
    const q = await query('top 3 states by number of post codes', 'post_offices');
    expect(q.kind).toBe('aggregate');
    if (q.kind !== 'aggregate') return;
    expect(q.measures).toEqual([{ fn: 'count' }]);
    expect(q.groupBy).toEqual([{ column: 'state' }]);
  });
  it('counts rows for "the most" codes', async () => {
    const q = await query('which town has the most post codes', 'post_offices');
    if (q.kind !== 'aggregate') throw new Error(q.kind);
    expect(q.measures).toEqual([{ fn: 'count' }]);
    expect(q.groupBy).toEqual([{ column: 'town' }]);
  });
  it('reads codes after a value as the rows of that value', async () => {
    const q = await query('avg latitude of texas post codes', 'post_offices');
    if (q.kind !== 'aggregate') throw new Error(q.kind);
    expect(q.measures).toEqual([{ fn: 'avg', column: 'latitude' }]);
    expect(filtersOf(q)).toContain('"TX"');
  });
});

describe('direction words', () => {
  it('names the row with the largest latitude for "northernmost"', async () => {
    const q = await query('northernmost post code', 'post_offices');
    if (q.kind !== 'rows') throw new Error(q.kind);
    expect(q.order).toEqual({ by: 'latitude', dir: 'desc' });
    expect(q.columns?.[0]).toBe('post_code');
  });
  it('ranks by the longitude for "westernmost"', async () => {
    const q = await query('westernmost town in texas', 'post_offices');
    expect(JSON.stringify(q)).toContain('longitude');
    expect(JSON.stringify(q)).toContain('"asc"');
  });
});

describe('answers over a small panel', () => {
  it('gives a number after "over" to the measure said nearest before it', async () => {
    const answer = await answerQuestion(tables.registry, 'first year Harbor Lines exported over 150', { datasets: ['fleet_panel'] });
    // Harbor Lines exports 70 + 9 a year from 1990: first above 150 in 1999
    expect(answer.markdown).toContain('1999');
    expect(answer.markdown).not.toMatch(/year is above/);
  });
  it('asks about something a firm holds that no column names', async () => {
    const answer = await answerQuestion(tables.registry, 'how many employees did KLT have', { datasets: ['fleet_panel'] });
    expect(answer.clarify).toBeDefined();
  });
});

describe('a code said as a number', () => {
  it('finds the row whose code it is', async () => {
    const q = await query('what town is 10742', 'post_offices');
    expect(filtersOf(q)).toContain('"post_code"');
    expect(filtersOf(q)).toContain('10742');
    expect(JSON.stringify(q)).toContain('"town"');
  });
  it('leaves a number that is a count or a rank alone', async () => {
    const q = await parse('top 3 towns by number of post codes', 'post_offices');
    expect(filtersOf(q.query as AnalystQuery)).not.toContain('post_code');
  });
});

describe('a verb of the question that is also a code', () => {
  it('is not read as the code in a small table', async () => {
    const answer = await answerQuestion(tables.registry, 'how many islands are in the table', { datasets: ['islands'] });
    expect(answer.markdown).not.toContain('ARE');
    expect(answer.markdown).toContain('**8**');
  });
});

describe('a participle of a measure ranked', () => {
  it('ranks by the measure, adding it up when "overall" is said', async () => {
    const q = await query('which firm exported the most overall', 'fleet_panel');
    if (q.kind !== 'aggregate') throw new Error(q.kind);
    expect(q.measures).toEqual([{ fn: 'sum', column: 'export' }]);
    expect(q.filters).toEqual([]);
    expect(q.groupBy).toEqual([{ column: 'firm' }]);
  });
});
