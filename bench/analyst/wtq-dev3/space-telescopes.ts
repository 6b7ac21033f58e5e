import { table } from '../spec';

export default table({
  name: 'space_telescopes',
  file: 'space_telescopes.csv',
  domain: 'astronomy (space telescopes: joint agencies "NASA / ESA", launch dates written out, mirror sizes "2.4 m" or "—", status "Ended (2013)")',
  load: `SELECT row_number() OVER () AS rn, "Name" AS name, "Agency" AS agency,
      strptime("Launch date", '%d %B %Y')::DATE AS launched, "Band" AS band,
      TRY_CAST(regexp_extract("Mirror", '^([0-9.]+) m', 1) AS DOUBLE) AS mirror_m, "Orbit" AS orbit, "Status" AS status,
      TRY_CAST(regexp_extract("Status", '\\(([0-9]{4})\\)', 1) AS INTEGER) AS ended
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which telescope has the largest mirror?', 'argmax', `SELECT name FROM t ORDER BY mirror_m DESC NULLS LAST LIMIT 1`],
    ['when was hubble launched?', 'lookup', `SELECT launched FROM t WHERE name = 'Hubble Space Telescope'`],
    ['and webb?', 'follow-up', `SELECT launched FROM t WHERE name = 'James Webb Space Telescope'`],
    ['how many telescopes are still active', 'filtered', `SELECT count(*) FROM t WHERE status = 'Active'`],
    ['how many telescopes are at l2?', 'filtered', `SELECT count(*) FROM t WHERE orbit = 'Sun–Earth L2'`],
    ['what was launched after chandra?', 'lookup', `SELECT name FROM t WHERE rn = (SELECT rn FROM t WHERE name = 'Chandra X-ray Observatory') + 1`],
    ['how many telescopes is esa involved in?', 'filtered', `SELECT count(*) FROM t WHERE agency LIKE '%ESA%'`],
    ['which two telescopes were launched on the same day?', 'filtered', `SELECT name FROM t WHERE launched IN (SELECT launched FROM t GROUP BY launched HAVING count(*) > 1)`],
    ['what is the mirror diameter of spitzer?', 'lookup', `SELECT mirror_m FROM t WHERE name = 'Spitzer Space Telescope'`],
    ['how many x-ray telescopes are listed?', 'filtered', `SELECT count(*) FROM t WHERE band LIKE '%X-ray%'`],
    ['which telescope was the first to end its mission?', 'argmax', `SELECT name FROM t WHERE ended IS NOT NULL ORDER BY ended LIMIT 1`],
    ['how many years did kepler operate?', 'compare', `SELECT ended - year(launched) FROM t WHERE name = 'Kepler'`],
    ['how many telescopes were launched in the 2000s?', 'filtered', `SELECT count(*) FROM t WHERE year(launched) BETWEEN 2000 AND 2009`],
    ["which is bigger, herschel's mirror or hubble's?", 'compare', `SELECT name FROM t WHERE name IN ('Herschel Space Observatory', 'Hubble Space Telescope') ORDER BY mirror_m DESC LIMIT 1`],
    ['what was the last telescope launched', 'lookup', `SELECT name FROM t ORDER BY launched DESC LIMIT 1`],
    ['what band does nustar observe in?', 'lookup', `SELECT band FROM t WHERE name = 'NuSTAR'`],
    ['how much did jwst cost?', 'clarify', null],
    ['what is the average mirror size of the telescopes launched by nasa alone?', 'aggregate', `SELECT avg(mirror_m) FROM t WHERE agency = 'NASA'`],
  ],
});
