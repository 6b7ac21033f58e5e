import { table } from '../spec';

export default table({
  name: 'indy_500_winners',
  file: 'indy_500_winners.csv',
  domain:
    "a motor race's winners 2000–2025 (the Indianapolis 500): season, race date `May 28, 2000` (one in August), driver (several more than once), nationality, team, chassis and engine in one cell (`Dallara / Honda`), laps (`200`, `166[c]` for rain-shortened races), notes (`Rookie winner`, `Held in August without spectators[b]`; `—` for none)",
  load: `SELECT Season::INTEGER AS season,
      strptime("Date", '%B %d, %Y')::DATE AS race_date,
      Driver AS driver,
      Nationality AS nationality,
      Team AS team,
      split_part("Chassis / Engine", ' / ', 1) AS chassis,
      split_part("Chassis / Engine", ' / ', 2) AS engine,
      regexp_replace(Laps, '\\[[a-z]\\]', '')::INTEGER AS laps,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the indy 500 in 2016', 'lookup', `SELECT driver FROM t WHERE season = 2016`],
    [
      'how many times did castroneves win',
      'filtered',
      `SELECT count(*) FROM t WHERE driver = 'Hélio Castroneves'`,
    ],
    [
      'which driver has the most wins since 2000',
      'argmax',
      `SELECT driver FROM t GROUP BY driver ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'which team has won it the most',
      'argmax',
      `SELECT team FROM t GROUP BY team ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many wins with a honda engine', 'filtered', `SELECT count(*) FROM t WHERE engine = 'Honda'`],
    ['how many races were shortened', 'filtered', `SELECT count(*) FROM t WHERE laps < 200`],
    ['when was the 2020 race', 'lookup', `SELECT race_date FROM t WHERE season = 2020`],
    ['how many american winners', 'filtered', `SELECT count(*) FROM t WHERE nationality = 'United States'`],
    [
      'how many wins for brazilian drivers',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality = 'Brazil'`,
    ],
    [
      'who won the year after dan wheldons first win',
      'lookup',
      `SELECT driver FROM t WHERE season = (SELECT min(season) FROM t WHERE driver = 'Dan Wheldon') + 1`,
    ],
    [
      'who was the last driver to win back to back',
      'lookup',
      `SELECT driver FROM (SELECT season, driver, lag(driver) OVER (ORDER BY season) AS previous FROM t) WHERE driver = previous ORDER BY season DESC LIMIT 1`,
    ],
    ['how many different drivers won', 'aggregate', `SELECT count(DISTINCT driver) FROM t`],
    [
      'what % of wins came with chevy engines',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE engine = 'Chevrolet') / count(*) FROM t`,
    ],
    ['which team did takuma sato win with in 2017', 'lookup', `SELECT team FROM t WHERE season = 2017`],
    [
      'how many wins did ganassi get',
      'filtered',
      `SELECT count(*) FROM t WHERE team = 'Chip Ganassi Racing'`,
    ],
    [
      'how many races were won by rookies',
      'filtered',
      `SELECT count(*) FROM t WHERE notes LIKE '%ookie winner%'`,
    ],
    ['first year a chevrolet engine won', 'argmax', `SELECT min(season) FROM t WHERE engine = 'Chevrolet'`],
    [
      'how many times did penske win in the 2010s',
      'calendar',
      `SELECT count(*) FROM t WHERE team = 'Team Penske' AND season BETWEEN 2010 AND 2019`,
    ],
    ['total laps completed by all the winners', 'aggregate', `SELECT sum(laps) FROM t`],
    ['which year was the race run in august', 'calendar', `SELECT season FROM t WHERE month(race_date) = 8`],
    ['how many winners have no notes', 'missing', `SELECT count(*) FROM t WHERE notes IS NULL`],
    [
      'how many more wins does penske have than ganassi',
      'compare',
      `SELECT count(*) FILTER (WHERE team = 'Team Penske') - count(*) FILTER (WHERE team = 'Chip Ganassi Racing') FROM t`,
    ],
    ['who won in a g-force chassis', 'filtered', `SELECT driver FROM t WHERE chassis = 'G-Force'`],
    ['what was the avg speed in the 2013 race', 'clarify', null],
    ['who was on pole in 2019', 'clarify', null],
  ],
});
