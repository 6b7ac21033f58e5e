import { table } from '../spec';

export default table({
  name: 'f1_2021_drivers',
  file: 'f1_2021_drivers.csv',
  domain: 'motorsport (a season\'s drivers\' standings: positions "1st", drivers with a country code in parentheses, wins, podiums, poles, half points)',
  load: `SELECT row_number() OVER () AS rn, regexp_extract("Pos.", '^([0-9]+)', 1)::INTEGER AS pos, "Driver" AS driver_cell,
      trim(regexp_replace("Driver", '\\s*\\([A-Z]{3}\\)', '')) AS driver,
      regexp_extract("Driver", '\\(([A-Z]{3})\\)', 1) AS nationality, "Constructor" AS constructor,
      "Wins"::INTEGER AS wins, "Podiums"::INTEGER AS podiums, "Poles"::INTEGER AS poles, "Points"::DOUBLE AS points
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the championship?', 'lookup', `SELECT driver FROM t WHERE pos = 1`],
    ['how many points did lewis hamilton finish with?', 'lookup', `SELECT points FROM t WHERE driver = 'Lewis Hamilton'`],
    ['and bottas?', 'follow-up', `SELECT points FROM t WHERE driver = 'Valtteri Bottas'`],
    ['how many drivers won at least one race?', 'filtered', `SELECT count(*) FROM t WHERE wins >= 1`],
    ['which team did fernando alonso drive for', 'lookup', `SELECT constructor FROM t WHERE driver = 'Fernando Alonso'`],
    ['how many points seperated first and second?', 'compare', `SELECT (SELECT points FROM t WHERE pos = 1) - (SELECT points FROM t WHERE pos = 2)`],
    ['who finished right behind lando norris?', 'lookup', `SELECT driver FROM t WHERE rn = (SELECT rn FROM t WHERE driver = 'Lando Norris') + 1`],
    ['how many british drivers are there?', 'filtered', `SELECT count(*) FROM t WHERE nationality = 'GBR'`],
    ['who had more podiums, norris or leclerc?', 'compare', `SELECT driver FROM t WHERE driver IN ('Lando Norris', 'Charles Leclerc') ORDER BY podiums DESC LIMIT 1`],
    ['what is the total points of the ferrari drivers?', 'aggregate', `SELECT sum(points) FROM t WHERE constructor = 'Ferrari'`],
    ['how many drivers scored zero points', 'filtered', `SELECT count(*) FROM t WHERE points = 0`],
    ['what position did george russell finish?', 'lookup', `SELECT pos FROM t WHERE driver = 'George Russell'`],
    ['which drivers scored more than 150 points?', 'filtered', `SELECT driver FROM t WHERE points > 150`],
    ['who was the last placed driver?', 'lookup', `SELECT driver FROM t WHERE pos = (SELECT max(pos) FROM t)`],
    ['how many wins did the mercedes drivers have combined?', 'aggregate', `SELECT sum(wins) FROM t WHERE constructor = 'Mercedes'`],
    ['which is the only team where neither driver scored a point?', 'group-by', `SELECT constructor FROM t GROUP BY constructor HAVING max(points) = 0`],
    ['how many points did the aston martin driver get?', 'clarify', null],
    ['what was the difference in points between 10th and 11th?', 'compare', `SELECT (SELECT points FROM t WHERE pos = 10) - (SELECT points FROM t WHERE pos = 11)`],
  ],
});
