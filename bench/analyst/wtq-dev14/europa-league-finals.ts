import { table } from '../spec';

export default table({
  name: 'europa_league_finals',
  file: 'europa_league_finals.csv',
  domain:
    "the finals of a European club football competition 2000–2025 (UEFA Cup, then UEFA Europa League): season `2008–09`, date `17 May 2000`, competition name, winner and runner-up with a country code in brackets (`Sevilla (ESP)`), score from the winner's side `3–2`, `2–1 (a.e.t.)`, `5–4 (a.e.t.)[a]`, `1–1 (a.e.t.) (11–10 p)`, venue `Stadium, City`, a notes sentence (`—` for none)",
  load: `SELECT Season AS season, left(Season, 4)::INTEGER + 1 AS season_end,
      strptime(Date, '%d %B %Y')::DATE AS final_date, Competition AS competition,
      regexp_replace(Winner, ' \\([A-Z]{3}\\)$', '') AS winner,
      regexp_extract(Winner, '\\(([A-Z]{3})\\)$', 1) AS winner_country,
      regexp_replace(Score, '\\[[a-z]\\]', '', 'g') AS score,
      regexp_extract(Score, '^(\\d+)–(\\d+)', 1)::INTEGER AS winner_goals,
      regexp_extract(Score, '^(\\d+)–(\\d+)', 2)::INTEGER AS runner_up_goals,
      Score LIKE '%a.e.t.%' AS extra_time, Score LIKE '% p)%' AS penalties,
      regexp_replace("Runner-up", ' \\([A-Z]{3}\\)$', '') AS runner_up,
      regexp_extract("Runner-up", '\\(([A-Z]{3})\\)$', 1) AS runner_up_country,
      split_part(Venue, ', ', 1) AS stadium, split_part(Venue, ', ', 2) AS city,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the first final on the list', 'lookup', `SELECT winner FROM t ORDER BY final_date LIMIT 1`],
    ['how many times did sevilla win', 'filtered', `SELECT count(*) FROM t WHERE winner = 'Sevilla'`],
    [
      'which club has won the most finals',
      'argmax',
      `SELECT winner FROM t GROUP BY winner ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many finals went to extra time', 'filtered', `SELECT count(*) FROM t WHERE extra_time`],
    [
      'and how many of those went to pens',
      'follow-up',
      `SELECT count(*) FROM t WHERE extra_time AND penalties`,
    ],
    ['who lost the 2019 final', 'lookup', `SELECT runner_up FROM t WHERE year(final_date) = 2019`],
    [
      'how many finals did english clubs win',
      'filtered',
      `SELECT count(*) FROM t WHERE winner_country = 'ENG'`,
    ],
    [
      'which country has the most winners',
      'argmax',
      `SELECT winner_country FROM t GROUP BY winner_country ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'which final had the biggest margin of victory',
      'argmax',
      `SELECT season FROM t ORDER BY winner_goals - runner_up_goals DESC LIMIT 1`,
    ],
    [
      'total goals scored in all the finals',
      'aggregate',
      `SELECT sum(winner_goals + runner_up_goals) FROM t`,
    ],
    ['whats that per final', 'follow-up', `SELECT avg(winner_goals + runner_up_goals) FROM t`],
    ['how many finals were played in dublin', 'filtered', `SELECT count(*) FROM t WHERE city = 'Dublin'`],
    [
      'what years did man utd lose the final',
      'filtered',
      `SELECT year(final_date) FROM t WHERE runner_up = 'Manchester United' ORDER BY 1`,
    ],
    [
      'how many all english finals were there',
      'filtered',
      `SELECT count(*) FROM t WHERE winner_country = 'ENG' AND runner_up_country = 'ENG'`,
    ],
    [
      'which month were most of the finals played in',
      'calendar',
      `SELECT monthname(final_date) FROM t GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['which final wasnt played in may', 'filtered', `SELECT season FROM t WHERE month(final_date) <> 5`],
    [
      'who did liverpool beat in 2001',
      'lookup',
      `SELECT runner_up FROM t WHERE winner = 'Liverpool' AND year(final_date) = 2001`,
    ],
    [
      'previous to chelsea in 2013 who won it',
      'lookup',
      `SELECT winner FROM t WHERE final_date < (SELECT final_date FROM t WHERE winner = 'Chelsea' AND year(final_date) = 2013) ORDER BY final_date DESC LIMIT 1`,
    ],
    [
      'did porto or atletico win more finals',
      'compare',
      `SELECT winner FROM t WHERE winner IN ('Porto', 'Atlético Madrid') GROUP BY winner ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what share of finals were decided on penalties',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE penalties) / count(*) FROM t`,
    ],
    ['how many diff clubs have won it', 'aggregate', `SELECT count(DISTINCT winner) FROM t`],
    [
      'how many finals since 2010 were won by spanish teams',
      'filtered',
      `SELECT count(*) FROM t WHERE year(final_date) >= 2010 AND winner_country = 'ESP'`,
    ],
    [
      'avg goals per final uefa cup vs europa league',
      'group-by',
      `SELECT competition, avg(winner_goals + runner_up_goals) FROM t GROUP BY competition`,
    ],
    ['what was the attendance at the 2016 final', 'clarify', null],
    ['who scored the winner in 2001', 'clarify', null],
  ],
});
