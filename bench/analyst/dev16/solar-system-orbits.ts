import { table } from '../spec';

export default table({
  name: 'solar_system_orbits',
  file: 'orbital_elements.dat',
  domain:
    "Orbital elements of solar-system bodies from JPL's Solar System Dynamics site, gnuplot's demo data: one tab-separated text file in four blocks, each behind `#` comment lines with its own header, separated by two empty lines — 9 major planets (`Name a e I arg.peri. long.node. L`, with a second header line of units `AU rad deg deg deg deg`, Pluto included), 20 minor planets named `(1)Ceres` … `(20)Massalia` (semi-major axis, eccentricity, inclination, argument of perihelion, node, mean anomaly, absolute magnitude H, slope G, a reference such as ` JPL 26`), 20 periodic comets (`1P/Halley` … `20D/Westphal`, with the time of perihelion passage written as a number `19860205.89532` = yyyymmdd.fraction) and 20 distant small bodies named like ` (2060) Chiron - 1977 UB` or ` (48639) - 1995 TL8`; semi-major axes in AU, angles in degrees",
  load: `WITH raw AS (
      SELECT unnest(string_split(content, chr(10))) AS line, unnest(range(1, len(string_split(content, chr(10))) + 1)) AS n
      FROM read_text('{file}')
    ), tagged AS (
      SELECT n, line, last_value(CASE WHEN line LIKE '# Keplerian%' THEN 'major planets' WHEN line LIKE '# Minor planets%' THEN 'minor planets'
          WHEN line LIKE '# Comets%' THEN 'comets' WHEN line LIKE '# Distant%' THEN 'distant small bodies' END IGNORE NULLS) OVER (ORDER BY n) AS section
      FROM raw
    ), rows AS (
      SELECT n, section, string_split(line, chr(9)) AS f FROM tagged WHERE trim(line) <> '' AND NOT starts_with(line, '#')
    )
    SELECT section,
      CASE section
        WHEN 'minor planets' THEN regexp_replace(f[1], '^\\(\\d+\\)', '')
        WHEN 'distant small bodies' THEN CASE WHEN regexp_matches(f[1], '\\) [A-Za-z]') THEN trim(regexp_extract(f[1], '\\) ([A-Za-z]+) -', 1)) ELSE trim(regexp_extract(f[1], '- (.*)$', 1)) END
        ELSE trim(f[1]) END AS name,
      trim(f[1]) AS name_in_file,
      CAST(f[2] AS DOUBLE) AS a_au, CAST(f[3] AS DOUBLE) AS e, CAST(f[4] AS DOUBLE) AS i_deg,
      CAST(f[5] AS DOUBLE) AS arg_peri_deg, CAST(f[6] AS DOUBLE) AS node_deg,
      CASE WHEN section = 'minor planets' THEN CAST(f[8] AS DOUBLE) END AS h_mag,
      CASE WHEN section = 'comets' THEN strptime(split_part(f[7], '.', 1), '%Y%m%d')::DATE END AS perihelion_date
    FROM rows ORDER BY n`,
  questions: [
    ['how many objects are in the file', 'aggregate', `SELECT count(*) FROM t`],
    ['how many comets', 'filtered', `SELECT count(*) FROM t WHERE section = 'comets'`],
    [
      'which planet has the most eccentric orbit',
      'argmax',
      `SELECT name FROM t WHERE section = 'major planets' ORDER BY e DESC LIMIT 1`,
    ],
    [
      'not counting pluto?',
      'follow-up',
      `SELECT name FROM t WHERE section = 'major planets' AND name <> 'Pluto' ORDER BY e DESC LIMIT 1`,
    ],
    [
      'avg semi major axis of the asteroids in AU',
      'filtered',
      `SELECT avg(a_au) FROM t WHERE section = 'minor planets'`,
    ],
    [
      'most inclined comet',
      'argmax',
      `SELECT name FROM t WHERE section = 'comets' ORDER BY i_deg DESC LIMIT 1`,
    ],
    ['whats its inclination', 'follow-up', `SELECT max(i_deg) FROM t WHERE section = 'comets'`],
    [
      'top 5 asteroids by inclination',
      'top-n',
      `SELECT name, i_deg FROM t WHERE section = 'minor planets' ORDER BY i_deg DESC LIMIT 5`,
    ],
    ["what's mars's semi-major axis", 'lookup', `SELECT a_au FROM t WHERE name = 'Mars'`],
    ['in km?', 'follow-up', `SELECT a_au * 149597870.7 FROM t WHERE name = 'Mars'`],
    [
      'avg eccentricity for each group (planets, asteroids, comets, distant ones)',
      'group-by',
      `SELECT section, avg(e) FROM t GROUP BY section ORDER BY section`,
    ],
    [
      "halley's orbital period in years (a^1.5)",
      'lookup',
      `SELECT power(a_au, 1.5) FROM t WHERE name = '1P/Halley'`,
    ],
    [
      'perihelion distance of encke, a*(1-e)',
      'lookup',
      `SELECT a_au * (1 - e) FROM t WHERE name = '2P/Encke'`,
    ],
    ['how many objects have e above 0.5', 'filtered', `SELECT count(*) FROM t WHERE e > 0.5`],
    [
      'which distant body has the biggest orbit',
      'argmax',
      `SELECT name FROM t WHERE section = 'distant small bodies' ORDER BY a_au DESC LIMIT 1`,
    ],
    [
      'brightest asteroid (lowest H)',
      'argmax',
      `SELECT name FROM t WHERE section = 'minor planets' ORDER BY h_mag ASC LIMIT 1`,
    ],
    [
      'comet with the smallest orbit',
      'argmax',
      `SELECT name FROM t WHERE section = 'comets' ORDER BY a_au ASC LIMIT 1`,
    ],
    [
      'how many comets passed perihelion in the 1990s',
      'calendar',
      `SELECT count(*) FROM t WHERE section = 'comets' AND year(perihelion_date) BETWEEN 1990 AND 1999`,
    ],
    [
      'which comet has the earliest perihelion date',
      'calendar',
      `SELECT name FROM t WHERE section = 'comets' ORDER BY perihelion_date ASC LIMIT 1`,
    ],
    [
      'avg inclination of the 8 planets (no pluto)',
      'filtered',
      `SELECT avg(i_deg) FROM t WHERE section = 'major planets' AND name <> 'Pluto'`,
    ],
    ['corr between a and e over all objects', 'correlation', `SELECT corr(a_au, e) FROM t`],
    [
      'corr of H vs semi major axis for the asteroids',
      'correlation',
      `SELECT corr(h_mag, a_au) FROM t WHERE section = 'minor planets'`,
    ],
    ['how many objects have no H magnitude', 'missing', `SELECT count(*) FROM t WHERE h_mag IS NULL`],
    ['mass of jupiter?', 'clarify', null],
    ['how big is ceres (diameter)', 'clarify', null],
    [
      "how many times bigger is neptune's orbit than earth's",
      'compare',
      `SELECT max(a_au) FILTER (WHERE name = 'Neptune') / max(a_au) FILTER (WHERE name = 'Earth') FROM t`,
    ],
    [
      'how many objects orbit beyond neptune',
      'filtered',
      `SELECT count(*) FROM t WHERE a_au > (SELECT a_au FROM t WHERE name = 'Neptune')`,
    ],
    [
      'avg a of the minor planets vs the distant bodies',
      'compare',
      `SELECT avg(a_au) FILTER (WHERE section = 'minor planets'), avg(a_au) FILTER (WHERE section = 'distant small bodies') FROM t`,
    ],
  ],
});
