import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSampleWorkspace, type SampleWorkspace } from '../tools/sample-workspace';
import { evaluateAll } from './evaluate';
import { QUESTION_SET } from './question-set';

let ws: SampleWorkspace;
beforeAll(async () => {
  ws = await openSampleWorkspace();
}, 60_000);
afterAll(() => ws.dispose());

describe('question set over the samples', () => {
  it('answers at least 90% of the questions with the expected tool and numbers', async () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(60);
    const { outcomes, accuracy } = await evaluateAll(ws.registry, QUESTION_SET);
    const failed = outcomes.filter((o) => !o.ok);
    console.log(
      `Planner accuracy: ${outcomes.length - failed.length}/${outcomes.length} = ${(accuracy * 100).toFixed(1)}%`,
    );
    for (const f of failed) console.log(`  ✗ ${f.question} — ${f.reason}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
