import { table } from '../spec';

/** One region's value for one source, as a scalar subquery. */
const v = (continent: string, source: string) =>
  `(SELECT "Value" FROM t WHERE Continent = '${continent}' AND Source = '${source}')`;

/** Each region with its six sources side by side (sums of the values, never Continent_total). */
const WIDE = `(SELECT Continent,
    max("Value") FILTER (WHERE Source = 'Coal') AS coal, max("Value") FILTER (WHERE Source = 'Oil') AS oil,
    max("Value") FILTER (WHERE Source = 'Gas') AS gas, max("Value") FILTER (WHERE Source = 'Nuclear') AS nuclear,
    max("Value") FILTER (WHERE Source = 'Hydroelectric') AS hydro, max("Value") FILTER (WHERE Source = 'Renewable') AS renewable,
    sum("Value") AS total
  FROM t GROUP BY Continent)`;

export default table({
  name: 'world_energy',
  file: 'energy_circles.dat',
  domain:
    'Energy by world region and source, gnuplot\'s demo data for pie charts on a map (Debian gnuplot-doc): a tab-separated long table, one row per region and source, whose header line starts with a comment mark `#Latitude`, then `Longitude`, `Continent`, `Source`, `Color_index`, `Angle_start_at`, `Angle`, `Value`, `Continent_total`, and two empty lines at the end; 8 regions in capitals, quoted when they hold spaces (`"ASIA (EXCL. MIDDLE EAST)"`, `"C. AMERICA & CARIBBEAN"`, `"MIDDLE EAST & N. AFRICA"`, `"SUB-SAHARAN AFRICA"`, `EUROPE`, `OCEANIA`), 6 sources (`Coal`, `Oil`, `Gas`, `Nuclear`, `Hydroelectric`, `Renewable`), a map position per region, plotting columns (`Color_index` 0–5, `Angle_start_at`, `Angle` in degrees of the pie), the `Value` and the region\'s `Continent_total` repeated on its six rows; the year and the unit are not stated anywhere (the numbers are of the size of thousand tonnes of oil equivalent), and `Continent_total` does not equal the sum of the six values for any region (off by 1 to 17 for four regions, by 2,811 to 14,006 for Asia, North America, Europe and Oceania); two values are 0 (nuclear in the Middle East & North Africa and in Oceania)',
  load: `SELECT CAST("#Latitude" AS DOUBLE) AS Latitude, CAST(Longitude AS DOUBLE) AS Longitude, Continent, Source,
      CAST(Color_index AS INTEGER) AS Color_index, CAST(Angle_start_at AS DOUBLE) AS Angle_start_at,
      CAST(Angle AS DOUBLE) AS Angle, CAST("Value" AS BIGINT) AS "Value", CAST(Continent_total AS BIGINT) AS Continent_total
    FROM read_csv('{file}', delim = '\\t', header = true, quote = '"', all_varchar = true)
    WHERE Continent IS NOT NULL`,
  questions: [
    [
      'which region uses the most coal',
      'argmax',
      `SELECT Continent FROM t WHERE Source = 'Coal' ORDER BY "Value" DESC LIMIT 1`,
    ],
    ['total oil across all regions', 'aggregate', `SELECT sum("Value") FROM t WHERE Source = 'Oil'`],
    [
      'world total per energy source',
      'group-by',
      `SELECT Source, sum("Value") FROM t GROUP BY Source ORDER BY Source`,
    ],
    [
      'biggest source worldwide?',
      'argmax',
      `SELECT Source FROM t GROUP BY Source ORDER BY sum("Value") DESC LIMIT 1`,
    ],
    ['europe nuclear', 'lookup', `SELECT "Value" FROM t WHERE Continent = 'EUROPE' AND Source = 'Nuclear'`],
    [
      "renewables as a % of sub-saharan africa's mix",
      'share',
      `SELECT 100.0 * sum("Value") FILTER (WHERE Source = 'Renewable') / sum("Value") FROM t WHERE Continent = 'SUB-SAHARAN AFRICA'`,
    ],
    [
      "what % of the world's nuclear is in europe",
      'share',
      `SELECT 100.0 * sum("Value") FILTER (WHERE Continent = 'EUROPE') / sum("Value") FROM t WHERE Source = 'Nuclear'`,
    ],
    [
      'regions with no nuclear at all',
      'filtered',
      `SELECT Continent FROM t WHERE Source = 'Nuclear' AND "Value" = 0 ORDER BY Continent`,
    ],
    [
      'how many regions produce more gas than oil',
      'filtered',
      `SELECT count(*) FROM ${WIDE} WHERE gas > oil`,
    ],
    [
      'north america vs europe gas',
      'compare',
      `SELECT ${v('NORTH AMERICA', 'Gas')} AS north_america, ${v('EUROPE', 'Gas')} AS europe`,
    ],
    [
      'top 3 regions by total energy',
      'top-n',
      `SELECT Continent FROM t GROUP BY Continent ORDER BY sum("Value") DESC LIMIT 3`,
    ],
    [
      'rank the sources for oceania',
      'top-n',
      `SELECT Source, "Value" FROM t WHERE Continent = 'OCEANIA' ORDER BY "Value" DESC`,
    ],
    [
      'which regions have a continent_total more than 1000 off from the sum of their sources',
      'filtered',
      `SELECT Continent FROM t GROUP BY Continent HAVING abs(any_value(Continent_total) - sum("Value")) > 1000 ORDER BY Continent`,
    ],
    [
      'what total does the file give for oceania',
      'lookup',
      `SELECT DISTINCT Continent_total FROM t WHERE Continent = 'OCEANIA'`,
    ],
    [
      'and what do its six sources actually add up to',
      'follow-up',
      `SELECT sum("Value") FROM t WHERE Continent = 'OCEANIA'`,
    ],
    [
      'coal share of the world total',
      'share',
      `SELECT 100.0 * sum("Value") FILTER (WHERE Source = 'Coal') / sum("Value") FROM t`,
    ],
    [
      'correlation between coal and renewables across the regions',
      'correlation',
      `SELECT corr(coal, renewable) FROM ${WIDE}`,
    ],
    ['corr oil vs gas by region', 'correlation', `SELECT corr(oil, gas) FROM ${WIDE}`],
    [
      'which region gets the largest share of its own energy from renewables',
      'argmax',
      `SELECT Continent FROM ${WIDE} ORDER BY renewable / total DESC LIMIT 1`,
    ],
    [
      'fossil fuels (coal+oil+gas) total for asia',
      'filtered',
      `SELECT sum("Value") FROM t WHERE Continent = 'ASIA (EXCL. MIDDLE EAST)' AND Source IN ('Coal', 'Oil', 'Gas')`,
    ],
    ['any zero values in the data?', 'missing', `SELECT count(*) FROM t WHERE "Value" = 0`],
    [
      'which region is furthest south',
      'argmax',
      `SELECT DISTINCT Continent FROM t WHERE Latitude = (SELECT min(Latitude) FROM t)`,
    ],
    [
      'smallest region overall by the sum of its sources',
      'argmax',
      `SELECT Continent FROM t GROUP BY Continent ORDER BY sum("Value") ASC LIMIT 1`,
    ],
    [
      'asia minus europe in renewables',
      'compare',
      `SELECT ${v('ASIA (EXCL. MIDDLE EAST)', 'Renewable')} - ${v('EUROPE', 'Renewable')}`,
    ],
    [
      'hydro south america vs europe',
      'compare',
      `SELECT ${v('SOUTH AMERICA', 'Hydroelectric')} AS south_america, ${v('EUROPE', 'Hydroelectric')} AS europe`,
    ],
    [
      'middle east & n africa oil as a share of world oil',
      'share',
      `SELECT 100.0 * sum("Value") FILTER (WHERE Continent = 'MIDDLE EAST & N. AFRICA') / sum("Value") FROM t WHERE Source = 'Oil'`,
    ],
    ['what year are these numbers for', 'clarify', null],
    ['how many TWh of hydro does south america make', 'clarify', null],
  ],
});
