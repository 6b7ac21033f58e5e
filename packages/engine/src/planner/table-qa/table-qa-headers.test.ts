import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { answerQuestion } from '../answer';

// A small table written here whose headers share words ("point", "atomic").
const ALLOYS = `Code,Name,Melting point,Boiling point,Atomic number,Atomic mass,Ion radius
Qx,Quarzine,1200,2900,12,24.3,40 (+2)
Vb,Varbium,3100,4100,40,91.2,66 (+3)
Zl,Zelloy,450,980,7,14.1,[n/a]
Pr,Parvite,1800,2100,33,74.9,58 (+1)
`;

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string) => answerQuestion(registry, question, { datasets: ['alloys'] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'table-qa-headers-'));
  await writeFile(join(dir, 'alloys.csv'), ALLOYS);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'alloys.csv'), { name: 'alloys' });
  await registry.whenMaterialized('alloys');
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('headers that share a word', () => {
  it('takes the header said in full over another holding one of its words', async () => {
    const reply = await ask('what is the atomic mass of varbium');
    expect(reply.markdown).toContain('91.2');
    expect(reply.markdown).not.toMatch(/\*\*40\*\*/);
  });

  it('names the row by its Name column, not by the measure sharing a word with the asked one', async () => {
    const reply = await ask('which alloy has the highest melting point');
    expect(reply.markdown).toContain('Varbium');
    expect(reply.markdown).not.toContain('4100');
  });

  it('reads a bare number as the numeric column holding it, not a text cell starting with it', async () => {
    const reply = await ask('what is element 40');
    expect(reply.markdown).toContain('Varbium');
    expect(reply.markdown).not.toContain('Quarzine');
  });
});
