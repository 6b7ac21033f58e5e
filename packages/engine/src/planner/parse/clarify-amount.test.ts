import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../../data/registry';
import { answerQuestion } from '../answer';

// An export written here with several amounts, none named by the questions below (a column named
// ticket_total would be named by 'the total of ticket …'); longer than a list, so the parser (not
// the table stage) reads it.
const TICKETS = [
  'ticket_ref,seats,unit_fee,line_amount,venue',
  ...Array.from({ length: 400 }, (_, i) => {
    const seats = (i % 4) + 1;
    const fee = 10 + (i % 7) * 2.5;
    return `TK-${i + 1},${seats},${fee},${seats * fee},${['North', 'South', 'East'][i % 3]}`;
  }),
].join('\n');

let dir: string;
let registry: DatasetRegistry;
const ask = (question: string) => answerQuestion(registry, question, { datasets: ['tickets'] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clarify-amount-'));
  await writeFile(join(dir, 'tickets.csv'), TICKETS);
  registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
  await registry.register(join(dir, 'tickets.csv'), { name: 'tickets' });
  await registry.whenMaterialized('tickets');
}, 60_000);
afterAll(async () => {
  await registry.close();
  await rm(dir, { recursive: true, force: true });
});

describe('an amount asked without naming it', () => {
  it('asks which amount to add up instead of counting the rows', async () => {
    const reply = await ask('whats the total of ticket TK-3');
    expect(reply.markdown).not.toContain('number of rows');
    expect(reply.markdown).toContain('Which amount should I add up?');
    expect(reply.markdown).toContain('whats the total line amount of ticket TK-3');
  });

  it('still counts rows when a count is asked', async () => {
    const reply = await ask('how many tickets in North');
    expect(reply.markdown).toContain('**134**');
  });
});
