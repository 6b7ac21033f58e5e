/**
 * A file attached once scopes the conversation's later questions: an invented workspace holds a
 * kiln log and a parcel list, the parcel list is attached to the first message, and later messages
 * without attachments are still answered on it — unless they name the other dataset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinAnalystProvider, namesDataset } from './analyst';
import { openAnalystWorkspace, type AnalystTestWorkspace } from './analyst-test-workspace';
import { conversationAttachments } from './context';
import type { ReplyRequest } from './provider';

let ws: AnalystTestWorkspace;

beforeAll(async () => {
  const kiln = ['Fired On,Kiln,Pieces,Cracked'];
  for (let i = 1; i <= 20; i++) kiln.push(`2024-02-${String(i).padStart(2, '0')},K${i % 3},${40 + i},${i % 4}`);
  const parcels = ['Parcel,Depot,Weight Kg,Returned'];
  for (let i = 1; i <= 40; i++) parcels.push(`P${100 + i},${i % 2 ? 'Leeds' : 'Hull'},${(i % 7) + 1}.5,${i % 5 === 0 ? 'Yes' : 'No'}`);
  ws = await openAnalystWorkspace('analyst-carried-', { 'kiln_log.csv': kiln, 'parcels.csv': parcels });
});

afterAll(() => ws.dispose());

const request = (question: string, attachments: string[], carried: boolean): ReplyRequest =>
  ({
    mode: 'tool_enhanced',
    system: '',
    history: [{ role: 'user', content: question }],
    question,
    attachments,
    attachmentsCarried: carried,
    owner: { organizationId: 'org', userId: 'ana' },
    tools: [],
    signal: new AbortController().signal,
    onToken: () => undefined,
  }) as unknown as ReplyRequest;

describe('attachments carried over from an earlier message', () => {
  it('are the attachments of the latest earlier user message that had some', () => {
    const turns = [
      { role: 'user', attachments: ['old.csv'] },
      { role: 'assistant', attachments: [] },
      { role: 'user', attachments: ['parcels.csv'] },
      { role: 'assistant', attachments: [] },
      { role: 'user', attachments: [] },
    ];
    expect(conversationAttachments(turns)).toEqual(['parcels.csv']);
    expect(conversationAttachments([{ role: 'user', attachments: [] }])).toEqual([]);
  });

  it('scope a later question to the attached data', async () => {
    const analyst = new BuiltinAnalystProvider({ datasetsOf: () => ws.datasets, tokenDelayMs: 0 });
    const reply = await analyst.reply(request('how many rows are there', ['parcels.csv'], true));
    expect(reply.content).toContain('40');
    expect(reply.content).not.toContain('kiln_log');
  });

  it('give way when the question names another dataset', async () => {
    const analyst = new BuiltinAnalystProvider({ datasetsOf: () => ws.datasets, tokenDelayMs: 0 });
    const reply = await analyst.reply(request('how many rows are in kiln_log', ['parcels.csv'], true));
    expect(reply.content).toContain('20');
  });

  it('name a dataset only by a distinctive name, backticks or a word beside "table"', () => {
    expect(namesDataset('total weight in kiln_log', 'kiln_log')).toBe(true);
    expect(namesDataset('total weight in the kiln log', 'kiln_log')).toBe(true);
    expect(namesDataset('how many `parcels`', 'parcels')).toBe(true);
    expect(namesDataset('rows of the parcels table', 'parcels')).toBe(true);
    expect(namesDataset('how many parcels were returned', 'parcels')).toBe(false);
  });
});
