import { table } from '../spec';

/** Per capita GDP of one state in one census year, as a scalar subquery. */
const gdp = (state: string, year: number) =>
  `(SELECT pcgdp FROM t WHERE state = '${state}' AND year = ${year})`;

export default table({
  name: 'mexico_state_gdp',
  file: 'mexico.csv',
  domain:
    'Per capita gross domestic product of Mexico\'s 32 federal entities (31 states and the Distrito Federal) in the census years 1940, 1950, … 2000, shipped with the Python package libpysal as the data of Rey and Sastre Gutiérrez (2010), "Interregional inequality dynamics in Mexico": a wide CSV, one row per entity, `State` written without accents (`Michoacan`, `Nuevo Leon`, `Yucatan`, and `Quertaro` misspelt for Querétaro; `Mexico` is the State of Mexico, not the country), seven value columns `pcgdp1940` … `pcgdp2000` written with three zero decimals (`10384.000`), then five regional classification codes written the same way (`hanson03`, `hanson98`, `esquivel99`, `inegi`, `inegi2`: region numbers 1–7 under schemes from Hanson 2003 and 1998, Esquivel 1999 and INEGI, with no region names in the file); the values are in pesos at constant prices, the base year not stated in the package',
  load: `SELECT state, CAST(substr(decade, 6) AS INTEGER) AS year, CAST(CAST(pcgdp AS DOUBLE) AS INTEGER) AS pcgdp,
      hanson03, hanson98, esquivel99, inegi, inegi2
    FROM (UNPIVOT (
      SELECT "State" AS state,
        CAST(CAST(hanson03 AS DOUBLE) AS INTEGER) AS hanson03, CAST(CAST(hanson98 AS DOUBLE) AS INTEGER) AS hanson98,
        CAST(CAST(esquivel99 AS DOUBLE) AS INTEGER) AS esquivel99, CAST(CAST(inegi AS DOUBLE) AS INTEGER) AS inegi,
        CAST(CAST(inegi2 AS DOUBLE) AS INTEGER) AS inegi2,
        pcgdp1940, pcgdp1950, pcgdp1960, pcgdp1970, pcgdp1980, pcgdp1990, pcgdp2000
      FROM read_csv('{file}', header = true, all_varchar = true)
    ) ON pcgdp1940, pcgdp1950, pcgdp1960, pcgdp1970, pcgdp1980, pcgdp1990, pcgdp2000 INTO NAME decade VALUE pcgdp)`,
  questions: [
    [
      'richest mexican state in 2000 by gdp per capita',
      'argmax',
      `SELECT state FROM t WHERE year = 2000 ORDER BY pcgdp DESC LIMIT 1`,
    ],
    ['and the poorest one?', 'follow-up', `SELECT state FROM t WHERE year = 2000 ORDER BY pcgdp ASC LIMIT 1`],
    ['chiapas per capita gdp 1980', 'lookup', `SELECT pcgdp FROM t WHERE state = 'Chiapas' AND year = 1980`],
    [
      'avg per capita gdp across the states in 1940',
      'aggregate',
      `SELECT avg(pcgdp) FROM t WHERE year = 1940`,
    ],
    ['and in 2000', 'follow-up', `SELECT avg(pcgdp) FROM t WHERE year = 2000`],
    [
      'how many states were above 20,000 in 1990',
      'filtered',
      `SELECT count(*) FROM t WHERE year = 1990 AND pcgdp > 20000`,
    ],
    [
      'top 5 states in 1970',
      'top-n',
      `SELECT state, pcgdp FROM t WHERE year = 1970 ORDER BY pcgdp DESC LIMIT 5`,
    ],
    [
      'which state grew the most in % from 1940 to 2000',
      'argmax',
      `SELECT state FROM t GROUP BY state ORDER BY max(pcgdp) FILTER (WHERE year = 2000) / max(pcgdp) FILTER (WHERE year = 1940) DESC LIMIT 1`,
    ],
    [
      'oaxaca vs nuevo leon in 2000',
      'compare',
      `SELECT ${gdp('Oaxaca', 2000)} AS oaxaca, ${gdp('Nuevo Leon', 2000)} AS nuevo_leon`,
    ],
    [
      'how many times richer was the DF than oaxaca that year',
      'follow-up',
      `SELECT ${gdp('Distrito Federal', 2000)} / ${gdp('Oaxaca', 2000)}`,
    ],
    [
      'campeche per capita gdp by decade',
      'group-by',
      `SELECT year, pcgdp FROM t WHERE state = 'Campeche' ORDER BY year`,
    ],
    [
      'in which census year did campeche peak',
      'calendar',
      `SELECT year FROM t WHERE state = 'Campeche' ORDER BY pcgdp DESC LIMIT 1`,
    ],
    [
      'which decade had the highest average across states',
      'calendar',
      `SELECT year FROM t GROUP BY year ORDER BY avg(pcgdp) DESC LIMIT 1`,
    ],
    ['median state value in 1960?', 'aggregate', `SELECT median(pcgdp) FROM t WHERE year = 1960`],
    [
      'correlation between the 1940 and 2000 values across states',
      'correlation',
      `SELECT corr(a.pcgdp, b.pcgdp) FROM t a JOIN t b ON a.state = b.state WHERE a.year = 1940 AND b.year = 2000`,
    ],
    [
      'corelation of 1980 vs 1990 per capita gdp by state',
      'correlation',
      `SELECT corr(a.pcgdp, b.pcgdp) FROM t a JOIN t b ON a.state = b.state WHERE a.year = 1980 AND b.year = 1990`,
    ],
    [
      'what share of states were under 15k in 2000',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE pcgdp < 15000) / count(*) FROM t WHERE year = 2000`,
    ],
    [
      'avg 2000 value per hanson03 region',
      'group-by',
      `SELECT hanson03, avg(pcgdp) FROM t WHERE year = 2000 GROUP BY hanson03 ORDER BY hanson03`,
    ],
    [
      'which esquivel99 region had the lowest avg in 1940',
      'argmax',
      `SELECT esquivel99 FROM t WHERE year = 1940 GROUP BY esquivel99 ORDER BY avg(pcgdp) ASC LIMIT 1`,
    ],
    ['any blanks in the gdp numbers?', 'missing', `SELECT count(*) FROM t WHERE pcgdp IS NULL`],
    ['how many states in the file', 'aggregate', `SELECT count(DISTINCT state) FROM t`],
    [
      'which states had lower gdp per head in 2000 than in 1990',
      'filtered',
      `SELECT a.state FROM t a JOIN t b ON a.state = b.state WHERE a.year = 2000 AND b.year = 1990 AND a.pcgdp < b.pcgdp ORDER BY a.state`,
    ],
    [
      'tabasco change from 1980 to 1990',
      'compare',
      `SELECT ${gdp('Tabasco', 1990)} - ${gdp('Tabasco', 1980)}`,
    ],
    ['queretaro in 1950', 'lookup', `SELECT pcgdp FROM t WHERE state = 'Quertaro' AND year = 1950`],
    [
      'where did jalisco rank in 2000',
      'top-n',
      `SELECT r FROM (SELECT state, rank() OVER (ORDER BY pcgdp DESC) AS r FROM t WHERE year = 2000) WHERE state = 'Jalisco'`,
    ],
    [
      'gap between the richest and poorest state in 1940',
      'aggregate',
      `SELECT max(pcgdp) - min(pcgdp) FROM t WHERE year = 1940`,
    ],
    [
      'how many states are in inegi region 5',
      'filtered',
      `SELECT count(DISTINCT state) FROM t WHERE inegi = 5`,
    ],
    ["mexico's national gdp per capita in 2000", 'clarify', null],
    ['per capita gdp by state for 2010', 'clarify', null],
  ],
});
