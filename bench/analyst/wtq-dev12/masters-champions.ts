import { table } from '../spec';

export default table({
  name: 'masters_champions',
  file: 'masters_champions.csv',
  domain:
    "a golf major's champions 2000–2025: year, final-round date in words (`April 9, 2000`, one `November 15, 2020[c]`), champion with the win count in brackets from the second win on (`Tiger Woods (5)`, counting wins before 2000) and footnote marks, country, score with the score to par in brackets (`278 (−10)`, one `289 (+1)`), margin (`3 strokes`, `1 stroke`, `Playoff`), runners-up listed in one cell, winner's share `$1,008,000`",
  load: `SELECT Year::INTEGER AS year,
      strptime(regexp_replace("Final round", '\\[[a-z]\\]', '', 'g'), '%B %d, %Y')::DATE AS final_round,
      trim(regexp_replace(regexp_replace(Champion, '\\[[a-z]\\]', '', 'g'), '\\(\\d+\\)', '')) AS champion,
      Country AS country, split_part(Score, ' ', 1)::INTEGER AS total_strokes,
      replace(replace(regexp_extract(Score, '\\((.+)\\)', 1), '−', '-'), '+', '')::INTEGER AS to_par,
      Margin AS margin, Margin = 'Playoff' AS playoff,
      CASE WHEN Margin = 'Playoff' THEN 0 ELSE split_part(Margin, ' ', 1)::INTEGER END AS margin_strokes,
      "Runner(s)-up" AS runners_up,
      replace(replace("Winner's share", '$', ''), ',', '')::INTEGER AS winners_share_usd
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'how many times did tiger win between 2000 and 2025',
      'filtered',
      `SELECT count(*) FROM t WHERE champion = 'Tiger Woods'`,
    ],
    [
      'lowest winning score - who and what year',
      'argmax',
      `SELECT champion, year FROM t ORDER BY total_strokes ASC LIMIT 1`,
    ],
    [
      'who finished second that year',
      'follow-up',
      `SELECT unnest(string_split(runners_up, ', ')) FROM t WHERE year = (SELECT year FROM t ORDER BY total_strokes ASC LIMIT 1)`,
    ],
    ['how many masters went to a playoff', 'filtered', `SELECT count(*) FROM t WHERE playoff`],
    [
      'which year did the winner finish over par',
      'filtered',
      `SELECT year, champion FROM t WHERE to_par > 0`,
    ],
    ['how many diff countries have produced a winner', 'aggregate', `SELECT count(DISTINCT country) FROM t`],
    ["top 3 years by winner's share", 'top-n', `SELECT year FROM t ORDER BY winners_share_usd DESC LIMIT 3`],
    [
      'widest margin of victory',
      'argmax',
      `SELECT year, champion FROM t ORDER BY margin_strokes DESC LIMIT 1`,
    ],
    [
      "how much more was mcilroy's winners share than vijay singh's",
      'compare',
      `SELECT max(winners_share_usd) FILTER (WHERE champion = 'Rory McIlroy') - max(winners_share_usd) FILTER (WHERE champion = 'Vijay Singh') FROM t`,
    ],
    ['avg winning score to par', 'aggregate', `SELECT avg(to_par) FROM t`],
    [
      'total prize money phil mickelson won here',
      'aggregate',
      `SELECT sum(winners_share_usd) FROM t WHERE champion = 'Phil Mickelson'`,
    ],
    [
      'who was a runner up more than once',
      'group-by',
      `SELECT p FROM (SELECT unnest(string_split(runners_up, ', ')) AS p FROM t) GROUP BY p HAVING count(*) > 1`,
    ],
    [
      'which of them the most times',
      'follow-up',
      `SELECT p FROM (SELECT unnest(string_split(runners_up, ', ')) AS p FROM t) GROUP BY p ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'who won the one after adam scott',
      'lookup',
      `SELECT champion FROM t WHERE year = (SELECT year + 1 FROM t WHERE champion = 'Adam Scott')`,
    ],
    [
      'when was the masters not finished in april',
      'calendar',
      `SELECT year FROM t WHERE month(final_round) <> 4`,
    ],
    [
      'first european champion in the list',
      'argmax',
      `SELECT champion FROM t WHERE country IN ('England', 'Spain', 'Northern Ireland') ORDER BY year LIMIT 1`,
    ],
    [
      'how many times did the final round fall on april 14',
      'calendar',
      `SELECT count(*) FROM t WHERE month(final_round) = 4 AND day(final_round) = 14`,
    ],
    [
      'did spain or south africa have more masters winners',
      'compare',
      `SELECT country, count(*) FROM t WHERE country IN ('Spain', 'South Africa') GROUP BY country`,
    ],
    [
      'what did scheffler shoot in each of his wins',
      'lookup',
      `SELECT year, total_strokes FROM t WHERE champion = 'Scottie Scheffler'`,
    ],
    [
      "correlation between year and the winner's share",
      'correlation',
      `SELECT corr(year, winners_share_usd) FROM t`,
    ],
    [
      'how many players won it more than once in this period',
      'group-by',
      `SELECT count(*) FROM (SELECT champion FROM t GROUP BY champion HAVING count(*) > 1)`,
    ],
    ["winner's share in 2010", 'lookup', `SELECT winners_share_usd FROM t WHERE year = 2010`],
    [
      'and how much had it gone up by 2020',
      'follow-up',
      `SELECT max(winners_share_usd) FILTER (WHERE year = 2020) - max(winners_share_usd) FILTER (WHERE year = 2010) FROM t`,
    ],
    ['what did tiger shoot in the last round in 2019', 'clarify', null],
    ['how many spectators were at augusta in 2021', 'clarify', null],
  ],
});
