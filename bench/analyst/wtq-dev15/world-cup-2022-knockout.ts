import { table } from '../spec';

export default table({
  name: 'world_cup_2022_knockout',
  file: 'world_cup_2022_knockout.csv',
  domain:
    "a football tournament's knockout matches (the 2022 FIFA World Cup in Qatar, round of 16 to the final): match number, round, date `3 December 2022`, kick-off time, both teams, score `1–1 (aet)`, stadium, attendance `88,966[a]`, notes naming a penalty shoot-out's winner (`Croatia won 3–1 on penalties`; `—` for none)",
  load: `SELECT "No."::INTEGER AS match_no, Round AS round,
      strptime(Date, '%d %B %Y')::DATE AS match_date,
      "Time (AST)" AS kickoff,
      "Team 1" AS team1, "Team 2" AS team2, Score AS score,
      regexp_extract(Score, '^(\\d+)–(\\d+)', 1)::INTEGER AS goals1,
      regexp_extract(Score, '^(\\d+)–(\\d+)', 2)::INTEGER AS goals2,
      Score LIKE '%(aet)%' AS extra_time,
      Notes LIKE '%on penalties%' AS penalties,
      CASE
        WHEN Notes LIKE '%on penalties%' THEN regexp_extract(Notes, '^(.*?) won \\d+–\\d+ on penalties', 1)
        WHEN regexp_extract(Score, '^(\\d+)–(\\d+)', 1)::INTEGER > regexp_extract(Score, '^(\\d+)–(\\d+)', 2)::INTEGER THEN "Team 1"
        ELSE "Team 2"
      END AS winner,
      Venue AS venue,
      replace(regexp_replace(Attendance, '\\[[a-z]\\]', '', 'g'), ',', '')::INTEGER AS attendance,
      NULLIF(Notes, '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many knockout games were there', 'aggregate', `SELECT count(*) FROM t`],
    ['how many went to extra time', 'filtered', `SELECT count(*) FROM t WHERE extra_time`],
    [
      'what % of the knockout matches went to pens',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE penalties) / count(*) FROM t`,
    ],
    [
      'total goals in the knockout stage not counting shootouts',
      'aggregate',
      `SELECT sum(goals1 + goals2) FROM t`,
    ],
    [
      'which game had the most goals',
      'argmax',
      `SELECT team1, team2 FROM t ORDER BY goals1 + goals2 DESC LIMIT 1`,
    ],
    ['whats the smallest crowd in the knockouts', 'aggregate', `SELECT min(attendance) FROM t`],
    [
      'avg attendence in the round of 16',
      'filtered',
      `SELECT avg(attendance) FROM t WHERE round = 'Round of 16'`,
    ],
    [
      'who did morocco beat in the quarters',
      'lookup',
      `SELECT CASE WHEN team1 = 'Morocco' THEN team2 ELSE team1 END FROM t WHERE round = 'Quarter-finals' AND 'Morocco' IN (team1, team2)`,
    ],
    [
      'how many games did croatia play in the knockouts',
      'filtered',
      `SELECT count(*) FROM t WHERE 'Croatia' IN (team1, team2)`,
    ],
    ['how many stadiums were used', 'aggregate', `SELECT count(DISTINCT venue) FROM t`],
    [
      'which stadium hosted the most knockout games',
      'argmax',
      `SELECT venue FROM t GROUP BY venue ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['what was the score in the final', 'lookup', `SELECT goals1, goals2 FROM t WHERE round = 'Final'`],
    ['who won the 3rd place match', 'lookup', `SELECT winner FROM t WHERE round = 'Third place play-off'`],
    ['how many matches kicked off at 10pm', 'filtered', `SELECT count(*) FROM t WHERE kickoff = '22:00'`],
    [
      'how many goals did argentina score in the knockouts',
      'filtered',
      `SELECT sum(CASE WHEN team1 = 'Argentina' THEN goals1 WHEN team2 = 'Argentina' THEN goals2 END) FROM t`,
    ],
    [
      'how many games were played on a saturday',
      'calendar',
      `SELECT count(*) FROM t WHERE dayofweek(match_date) = 6`,
    ],
    [
      'whats the biggest winning margin in the knockouts',
      'aggregate',
      `SELECT max(abs(goals1 - goals2)) FROM t`,
    ],
    [
      'how many more fans at the final than at the 3rd place game',
      'compare',
      `SELECT max(attendance) FILTER (WHERE round = 'Final') - max(attendance) FILTER (WHERE round = 'Third place play-off') FROM t`,
    ],
    [
      'which teams made the semis',
      'filtered',
      `SELECT team1 FROM t WHERE round = 'Semi-finals' UNION SELECT team2 FROM t WHERE round = 'Semi-finals'`,
    ],
    [
      'did england score more goals than brazil in the knockouts',
      'compare',
      `SELECT sum(CASE WHEN team1 = 'England' THEN goals1 WHEN team2 = 'England' THEN goals2 END), sum(CASE WHEN team1 = 'Brazil' THEN goals1 WHEN team2 = 'Brazil' THEN goals2 END) FROM t`,
    ],
    [
      'how many games were won by one goal',
      'filtered',
      `SELECT count(*) FROM t WHERE abs(goals1 - goals2) = 1`,
    ],
    ['median attendance', 'aggregate', `SELECT median(attendance) FROM t`],
    [
      'which team knocked out the usa',
      'lookup',
      `SELECT winner FROM t WHERE 'United States' IN (team1, team2)`,
    ],
    ['who scored the most goals in the knockout stage', 'clarify', null],
    ['how much did the final make in ticket sales', 'clarify', null],
  ],
});
