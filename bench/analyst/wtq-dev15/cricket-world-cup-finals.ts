import { table } from '../spec';

export default table({
  name: 'cricket_world_cup_finals',
  file: 'cricket_world_cup_finals.csv',
  domain:
    "a cricket tournament's finals 1975–2023 and the next one (the men's Cricket World Cup): year, host nations listed in one cell (`India, Pakistan, Sri Lanka`, `England[a]`), final venue `Lord's, London`, winners and their score `291/8 (60 overs)`, the result in words (`West Indies won by 17 runs`, `Australia won by 53 runs (D/L method)`, `Match tied; England won on boundary count†`), runners-up and their score `274 (58.4 overs)`, player of the match; the 2027 row has `TBA` and `—`",
  load: `SELECT Year::INTEGER AS year,
      regexp_replace("Host(s)", '\\[[a-z]\\]', '', 'g') AS hosts,
      NULLIF("Final venue", 'TBA') AS venue,
      NULLIF(split_part("Final venue", ', ', 2), '') AS city,
      NULLIF(Winners, 'TBA') AS winners,
      NULLIF(regexp_extract("Winners' score", '^(\\d+)', 1), '')::INTEGER AS winners_runs,
      NULLIF(regexp_extract("Winners' score", '\\(([0-9.]+) overs\\)', 1), '') AS winners_overs,
      NULLIF(Result, '—') AS result,
      NULLIF(regexp_extract(Result, 'by (\\d+) runs', 1), '')::INTEGER AS margin_runs,
      NULLIF(regexp_extract(Result, 'by (\\d+) wickets', 1), '')::INTEGER AS margin_wickets,
      NULLIF("Runners-up", 'TBA') AS runners_up,
      NULLIF(regexp_extract("Runners-up' score", '^(\\d+)', 1), '')::INTEGER AS runners_up_runs,
      NULLIF("Player of the match", '—') AS player_of_the_match
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'which country has won the most world cups',
      'argmax',
      `SELECT winners FROM t WHERE winners IS NOT NULL GROUP BY winners ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many times has india won', 'filtered', `SELECT count(*) FROM t WHERE winners = 'India'`],
    ['who won in 1996', 'lookup', `SELECT winners FROM t WHERE year = 1996`],
    ['how many finals were at lords', 'filtered', `SELECT count(*) FROM t WHERE venue LIKE 'Lord''s%'`],
    ['how many finals have england lost', 'filtered', `SELECT count(*) FROM t WHERE runners_up = 'England'`],
    [
      'who was player of the match in the 2011 final',
      'lookup',
      `SELECT player_of_the_match FROM t WHERE year = 2011`,
    ],
    [
      'which final had the biggest win by runs',
      'argmax',
      `SELECT year FROM t WHERE margin_runs IS NOT NULL ORDER BY margin_runs DESC LIMIT 1`,
    ],
    [
      'how many finals were won by wickets',
      'filtered',
      `SELECT count(*) FROM t WHERE margin_wickets IS NOT NULL`,
    ],
    [
      'highest team score in a final',
      'aggregate',
      `SELECT max(greatest(winners_runs, runners_up_runs)) FROM t`,
    ],
    ['lowest team total in a final', 'aggregate', `SELECT min(least(winners_runs, runners_up_runs)) FROM t`],
    ['which final was decided by d/l', 'lookup', `SELECT year FROM t WHERE result LIKE '%D/L%'`],
    [
      'how many times has nz been runner up',
      'filtered',
      `SELECT count(*) FROM t WHERE runners_up = 'New Zealand'`,
    ],
    [
      'how many different countries have won the world cup',
      'aggregate',
      `SELECT count(DISTINCT winners) FROM t`,
    ],
    [
      'how many finals have australia played in',
      'filtered',
      `SELECT count(*) FROM t WHERE 'Australia' IN (winners, runners_up)`,
    ],
    [
      'when was the first final played outside england',
      'argmax',
      `SELECT min(year) FROM t WHERE venue IS NOT NULL AND city <> 'London'`,
    ],
    [
      'who is hosting the 2027 world cup',
      'lookup',
      `SELECT unnest(string_split(hosts, ', ')) FROM t WHERE year = 2027`,
    ],
    [
      'how many runs were scored in the 1975 final',
      'lookup',
      `SELECT winners_runs + runners_up_runs FROM t WHERE year = 1975`,
    ],
    ['avg winning score in the finals', 'aggregate', `SELECT avg(winners_runs) FROM t`],
    [
      'how many finals has australia won since 2000',
      'filtered',
      `SELECT count(*) FROM t WHERE winners = 'Australia' AND year >= 2000`,
    ],
    [
      'what % of finals were won by australia',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE winners = 'Australia') / count(*) FROM t WHERE winners IS NOT NULL`,
    ],
    [
      'top 3 highest totals by the winning team',
      'top-n',
      `SELECT year FROM t WHERE winners_runs IS NOT NULL ORDER BY winners_runs DESC LIMIT 3`,
    ],
    [
      'did india score more in the 2011 final or the 2023 final',
      'compare',
      `SELECT max(CASE WHEN winners = 'India' THEN winners_runs ELSE runners_up_runs END) FILTER (WHERE year = 2011), max(CASE WHEN winners = 'India' THEN winners_runs ELSE runners_up_runs END) FILTER (WHERE year = 2023) FROM t`,
    ],
    ['who did australia beat in 2003', 'lookup', `SELECT runners_up FROM t WHERE year = 2003`],
    ['who won the 2027 final', 'clarify', null],
    ['what was the crowd at the 2023 final', 'clarify', null],
  ],
});
