import { table } from '../spec';

export default table({
  name: 'giro_ditalia_winners',
  file: 'giro_ditalia_winners.csv',
  domain:
    "a cycling Grand Tour's winners 2000–2025: year (`2020[c]`), edition as an ordinal (`83rd`, `101st`), the start town (`Rome`, or `Jerusalem, Israel` with its country when abroad), winner with the win count in brackets from the second win on (`Gilberto Simoni (2)`; `Michele Scarponi[b]`), country, team (`Mercatone Uno–Albacom` with en dashes), margin over second `+ 1′ 27″` / `+ 28″` with prime marks, second and third placed riders (`Danilo Di Luca[a]`)",
  load: `SELECT regexp_replace(Year, '\\[[a-z]\\]', '', 'g')::INTEGER AS year,
      regexp_extract(Edition, '^(\\d+)', 1)::INTEGER AS edition,
      "Grande Partenza" AS grande_partenza,
      split_part("Grande Partenza", ', ', 1) AS start_city,
      CASE WHEN "Grande Partenza" LIKE '%, %' THEN split_part("Grande Partenza", ', ', 2) ELSE 'Italy' END AS start_country,
      trim(regexp_replace(regexp_replace(Winner, '\\[[a-z]\\]', '', 'g'), '\\(\\d+\\)', '')) AS winner,
      coalesce(nullif(regexp_extract(Winner, '\\((\\d+)\\)', 1), '')::INTEGER, 1) AS win_number,
      Country AS country, Team AS team,
      coalesce(nullif(regexp_extract(Margin, '(\\d+)′', 1), '')::INTEGER, 0) * 60
        + regexp_extract(Margin, '(\\d+)″', 1)::INTEGER AS margin_s,
      regexp_replace(Second, '\\[[a-z]\\]', '', 'g') AS second,
      regexp_replace(Third, '\\[[a-z]\\]', '', 'g') AS third
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many times did an italain win', 'filtered', `SELECT count(*) FROM t WHERE country = 'Italy'`],
    [
      'which country has the most giro wins',
      'argmax',
      `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'and the 2nd most?',
      'follow-up',
      `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1 OFFSET 1`,
    ],
    [
      'wins per country, only countries with more than one',
      'group-by',
      `SELECT country, count(*) FROM t GROUP BY country HAVING count(*) > 1`,
    ],
    ['who won it more than once', 'filtered', `SELECT winner FROM t GROUP BY winner HAVING count(*) > 1`],
    [
      'how many giros started outside italy',
      'filtered',
      `SELECT count(*) FROM t WHERE start_country <> 'Italy'`,
    ],
    [
      'where did the foreign starts since 2015 take place',
      'filtered',
      `SELECT start_city FROM t WHERE start_country <> 'Italy' AND year >= 2015`,
    ],
    ['which year had the closest finish', 'argmax', `SELECT year FROM t ORDER BY margin_s ASC LIMIT 1`],
    ['who won that one', 'follow-up', `SELECT winner FROM t ORDER BY margin_s ASC LIMIT 1`],
    ['who won by the biggest margin', 'argmax', `SELECT winner FROM t ORDER BY margin_s DESC LIMIT 1`],
    ['how big was the gap in seconds', 'follow-up', `SELECT margin_s FROM t ORDER BY margin_s DESC LIMIT 1`],
    ['avg winning margin in secs', 'aggregate', `SELECT avg(margin_s) FROM t`],
    ['how many were won by under a minute', 'filtered', `SELECT count(*) FROM t WHERE margin_s < 60`],
    ['3 closest giros, which years', 'top-n', `SELECT year FROM t ORDER BY margin_s ASC LIMIT 3`],
    ['giro winner 2012?', 'lookup', `SELECT winner FROM t WHERE year = 2012`],
    ['who was 3rd in 2014', 'lookup', `SELECT third FROM t WHERE year = 2014`],
    [
      'which team has won the most',
      'argmax',
      `SELECT team FROM t GROUP BY team ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many times was simoni on the podium',
      'filtered',
      `SELECT count(*) FROM t WHERE 'Gilberto Simoni' IN (winner, second, third)`,
    ],
    [
      'which runners up also won the giro at some point',
      'filtered',
      `SELECT DISTINCT second FROM t WHERE second IN (SELECT winner FROM t)`,
    ],
    [
      'first winner from outside europe',
      'argmax',
      `SELECT winner FROM t WHERE country IN ('Canada', 'Colombia', 'Ecuador', 'Australia') ORDER BY year ASC LIMIT 1`,
    ],
    [
      'what % of winners were italian',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE country = 'Italy') / count(*) FROM t`,
    ],
    [
      'average margin 2000s vs 2010s',
      'compare',
      `SELECT avg(margin_s) FILTER (WHERE year BETWEEN 2000 AND 2009), avg(margin_s) FILTER (WHERE year BETWEEN 2010 AND 2019) FROM t`,
    ],
    ['which edition was the 2018 one', 'lookup', `SELECT edition FROM t WHERE year = 2018`],
    ['how many stages did pogacar win in 2024', 'clarify', null],
    ['who won the mountains jersey in 2019', 'clarify', null],
  ],
});
