import { table } from '../spec';

export default table({
  name: 'aircraft_designs',
  file: 'aircraft.dat',
  domain:
    'Characteristics of 709 aircraft designs of the twentieth century (1914–1984), collected by P. Saviotti (Technological Evolution, Variety and Economy, 1996) and shipped with the R package sm as a plain text table: single spaces between values, a header `Yr Period Power Span Length Weight Speed Range`, no design names; `Yr` is the year of first manufacture written with two digits (`14` = 1914, `84` = 1984), `Period` a code for three broad periods (1 = 1914–1935, 2 = 1936–1955, 3 = 1956–1984), then total engine power in kW, wing span and length in m, maximum take-off weight in kg, maximum speed in km/h and range in km, without units in the file; the rows are sorted by year',
  load: `SELECT 1900 + CAST(Yr AS INTEGER) AS year, CAST(Yr AS INTEGER) AS Yr, CAST(Period AS INTEGER) AS Period,
      CAST(Power AS DOUBLE) AS Power, CAST(Span AS DOUBLE) AS Span, CAST(Length AS DOUBLE) AS Length,
      CAST(Weight AS DOUBLE) AS Weight, CAST(Speed AS DOUBLE) AS Speed, CAST("Range" AS DOUBLE) AS "Range"
    FROM read_csv('{file}', delim = ' ', header = true, all_varchar = true)`,
  questions: [
    ['how many aircraft designs are in here', 'aggregate', `SELECT count(*) FROM t`],
    ['top speed of the fastest one', 'aggregate', `SELECT max(Speed) FROM t`],
    [
      'what year did it first fly',
      'follow-up',
      `SELECT year FROM t WHERE Speed = (SELECT max(Speed) FROM t)`,
    ],
    [
      'avg max speed per period',
      'group-by',
      `SELECT Period, avg(Speed) FROM t GROUP BY Period ORDER BY Period`,
    ],
    ['how many designs came out in 1944', 'calendar', `SELECT count(*) FROM t WHERE year = 1944`],
    [
      'which year(s) saw the most new designs',
      'calendar',
      `SELECT year FROM t GROUP BY year HAVING count(*) = (SELECT max(n) FROM (SELECT count(*) AS n FROM t GROUP BY year)) ORDER BY year`,
    ],
    ['heaviest max takeoff weight in the data', 'aggregate', `SELECT max(Weight) FROM t`],
    ['avg wingspan for designs from 1960 on', 'filtered', `SELECT avg(Span) FROM t WHERE year >= 1960`],
    ['correlation between engine power and speed', 'correlation', `SELECT corr(Power, Speed) FROM t`],
    ['corr weight vs wing span', 'correlation', `SELECT corr(Weight, Span) FROM t`],
    [
      '5 longest aircraft (length) and their year',
      'top-n',
      `SELECT year, Length FROM t ORDER BY Length DESC LIMIT 5`,
    ],
    [
      'how many designs had more than 10,000 kw of power',
      'filtered',
      `SELECT count(*) FROM t WHERE Power > 10000`,
    ],
    [
      'what share of the designs could fly faster than 1000 km/h',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE Speed > 1000) / count(*) FROM t`,
    ],
    [
      'and among the ones from period 3?',
      'follow-up',
      `SELECT 100.0 * count(*) FILTER (WHERE Speed > 1000) / count(*) FROM t WHERE Period = 3`,
    ],
    ['median power in the 1920s', 'calendar', `SELECT median(Power) FROM t WHERE year BETWEEN 1920 AND 1929`],
    [
      'avg speed 1914-35 vs 1956-84',
      'compare',
      `SELECT avg(Speed) FILTER (WHERE Period = 1), avg(Speed) FILTER (WHERE Period = 3) FROM t`,
    ],
    ['first year a design went over 1000 km/h', 'calendar', `SELECT min(year) FROM t WHERE Speed > 1000`],
    ['and 2000?', 'follow-up', `SELECT min(year) FROM t WHERE Speed > 2000`],
    [
      'average range by decade',
      'calendar',
      `SELECT year // 10 * 10 AS decade, avg("Range") FROM t GROUP BY decade ORDER BY decade`,
    ],
    [
      'highest power to weight ratio (kw per kg) in the data',
      'aggregate',
      `SELECT max(Power / Weight) FROM t`,
    ],
    [
      'are there any missing values',
      'missing',
      `SELECT count(*) FILTER (WHERE Yr IS NULL OR Period IS NULL OR Power IS NULL OR Span IS NULL OR Length IS NULL OR Weight IS NULL OR Speed IS NULL OR "Range" IS NULL) FROM t`,
    ],
    ['what years does period 2 cover', 'lookup', `SELECT min(year), max(year) FROM t WHERE Period = 2`],
    [
      'avg weight of planes with a wingspan over 40 m',
      'filtered',
      `SELECT avg(Weight) FROM t WHERE Span > 40`,
    ],
    ['fastest design of 1945, how fast', 'lookup', `SELECT max(Speed) FROM t WHERE year = 1945`],
    [
      'avg speed 1920s vs 1970s',
      'compare',
      `SELECT avg(Speed) FILTER (WHERE year BETWEEN 1920 AND 1929), avg(Speed) FILTER (WHERE year BETWEEN 1970 AND 1979) FROM t`,
    ],
    [
      'what % of all designs are from before 1940',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE year < 1940) / count(*) FROM t`,
    ],
    ['whats the name of the fastest plane', 'clarify', null],
    ['which airline flew the most of these', 'clarify', null],
  ],
});
