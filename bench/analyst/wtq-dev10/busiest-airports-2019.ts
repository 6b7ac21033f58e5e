import { table } from '../spec';

export default table({
  name: 'busiest_airports_2019',
  file: 'busiest_airports_2019.csv',
  domain:
    'The world’s 30 busiest airports by passengers in 2019: rank, airport, location (`Atlanta, Georgia`), country, codes in one cell `ATL/KATL`, total passengers `110,531,300`, rank change `▲1` / `▼5` / empty / `New[a]`, % change `2.9%` / `−1.0%` (real minus sign) / `—`',
  load: `SELECT Rank::INTEGER AS rank, Airport AS airport, Location AS location, Country AS country,
      split_part("Code (IATA/ICAO)", '/', 1) AS iata, split_part("Code (IATA/ICAO)", '/', 2) AS icao,
      replace("Total passengers", ',', '')::BIGINT AS passengers,
      CASE WHEN "Rank change" IS NULL THEN 0
        WHEN "Rank change" LIKE '▲%' THEN regexp_extract("Rank change", '[0-9]+')::INTEGER
        WHEN "Rank change" LIKE '▼%' THEN -regexp_extract("Rank change", '[0-9]+')::INTEGER
        END AS rank_change,
      "Rank change" LIKE 'New%' AS new_entry,
      nullif(replace(replace("% change", '−', '-'), '%', ''), '—')::DOUBLE AS pct_change
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'busiest airport in china',
      'argmax',
      `SELECT airport FROM t WHERE country = 'China' ORDER BY passengers DESC LIMIT 1`,
    ],
    [
      'how many passengers did heathrow handle',
      'lookup',
      `SELECT passengers FROM t WHERE airport = 'Heathrow Airport'`,
    ],
    [
      'how many us airports are in the top 30',
      'filtered',
      `SELECT count(*) FROM t WHERE country = 'United States'`,
    ],
    [
      'total passengers at them',
      'follow-up',
      `SELECT sum(passengers) FROM t WHERE country = 'United States'`,
    ],
    [
      'which airport grew the most',
      'argmax',
      `SELECT airport FROM t WHERE pct_change IS NOT NULL ORDER BY pct_change DESC LIMIT 1`,
    ],
    [
      'and which one fell the most',
      'follow-up',
      `SELECT airport FROM t WHERE pct_change IS NOT NULL ORDER BY pct_change LIMIT 1`,
    ],
    [
      'how many airports had fewer passengers than the year before',
      'filtered',
      `SELECT count(*) FROM t WHERE pct_change < 0`,
    ],
    ['iata code for incheon', 'lookup', `SELECT iata FROM t WHERE airport = 'Incheon International Airport'`],
    ['which airport has the code DEL', 'lookup', `SELECT airport FROM t WHERE iata = 'DEL'`],
    [
      'which airport climbed the most places',
      'argmax',
      `SELECT airport FROM t ORDER BY rank_change DESC LIMIT 1`,
    ],
    [
      'how many airports had over 80 million passengers',
      'filtered',
      `SELECT count(*) FROM t WHERE passengers > 80000000`,
    ],
    ['total passengers of the top 10', 'filtered', `SELECT sum(passengers) FROM t WHERE rank <= 10`],
    [
      'how many passengers separate cdg and pudong',
      'compare',
      `SELECT (SELECT passengers FROM t WHERE iata = 'PVG') - (SELECT passengers FROM t WHERE iata = 'CDG')`,
    ],
    [
      'which country has the most airports in the list',
      'argmax',
      `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many chinese airports', 'filtered', `SELECT count(*) FROM t WHERE country = 'China'`],
    ['avg passengers per airport', 'aggregate', `SELECT avg(passengers) FROM t`],
    [
      'what share of all the passengers in the top 30 went through atlanta',
      'share',
      `SELECT 100.0 * sum(passengers) FILTER (WHERE iata = 'ATL') / sum(passengers) FROM t`,
    ],
    ['which airport is new in the ranking', 'filtered', `SELECT airport FROM t WHERE new_entry`],
    ['median growth rate', 'aggregate', `SELECT median(pct_change) FROM t`],
    ['how many airports in spain', 'filtered', `SELECT count(*) FROM t WHERE country = 'Spain'`],
    ['combined passengers of the two', 'follow-up', `SELECT sum(passengers) FROM t WHERE country = 'Spain'`],
    ['which airports dropped down the ranking', 'filtered', `SELECT airport FROM t WHERE rank_change < 0`],
    ['how many tonnes of cargo did hong kong handle', 'clarify', null],
    ["what was atlanta's number in 2020", 'clarify', null],
  ],
});
