import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import type { CallerDatasets } from '../datasets/service';
import { BuiltinAnalystProvider } from './analyst';
import { openAnalystWorkspace, type AnalystTestWorkspace } from './analyst-test-workspace';
import { previousAnalystQuery } from './context';
import type { ModelEntry } from './models';
import type { AssistantProvider, ReplyOutcome, ReplyRequest } from './provider';

let ws: AnalystTestWorkspace;
let registry: DatasetRegistry;
let datasets: CallerDatasets;

beforeAll(async () => {
  const lines = ['day,shop,sales'];
  for (let i = 0; i < 60; i++)
    lines.push(
      `${i < 30 ? '2023' : '2024'}-03-${String((i % 28) + 1).padStart(2, '0')},${i % 3 ? 'Quay' : 'Mill'},${i + 1}`,
    );
  ws = await openAnalystWorkspace('analyst-followups-', { 'shop_sales.csv': lines });
  ({ registry, datasets } = ws);
});

afterAll(() => ws.dispose());

const request = (question: string, previousQuery?: unknown): ReplyRequest =>
  ({
    mode: 'tool_enhanced',
    system: '',
    history: [{ role: 'user', content: question }],
    question,
    previousQuery,
    attachments: [],
    owner: { organizationId: 'org', userId: 'ana' },
    tools: [],
    signal: new AbortController().signal,
    onToken: () => undefined,
  }) as unknown as ReplyRequest;

/** The sum as the reply writes it (thousands separators). */
const sum = async (where: string) =>
  Number(
    Object.values(
      (await registry.query(`SELECT sum(sales) AS s FROM shop_sales WHERE ${where}`)).rows[0] ?? {},
    )[0],
  ).toLocaleString('en-US');

describe('the built-in analyst in a conversation', () => {
  it('answers a follow-up by modifying the query stored with the previous reply', async () => {
    const analyst = new BuiltinAnalystProvider({ datasetsOf: () => datasets, tokenDelayMs: 0 });
    const first = await analyst.reply(request('total sales in 2023'));
    expect(first.content).toContain(await sum('year(day) = 2023'));
    // the server keeps the tool calls with the assistant message and reads the query back from them
    const previous = previousAnalystQuery([{ tool_calls: first.toolCalls }]);
    expect(previous).toMatchObject({ kind: 'aggregate', measures: [{ fn: 'sum', column: 'sales' }] });
    // the reply also carries the query itself, which the server stores as `analyst_query`
    expect(first.analystQuery).toEqual(previous);
    const next = await analyst.reply(request('and in 2024?', previous));
    expect(next.content).toContain(await sum('year(day) = 2024'));
    const only = await analyst.reply(
      request('only for Mill', previousAnalystQuery([{ tool_calls: next.toolCalls }])),
    );
    expect(only.content).toContain(await sum("year(day) = 2024 AND shop = 'Mill'"));
    // a previous query that does not validate is ignored, not trusted
    const bad = await analyst.reply(request('total sales', { kind: 'nonsense' }));
    expect(bad.content).toContain(await sum('TRUE'));
  });

  it('hands a question it cannot place to a configured model, with the tools', async () => {
    const asked: ReplyRequest[] = [];
    const model = {
      id: 'gpt-4',
      name: 'GPT-4',
      provider: 'openai',
      available: true,
      apiModel: 'gpt-4',
    } as ModelEntry;
    const llm: AssistantProvider = {
      async reply(r): Promise<ReplyOutcome> {
        asked.push(r);
        return { content: 'from the model', toolCalls: [] };
      },
    };
    const tools = {
      available: async () => [{ name: 'ask_data' }],
      list: () => [],
      recordRun: () => undefined,
    };
    const analyst = new BuiltinAnalystProvider({
      datasetsOf: () => datasets,
      tokenDelayMs: 0,
      tools: tools as never,
      fallback: async () => ({ provider: llm, model }),
    });
    const unsure = await analyst.reply(request('what is the weather mood of the shopkeepers'));
    expect(unsure.content).toBe('from the model');
    expect(asked[0]?.model.id).toBe('gpt-4');
    expect(asked[0]?.tools.map((t) => t.name)).toContain('ask_data');
    // a question it understands stays with the built-in analyst
    const sure = await analyst.reply(request('total sales by shop'));
    expect(sure.content).toContain('Quay');
    expect(asked).toHaveLength(1);
  });

  it('without a model, asks a clarifying question with choices instead', async () => {
    const analyst = new BuiltinAnalystProvider({ datasetsOf: () => datasets, tokenDelayMs: 0 });
    const unsure = await analyst.reply(request('what is the weather mood of the shopkeepers'));
    expect(unsure.content).toContain('```choices');
    expect(unsure.toolCalls).toEqual([]);
  });
});

describe('opening messages', () => {
  it('get an overview of the data and questions to try, not an analysis', async () => {
    const analyst = new BuiltinAnalystProvider({ datasetsOf: () => datasets, tokenDelayMs: 0 });
    for (const opening of ["I've uploaded my data", 'here is my file', 'I attached my data']) {
      const reply = await analyst.reply(request(opening));
      expect(reply.content, opening).toMatch(/\*\*shop_sales\*\* has 60 rows and 3 columns/);
      expect(reply.content).toContain('```choices');
      expect(reply.toolCalls).toEqual([]);
    }
  });
});
