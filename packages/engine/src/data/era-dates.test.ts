import { describe, expect, it } from 'vitest';
import type { DatasetInfo } from './registry';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-era-dates-');
const { load, values } = workspace;

const typeOf = (info: DatasetInfo, column: string) => info.columns.find((c) => c.name === column)?.type;

describe('dates written with an era', () => {
  it('a column mixing "63 BC" and "AD 14" dates becomes DATE, years before the epoch counted without a year zero', async () => {
    const info = await load('kings.csv', [
      'king,crowned,ended',
      'Arno,3 March 40 BC,10 May AD 3',
      'Belt,10 May AD 3,2 June AD 20',
      'Cora,2 June AD 20,"July 4, 61 CE"',
    ]);
    expect(typeOf(info, 'crowned')).toBe('DATE');
    expect(typeOf(info, 'ended')).toBe('DATE');
    const span = await workspace.registry.query(
      `SELECT year(crowned) AS y, ended - crowned AS days FROM kings ORDER BY king`,
    );
    // 40 BC is the proleptic year −39; from 3 March 40 BC to 10 May AD 3 is 42 years and a bit
    expect(span.rows.map((r) => Number(r.y))).toEqual([-39, 3, 20]);
    expect(Number(span.rows[0]?.days)).toBeGreaterThan(42 * 365);
    expect(Number(span.rows[0]?.days)).toBeLessThan(43 * 365);
    expect(info.warnings).toEqual([]);
  });

  it('plain named dates stay the named-date family; a year alone with an era stays text', async () => {
    const plain = await load('plain.csv', ['when,n', '1 January 2000,1', '12 June 1998,2']);
    expect(await values(plain, 'when')).toEqual(['2000-01-01', '1998-06-12']);
    const years = await load('years.csv', ['event,when', 'a,300 BC', 'b,AD 79', 'c,44 BC']);
    expect(typeOf(years, 'when')).toBe('VARCHAR');
  });
});
