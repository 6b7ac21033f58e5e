import { table } from '../spec';

/** Change of a column from the year before. */
const delta = (col: string): string => `${col} - lag(${col}) OVER (ORDER BY YEAR)`;

export default table({
  name: 'copper_market',
  file: 'copper.csv',
  domain:
    "world copper market 1951–1975 (Jeff Gill's GLM data, statsmodels): YEAR, WORLDCONSUMPTION (world copper consumption, 1000 metric tons), COPPERPRICE (constant-dollar copper price), INCOMEINDEX (real per-capita income index, 1970 = 1), ALUMPRICE (aluminium price), INVENTORYINDEX (manufacturer inventory trend), TIME (1–25 time trend)",
  load: `SELECT "YEAR"::INTEGER AS "YEAR", "WORLDCONSUMPTION"::DOUBLE AS "WORLDCONSUMPTION",
      "COPPERPRICE"::DOUBLE AS "COPPERPRICE", "INCOMEINDEX"::DOUBLE AS "INCOMEINDEX", "ALUMPRICE"::DOUBLE AS "ALUMPRICE",
      "INVENTORYINDEX"::DOUBLE AS "INVENTORYINDEX", "TIME"::INTEGER AS "TIME"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['avg copper price', 'aggregate', `SELECT avg(COPPERPRICE) FROM t`],
    ['year copper was most expensive', 'argmax', `SELECT YEAR FROM t ORDER BY COPPERPRICE DESC LIMIT 1`],
    ['and cheapest?', 'follow-up', `SELECT YEAR FROM t ORDER BY COPPERPRICE ASC LIMIT 1`],
    ['world consumption in 1960', 'lookup', `SELECT WORLDCONSUMPTION FROM t WHERE YEAR = 1960`],
    ['how much did consumption grow 1951 to 1975', 'compare', `SELECT (SELECT WORLDCONSUMPTION FROM t WHERE YEAR = 1975) - (SELECT WORLDCONSUMPTION FROM t WHERE YEAR = 1951)`],
    ['corr copper vs aluminium price', 'correlation', `SELECT corr(COPPERPRICE, ALUMPRICE) FROM t`],
    ['correlation of consumption with the income index', 'correlation', `SELECT corr(WORLDCONSUMPTION, INCOMEINDEX) FROM t`],
    ['avg copper price in the 60s', 'calendar', `SELECT avg(COPPERPRICE) FROM t WHERE YEAR BETWEEN 1960 AND 1969`],
    ['and the 50s', 'follow-up', `SELECT avg(COPPERPRICE) FROM t WHERE YEAR BETWEEN 1950 AND 1959`],
    ['how many years did consumption fall vs the year before', 'filtered', `SELECT count(*) FROM (SELECT ${delta('WORLDCONSUMPTION')} AS d FROM t) WHERE d < 0`],
    ['biggest one-year drop in consumption, what year', 'argmax', `SELECT YEAR FROM (SELECT YEAR, ${delta('WORLDCONSUMPTION')} AS d FROM t) WHERE d IS NOT NULL ORDER BY d ASC LIMIT 1`],
    ['top 3 yrs by aluminum price', 'top-n', `SELECT YEAR FROM t ORDER BY ALUMPRICE DESC LIMIT 3`],
    ['total consumption 1970-75', 'filtered', `SELECT sum(WORLDCONSUMPTION) FROM t WHERE YEAR BETWEEN 1970 AND 1975`],
    ['highest inventory index', 'aggregate', `SELECT max(INVENTORYINDEX) FROM t`],
    ['which yr', 'follow-up', `SELECT YEAR FROM t ORDER BY INVENTORYINDEX DESC LIMIT 1`],
    ['in how many years was copper above 40', 'filtered', `SELECT count(*) FROM t WHERE COPPERPRICE > 40`],
    ['copper to aluminium price ratio in 1970', 'lookup', `SELECT COPPERPRICE / ALUMPRICE FROM t WHERE YEAR = 1970`],
    ['avg consumption per decade', 'group-by', `SELECT YEAR // 10 * 10 AS decade, avg(WORLDCONSUMPTION) FROM t GROUP BY decade ORDER BY decade`],
    ['what share of the years had an income index of 1 or more', 'share', `SELECT 100.0 * count(*) FILTER (WHERE INCOMEINDEX >= 1) / count(*) FROM t`],
    ['std dev of the copper price', 'aggregate', `SELECT stddev_samp(COPPERPRICE) FROM t`],
    ['avg alu price 1951-60 vs 1966-75', 'compare', `SELECT avg(ALUMPRICE) FILTER (WHERE YEAR BETWEEN 1951 AND 1960), avg(ALUMPRICE) FILTER (WHERE YEAR BETWEEN 1966 AND 1975) FROM t`],
    ['which year had the largest jump in copper price from the prior year', 'argmax', `SELECT YEAR FROM (SELECT YEAR, ${delta('COPPERPRICE')} AS d FROM t) WHERE d IS NOT NULL ORDER BY d DESC LIMIT 1`],
    ['income index 1973', 'lookup', `SELECT INCOMEINDEX FROM t WHERE YEAR = 1973`],
    ['median world consumption', 'aggregate', `SELECT median(WORLDCONSUMPTION) FROM t`],
    ['first year consumption went over 6000', 'filtered', `SELECT min(YEAR) FROM t WHERE WORLDCONSUMPTION > 6000`],
    ['copper price in 1980?', 'clarify', null],
    ['what was the copper price in nominal dollars in 1965', 'clarify', null],
  ],
});
