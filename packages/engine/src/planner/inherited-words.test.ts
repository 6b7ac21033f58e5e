import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../data/registry';
import { answerQuestion } from './answer';

// Headers and question words that are also names of every JavaScript object's inherited members.
const TEAMS = `Driver,Constructor,Points,Prototype
Ann Vale,Ferrox,120,no
Bo Lind,Ferrox,95,yes
Cy Marr,Torvel,150,no
Di Osei,Hasty,40,yes
`;

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string) => answerQuestion(registry, question, { datasets: ['teams'] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inherited-words-'));
  await writeFile(join(dir, 'teams.csv'), TEAMS);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'teams.csv'), { name: 'teams' });
  await registry.whenMaterialized('teams');
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('words that name inherited object members', () => {
  it('reads a column named Constructor like any other', async () => {
    const reply = await ask('which constructor has the most points in total');
    expect(reply.markdown).toContain('Ferrox');
    expect(reply.markdown).toContain('215');
  });

  it('answers or asks, never throws, on words such as toString, valueOf, __proto__ and hasOwnProperty', async () => {
    for (const q of ['toString', 'valueOf of points', 'average __proto__', 'how many hasOwnProperty', 'constructor prototype isPrototypeOf']) {
      const reply = await ask(q);
      expect(reply.markdown.length).toBeGreaterThan(0);
    }
  });
});
