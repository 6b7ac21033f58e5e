import { table } from '../spec';

export default table({
  name: 'world_cup_goalscorers',
  file: 'world_cup_goalscorers.csv',
  domain:
    "the men's football World Cup's all-time top goalscorers (10 goals or more): rank with ties (`=4`, `=6`, `=8`, `=10`), player with country in brackets (`Miroslav Klose (Germany)`, `Ronaldo (Brazil)`), goals, matches, goals per match `0.67`, tournaments listed in one cell (`2002, 2006, 2010, 2014`), notes (`—` for none, `[a]`)",
  load: `SELECT replace(Rank, '=', '')::INTEGER AS rank, Rank LIKE '=%' AS tied,
      regexp_replace(Player, ' \\(.*\\)$', '') AS player,
      regexp_extract(Player, '\\(([^)]*)\\)$', 1) AS country,
      Goals::INTEGER AS goals, Matches::INTEGER AS matches, "Goals per match"::DOUBLE AS goals_per_match,
      Tournaments AS tournaments, len(string_split(Tournaments, ', ')) AS n_tournaments,
      string_split(Tournaments, ', ')[1]::INTEGER AS first_tournament,
      string_split(Tournaments, ', ')[-1]::INTEGER AS last_tournament,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who has scored the most world cup goals', 'argmax', `SELECT player FROM t ORDER BY goals DESC LIMIT 1`],
    ['how many goals did pele score', 'lookup', `SELECT goals FROM t WHERE player = 'Pelé'`],
    ['how many players scored exactly 10', 'filtered', `SELECT count(*) FROM t WHERE goals = 10`],
    [
      'which player has the best goals per game',
      'argmax',
      `SELECT player FROM t ORDER BY goals_per_match DESC LIMIT 1`,
    ],
    ['how many brazilians are on the list', 'filtered', `SELECT count(*) FROM t WHERE country = 'Brazil'`],
    [
      'which country has the most players on the list',
      'argmax',
      `SELECT country FROM t GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['who are tied for 4th', 'filtered', `SELECT player FROM t WHERE rank = 4`],
    ['who played the most matches', 'argmax', `SELECT player FROM t ORDER BY matches DESC LIMIT 1`],
    ['how many goals did he score', 'follow-up', `SELECT goals FROM t ORDER BY matches DESC LIMIT 1`],
    ['total goals of all the players listed', 'aggregate', `SELECT sum(goals) FROM t`],
    [
      'how many players played at 4 or more world cups',
      'filtered',
      `SELECT count(*) FROM t WHERE n_tournaments >= 4`,
    ],
    [
      'which player went to the most world cups',
      'argmax',
      `SELECT player FROM t ORDER BY n_tournaments DESC LIMIT 1`,
    ],
    [
      'how many goals did the two mullers score combined',
      'filtered',
      `SELECT sum(goals) FROM t WHERE player LIKE '%Müller'`,
    ],
    [
      'who scored more wc goals, ronaldo or messi',
      'compare',
      `SELECT player FROM t WHERE player IN ('Ronaldo', 'Lionel Messi') ORDER BY goals DESC LIMIT 1`,
    ],
    [
      'how many more goals than messi did klose score',
      'compare',
      `SELECT max(goals) FILTER (WHERE player = 'Miroslav Klose') - max(goals) FILTER (WHERE player = 'Lionel Messi') FROM t`,
    ],
    ['whose last world cup was 2022', 'filtered', `SELECT player FROM t WHERE last_tournament = 2022`],
    [
      'how many players only played one world cup',
      'filtered',
      `SELECT count(*) FROM t WHERE n_tournaments = 1`,
    ],
    [
      'players who first played before 1960',
      'filtered',
      `SELECT player FROM t WHERE first_tournament < 1960`,
    ],
    ['goals by country', 'group-by', `SELECT country, sum(goals) FROM t GROUP BY country ORDER BY country`],
    [
      'what % of the goals on this list were scored by argentines',
      'share',
      `SELECT 100.0 * sum(goals) FILTER (WHERE country = 'Argentina') / sum(goals) FROM t`,
    ],
    ['who scored in the most finals', 'clarify', null],
    [
      'who won the golden boot in 1986',
      'lookup',
      `SELECT player FROM t WHERE notes LIKE '%Golden Boot 1986%'`,
    ],
    [
      'who is ranked right after gerd muller',
      'lookup',
      `SELECT player FROM t WHERE rank = (SELECT min(rank) FROM t WHERE rank > (SELECT rank FROM t WHERE player = 'Gerd Müller'))`,
    ],
    ['correlation between goals and matches', 'correlation', `SELECT corr(goals, matches) FROM t`],
    ['how many penalties did messi score', 'clarify', null],
  ],
});
