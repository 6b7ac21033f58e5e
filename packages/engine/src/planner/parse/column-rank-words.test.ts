/** A ranking word inside a grouped column's name ("peak hour") ranks nothing, on an invented table of kiosks. */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';

const lines = ['depth,takings,peak_hour'];
for (let i = 0; i < 60; i++) lines.push(`${(i * 37) % 500},${(i * 53) % 900}.5,${i % 12}`);
const tables = useCsvTables({ kiosks: lines.join('\n') });

const parse = async (question: string) =>
  parseQuestion(question, await indexDataset(tables.registry, 'kiosks'));

describe('ranking words inside a column name', () => {
  it('"total takings by peak hour" groups by the column', async () => {
    const { query } = await parse('total takings by peak hour');
    expect(query?.measures).toEqual([{ fn: 'sum', column: 'takings' }]);
    expect(query?.groupBy).toEqual([{ column: 'peak_hour' }]);
    expect(query?.limit).toBeUndefined();
  });

  it('a ranking word outside the name still ranks', async () => {
    const { query } = await parse('which peak hour has the highest total takings');
    expect(query?.groupBy).toEqual([{ column: 'peak_hour' }]);
    expect(query?.limit).toBe(1);
  });
});
