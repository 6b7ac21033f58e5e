import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { answerQuestion } from '../answer';

// Small tables written here: questions the table stage must leave alone rather than answer wrongly.
const RULERS = `Ruler,House,Notes
Odo I,Vane,crowned young
Odo II,Vane,deposed
Mirela,Orm,regent first
`;
const FINDS = `Substance,Found,Finder
Amberine,Ancient,—
Bolvite,1900,Kerr
Cindrite,1939,Ames
Dornium,1950,Lutz
Ervite,1962,Kerr
`;

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string, dataset: string) => answerQuestion(registry, question, { datasets: [dataset] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'table-qa-declines-'));
  await writeFile(join(dir, 'rulers.csv'), RULERS);
  await writeFile(join(dir, 'finds.csv'), FINDS);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  for (const name of ['rulers', 'finds']) {
    await registry.register(join(dir, `${name}.csv`), { name });
    await registry.whenMaterialized(name);
  }
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('questions the table stage leaves alone', () => {
  it('does not compare numbers of rows when a length is asked and no column holds it', async () => {
    const reply = await ask("was odo I's reign longer than odo II's", 'rulers');
    expect(reply.markdown).not.toMatch(/\*\*(Yes|No)\*\*/);
    expect(reply.markdown).not.toContain('number of rows where Ruler');
  });

  it('does not answer a count of later rows with the row listed after a year', async () => {
    const reply = await ask('how many substances found after 1900', 'finds');
    expect(reply.markdown).not.toContain('listed right after');
    expect(reply.markdown).not.toContain('**1939**');
  });

  it("does not answer a look-up of a thing no column holds with the row's name", async () => {
    const reply = await ask("what was bolvite's melting point?", 'finds');
    expect(reply.markdown).not.toMatch(/^\*\*(Kerr|Bolvite|1900)\*\*/);
  });
});
