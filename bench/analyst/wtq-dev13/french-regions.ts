import { table } from '../spec';

export default table({
  name: 'french_regions',
  file: 'french_regions.csv',
  domain:
    "a country's 18 regions and a `Total` row: region (`Corsica[b]`, `Mayotte[c]`, accents and hyphens: `Île-de-France`, `Provence-Alpes-Côte d'Azur`), prefecture, largest city, type `Metropolitan` / `Overseas`, the former regions merged in 2016 listed in one cell (`Alsace, Champagne-Ardenne, Lorraine`, `—` for unchanged), departments (`12[a]`), area `69,711 km²`, `Population (2021)` `8,114,361`, density `116/km²`; the Total row has `—` in its text cells",
  load: `SELECT regexp_replace(Region, '\\[[a-z]\\]', '', 'g') AS region, Prefecture AS prefecture,
      "Largest city" AS largest_city, Type AS type,
      nullif("Formed from (2016)", '—') AS formed_from,
      CASE WHEN "Formed from (2016)" = '—' THEN 0 ELSE len(string_split("Formed from (2016)", ', ')) END AS former_regions,
      regexp_replace(Departments, '\\[[a-z]\\]', '', 'g')::INTEGER AS departments,
      replace(replace(Area, ' km²', ''), ',', '')::INTEGER AS area_km2,
      replace("Population (2021)", ',', '')::INTEGER AS population,
      replace(replace(Density, '/km²', ''), ',', '')::INTEGER AS density_per_km2
    FROM read_csv('{file}', header = true, all_varchar = true)
    WHERE Region <> 'Total'`,
  questions: [
    ['total populaton of france', 'aggregate', `SELECT sum(population) FROM t`],
    ['most populous region', 'argmax', `SELECT region FROM t ORDER BY population DESC LIMIT 1`],
    ['biggest region by area', 'argmax', `SELECT region FROM t ORDER BY area_km2 DESC LIMIT 1`],
    ['and the smallest', 'follow-up', `SELECT region FROM t ORDER BY area_km2 ASC LIMIT 1`],
    ['how many overseas regions are there', 'filtered', `SELECT count(*) FROM t WHERE type = 'Overseas'`],
    [
      'what % of people live in the overseas regions',
      'share',
      `SELECT 100.0 * sum(population) FILTER (WHERE type = 'Overseas') / sum(population) FROM t`,
    ],
    ['total area of the overseas ones', 'filtered', `SELECT sum(area_km2) FROM t WHERE type = 'Overseas'`],
    ['population metropolitan vs overseas', 'group-by', `SELECT type, sum(population) FROM t GROUP BY type`],
    [
      'how many regions were created by the 2016 mergers',
      'filtered',
      `SELECT count(*) FROM t WHERE formed_from IS NOT NULL`,
    ],
    ['which ones merged 3 old regions', 'filtered', `SELECT region FROM t WHERE former_regions = 3`],
    [
      'how many regions have nothing under formed from',
      'missing',
      `SELECT count(*) FROM t WHERE formed_from IS NULL`,
    ],
    [
      "regions where the prefecture isn't the largest city",
      'filtered',
      `SELECT region FROM t WHERE prefecture <> largest_city`,
    ],
    ['how many departments in total', 'aggregate', `SELECT sum(departments) FROM t`],
    [
      'which region has the most departments',
      'argmax',
      `SELECT region FROM t ORDER BY departments DESC LIMIT 1`,
    ],
    [
      'whats the capital of hauts de france',
      'lookup',
      `SELECT prefecture FROM t WHERE region = 'Hauts-de-France'`,
    ],
    ['population density of brittany', 'lookup', `SELECT density_per_km2 FROM t WHERE region = 'Brittany'`],
    ['least densely populated region', 'argmax', `SELECT region FROM t ORDER BY density_per_km2 ASC LIMIT 1`],
    ['5 most populous regions', 'top-n', `SELECT region FROM t ORDER BY population DESC LIMIT 5`],
    [
      'how many more people in ile de france than auvergne rhone alpes',
      'compare',
      `SELECT max(population) FILTER (WHERE region = 'Île-de-France') - max(population) FILTER (WHERE region = 'Auvergne-Rhône-Alpes') FROM t`,
    ],
    ['regions with over 5 million people', 'filtered', `SELECT region FROM t WHERE population > 5000000`],
    ['and under 1 million?', 'follow-up', `SELECT region FROM t WHERE population < 1000000`],
    ['median region population', 'aggregate', `SELECT median(population) FROM t`],
    ['correlation between area and population', 'correlation', `SELECT corr(area_km2, population) FROM t`],
    ['which region has the highest unemployment', 'clarify', null],
    ['what is the gdp of occitania', 'clarify', null],
  ],
});
