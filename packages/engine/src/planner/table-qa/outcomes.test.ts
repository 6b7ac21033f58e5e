import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { answerQuestion } from '../answer';

// A season's record written here, its venue said by a one-letter mark.
const SEASON = `Game,Rival,H / A,Result
1,Ashby Rovers,H,W 2–0
2,Brent United,A,L 0–1
3,Corley Town,A,W 3–2
4,Dunmore City,H,L 1–2
5,Eastwick FC,A,W 1–0
6,Fulbrook,H,D 1–1
7,Glenfield,A,L 0–3
`;

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string) => answerQuestion(registry, question, { datasets: ['season'] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'table-qa-outcomes-'));
  await writeFile(join(dir, 'season.csv'), SEASON);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'season.csv'), { name: 'season' });
  await registry.whenMaterialized('season');
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the venue of a game', () => {
  it('counts away wins, not every win', async () => {
    const reply = await ask('how many away wins');
    expect(reply.markdown).toMatch(/^\*\*2\*\*/);
  });

  it('counts home losses, not every loss', async () => {
    const reply = await ask('how many home games did they lose');
    expect(reply.markdown).toMatch(/^\*\*1\*\*/);
  });
});
