import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { answerQuestion } from './answer';
import { detectIntent } from './intent';
import { indexDataset } from './schema-index';
import { intentOverValues, maskValueWords } from './value-words';

// An invented table: the analyst must know nothing of it.
const SHOWS = `Show,Host,Episodes,Viewers
Unusual Suspects,Mara Lind,12,1.4
The Weird Sisters,Otto Brand,8,0.9
Quiet Harbor,Mara Lind,20,2.1
Forecast Zero,Pia Stone,10,1.1
`;

// A column whose name holds a word of intent ("cycle", "trend").
const PLANS = `plan,billing_cycle,price_trend,fee,start_date
Basic,monthly,up,10,2024-01-05
Pro,annual,flat,90,2024-02-11
Team,annual,up,250,2024-03-02
Solo,monthly,down,8,2024-04-20
`;

const t = useCsvTables({ shows: SHOWS, plans: PLANS });

describe('words of a named value are not words of intent', () => {
  it('masks a multi-word value the question names', async () => {
    const index = await indexDataset(t.registry, 'shows');
    expect(maskValueWords('who hosts the weird sisters?', index)).toBe('who hosts value value value?');
    expect(detectIntent('who hosts the weird sisters?')).toBe('anomalies');
    expect(await intentOverValues(t.registry, 'who hosts the weird sisters?', ['shows'])).toBe('aggregate');
    expect(await intentOverValues(t.registry, 'how many episodes does forecast zero have', ['shows'])).toBe(
      'aggregate',
    );
  });
  it('keeps the intent of words outside any value', async () => {
    expect(await intentOverValues(t.registry, 'are there unusual viewers numbers?', ['shows'])).toBe(
      'anomalies',
    );
    expect(await intentOverValues(t.registry, 'forecast the viewers', ['shows'])).toBe('forecast');
  });
  it('answers a question naming such a value from the table, not with the anomaly tool', async () => {
    const answer = await answerQuestion(t.registry, 'who hosts the weird sisters?', { datasets: ['shows'] });
    expect(answer.markdown).toContain('Otto Brand');
    expect(answer.markdown).not.toMatch(/anomal|unusual/i);
  });
  it('reads a column named with a word of intent as that column', async () => {
    expect(detectIntent('average fee by billing cycle')).toBe('time_series');
    expect(await intentOverValues(t.registry, 'average fee by billing cycle', ['plans'])).toBe('aggregate');
    expect(await intentOverValues(t.registry, 'how many plans have price trend up', ['plans'])).toBe(
      'aggregate',
    );
    expect(await intentOverValues(t.registry, 'trend of the fee', ['plans'])).toBe('time_series');
    const answer = await answerQuestion(t.registry, 'how many plans have billing cycle annual?', {
      datasets: ['plans'],
    });
    expect(answer.markdown).toContain('**2**');
  });
});
