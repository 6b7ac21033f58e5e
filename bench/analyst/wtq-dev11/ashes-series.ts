import { table } from '../spec';

export default table({
  name: 'ashes_series',
  file: 'ashes_series.csv',
  domain:
    'a two-country Test cricket series 1989–2023: season (`1990–91` with an en dash for southern summers), host, tests, test wins for each side and draws, result (`Australia won 4–0`, `Drawn 2–2[b]`), both captains (a stand-in listed beside with a footnote mark: `Ricky Ponting, Michael Clarke[a]`), player of the series (two listed in one cell when shared)',
  load: `SELECT Season AS season, left(Season, 4)::INTEGER AS start_year, Host AS host,
      Tests::INTEGER AS tests, Australia::INTEGER AS aus_wins, England::INTEGER AS eng_wins,
      Drawn::INTEGER AS drawn,
      regexp_replace(Result, '\\[[a-z]\\]', '', 'g') AS result,
      CASE WHEN Result LIKE 'Australia won%' THEN 'Australia'
           WHEN Result LIKE 'England won%' THEN 'England' ELSE 'Drawn' END AS series_winner,
      regexp_replace("Australia captain", '\\[[a-z]\\]', '', 'g') AS aus_captain,
      regexp_replace("England captain", '\\[[a-z]\\]', '', 'g') AS eng_captain,
      "Player of the series" AS player_of_series
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'how many series did australia win',
      'filtered',
      `SELECT count(*) FROM t WHERE series_winner = 'Australia'`,
    ],
    ['and england', 'follow-up', `SELECT count(*) FROM t WHERE series_winner = 'England'`],
    ['how many were drawn', 'filtered', `SELECT count(*) FROM t WHERE series_winner = 'Drawn'`],
    [
      'last time england won the ashes',
      'argmax',
      `SELECT season FROM t WHERE series_winner = 'England' ORDER BY start_year DESC LIMIT 1`,
    ],
    [
      'who was eng captain then',
      'follow-up',
      `SELECT eng_captain FROM t WHERE series_winner = 'England' ORDER BY start_year DESC LIMIT 1`,
    ],
    ['total tests played', 'aggregate', `SELECT sum(tests) FROM t`],
    ['how many tests has australia won in all', 'aggregate', `SELECT sum(aus_wins) FROM t`],
    ['and eng?', 'follow-up', `SELECT sum(eng_wins) FROM t`],
    ['how many 5-0 whitewashes', 'filtered', `SELECT count(*) FROM t WHERE aus_wins = 5 OR eng_wins = 5`],
    [
      'how many series did australia win in england',
      'filtered',
      `SELECT count(*) FROM t WHERE series_winner = 'Australia' AND host = 'England'`,
    ],
    [
      'how many series was ricky ponting captain in',
      'filtered',
      `SELECT count(*) FROM t WHERE aus_captain LIKE '%Ricky Ponting%'`,
    ],
    [
      'how many of those did he lose',
      'follow-up',
      `SELECT count(*) FROM t WHERE aus_captain LIKE '%Ricky Ponting%' AND series_winner = 'England'`,
    ],
    ['player of the series in 2005', 'lookup', `SELECT player_of_series FROM t WHERE season = '2005'`],
    [
      'who was player of the series more than once',
      'group-by',
      `SELECT p FROM (SELECT unnest(string_split(player_of_series, ', ')) AS p FROM t) GROUP BY p HAVING count(*) > 1`,
    ],
    [
      'which england captains led in more than one series',
      'group-by',
      `SELECT c FROM (SELECT unnest(string_split(eng_captain, ', ')) AS c FROM t) GROUP BY c HAVING count(*) > 1`,
    ],
    ['what share of all the tests ended in a draw', 'share', `SELECT 100.0 * sum(drawn) / sum(tests) FROM t`],
    ['who captained england in 1998-99', 'lookup', `SELECT eng_captain FROM t WHERE season = '1998–99'`],
    [
      'what was the result the series after 2005',
      'lookup',
      `SELECT series_winner, aus_wins, eng_wins FROM t WHERE start_year = (SELECT min(start_year) FROM t WHERE start_year > 2005)`,
    ],
    ['how many series had 6 tests', 'filtered', `SELECT count(*) FROM t WHERE tests = 6`],
    ['series with no draws', 'filtered', `SELECT season FROM t WHERE drawn = 0`],
    [
      'avg england test wins per series at home vs away',
      'compare',
      `SELECT host, avg(eng_wins) FROM t GROUP BY host`,
    ],
    [
      'most recent drawn series',
      'argmax',
      `SELECT season FROM t WHERE series_winner = 'Drawn' ORDER BY start_year DESC LIMIT 1`,
    ],
    [
      'how many series did cummins captain',
      'filtered',
      `SELECT count(*) FROM t WHERE aus_captain LIKE '%Pat Cummins%'`,
    ],
    ['what was the crowd at lords in 2019', 'clarify', null],
    ['who scored the most runs in 2023', 'clarify', null],
  ],
});
