import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { answerQuestion } from '../answer';

// A list of cup finals written here: seasons as "2004–05", two clubs whose names start alike.
const FINALS = `Season,Champion,Finalist,Ground
2003–04,Harlow Rangers,Kestrel Vale,North Park
2004–05,Brannock Town,Harlow Rangers,Quay Road
2005–06,Osterby,Brannock Town,North Park
2006–07,Harlow Rangers,Osterbyn Athletic,Mill Lane
2007–08,Kestrel Vale,Osterby,Quay Road
`;

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string) => answerQuestion(registry, question, { datasets: ['cup'] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'coverage-table-'));
  await writeFile(join(dir, 'cup.csv'), FINALS);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'cup.csv'), { name: 'cup' });
  await registry.whenMaterialized('cup');
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('what the table stage places', () => {
  it('shows both seasons a year belongs to, never one of them', async () => {
    const reply = await ask('who was champion in 2005');
    expect(reply.markdown).toContain('Brannock Town');
    expect(reply.markdown).toContain('Osterby');
    expect(reply.markdown).toContain('2004–05');
  });

  it('does not take a near form of a word when another cell holds the word itself', async () => {
    // "osterbyn" is a word of "Osterbyn Athletic", not the club "Osterby"
    const reply = await ask('how many finals did osterbyn play in');
    expect(reply.markdown).not.toContain('Champion is Osterby');
  });
});
