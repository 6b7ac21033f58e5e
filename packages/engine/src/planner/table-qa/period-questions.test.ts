import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of repair visits: small enough for the table reader, dated by day.
const VISITS = [
  'visit,visited_on,cost',
  'V1,2024-01-05,120',
  'V2,2024-01-19,80',
  'V3,2024-02-02,640',
  'V4,2024-03-11,90',
  'V5,2024-03-14,110',
  'V6,2024-03-28,70',
  'V7,2024-04-02,60',
].join('\n');
const tables = useCsvTables({ visits: VISITS });

describe('a period of the dates picked by a figure over its rows', () => {
  it('groups the dates by the period instead of naming one row', async () => {
    const answer = await tables.ask('which month had the most visits', 'visits');
    // March holds three visits; the single costliest visit (V3, February) is not the answer
    expect(answer.markdown).toMatch(/March|2024-03|\b3\b/);
    expect(answer.markdown).not.toContain('V3');
  });

  it('leaves a look-up of one row’s period to the table reader', async () => {
    const answer = await tables.ask('which month was visit V3', 'visits');
    expect(answer.markdown).not.toMatch(/March/);
  });
});
