import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented courier log: durations written minutes:seconds, some past an hour.
const RUNS = `Run,Courier,Duration,Miles
1,Ada,9:36,2.1
2,Ada,74:05,20.4
3,Ben,16:44,4.0
4,Ben,30:15,8.2
`;

const runs = useCsvTables({ runs: RUNS });

describe('a duration asked in another unit than the table gives', () => {
  it('is converted even when the unit is said right after the column ("avg duration in mins")', async () => {
    const answer = await runs.ask('avg duration in mins', 'runs');
    // (576 + 4445 + 1004 + 1815) / 4 seconds = 1960 s
    expect(answer.markdown).toContain('32.667 min');
  });
});

describe('"who" opening a question with no condition', () => {
  it('is the table\'s one column of people', async () => {
    const answer = await runs.ask('who has the highest avg miles', 'runs');
    expect(answer.markdown).toContain('**Ada**');
  });
});
