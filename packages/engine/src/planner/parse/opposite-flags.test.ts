/**
 * A 0/1 column said through its opposite word or with its value, over a table written here:
 * `online` marks orders placed online, so "offline" and "online is 0" are online = 0 and
 * "online vs offline" compares both.
 */
import { expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { askDataTool, type AskDataData } from '../ask-data';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';

const rows = ['ticket,online,spend'];
for (let i = 0; i < 50; i++) rows.push(`T${i},${i % 5 === 0 ? 1 : 0},${10 + i}`);
const tables = useCsvTables({ till_rolls: rows.join('\n') });

it('reads "offline" as the online flag negated and computes the average of those rows', async () => {
  const parsed = parseQuestion('avg spend offline', await indexDataset(tables.registry, 'till_rolls'));
  expect(parsed.query?.filters).toEqual([{ kind: 'values', column: 'online', values: [1], negate: true }]);
  const data = (await askDataTool.run(parsed.query!, { registry: tables.registry })).data as AskDataData;
  // offline tickets: i not divisible by 5, spend 10 + i
  const offline = Array.from({ length: 50 }, (_, i) => i).filter((i) => i % 5 !== 0);
  const expected = offline.reduce((s, i) => s + 10 + i, 0) / offline.length;
  expect(
    Object.values(data.rows[0]!).some((v) => typeof v === 'number' && Math.abs(v - expected) < 1e-9),
  ).toBe(true);
});

it('compares a flag with its opposite word', async () => {
  const parsed = parseQuestion('avg spend online vs offline', await indexDataset(tables.registry, 'till_rolls'));
  expect(parsed.query?.kind).toBe('compare');
  expect(parsed.query?.sides?.map((s) => s.filters)).toEqual([
    [{ kind: 'values', column: 'online', values: [1] }],
    [{ kind: 'values', column: 'online', values: [1], negate: true }],
  ]);
});

it('reads a flag followed by its value: 1 is the flag, 0 its negation', async () => {
  const index = await indexDataset(tables.registry, 'till_rolls');
  expect(parseQuestion('avg spend when online is 0', index).query?.filters).toEqual([
    { kind: 'values', column: 'online', values: [1], negate: true },
  ]);
  expect(parseQuestion('avg spend online = 1', index).query?.filters).toEqual([
    { kind: 'values', column: 'online', values: [1] },
  ]);
});
