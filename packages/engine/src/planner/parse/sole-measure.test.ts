import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A monthly series, its one figure named by a code; 2003 averages 110.25.
const SERIES = [
  'DATE,QX.M.B2.TOT.07',
  ...Array.from({ length: 48 }, (_, i) => {
    const month = String((i % 12) + 1).padStart(2, '0');
    return `${2001 + Math.floor(i / 12)}-${month}-01,${(90 + i * 0.5 + (i % 12)).toFixed(1)}`;
  }),
].join('\n');
// Two measures: a generic word names neither of them.
const TWO = ['day,temp,rain', '2020-01-01,3,0.5', '2020-01-02,4,0', '2020-01-03,2,1.5'].join('\n');

const t = useCsvTables({ series: SERIES, two: TWO });

describe('the one measure of a table named by a code', () => {
  it('reads "value", "index", "reading" and "turnover" as that measure', async () => {
    const high = await t.ask('highest value ever', 'series');
    expect(high.markdown).toContain('QX.M.B2.TOT.07');
    expect(high.markdown).toContain('124.5');
    const sd = await t.ask('std dev of the index', 'series');
    expect(sd.markdown).toContain('standard deviation of QX.M.B2.TOT.07');
    const avg = await t.ask('avg turnover in 2003', 'series');
    expect(avg.markdown).toMatch(/average QX\.M\.B2\.TOT\.07.*2003/);
    expect(avg.markdown).toContain('**110.25**');
    const low = await t.ask('lowest reading since 2002', 'series');
    expect(low.markdown).toContain('96');
  });

  it('reads "usually" as on average: the calendar month lowest on average', async () => {
    const reply = await t.ask('which month of the year is usually lowest', 'series');
    expect(reply.query?.groupBy).toEqual([{ column: 'DATE', part: 'month' }]);
    expect(reply.markdown).toContain('January');
  });

  it('counts "obs" as the rows', async () => {
    expect((await t.ask('how many obs', 'series')).markdown).toContain('**48**');
  });

  it('reads the code said whole', async () => {
    const reply = await t.ask('highest QX.M.B2.TOT.07', 'series');
    expect(reply.markdown).toContain('**124.5**');
  });

  it('leaves a generic word unplaced when the table has several measures', async () => {
    const reply = await t.ask('highest value ever', 'two');
    expect(reply.query).toBeUndefined();
  });
});
