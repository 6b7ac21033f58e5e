import { table } from '../spec';

export default table({
  name: 'largest_earthquakes',
  file: 'largest_earthquakes.csv',
  domain:
    'the largest earthquakes by moment magnitude (a selection, 1906–2025): rank with ties (`=3`, `=6`, `=10`, `=15`, `=19`), `Magnitude (Mw)` `9.5`, date `22 May 1960`, location (`Off the west coast of northern Sumatra` twice, `Prince William Sound, Alaska`), country (`Ecuador, Colombia` and `India, China` for two; `Soviet Union`, `Dutch East Indies`), depth `33 km`, deaths `227,898` / `~1,000` / `1,655[a]`, damage `$550 million` / `$15 billion` / `$10,000` (`—` when not given), tsunami `Yes` / `No`',
  load: `SELECT replace(Rank, '=', '')::INTEGER AS rank, Rank LIKE '=%' AS tied,
      "Magnitude (Mw)"::DOUBLE AS magnitude, strptime(Date, '%d %B %Y')::DATE AS quake_date,
      Location AS location, Country AS country,
      replace(Depth, ' km', '')::INTEGER AS depth_km,
      regexp_replace(Deaths, '[~,]|\\[[a-z]\\]', '', 'g')::INTEGER AS deaths,
      Deaths LIKE '~%' AS deaths_approx,
      CASE WHEN "Damage (USD)" = '—' THEN NULL
        WHEN "Damage (USD)" LIKE '% billion' THEN replace(replace("Damage (USD)", '$', ''), ' billion', '')::DOUBLE * 1000
        WHEN "Damage (USD)" LIKE '% million' THEN replace(replace("Damage (USD)", '$', ''), ' million', '')::DOUBLE
        ELSE replace(replace("Damage (USD)", '$', ''), ',', '')::DOUBLE / 1e6 END AS damage_musd,
      Tsunami = 'Yes' AS tsunami
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'strongest earthquake on record, where was it',
      'argmax',
      `SELECT location FROM t ORDER BY magnitude DESC LIMIT 1`,
    ],
    ['how many were magnitude 9 or bigger', 'filtered', `SELECT count(*) FROM t WHERE magnitude >= 9`],
    [
      'what year was the deadliest one',
      'argmax',
      `SELECT year(quake_date) FROM t ORDER BY deaths DESC LIMIT 1`,
    ],
    ['how many died', 'follow-up', `SELECT max(deaths) FROM t`],
    ['total deaths of all quakes listed', 'aggregate', `SELECT sum(deaths) FROM t`],
    [
      '5 deadliest quakes, give the years',
      'top-n',
      `SELECT year(quake_date) FROM t ORDER BY deaths DESC LIMIT 5`,
    ],
    ['how many earthqakes killed nobody', 'filtered', `SELECT count(*) FROM t WHERE deaths = 0`],
    [
      'what % killed over 1000 ppl',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE deaths > 1000) / count(*) FROM t`,
    ],
    [
      'which countries have the most quakes on this list',
      'argmax',
      `SELECT country FROM t GROUP BY country HAVING count(*) = (SELECT max(n) FROM (SELECT count(*) AS n FROM t GROUP BY country))`,
    ],
    [
      'what years are the quakes tied at number 6',
      'filtered',
      `SELECT year(quake_date) FROM t WHERE rank = 6`,
    ],
    ['what rank is the 2025 kamchatka quake', 'lookup', `SELECT rank FROM t WHERE year(quake_date) = 2025`],
    [
      'which quake caused the most damage',
      'argmax',
      `SELECT location FROM t ORDER BY damage_musd DESC NULLS LAST LIMIT 1`,
    ],
    [
      'total damage in billions for the ones with a figure',
      'aggregate',
      `SELECT sum(damage_musd) / 1000 FROM t`,
    ],
    ['how many have no damage figure', 'missing', `SELECT count(*) FROM t WHERE damage_musd IS NULL`],
    ['which was the deepest', 'argmax', `SELECT location FROM t ORDER BY depth_km DESC LIMIT 1`],
    ['how deep was the tohoku one', 'lookup', `SELECT depth_km FROM t WHERE location LIKE '%Tōhoku%'`],
    ['how many since 2000', 'filtered', `SELECT count(*) FROM t WHERE quake_date >= DATE '2000-01-01'`],
    [
      'how many of those in indonesia',
      'follow-up',
      `SELECT count(*) FROM t WHERE quake_date >= DATE '2000-01-01' AND country = 'Indonesia'`,
    ],
    ['avg magnitude of the chile quakes', 'filtered', `SELECT avg(magnitude) FROM t WHERE country = 'Chile'`],
    [
      'magnitude difference between the 1960 chile quake and the 2010 one',
      'compare',
      `SELECT max(magnitude) FILTER (WHERE year(quake_date) = 1960) - max(magnitude) FILTER (WHERE year(quake_date) = 2010) FROM t`,
    ],
    [
      'quakes per decade since 1950',
      'group-by',
      `SELECT (year(quake_date) // 10) * 10 AS decade, count(*) FROM t WHERE year(quake_date) >= 1950 GROUP BY decade`,
    ],
    ['how many happened in march', 'calendar', `SELECT count(*) FROM t WHERE month(quake_date) = 3`],
    ['correlation between magnitude and deaths', 'correlation', `SELECT corr(magnitude, deaths) FROM t`],
    ['how long did the shaking last in 1960', 'clarify', null],
    ['how many aftershocks did the tohoku quake have', 'clarify', null],
  ],
});
