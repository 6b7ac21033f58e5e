import { table } from '../spec';

export default table({
  name: 'largest_moons',
  file: 'largest_moons.csv',
  domain:
    "the Solar System's 28 largest moons by mean diameter: rank, moon, the body it orbits (`Pluto[b]`, `Eris[b]` for dwarf planets), diameter `5,268` km (one `~700`), year discovered and discoverers listed in one cell (`—` for Earth's Moon), notes mostly empty with footnote marks",
  load: `SELECT Rank::INTEGER AS rank, Moon AS moon,
      regexp_replace(Planet, '\\[[a-z]\\]', '', 'g') AS planet,
      Planet LIKE '%[b]%' AS dwarf_planet,
      replace(replace("Mean diameter (km)", ',', ''), '~', '')::INTEGER AS diameter_km,
      TRY_CAST(Discovered AS INTEGER) AS discovered,
      NULLIF("Discoverer(s)", '—') AS discoverers,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'which planet has the most moons on this list',
      'argmax',
      `SELECT planet FROM t GROUP BY planet ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['diameter of titan', 'lookup', `SELECT diameter_km FROM t WHERE moon = 'Titan'`],
    [
      'how many moons did herschel discover',
      'filtered',
      `SELECT count(*) FROM t WHERE discoverers LIKE '%Herschel%'`,
    ],
    ['name them', 'follow-up', `SELECT moon FROM t WHERE discoverers LIKE '%Herschel%'`],
    ['how many moons are over 1000 km across', 'filtered', `SELECT count(*) FROM t WHERE diameter_km > 1000`],
    [
      'biggest moon of uranus',
      'argmax',
      `SELECT moon FROM t WHERE planet = 'Uranus' ORDER BY diameter_km DESC LIMIT 1`,
    ],
    [
      'and neptune?',
      'follow-up',
      `SELECT moon FROM t WHERE planet = 'Neptune' ORDER BY diameter_km DESC LIMIT 1`,
    ],
    [
      'most recently discovered moon',
      'argmax',
      `SELECT moon FROM t WHERE discovered IS NOT NULL ORDER BY discovered DESC LIMIT 1`,
    ],
    [
      'how many were found in the 20th century',
      'filtered',
      `SELECT count(*) FROM t WHERE discovered BETWEEN 1901 AND 2000`,
    ],
    ['which moon has no discovery year', 'missing', `SELECT moon FROM t WHERE discovered IS NULL`],
    [
      'how much bigger is ganymede than our moon',
      'compare',
      `SELECT (SELECT diameter_km FROM t WHERE moon = 'Ganymede') - (SELECT diameter_km FROM t WHERE moon = 'Moon')`,
    ],
    [
      'combined diameter of the 4 galilean moons',
      'filtered',
      `SELECT sum(diameter_km) FROM t WHERE moon IN ('Io', 'Europa', 'Ganymede', 'Callisto')`,
    ],
    ['moons found by voyager 2', 'filtered', `SELECT moon FROM t WHERE discoverers = 'Voyager 2'`],
    [
      'avg diameter of saturns moons here',
      'filtered',
      `SELECT avg(diameter_km) FROM t WHERE planet = 'Saturn'`,
    ],
    [
      'which moon is next smallest after europa',
      'lookup',
      `SELECT moon FROM t WHERE rank = (SELECT rank + 1 FROM t WHERE moon = 'Europa')`,
    ],
    ['which moons orbit dwarf planets', 'filtered', `SELECT moon FROM t WHERE dwarf_planet`],
    [
      'what share of the list orbits saturn',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE planet = 'Saturn') / count(*) FROM t`,
    ],
    [
      'which planet has the largest total moon diameter',
      'group-by',
      `SELECT planet FROM t GROUP BY planet ORDER BY sum(diameter_km) DESC LIMIT 1`,
    ],
    [
      'which planets have more than 3 moons in the list',
      'group-by',
      `SELECT planet FROM t GROUP BY planet HAVING count(*) > 3`,
    ],
    ['which have retrograde orbits', 'filtered', `SELECT moon FROM t WHERE notes = 'Retrograde orbit'`],
    [
      'who discovered larissa',
      'lookup',
      `SELECT unnest(string_split(discoverers, ', ')) FROM t WHERE moon = 'Larissa'`,
    ],
    [
      'how many years after the first jupiter moons was titan found',
      'compare',
      `SELECT (SELECT discovered FROM t WHERE moon = 'Titan') - (SELECT min(discovered) FROM t WHERE planet = 'Jupiter')`,
    ],
    [
      'is size related to discovery year',
      'correlation',
      `SELECT corr(discovered, diameter_km) FROM t WHERE discovered IS NOT NULL`,
    ],
    ['what is the mass of io', 'clarify', null],
    ['how far is europa from jupiter', 'clarify', null],
  ],
});
