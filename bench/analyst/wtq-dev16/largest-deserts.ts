import { table } from '../spec';

export default table({
  name: 'largest_deserts',
  file: 'largest_deserts.csv',
  domain:
    "the world's largest deserts: rank, desert (`Great Australian Desert[a]`, `Sahara`, `Colorado Plateau`), type (`Polar ice and tundra`, `Subtropical`, `Cold winter`, `Cool coastal`), area in km² `14,200,000` and in square miles `5,483,000`, location as countries or regions listed in one cell (`Alaska, Canada, Finland, …`, `Chile, Peru[b]`)",
  load: `SELECT Rank::INTEGER AS rank,
      regexp_replace(Desert, '\\[[a-z]\\]$', '') AS desert,
      Type AS desert_type,
      replace("Area (km²)", ',', '')::BIGINT AS area_km2,
      replace("Area (sq mi)", ',', '')::BIGINT AS area_sq_mi,
      regexp_replace(Location, '\\[[a-z]\\]$', '') AS location,
      len(string_split(regexp_replace(Location, '\\[[a-z]\\]$', ''), ', ')) AS n_places
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['largest desert', 'argmax', `SELECT desert FROM t ORDER BY area_km2 DESC LIMIT 1`],
    [
      'largest hot desert',
      'argmax',
      `SELECT desert FROM t WHERE desert_type = 'Subtropical' ORDER BY area_km2 DESC LIMIT 1`,
    ],
    ['how big is the gobi in sq mi', 'lookup', `SELECT area_sq_mi FROM t WHERE desert = 'Gobi Desert'`],
    [
      'how many deserts are in the united states',
      'filtered',
      `SELECT count(*) FROM t WHERE location LIKE '%United States%'`,
    ],
    ['how many subtropical deserts', 'filtered', `SELECT count(*) FROM t WHERE desert_type = 'Subtropical'`],
    [
      'which desert covers the most countries',
      'argmax',
      `SELECT desert FROM t ORDER BY n_places DESC LIMIT 1`,
    ],
    [
      'total area of the cold winter deserts',
      'filtered',
      `SELECT sum(area_km2) FROM t WHERE desert_type = 'Cold winter'`,
    ],
    [
      'how much bigger is the sahara then the arabian desert',
      'compare',
      `SELECT max(area_km2) FILTER (WHERE desert = 'Sahara') - max(area_km2) FILTER (WHERE desert = 'Arabian Desert') FROM t`,
    ],
    [
      'what type of desert is the atacama',
      'lookup',
      `SELECT desert_type FROM t WHERE desert = 'Atacama Desert'`,
    ],
    [
      'which desert is ranked just after the kalahari',
      'lookup',
      `SELECT desert FROM t WHERE rank = (SELECT rank FROM t WHERE desert = 'Kalahari Desert') + 1`,
    ],
    [
      'how many deserts are in australia',
      'filtered',
      `SELECT count(*) FROM t WHERE location LIKE '%Australia%'`,
    ],
    ['smallest desert on the list', 'argmax', `SELECT desert FROM t ORDER BY area_km2 LIMIT 1`],
    [
      'what % of the total area is the 2 polar deserts',
      'share',
      `SELECT 100.0 * sum(area_km2) FILTER (WHERE desert_type = 'Polar ice and tundra') / sum(area_km2) FROM t`,
    ],
    ['which deserts are in china', 'filtered', `SELECT desert FROM t WHERE location LIKE '%China%'`],
    [
      'avg area of the subtropical deserts',
      'filtered',
      `SELECT avg(area_km2) FROM t WHERE desert_type = 'Subtropical'`,
    ],
    [
      'how many deserts are bigger than 1 million km2',
      'filtered',
      `SELECT count(*) FROM t WHERE area_km2 > 1000000`,
    ],
    [
      'which countries does the kalahari cover',
      'lookup',
      `SELECT unnest(string_split(location, ', ')) FROM t WHERE desert = 'Kalahari Desert'`,
    ],
    ['area of the thar desert', 'lookup', `SELECT area_km2 FROM t WHERE desert = 'Thar Desert'`],
    ['how many deserts span more than one country', 'filtered', `SELECT count(*) FROM t WHERE n_places > 1`],
    [
      'top 3 deserts by area not counting the polar ones',
      'top-n',
      `SELECT desert FROM t WHERE desert_type <> 'Polar ice and tundra' ORDER BY area_km2 DESC LIMIT 3`,
    ],
    [
      'is the sonoran bigger than the chihuahuan',
      'compare',
      `SELECT max(area_km2) FILTER (WHERE desert = 'Sonoran Desert'), max(area_km2) FILTER (WHERE desert = 'Chihuahuan Desert') FROM t`,
    ],
    [
      'which type of desert has the largest total area',
      'group-by',
      `SELECT desert_type FROM t GROUP BY desert_type ORDER BY sum(area_km2) DESC LIMIT 1`,
    ],
    ['how many deserts of each type', 'group-by', `SELECT desert_type, count(*) FROM t GROUP BY desert_type`],
    ['which desert is the hottest', 'clarify', null],
    ['how much rain does the atacama get a year', 'clarify', null],
  ],
});
