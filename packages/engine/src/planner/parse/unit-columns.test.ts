/**
 * Units said in questions over columns that give one measure in two units, on a table written
 * here: canals with their length in kilometres and in miles and their depth in metres.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';

const canals = [
  'Canal,Length (km),Length (mi),Depth (m),Locks',
  'Arvel,193,120,12,4',
  'Bressan,77,48,9,12',
  'Corlin,411,255,6,31',
  'Dunmere,56,35,14,2',
  'Eskett,302,188,8,19',
];
const tables = useCsvTables({ canals: canals.join('\n') });

async function parse(question: string, previous?: AnalystQuery) {
  return parseQuestion(question, await indexDataset(tables.registry, 'canals'), previous);
}
async function query(question: string, previous?: AnalystQuery): Promise<AnalystQuery> {
  const parsed = await parse(question, previous);
  expect(parsed.clarify?.question, question).toBeUndefined();
  return parsed.query as AnalystQuery;
}

describe('a unit said picks the column written in it', () => {
  it('reads "longer than 200 km" as a comparison on the kilometres', async () => {
    const q = await query('how many canals are longer than 200 km');
    expect(q.filters).toEqual([{ kind: 'compare', column: 'Length (km)', op: '>', value: 200 }]);
    expect(q.measures).toEqual([{ fn: 'count' }]);
  });

  it('reads "shorter than 100 miles" on the miles, the unit spelt out', async () => {
    const q = await query('how many canals are shorter than 100 miles');
    expect(q.filters).toEqual([{ kind: 'compare', column: 'Length (mi)', op: '<', value: 100 }]);
  });

  it('picks the kilometres for "length … in km" rather than asking which length', async () => {
    const q = await query('what is the average length in km');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'Length (km)' }]);
  });

  it('reads the unit the table lists first when no unit is said, and names it', async () => {
    const q = await query('what is the average length');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'Length (km)' }]);
    const longest = await query('which canal is the longest');
    expect(longest.order).toEqual({ by: 'Length (km)', dir: 'desc' });
  });

  it('answers "and in miles?" with the miles column after a question in kilometres', async () => {
    const first = await query('how long is the corlin canal in km');
    expect(JSON.stringify(first)).toContain('Length (km)');
    const next = await query('and in miles?', first);
    expect(JSON.stringify(next)).toContain('Length (mi)');
    expect(JSON.stringify(next)).not.toContain('Length (km)');
  });
});
