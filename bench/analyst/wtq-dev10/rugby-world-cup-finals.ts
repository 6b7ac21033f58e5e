import { table } from '../spec';

/** Points of one side of a score such as `15–12 (a.e.t.)` (1 = winner, 2 = runner-up). */
const points = (i: 1 | 2): string => `regexp_extract(Score, '^([0-9]+)–([0-9]+)', ${i})::INTEGER`;

export default table({
  name: 'rugby_world_cup_finals',
  file: 'rugby_world_cup_finals.csv',
  domain:
    'A rugby tournament’s finals 1987–2023: year, host countries listed in one cell (`England, France, Ireland, Scotland, Wales`), final venue `Eden Park, Auckland`, winner, score winner first (`15–12 (a.e.t.)`), runner-up, third place, attendance `48,035`',
  load: `SELECT "Year"::INTEGER AS year, "Host(s)" AS hosts, "Final venue" AS venue,
      Winner AS winner, ${points(1)} AS winner_points, ${points(2)} AS runner_up_points,
      Score LIKE '%a.e.t.%' AS extra_time, "Runner-up" AS runner_up, "Third place" AS third_place,
      replace(Attendance, ',', '')::INTEGER AS attendance
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the 2003 rugby world cup', 'lookup', `SELECT winner FROM t WHERE year = 2003`],
    ['what was the score', 'follow-up', `SELECT winner_points, runner_up_points FROM t WHERE year = 2003`],
    [
      'which country has won it the most',
      'argmax',
      `SELECT winner FROM t GROUP BY winner ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many times has england been runner up',
      'filtered',
      `SELECT count(*) FROM t WHERE runner_up = 'England'`,
    ],
    ['how many finals went to extra time', 'filtered', `SELECT count(*) FROM t WHERE extra_time`],
    ['highest attendance at a final', 'argmax', `SELECT year FROM t ORDER BY attendance DESC LIMIT 1`],
    ['and the lowest?', 'follow-up', `SELECT year FROM t ORDER BY attendance LIMIT 1`],
    [
      'biggest winning margin in a final',
      'argmax',
      `SELECT year FROM t ORDER BY winner_points - runner_up_points DESC LIMIT 1`,
    ],
    [
      'who won that one',
      'follow-up',
      `SELECT winner FROM t ORDER BY winner_points - runner_up_points DESC LIMIT 1`,
    ],
    [
      'how many pts did the all blacks score in the 2011 final',
      'lookup',
      `SELECT winner_points FROM t WHERE year = 2011`,
    ],
    [
      'total points scored in all the finals',
      'aggregate',
      `SELECT sum(winner_points + runner_up_points) FROM t`,
    ],
    [
      'how many finals were played at eden park',
      'filtered',
      `SELECT count(*) FROM t WHERE venue LIKE 'Eden Park%'`,
    ],
    [
      'which finals were decided by one point',
      'filtered',
      `SELECT year FROM t WHERE winner_points - runner_up_points = 1`,
    ],
    [
      'how many times has france been in the final',
      'filtered',
      `SELECT count(*) FROM t WHERE winner = 'France' OR runner_up = 'France'`,
    ],
    [
      'how many times did a host nation win',
      'filtered',
      `SELECT count(*) FROM t WHERE position(winner IN hosts) > 0`,
    ],
    [
      'which teams finished third more than once',
      'filtered',
      `SELECT third_place FROM t GROUP BY third_place HAVING count(*) > 1`,
    ],
    ['when did argentina come third', 'lookup', `SELECT year FROM t WHERE third_place = 'Argentina'`],
    ['how many different countries have won', 'aggregate', `SELECT count(DISTINCT winner) FROM t`],
    [
      'what share of finals did south africa win',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE winner = 'South Africa') / count(*) FROM t`,
    ],
    ['attendance at the 2019 final', 'lookup', `SELECT attendance FROM t WHERE year = 2019`],
    [
      'how much bigger was the crowd in 2015 than 2023',
      'compare',
      `SELECT (SELECT attendance FROM t WHERE year = 2015) - (SELECT attendance FROM t WHERE year = 2023)`,
    ],
    ['on avg how many points did the losing team score', 'aggregate', `SELECT avg(runner_up_points) FROM t`],
    ['who was top try scorer in 2015', 'clarify', null],
    ['who refereed the 2007 final', 'clarify', null],
  ],
});
