import { table } from '../spec';

export default table({
  name: 'deep_space_probes',
  file: 'deep_space_probes.csv',
  domain:
    'robotic probes sent beyond the Moon and Mars 1972–2024 (to the outer planets, Mercury, Venus, comets and asteroids): spacecraft, agency (`NASA`, `ESA / JAXA`, `NASA / ESA / ASI`), launch date `3 March 1972`, launch vehicle, targets listed in one cell (`Jupiter, Saturn, Uranus, Neptune`), mission type (`Orbiter, lander`, `Sample return`), status (`Active`, `En route`, `Ended (2017)`, `Contact lost (2003)`), notes (`—` for none)',
  load: `SELECT Spacecraft AS spacecraft, Agency AS agency,
      len(string_split(Agency, ' / ')) AS n_agencies,
      strptime("Launch date", '%d %B %Y')::DATE AS launch_date,
      "Launch vehicle" AS launch_vehicle,
      regexp_replace("Target(s)", '\\[[a-z]\\]', '', 'g') AS targets,
      "Mission type" AS mission_type,
      CASE
        WHEN Status LIKE 'Ended%' THEN 'Ended'
        WHEN Status LIKE 'Contact lost%' THEN 'Contact lost'
        ELSE Status
      END AS status,
      NULLIF(regexp_extract(Status, '\\((\\d{4})\\)', 1), '')::INTEGER AS end_year,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'number of launches per decade',
      'group-by',
      `SELECT year(launch_date) // 10 * 10 AS decade, count(*) FROM t GROUP BY decade ORDER BY decade`,
    ],
    ['how many missions involved esa', 'filtered', `SELECT count(*) FROM t WHERE agency LIKE '%ESA%'`],
    ['how many probes went to venus', 'filtered', `SELECT count(*) FROM t WHERE targets LIKE '%Venus%'`],
    ['which was the first probe launched', 'argmax', `SELECT spacecraft FROM t ORDER BY launch_date LIMIT 1`],
    ['most recent launch', 'argmax', `SELECT spacecraft FROM t ORDER BY launch_date DESC LIMIT 1`],
    [
      'how many launched in the 2000s',
      'filtered',
      `SELECT count(*) FROM t WHERE year(launch_date) BETWEEN 2000 AND 2009`,
    ],
    [
      'whcih rocket was used the most',
      'argmax',
      `SELECT launch_vehicle FROM t GROUP BY launch_vehicle ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many sample return missions',
      'filtered',
      `SELECT count(*) FROM t WHERE mission_type = 'Sample return'`,
    ],
    [
      'how many years did cassini last',
      'lookup',
      `SELECT end_year - year(launch_date) FROM t WHERE spacecraft = 'Cassini–Huygens'`,
    ],
    [
      'of the ones that are over, which one lasted the longest',
      'argmax',
      `SELECT spacecraft FROM t WHERE end_year IS NOT NULL ORDER BY end_year - year(launch_date) DESC LIMIT 1`,
    ],
    [
      'what rocket launched new horizons',
      'lookup',
      `SELECT launch_vehicle FROM t WHERE spacecraft = 'New Horizons'`,
    ],
    ['when was rosetta launched', 'lookup', `SELECT launch_date FROM t WHERE spacecraft = 'Rosetta'`],
    ['how many are still active', 'filtered', `SELECT count(*) FROM t WHERE status = 'Active'`],
    ['how many are still on their way', 'filtered', `SELECT count(*) FROM t WHERE status = 'En route'`],
    [
      'which month had the most launches',
      'calendar',
      `SELECT monthname(launch_date) FROM t GROUP BY monthname(launch_date) ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many years after voyager 2 did juno launch',
      'compare',
      `SELECT max(year(launch_date)) FILTER (WHERE spacecraft = 'Juno') - max(year(launch_date)) FILTER (WHERE spacecraft = 'Voyager 2') FROM t`,
    ],
    [
      'how many went up on a space shuttle',
      'filtered',
      `SELECT count(*) FROM t WHERE launch_vehicle LIKE 'Space Shuttle%'`,
    ],
    [
      'which probe launched right after dawn',
      'lookup',
      `SELECT spacecraft FROM t WHERE launch_date > (SELECT launch_date FROM t WHERE spacecraft = 'Dawn') ORDER BY launch_date LIMIT 1`,
    ],
    ['how many launched before 1990', 'filtered', `SELECT count(*) FROM t WHERE year(launch_date) < 1990`],
    [
      'what % of the missions were nasa only',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE agency = 'NASA') / count(*) FROM t`,
    ],
    [
      'how many missions had a lander',
      'filtered',
      `SELECT count(*) FROM t WHERE mission_type LIKE '%lander%'`,
    ],
    ['which probes went to comets', 'filtered', `SELECT spacecraft FROM t WHERE targets LIKE '%Comet%'`],
    [
      'how many probes has jaxa been part of',
      'filtered',
      `SELECT count(*) FROM t WHERE agency LIKE '%JAXA%'`,
    ],
    ['how much did juno cost', 'clarify', null],
    ['how far is voyager 1 from earth right now', 'clarify', null],
  ],
});
