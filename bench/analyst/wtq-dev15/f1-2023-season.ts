import { table } from '../spec';

export default table({
  name: 'f1_2023_season',
  file: 'f1_2023_season.csv',
  domain:
    "a motor-racing season's calendar and results (the 2023 Formula One World Championship): round (`—` for a cancelled race), Grand Prix (`‡` marks a sprint weekend), circuit, race day as `5 March` without the year, laps, pole position (`Charles Leclerc[b]`), sprint winner (`—` on other weekends), winning driver and winning constructor; the cancelled race's row says `Race cancelled due to flooding[a]` and is otherwise empty",
  load: `SELECT NULLIF(Round, '—')::INTEGER AS round,
      Round = '—' AS cancelled,
      replace("Grand Prix", '‡', '') AS grand_prix,
      "Grand Prix" LIKE '%‡' AS sprint_weekend,
      Circuit AS circuit,
      strptime(Date || ' 2023', '%d %B %Y')::DATE AS race_date,
      NULLIF(Laps, '—')::INTEGER AS laps,
      CASE WHEN Round = '—' THEN NULL ELSE regexp_replace("Pole position", '\\[[a-z]\\]', '', 'g') END AS pole,
      NULLIF("Sprint winner", '—') AS sprint_winner,
      "Winning driver" AS winner,
      "Winning constructor" AS constructor
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'how many races did verstapen win',
      'filtered',
      `SELECT count(*) FROM t WHERE winner = 'Max Verstappen'`,
    ],
    ['how many races were there in 2023', 'aggregate', `SELECT count(*) FROM t WHERE NOT cancelled`],
    ['who won in singapore', 'lookup', `SELECT winner FROM t WHERE grand_prix = 'Singapore Grand Prix'`],
    ['how many poles did leclerc get', 'filtered', `SELECT count(*) FROM t WHERE pole = 'Charles Leclerc'`],
    [
      'who got the most pole positions',
      'argmax',
      `SELECT pole FROM t WHERE pole IS NOT NULL GROUP BY pole ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'in how many races did the pole sitter not win',
      'filtered',
      `SELECT count(*) FROM t WHERE NOT cancelled AND pole <> winner`,
    ],
    [
      'which race had the most laps',
      'argmax',
      `SELECT grand_prix FROM t ORDER BY laps DESC NULLS LAST LIMIT 1`,
    ],
    ['total laps in the season', 'aggregate', `SELECT sum(laps) FROM t`],
    ['how many sprint weekends were there', 'filtered', `SELECT count(*) FROM t WHERE sprint_weekend`],
    [
      'who won the most sprints',
      'argmax',
      `SELECT sprint_winner FROM t WHERE sprint_winner IS NOT NULL GROUP BY sprint_winner ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['which race got cancelled', 'lookup', `SELECT grand_prix FROM t WHERE cancelled`],
    ['what round was silverstone', 'lookup', `SELECT round FROM t WHERE circuit = 'Silverstone Circuit'`],
    [
      'which gp came after monaco',
      'lookup',
      `SELECT grand_prix FROM t WHERE NOT cancelled AND race_date > (SELECT race_date FROM t WHERE grand_prix = 'Monaco Grand Prix') ORDER BY race_date LIMIT 1`,
    ],
    [
      'how many races in september',
      'filtered',
      `SELECT count(*) FROM t WHERE NOT cancelled AND month(race_date) = 9`,
    ],
    [
      'which race was on a saturday',
      'calendar',
      `SELECT grand_prix FROM t WHERE NOT cancelled AND dayofweek(race_date) = 6`,
    ],
    ['how many races did ferrari win', 'filtered', `SELECT count(*) FROM t WHERE constructor = 'Ferrari'`],
    [
      'what % of the races did max win',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE winner = 'Max Verstappen') / count(*) FROM t WHERE NOT cancelled`,
    ],
    ['who was on pole at monaco', 'lookup', `SELECT pole FROM t WHERE grand_prix = 'Monaco Grand Prix'`],
    [
      'number of races per month',
      'group-by',
      `SELECT monthname(race_date), count(*) FROM t WHERE NOT cancelled GROUP BY month(race_date), monthname(race_date) ORDER BY month(race_date)`,
    ],
    ['what circuit was round 1', 'lookup', `SELECT circuit FROM t WHERE round = 1`],
    [
      'difference in laps between monaco and spa',
      'compare',
      `SELECT max(laps) FILTER (WHERE grand_prix = 'Monaco Grand Prix') - max(laps) FILTER (WHERE circuit = 'Circuit de Spa-Francorchamps') FROM t`,
    ],
    ['avg laps per race', 'aggregate', `SELECT avg(laps) FROM t WHERE NOT cancelled`],
    [
      'did perez win more races than sainz',
      'compare',
      `SELECT count(*) FILTER (WHERE winner = 'Sergio Pérez'), count(*) FILTER (WHERE winner = 'Carlos Sainz Jr.') FROM t`,
    ],
    ['how many points did hamilton finish with', 'clarify', null],
    ['who set the fastest lap in bahrain', 'clarify', null],
  ],
});
