import { table } from '../spec';

/** Gun murders per 100,000 people. */
const RATE = `total * 100000.0 / population`;

export default table({
  name: 'us_gun_murders',
  file: 'murders.csv',
  domain:
    'US gun murders by state in 2010 (FBI reports, as shipped with the dslabs teaching package): state, abb (two-letter code), region (Northeast, South, North Central, West), population, total (gun murders); the District of Columbia is a row',
  load: `SELECT "state", "abb", "region", "population"::BIGINT AS "population", "total"::INTEGER AS "total"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total gun murders in the us', 'aggregate', `SELECT sum(total) FROM t`],
    ['which state has the highest murder rate per 100k', 'argmax', `SELECT state FROM t ORDER BY ${RATE} DESC LIMIT 1`],
    ['what is it', 'follow-up', `SELECT max(${RATE}) FROM t`],
    ['murders per 100k in california', 'lookup', `SELECT ${RATE} FROM t WHERE state = 'California'`],
    ['murders by region', 'group-by', `SELECT region, sum(total) FROM t GROUP BY region`],
    ['region with the highest rate', 'argmax', `SELECT region FROM t GROUP BY region ORDER BY sum(total) * 100000.0 / sum(population) DESC LIMIT 1`],
    ['top 5 states by total murders', 'top-n', `SELECT state FROM t ORDER BY total DESC LIMIT 5`],
    ['safest state by rate', 'argmax', `SELECT state FROM t ORDER BY ${RATE} ASC LIMIT 1`],
    ['population of texas', 'lookup', `SELECT population FROM t WHERE state = 'Texas'`],
    ['and how many murders', 'follow-up', `SELECT total FROM t WHERE state = 'Texas'`],
    ['california vs texas murders', 'compare', `SELECT (SELECT total FROM t WHERE state = 'California'), (SELECT total FROM t WHERE state = 'Texas')`],
    ['share of us murders in the south', 'share', `SELECT 100.0 * sum(total) FILTER (WHERE region = 'South') / sum(total) FROM t`],
    ['how many states had fewer than 10 murders', 'filtered', `SELECT count(*) FROM t WHERE total < 10`],
    ['avg murders per state', 'aggregate', `SELECT avg(total) FROM t`],
    ['median state population', 'aggregate', `SELECT median(population) FROM t`],
    ['corr between population and total murders', 'correlation', `SELECT corr(population, total) FROM t`],
    ['national murder rate per 100k', 'aggregate', `SELECT sum(total) * 100000.0 / sum(population) FROM t`],
    ['how many western states have a rate above 2', 'filtered', `SELECT count(*) FROM t WHERE region = 'West' AND ${RATE} > 2`],
    ['total population of the northeast', 'filtered', `SELECT sum(population) FROM t WHERE region = 'Northeast'`],
    ['how many states in each region', 'group-by', `SELECT region, count(*) FROM t GROUP BY region`],
    ['which northeast state has the most murders', 'argmax', `SELECT state FROM t WHERE region = 'Northeast' ORDER BY total DESC LIMIT 1`],
    ['murders in NY', 'lookup', `SELECT total FROM t WHERE abb = 'NY'`],
    ['how many states have a rate over 5 per 100k', 'filtered', `SELECT count(*) FROM t WHERE ${RATE} > 5`],
    ['what % of the us population lives in the west', 'share', `SELECT 100.0 * sum(population) FILTER (WHERE region = 'West') / sum(population) FROM t`],
    ['average state murder rate', 'aggregate', `SELECT avg(${RATE}) FROM t`],
    ['how did murders change since 2005', 'clarify', null],
    ['which city has the most murders', 'clarify', null],
  ],
});
