import { table } from '../spec';

export default table({
  name: 'winter_olympics',
  file: 'winter_olympics.csv',
  domain:
    'Winter Olympic Games 1924–2022: games in Roman numerals, year, host city, country, dates without the year (`25 January – 5 February`), nations, athletes `1,091`, events; the cancelled 1940 and 1944 games have `—` and a note in the dates cell',
  load: `SELECT NULLIF(Games, '—') AS games, "Year"::INTEGER AS year, "Host city" AS host_city, Country AS country,
      Dates AS dates, TRY_CAST(Nations AS INTEGER) AS nations,
      TRY_CAST(replace(Athletes, ',', '') AS INTEGER) AS athletes, TRY_CAST(Events AS INTEGER) AS events
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'how many times has the us hosted the winter games',
      'filtered',
      `SELECT count(*) FROM t WHERE country = 'United States'`,
    ],
    [
      'which country hosted the most',
      'argmax',
      `SELECT country FROM t WHERE athletes IS NOT NULL GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'which games had the most athletes',
      'argmax',
      `SELECT year, host_city FROM t ORDER BY athletes DESC NULLS LAST LIMIT 1`,
    ],
    ['no of events in 1924', 'lookup', `SELECT events FROM t WHERE year = 1924`],
    [
      'how many winter games were held before ww2',
      'filtered',
      `SELECT count(*) FROM t WHERE year < 1939 AND athletes IS NOT NULL`,
    ],
    [
      'which cities hosted twice',
      'group-by',
      `SELECT host_city FROM t WHERE athletes IS NOT NULL GROUP BY host_city HAVING count(*) = 2`,
    ],
    [
      'how many more events in 2022 than in 1924',
      'compare',
      `SELECT (SELECT events FROM t WHERE year = 2022) - (SELECT events FROM t WHERE year = 1924)`,
    ],
    ['avg number of nations per games', 'aggregate', `SELECT avg(nations) FROM t`],
    [
      'first winter olympics with more than 50 nations',
      'argmax',
      `SELECT year, host_city FROM t WHERE nations > 50 ORDER BY year LIMIT 1`,
    ],
    [
      'how many events were added between 2018 and 2022',
      'compare',
      `SELECT (SELECT events FROM t WHERE year = 2022) - (SELECT events FROM t WHERE year = 2018)`,
    ],
    ['which games were cancelled', 'missing', `SELECT year, host_city FROM t WHERE athletes IS NULL`],
    ['when did canada host', 'lookup', `SELECT year FROM t WHERE country = 'Canada'`],
    [
      'biggest jump in events from one games to the next',
      'argmax',
      `SELECT year FROM (SELECT year, events - lag(events) OVER (ORDER BY year) AS jump FROM t WHERE events IS NOT NULL) WHERE jump IS NOT NULL ORDER BY jump DESC LIMIT 1`,
    ],
    [
      'athletes per event 1924 vs 2022',
      'compare',
      `SELECT (SELECT athletes / events FROM t WHERE year = 1924), (SELECT athletes / events FROM t WHERE year = 2022)`,
    ],
    [
      'how many winter games have been held in asia',
      'filtered',
      `SELECT count(*) FROM t WHERE country IN ('Japan', 'South Korea', 'China') AND athletes IS NOT NULL`,
    ],
    ['where were the 1984 games', 'lookup', `SELECT host_city FROM t WHERE year = 1984`],
    ['total athletes across all the games', 'aggregate', `SELECT sum(athletes) FROM t`],
    ['corr between year and number of nations', 'correlation', `SELECT corr(year, nations) FROM t`],
    [
      'how many times did the number of athletes go down from the games before',
      'filtered',
      `SELECT count(*) FROM (SELECT athletes - lag(athletes) OVER (ORDER BY year) AS diff FROM t WHERE athletes IS NOT NULL) WHERE diff < 0`,
    ],
    [
      'what year were the olympics in sapporo',
      'lookup',
      `SELECT year FROM t WHERE host_city = 'Sapporo' AND athletes IS NOT NULL`,
    ],
    ['who won the most golds in 2018', 'clarify', null],
    ['how much did the beijing games cost', 'clarify', null],
  ],
});
