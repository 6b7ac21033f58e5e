/**
 * Linking question words to values and rows, on tables written here: initials of a multi-word
 * name, a state said by name where a column holds its code, a postal code said as a number, a
 * direction word on a latitude column, and nouns counted that name the rows or nothing at all.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalystQuery } from '@ai-analyst/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { parseQuestion, type Parsed } from '../parse';
import { indexDataset } from '../schema-index';

let dir: string;
let registry: DatasetRegistry;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'value-linking-'));
  // A panel of shipping firms: one row per firm and year, spending and fleet size.
  const fleet = ['spend,tonnage,firm,year'];
  const firms = ['Northern Shipping', 'Blue Anchor', 'Harbor Lines', 'KLT', 'Coastal Freight'];
  for (const [f, firm] of firms.entries())
    for (let y = 0; y < 12; y++) fleet.push(`${10 + f * 30 + y * 9},${1000 + f * 50 + y},${firm},${1990 + y}`);
  await writeFile(join(dir, 'fleet_panel.csv'), fleet.join('\n'));
  // Post offices: a five-digit code per row, a position, a town, a two-letter state and a county.
  const offices = ['post_code,latitude,longitude,town,state,county'];
  const states = ['TX', 'CA', 'OK', 'NM'];
  const counties = ['Texas', 'Marin', 'Kern', 'Lea', 'Tulsa', 'Brazos'];
  const towns = ['Aurora', 'Fairview', 'Lakeside', 'Riverton', 'Milltown', 'Oakdale', 'Pinehurst', 'Ashford'];
  for (let i = 0; i < 160; i++)
    offices.push(
      `${10000 + i * 371},${(30 + (i * 7) % 17 + i / 1000).toFixed(4)},${(-90 - (i * 5) % 23 - i / 1000).toFixed(4)},${towns[i % 8]},${states[i % 4]},${counties[i % 6]}`,
    );
  await writeFile(join(dir, 'post_offices.csv'), offices.join('\n'));
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  for (const f of ['fleet_panel.csv', 'post_offices.csv']) await registry.register(join(dir, f));
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

async function parse(question: string, dataset: string, previous?: AnalystQuery): Promise<Parsed> {
  return parseQuestion(question, await indexDataset(registry, dataset), previous);
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
    const q = await query('NS spend in 1995', 'fleet_panel');
    expect(filtersOf(q)).toContain('Northern Shipping');
  });
  it('keeps a value written in capitals as itself', async () => {
    const q = await query('KLT spend in 1995', 'fleet_panel');
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
