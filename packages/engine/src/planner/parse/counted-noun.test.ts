import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { answerQuestion } from '../answer';

// Games written here, the outcome inside a text cell ("W 2–1"); longer than a list, so the parser reads it.
const GAMES = [
  'game,played_on,rival,outcome',
  ...Array.from({ length: 320 }, (_, i) => {
    const day = new Date(Date.UTC(2021, 0, 1 + i)).toISOString().slice(0, 10);
    return `${i + 1},${day},Rival ${i % 9},${['W 2–1', 'L 0–1', 'D 1–1'][i % 3]}`;
  }),
].join('\n');

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string) => answerQuestion(registry, question, { datasets: ['games'] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'counted-noun-'));
  await writeFile(join(dir, 'games.csv'), GAMES);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'games.csv'), { name: 'games' });
  await registry.whenMaterialized('games');
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('"wins" as the thing counted', () => {
  it('is not dropped as a filler verb: every row per month is not the wins per month', async () => {
    const reply = await ask('wins per month');
    expect(reply.markdown).not.toContain('number of rows by');
  });
});
