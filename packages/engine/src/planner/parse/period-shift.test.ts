import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import type { Answer } from '../answer';

// Invented tables: a lake's yearly level, and a shop's takings on two days of every month.
const LAKE = `year,level
1950,310
1951,322
1952,305
1953,298
`;
const TAKINGS = `day,takings
2021-01-05,1011
2021-01-20,1012
2021-02-05,1021
2021-02-20,1022
2021-03-05,1031
2021-03-20,1032
2021-04-05,1041
2021-04-20,1042
2021-05-05,1051
2021-05-20,1052
2021-06-05,1061
2021-06-20,1062
2021-07-05,1071
2021-07-20,1072
2021-08-05,1081
2021-08-20,1082
2021-09-05,1091
2021-09-20,1092
2021-10-05,1101
2021-10-20,1102
2021-11-05,1111
2021-11-20,1112
2021-12-05,1121
2021-12-20,1122
2022-01-05,2011
2022-01-20,2012
2022-02-05,2021
2022-02-20,2022
2022-03-05,2031
2022-03-20,2032
2022-04-05,2041
2022-04-20,2042
2022-05-05,2051
2022-05-20,2052
2022-06-05,2061
2022-06-20,2062
2022-07-05,2071
2022-07-20,2072
2022-08-05,2081
2022-08-20,2082
2022-09-05,2091
2022-09-20,2092
2022-10-05,2101
2022-10-20,2102
2022-11-05,2111
2022-11-20,2112
2022-12-05,2121
2022-12-20,2122
`;

const tables = useCsvTables({ lake: LAKE, takings: TAKINGS });
const ask = (dataset: string, question: string, previous?: Answer) => tables.ask(question, dataset, previous);

describe('a follow-up moving the previous period along', () => {
  it('"and the year after" over a year column reads the next year', async () => {
    const first = await ask('lake', 'level in 1951');
    expect(first.markdown).toContain('322');
    const after = await ask('lake', 'and the year after', first);

    expect(after.markdown).toContain('305');
    expect(after.markdown).not.toContain('322');
    const before = await ask('lake', 'what about the previous year?', first);
    expect(before.markdown).toContain('310');
  });

  it('"the quarter after" moves a quarter of a date column, past the end of a year too', async () => {
    // q4 2021: months 10–12 of 2021, two days each; q1 2022: months 1–3 of 2022
    const first = await ask('takings', 'total takings in q4 2021');
    expect(first.markdown).toContain('6,669');
    const next = await ask('takings', 'and the next quarter', first);
    expect(next.markdown).toContain('12,129');
    const month = await ask('takings', 'total takings in march 2021');
    expect(month.markdown).toContain('2,063');
    const later = await ask('takings', 'and a month later?', month);
    expect(later.markdown).toContain('2,083');
  });

  it('"the same period last year" moves a range of any length a year back', async () => {
    // year to date: 2022 up to its last day (49,596), then the same days of 2021 (25,596)
    const first = await ask('takings', 'total takings ytd');
    expect(first.markdown).toContain('49,596');
    const before = await ask('takings', 'and same period last yr?', first);
    expect(before.markdown).toContain('25,596');
  });

  it('is not read without one period to move', async () => {
    const all = await ask('lake', 'average level');
    const after = await ask('lake', 'and the year after', all);
    expect(after.markdown).not.toMatch(/\b30[5-9]\.?\d*\b.*1952/);
    expect(after.query?.filters ?? []).toEqual([]);
  });
});
