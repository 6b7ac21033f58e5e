import { table } from '../spec';

export default table({
  name: 'canadian_provinces',
  file: 'canadian_provinces.csv',
  domain:
    'a country\'s provinces and territories (Canada): name (`Quebec[a]`), capital, largest city, date it entered Confederation (`July 1, 1867`), population 2021 (`"14,223,942"`), `Area (km²)[c]`, density, seats in the House of Commons, type (`Province` / `Territory`); a **Total** row last',
  load: `SELECT regexp_replace("Province / territory", '\\[[a-z]\\]', '') AS province,
      Capital AS capital,
      "Largest city" AS largest_city,
      strptime("Entered Confederation", '%B %d, %Y')::DATE AS entered_confederation,
      replace("Population (2021)", ',', '')::BIGINT AS population,
      replace("Area (km²)[c]", ',', '')::BIGINT AS area_km2,
      "Density (/km²)"::DOUBLE AS density_per_km2,
      "Seats in House of Commons"::INTEGER AS seats,
      Type AS type
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE "Province / territory" <> 'Total'`,
  questions: [
    ['whats the capital of saskatchewan', 'lookup', `SELECT capital FROM t WHERE province = 'Saskatchewan'`],
    [
      'which province has the biggest population',
      'argmax',
      `SELECT province FROM t ORDER BY population DESC LIMIT 1`,
    ],
    [
      'which province or territory is largest by area',
      'argmax',
      `SELECT province FROM t ORDER BY area_km2 DESC LIMIT 1`,
    ],
    [
      'how many joined confederation in 1867',
      'calendar',
      `SELECT count(*) FROM t WHERE year(entered_confederation) = 1867`,
    ],
    [
      'total population of the territories',
      'filtered',
      `SELECT sum(population) FROM t WHERE type = 'Territory'`,
    ],
    ['how many seats does bc have', 'lookup', `SELECT seats FROM t WHERE province = 'British Columbia'`],
    [
      "which provinces' capital isnt their largest city",
      'filtered',
      `SELECT province FROM t WHERE capital <> largest_city`,
    ],
    [
      'which was the last to join confederation',
      'argmax',
      `SELECT province FROM t ORDER BY entered_confederation DESC LIMIT 1`,
    ],
    [
      'when did newfoundland join',
      'lookup',
      `SELECT entered_confederation FROM t WHERE province = 'Newfoundland and Labrador'`,
    ],
    [
      'population density of pei',
      'lookup',
      `SELECT density_per_km2 FROM t WHERE province = 'Prince Edward Island'`,
    ],
    [
      'combined population of alberta, sask and manitoba',
      'filtered',
      `SELECT sum(population) FROM t WHERE province IN ('Alberta', 'Saskatchewan', 'Manitoba')`,
    ],
    [
      'what % of canadians live in ontario',
      'share',
      `SELECT 100.0 * sum(population) FILTER (WHERE province = 'Ontario') / sum(population) FROM t`,
    ],
    ['top 3 provinces by seats', 'top-n', `SELECT province FROM t ORDER BY seats DESC LIMIT 3`],
    [
      'how many more seats does ontario have than quebec',
      'compare',
      `SELECT (SELECT seats FROM t WHERE province = 'Ontario') - (SELECT seats FROM t WHERE province = 'Quebec')`,
    ],
    [
      'which has more people, alberta or bc',
      'compare',
      `SELECT 'British Columbia', (SELECT population FROM t WHERE province = 'British Columbia'), (SELECT population FROM t WHERE province = 'Alberta')`,
    ],
    ['smallest province by area', 'argmax', `SELECT province FROM t ORDER BY area_km2 LIMIT 1`],
    [
      'average population of the ten provinces',
      'filtered',
      `SELECT avg(population) FROM t WHERE type = 'Province'`,
    ],
    [
      'how many joined in the 1800s',
      'calendar',
      `SELECT count(*) FROM t WHERE year(entered_confederation) BETWEEN 1800 AND 1899`,
    ],
    ['least densely populated', 'argmax', `SELECT province FROM t ORDER BY density_per_km2 LIMIT 1`],
    [
      'correlation between population and number of seats',
      'correlation',
      `SELECT corr(population, seats) FROM t`,
    ],
    ['total area in km2', 'aggregate', `SELECT sum(area_km2) FROM t`],
    [
      'which joined on the same day as manitoba',
      'lookup',
      `SELECT province FROM t WHERE entered_confederation = (SELECT entered_confederation FROM t WHERE province = 'Manitoba') AND province <> 'Manitoba'`,
    ],
    [
      'how many seats do the territories have altogether',
      'filtered',
      `SELECT sum(seats) FROM t WHERE type = 'Territory'`,
    ],
    ['largest city in nova scotia?', 'lookup', `SELECT largest_city FROM t WHERE province = 'Nova Scotia'`],
    [
      'how many people per seat in alberta',
      'lookup',
      `SELECT population / seats FROM t WHERE province = 'Alberta'`,
    ],
    ["what's quebec's gdp", 'clarify', null],
    ['which province is the biggest', 'clarify', null],
  ],
});
