/**
 * A 0/1 column said through its opposite word or with its value, over a table written here:
 * `online` marks orders placed online, so "offline" and "online is 0" are online = 0 and
 * "online vs offline" compares both.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { askDataTool, type AskDataData } from '../ask-data';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';

let dir: string;
let registry: DatasetRegistry;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opposite-flags-'));
  const rows = ['ticket,online,spend'];
  for (let i = 0; i < 50; i++) rows.push(`T${i},${i % 5 === 0 ? 1 : 0},${10 + i}`);
  await writeFile(join(dir, 'till_rolls.csv'), rows.join('\n'));
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'till_rolls.csv'));
  await registry.whenMaterialized('till_rolls');
}, 60_000);

afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

it('reads "offline" as the online flag negated and computes the average of those rows', async () => {
  const parsed = parseQuestion('avg spend offline', await indexDataset(registry, 'till_rolls'));
  expect(parsed.query?.filters).toEqual([{ kind: 'values', column: 'online', values: [1], negate: true }]);
  const data = (await askDataTool.run(parsed.query!, { registry })).data as AskDataData;
  // offline tickets: i not divisible by 5, spend 10 + i
  const offline = Array.from({ length: 50 }, (_, i) => i).filter((i) => i % 5 !== 0);
  const expected = offline.reduce((s, i) => s + 10 + i, 0) / offline.length;
  expect(
    Object.values(data.rows[0]!).some((v) => typeof v === 'number' && Math.abs(v - expected) < 1e-9),
  ).toBe(true);
});

it('compares a flag with its opposite word', async () => {
  const parsed = parseQuestion('avg spend online vs offline', await indexDataset(registry, 'till_rolls'));
  expect(parsed.query?.kind).toBe('compare');
  expect(parsed.query?.sides?.map((s) => s.filters)).toEqual([
    [{ kind: 'values', column: 'online', values: [1] }],
    [{ kind: 'values', column: 'online', values: [1], negate: true }],
  ]);
});

it('reads a flag followed by its value: 1 is the flag, 0 its negation', async () => {
  const index = await indexDataset(registry, 'till_rolls');
  expect(parseQuestion('avg spend when online is 0', index).query?.filters).toEqual([
    { kind: 'values', column: 'online', values: [1], negate: true },
  ]);
  expect(parseQuestion('avg spend online = 1', index).query?.filters).toEqual([
    { kind: 'values', column: 'online', values: [1] },
  ]);
});
