import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { rangeSpan } from '../period-ranges';

// An invented table by decade: the first column holds the decades under another header, one column
// per land, a remainder column named "Other …" and a total.
const ARRIVALS = [
  'Region,Aldoria,Brevia,Corland,Other_Lands,TOTAL',
  '1901-1910,120,15,40,30,205',
  '1911-1920,340,55,60,20,475',
  '1921-1930,90,80,70,10,250',
  '1931-1940,200,5,65,25,295',
].join('\n');

const t = useCsvTables({ arrivals: ARRIVALS });

describe('a column of year ranges', () => {
  it('is what "decade" names', async () => {
    const worst = await t.ask('aldorias worst decade', 'arrivals');
    expect(worst.markdown).toContain('1921-1930');
    const best = await t.ask('which decade had the most from corland', 'arrivals');
    expect(best.markdown).toContain('1921-1930');
  });

  it('reads ranges of years, not other dashes', () => {
    expect(rangeSpan('1891-1900')).toBe(9);
    expect(rangeSpan('2001–05')).toBe(4);
    expect(rangeSpan('1990-2000')).toBe(10);
    expect(rangeSpan('12-14')).toBeUndefined();
    expect(rangeSpan('2010-2001')).toBeUndefined();
  });
});

describe('a column named "Other …"', () => {
  it('is named only with "other" said', async () => {
    const plain = await t.ask('which decade had the most lands', 'arrivals');
    expect(plain.markdown).not.toContain('**1901-1910**');
    const other = await t.ask('which decade had the most other lands', 'arrivals');
    expect(other.markdown).toContain('1901-1910');
  });
});

describe('amounts said together', () => {
  it('adds the columns up into one total per group', async () => {
    const reply = await t.ask('aldoria+brevia combined for each decade', 'arrivals');
    expect(reply.query?.measures).toEqual([{ fn: 'sum', column: 'Aldoria', plus: ['Brevia'] }]);
    expect(reply.markdown).toContain('395');
    const apart = await t.ask('total aldoria and total brevia by decade', 'arrivals');
    expect(apart.query?.measures.length).toBe(2);
    // "in total" asks for totals, it does not join them
    const totals = await t.ask('aldoria and brevia in total', 'arrivals');
    expect(totals.query?.measures.every((m) => !m.plus)).toBe(true);
  });
});
