import { table } from '../spec';

export default table({
  name: 'tour_de_france_winners',
  file: 'tour_de_france_winners.csv',
  domain: 'cycling (a stage race\'s overall winners by year: riders with a country code in parentheses and footnote marks, "No winner" years with "—" cells, margins "2′ 16″", stage wins)',
  load: `SELECT row_number() OVER () AS rn, "Year"::INTEGER AS year, "Winner" AS winner_cell,
      trim(regexp_replace(regexp_replace("Winner", '\\[[a-z]\\]', ''), '\\s*\\([A-Z]{3}\\)', '')) AS rider,
      regexp_extract("Winner", '\\(([A-Z]{3})\\)', 1) AS country, "Team" AS team, "Margin" AS margin,
      CASE WHEN "Margin" = '—' THEN NULL ELSE
        regexp_extract("Margin", '^([0-9]+)′', 1)::INTEGER * 60 + regexp_extract("Margin", '([0-9]+)″', 1)::INTEGER END AS margin_s,
      TRY_CAST("Stage wins" AS INTEGER) AS stage_wins
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the tour in 1996?', 'lookup', `SELECT rider FROM t WHERE year = 1996`],
    ['how many times did miguel indurain win', 'filtered', `SELECT count(*) FROM t WHERE rider = 'Miguel Induráin'`],
    ['how many years had no winner?', 'filtered', `SELECT count(*) FROM t WHERE rider = 'No winner'`],
    ['who won by the biggest margin?', 'argmax', `SELECT rider FROM t WHERE margin_s IS NOT NULL ORDER BY margin_s DESC LIMIT 1`],
    ['which year had the smallest winning margin', 'argmax', `SELECT year FROM t WHERE margin_s IS NOT NULL ORDER BY margin_s LIMIT 1`],
    ['how many times did a british rider win?', 'filtered', `SELECT count(*) FROM t WHERE country = 'GBR'`],
    ['which team won the most tours?', 'argmax', `SELECT team FROM t WHERE team <> '—' GROUP BY team ORDER BY count(*) DESC LIMIT 1`],
    ['who won right after carlos sastre?', 'lookup', `SELECT rider FROM t WHERE rn = (SELECT rn FROM t WHERE rider = 'Carlos Sastre') + 1`],
    ['how many stage wins did chris froome have in his winning years combined?', 'aggregate', `SELECT sum(stage_wins) FROM t WHERE rider = 'Chris Froome'`],
    ['how many winners didnt win a single stage', 'filtered', `SELECT count(*) FROM t WHERE stage_wins = 0`],
    ['what team did cadel evans ride for', 'lookup', `SELECT team FROM t WHERE rider = 'Cadel Evans'`],
    ['who won more tours, contador or froome?', 'compare', `SELECT rider FROM t WHERE rider IN ('Alberto Contador', 'Chris Froome') GROUP BY rider ORDER BY count(*) DESC LIMIT 1`],
    ['how many times did an italian win', 'filtered', `SELECT count(*) FROM t WHERE country = 'ITA'`],
    ['how many seconds did geraint thomas win by', 'lookup', `SELECT margin_s FROM t WHERE rider = 'Geraint Thomas'`],
    ['who was the only colombian winner', 'lookup', `SELECT rider FROM t WHERE country = 'COL'`],
    ['in which years did astana win?', 'filtered', `SELECT year FROM t WHERE team = 'Astana' ORDER BY year`],
    ['who won the tour in 2003?', 'lookup', `SELECT rider FROM t WHERE year = 2003`],
    ['how many tours did lance armstrong win?', 'clarify', null],
    ['what was the winning margin in 2014?', 'lookup', `SELECT margin FROM t WHERE year = 2014`],
    ['and in 2015?', 'follow-up', `SELECT margin FROM t WHERE year = 2015`],
    ['how many different countries have had a winner', 'filtered', `SELECT count(DISTINCT country) FROM t WHERE country <> ''`],
  ],
});
