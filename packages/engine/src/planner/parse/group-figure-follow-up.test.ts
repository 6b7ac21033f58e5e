import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import type { Answer } from '../answer';
import { pointsPastEveryRow } from './trailing-pronoun';
import type { AnalystQuery } from '@ai-analyst/contract';

// Invented tables: ferry crossings by line with their delays, and kilns with a shared fuel code.
const CROSSINGS = `line,month,crossings,delays,passengers
Harbour,1,40,3,5200
Harbour,2,38,5,4900
Isle,1,22,9,1800
Isle,2,25,11,2100
Point,1,31,2,3000
Point,2,29,4,2800
`;
const KILNS = `kiln,fuel,firings
K1,207,12
K2,207,9
K3,311,14
K4,207,7
K5,415,11
`;

const tables = useCsvTables({ crossings: CROSSINGS, kilns: KILNS });
const ask = (dataset: string, question: string, previous?: Answer) =>
  tables.ask(
    question,
    dataset,
    previous,
    previous ? { previousQuestion: previousText.get(previous) ?? '' } : {},
  );
const previousText = new WeakMap<Answer, string>();
const asked = async (dataset: string, question: string, previous?: Answer) => {
  const answer = await ask(dataset, question, previous);
  previousText.set(answer, answer.readAs ?? question);
  return answer;
};

describe('a follow-up asking for the figure of the group the previous answer picked', () => {
  it('reads "how many did it have" as the ranked group’s own total', async () => {
    const first = await asked('crossings', 'which line had the most delays');
    expect(first.markdown).toContain('Isle');
    const next = await asked('crossings', 'how many did it have', first);
    expect(next.markdown).toContain('20');
    expect(next.markdown).not.toContain('34');
  });

  it('leaves a follow-up naming another column to the other stages', async () => {
    const first = await asked('crossings', 'which line had the most delays');
    const next = await asked('crossings', 'how many passengers did it have', first);
    // the passengers of Isle (3,900), never the delays again
    expect(next.markdown).not.toMatch(/\*\*20\*\*/);
  });

  it('asks back rather than counting every row when "it" stands for an earlier pick', async () => {
    const next = await asked('kilns', 'how many kilns have it');
    expect(next.clarify ?? next.markdown).toBeTruthy();
    expect(next.markdown).not.toMatch(/\*\*5\*\*/);
  });
});

describe('a trailing pronoun over a reading of every row', () => {
  const overAll: AnalystQuery = {
    dataset: 'd',
    kind: 'aggregate',
    measures: [{ fn: 'count' }],
    filters: [],
    groupBy: [],
  };
  it('is caught when the pronoun ends the question as an object', () => {
    expect(pointsPastEveryRow('how many did it have', overAll)).toBe(true);
    expect(pointsPastEveryRow('total passengers at them?', overAll)).toBe(true);
    expect(pointsPastEveryRow('how many councils have it', overAll)).toBe(true);
  });
  it('is left alone when the pronoun is the table’s subject or the table itself is asked about', () => {
    expect(pointsPastEveryRow('how many goals did they concede in total', overAll)).toBe(false);
    expect(pointsPastEveryRow('how many years does it cover', overAll)).toBe(false);
    expect(pointsPastEveryRow('how many rows does it have', overAll)).toBe(false);
    expect(pointsPastEveryRow('how many norwegians won it', overAll)).toBe(false);
    expect(pointsPastEveryRow('how many did it have', { ...overAll, groupBy: [{ column: 'x' }] })).toBe(
      false,
    );
  });
});
