import { table } from '../spec';

export default table({
  name: 'mars_missions',
  file: 'mars_missions.csv',
  domain:
    'missions to Mars 1962–2020: mission, launch date `28 November 1964`, operator (two listed in one cell for joint missions), nation, type listed in one cell (`Orbiter, lander`, `Rover, helicopter`), outcome with footnote marks (`Success`, `Failure[b]`, `Partial success[a]`, `Operational`)',
  load: `SELECT Mission AS mission, strptime("Launch date", '%d %B %Y')::DATE AS launch_date,
      Operator AS operator, Nation AS nation, "Type" AS type,
      regexp_replace(Outcome, '\\[[a-z]\\]', '', 'g') AS outcome
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many mars missions failed', 'filtered', `SELECT count(*) FROM t WHERE outcome = 'Failure'`],
    ['how many are still operational', 'filtered', `SELECT count(*) FROM t WHERE outcome = 'Operational'`],
    ['which ones', 'follow-up', `SELECT mission FROM t WHERE outcome = 'Operational'`],
    [
      'first succesful mission to mars',
      'argmax',
      `SELECT mission FROM t WHERE outcome = 'Success' ORDER BY launch_date LIMIT 1`,
    ],
    ['how many rovers', 'filtered', `SELECT count(*) FROM t WHERE lower(type) LIKE '%rover%'`],
    [
      'which country sent the most missions',
      'argmax',
      `SELECT nation FROM t GROUP BY nation ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'nasa success rate',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE outcome IN ('Success', 'Operational')) / count(*) FROM t WHERE operator = 'NASA'`,
    ],
    ['how many soviet missions', 'filtered', `SELECT count(*) FROM t WHERE nation = 'Soviet Union'`],
    [
      'how many of those failed completely',
      'follow-up',
      `SELECT count(*) FROM t WHERE nation = 'Soviet Union' AND outcome = 'Failure'`,
    ],
    ['when was curiosity launched', 'lookup', `SELECT launch_date FROM t WHERE mission = 'Curiosity'`],
    ['which missions launched in 2020', 'filtered', `SELECT mission FROM t WHERE year(launch_date) = 2020`],
    [
      'how many missions in the 90s',
      'filtered',
      `SELECT count(*) FROM t WHERE year(launch_date) BETWEEN 1990 AND 1999`,
    ],
    [
      'and how many of them failed',
      'follow-up',
      `SELECT count(*) FROM t WHERE year(launch_date) BETWEEN 1990 AND 1999 AND outcome = 'Failure'`,
    ],
    ['which mission did india send', 'lookup', `SELECT mission FROM t WHERE nation = 'India'`],
    [
      'longest gap between two launches',
      'argmax',
      `SELECT prev_mission, mission FROM (SELECT mission, lag(mission) OVER (ORDER BY launch_date) AS prev_mission, launch_date - lag(launch_date) OVER (ORDER BY launch_date) AS gap FROM t) WHERE gap IS NOT NULL ORDER BY gap DESC LIMIT 1`,
    ],
    [
      'how many days after spirit did opportunity launch',
      'compare',
      `SELECT (SELECT launch_date FROM t WHERE mission = 'Opportunity') - (SELECT launch_date FROM t WHERE mission = 'Spirit')`,
    ],
    ['how many differnt nations have sent missions', 'aggregate', `SELECT count(DISTINCT nation) FROM t`],
    [
      'which missions with a lander failed',
      'filtered',
      `SELECT mission FROM t WHERE lower(type) LIKE '%lander%' AND outcome = 'Failure'`,
    ],
    ['how many flybys', 'filtered', `SELECT count(*) FROM t WHERE type = 'Flyby'`],
    [
      'what percent of missions were orbiters only',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE type = 'Orbiter') / count(*) FROM t`,
    ],
    [
      'most recent failure',
      'argmax',
      `SELECT mission FROM t WHERE outcome = 'Failure' ORDER BY launch_date DESC LIMIT 1`,
    ],
    ['what type of mission was phoenix', 'lookup', `SELECT type FROM t WHERE mission = 'Phoenix'`],
    [
      'how many missions has esa been involved in',
      'filtered',
      `SELECT count(*) FROM t WHERE operator LIKE '%ESA%'`,
    ],
    ['how much did curiosity cost', 'clarify', null],
    ['when did perseverance land', 'clarify', null],
  ],
});
