import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A monthly gauge reading from March 2001 to February 2004 (36 months), rising by 1.25 a month from 50.
const GAUGE = [
  'observed,kq7_gauge',
  ...Array.from({ length: 36 }, (_, i) => {
    const d = new Date(Date.UTC(2001, 2 + i, 1)).toISOString().slice(0, 10);
    return `${d},${(50 + 1.25 * i).toFixed(2)}`;
  }),
].join('\n');

// A quarterly series split into year and quarter, 1991 Q1 to 1994 Q3, with a stock figure 'hoard'.
const QUARTERS = [
  'yr,quarter,hoard,rate',
  ...Array.from({ length: 15 }, (_, i) => `${1991 + Math.floor(i / 4)},${(i % 4) + 1},${100 + 3 * i},${(i % 5) + 1}`),
].join('\n');

const t = useCsvTables({ gauge: GAUGE, quarters: QUARTERS });

describe('questions about the span of the data', () => {
  it('reads when the data starts and ends from its date column', async () => {
    const start = await t.ask('when does the data start', 'gauge');
    expect(start.query?.measures).toEqual([{ fn: 'min', column: 'observed' }]);
    expect(start.markdown).toContain('2001-03-01');
    const end = await t.ask('when does it end?', 'gauge');
    expect(end.markdown).toContain('2004-02-01');
    const earliest = await t.ask('earliest date', 'gauge');
    expect(earliest.query?.measures).toEqual([{ fn: 'min', column: 'observed' }]);
  });

  it('gives the first and last year a question about coverage asks for', async () => {
    const span = await t.ask('what years does the data cover', 'quarters');
    expect(span.query?.measures).toEqual([
      { fn: 'min', column: 'yr' },
      { fn: 'max', column: 'yr' },
    ]);
    const count = await t.ask('how many years does it cover', 'quarters');
    expect(count.query?.measures).toEqual([{ fn: 'count_distinct', column: 'yr' }]);
    expect(count.markdown).toContain('**4**');
  });

  it('reads a figure at the end of a series from its last period, not its highest value', async () => {
    const end = await t.ask('rate at the end of the data', 'quarters');
    expect(end.query?.kind).toBe('rows');
    expect(end.query?.filters).toEqual([{ kind: 'compare', column: 'yr', op: '=', value: 1994 }]);
    expect(end.query?.order).toEqual({ by: 'quarter', dir: 'desc' });
    const latest = await t.ask('the latest reading', 'gauge');
    expect(latest.query?.order).toEqual({ by: 'observed', dir: 'desc' });
    expect(latest.markdown).toContain('93.75');
    const first = await t.ask('reading at the start of the series', 'gauge');
    expect(first.query?.order).toEqual({ by: 'observed', dir: 'asc' });
    expect(first.markdown).toContain('50');
  });

  it('compares two single months of a monthly series forward in time, without asking how to add them up', async () => {
    const reply = await t.ask('% change jan 2003 vs jan 2002', 'gauge');
    expect(reply.clarify).toBeUndefined();
    expect(reply.query?.kind).toBe('compare');
    expect(reply.query?.sides?.map((x) => x.label)).toEqual(['Jan 2002', 'Jan 2003']);
    expect(reply.markdown).toContain('24%');
  });

  it('reads two averaged years and a share of months over a line when no column is named', async () => {
    const years = await t.ask('avg 2002 vs avg 2003', 'gauge');
    expect(years.query?.kind).toBe('compare');
    expect(years.query?.measures).toEqual([{ fn: 'avg', column: 'kq7_gauge' }]);
    const share = await t.ask('what % of months were over 70', 'gauge');
    expect(share.query?.kind).toBe('percent');
    expect(share.markdown).toContain('52.78');
  });
});
