/**
 * A question over a workspace of several datasets (no attachment narrows it): an invented order
 * list and an invented press log. The dataset the question is about answers, and the reply says
 * which one it was.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer';
import { useCsvTables } from './csv-test-tables';

const orders = ['Order ID,Region,Amount,Returned'];
for (let i = 1; i <= 40; i++) orders.push(`SO-${100 + i},${i % 2 ? 'Leeds' : 'Hull'},${(i % 7) + 10}.5,${i % 5 === 0 ? 'Yes' : 'No'}`);
const runs = [
  'Run Date,Line,Good Qty,Scrap Qty,Downtime Min',
  '2024-06-03,L1,1200,14,35',
  '2024-06-03,L2,980,22,10',
  '2024-06-04,L1,1105,9,0',
  '2024-06-04,L2,1020,31,55',
  '2024-06-05,L1,1190,12,20',
  '2024-06-05,L2,1010,18,5',
];

const tables = useCsvTables({ press_runs: runs.join('\n'), shop_orders: orders.join('\n') });
const askAll = (question: string) => answerQuestion(tables.registry, question);

describe('a question over several datasets', () => {
  it('is answered on the dataset its words name, not on a bare count of another', async () => {
    const reply = await askAll('how many orders were returned');
    expect(reply.plan.dataset).toBe('shop_orders');
    expect(reply.markdown).toContain('**8**');
  });

  it('says which dataset answered', async () => {
    const reply = await askAll('average downtime per line');
    expect(reply.plan.dataset).toBe('press_runs');
    expect(reply.markdown).toContain(', in press_runs.*');
  });
});
