import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { DatasetWorkspaces } from '@ai-analyst/engine/data/workspaces';
import type { CallerDatasets } from '../datasets/service';
import { BuiltinAnalystProvider } from './analyst';
import type { ChatTurn, ReplyRequest } from './provider';

let root: string;
let workspaces: DatasetWorkspaces;
let registry: DatasetRegistry;
let analyst: BuiltinAnalystProvider;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'analyst-warnings-'));
  const dir = join(root, 'files', 'org', 'ana');
  await mkdir(dir, { recursive: true });
  workspaces = new DatasetWorkspaces({
    cacheRoot: join(root, 'cache'),
    filesRootOf: (o, u) => join(root, 'files', o, u),
  });
  registry = await workspaces.forWorkspace('org', 'ana');
  const lines = ['region,amount'];
  for (let i = 0; i < 100; i++) lines.push(`${i % 2 ? 'North' : 'South'},"$${i + 1},000"`);
  lines.push('North,call us');
  await writeFile(join(dir, 'orders.csv'), `${lines.join('\n')}\n`);
  await registry.register(join(dir, 'orders.csv'));
  const datasets = {
    resolveAttachments: async () => [],
    list: async () => ({ datasets: await registry.list(), problems: [] }),
    registry: async () => registry,
  } as unknown as CallerDatasets;
  analyst = new BuiltinAnalystProvider({ datasetsOf: () => datasets, tokenDelayMs: 0 });
});

afterAll(async () => {
  await workspaces.closeAll();
  await rm(root, { recursive: true, force: true });
});

const ask = (question: string, history: ChatTurn[] = []) =>
  analyst.reply({
    mode: 'tool_enhanced',
    system: '',
    history: [...history, { role: 'user', content: question }],
    question,
    attachments: [],
    owner: { organizationId: 'org', userId: 'ana' },
    tools: [],
    signal: new AbortController().signal,
    onToken: () => undefined,
  } as unknown as ReplyRequest);

describe("the analyst's reply mentions a dataset's load warnings once per conversation", () => {
  it('notes the values that could not be read in the first answer over the dataset', async () => {
    const first = await ask('total amount by region');
    expect(first.content).toContain('Note about the data in **orders**:');
    expect(first.content).toContain(
      'Column "amount": 1 of 101 values could not be read as numbers (such as "call us") and are shown as missing.',
    );
    const again = await ask('average amount', [
      { role: 'user', content: 'total amount by region' },
      { role: 'assistant', content: first.content },
    ]);
    expect(again.content).not.toContain('Note about the data');
  });
});
