import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { answerQuestion } from '../answer';

// Daily counts written here, the date split into parts; month 3 has the most per day.
const VISITS = [
  'year,month,date_of_month,day_of_week,visits',
  ...Array.from({ length: 360 }, (_, i) => {
    const month = (i % 12) + 1;
    return `2020,${month},${(Math.floor(i / 12) % 28) + 1},${(i % 7) + 1},${month === 3 ? 900 : 100 + (i % 5)}`;
  }),
].join('\n');

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string) => answerQuestion(registry, question, { datasets: ['visits'] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'period-part-'));
  await writeFile(join(dir, 'visits.csv'), VISITS);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'visits.csv'), { name: 'visits' });
  await registry.whenMaterialized('visits');
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a part of a period named with its period', () => {
  it('does not read "per day" as the day of the week', async () => {
    const reply = await ask('which month has the most visits per day on average');
    expect(reply.markdown).not.toContain('day of week');
    expect(reply.markdown).toContain('**March**');
  });

  it('still groups by the day of the week when it is said in full', async () => {
    const reply = await ask('average visits by day of week');
    expect(reply.markdown).toContain('day of week');
  });
});
