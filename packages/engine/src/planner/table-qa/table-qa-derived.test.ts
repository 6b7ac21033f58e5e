import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { answerQuestion } from '../answer';

// Small tables written here: the stage must know nothing of them.
const WARDENS = `No.,Warden,Born,Took office,Left office,Guild
1,Hale Orrin,1801,1840,1852,Masons
2,Ivy Sarn,1815,1852,1855,Weavers
3,Jory Tull,1820,1855,1879,Masons
4,Kit Vale,1838,1879,1884,Smiths
`;
const DUELS = `Season,Home side,Result,Away side,Best player
1990,Orchard Rovers,3–1,Quarry Albion,Nell Ash (Rovers)
1991,Orchard Rovers,0–2,Millbrook Town,Tam Reed (Town)
1992,Quarry Albion,1–1,Orchard Rovers,Nell Ash (Rovers)
`;
const TOWERS = `Rank,Tower,City,Height,Opened
1,Vesper Spire,Lorn,412 m (1352 ft),2011
2,Orrin Needle,Tal,398 m (1306 ft),2004
3,Brae Column,Lorn,361 m (1184 ft),2016
`;

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string, dataset: string) => answerQuestion(registry, question, { datasets: [dataset] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'table-qa-derived-'));
  const files = { wardens: WARDENS, duels: DUELS, towers: TOWERS };
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, `${name}.csv`), text);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  for (const name of Object.keys(files)) {
    await registry.register(join(dir, `${name}.csv`), { name });
    await registry.whenMaterialized(name);
  }
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('measures held as two year columns', () => {
  it('tells how long a row lasted and how old its person was when it began', async () => {
    expect((await ask('how long was jory tull in office?', 'wardens')).markdown).toMatch(/^\*\*24\*\*/);
    expect((await ask('how old was ivy sarn when she took office?', 'wardens')).markdown).toMatch(/^\*\*37\*\*/);
  });

  it('ranks rows by their span and counts rows by it', async () => {
    expect((await ask('which warden served the longest?', 'wardens')).markdown).toMatch(/^\*\*Jory Tull\*\*/);
    expect((await ask('who was the youngest when he took office?', 'wardens')).markdown).toMatch(/^\*\*Jory Tull\*\*/);
    expect((await ask('how many wardens served for less than 10 years?', 'wardens')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('reads "what number" as the numbering column', async () => {
    expect((await ask('what number was kit vale?', 'wardens')).markdown).toMatch(/^\*\*4\*\*/);
  });
});

describe('the column a question asks for', () => {
  it('answers "who did X play" with the other side of the game', async () => {
    expect((await ask('who did quarry albion play in 1992?', 'duels')).markdown).toMatch(/^\*\*Orchard Rovers\*\*/);
    expect((await ask('which team did orchard rovers face in 1991?', 'duels')).markdown).toMatch(/^\*\*Millbrook Town\*\*/);
  });

  it('names the row asked with a superlative and a noun that is no column', async () => {
    expect((await ask('what is the tallest tower in lorn?', 'towers')).markdown).toMatch(/^\*\*Vesper Spire\*\*/);
    expect((await ask('how many towers are taller than 380 m?', 'towers')).markdown).toMatch(/^\*\*2\*\*/);
  });
});
