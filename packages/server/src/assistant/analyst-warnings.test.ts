import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinAnalystProvider } from './analyst';
import { openAnalystWorkspace, type AnalystTestWorkspace } from './analyst-test-workspace';
import type { ChatTurn, ReplyRequest } from './provider';

let ws: AnalystTestWorkspace;
let analyst: BuiltinAnalystProvider;

beforeAll(async () => {
  const lines = ['region,amount'];
  for (let i = 0; i < 100; i++) lines.push(`${i % 2 ? 'North' : 'South'},"$${i + 1},000"`);
  lines.push('North,call us');
  ws = await openAnalystWorkspace('analyst-warnings-', { 'orders.csv': lines });
  analyst = new BuiltinAnalystProvider({ datasetsOf: () => ws.datasets, tokenDelayMs: 0 });
});

afterAll(() => ws.dispose());

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
