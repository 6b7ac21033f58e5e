import { table } from '../spec';

export default table({
  name: 'fertility',
  file: 'fertility.csv',
  domain: 'demography, wide (World Bank total fertility rate, births per woman: one row per country or regional aggregate with name, code and indicator, then one column per year 1960 … 2013; blank cells where no figure exists, 2012 and 2013 empty)',
  load: `SELECT "Country Name" AS country, "Country Code" AS code, year::INTEGER AS year, rate::DOUBLE AS rate
    FROM (FROM read_csv('{file}', header = true, all_varchar = true)
      UNPIVOT INCLUDE NULLS (rate FOR year IN (COLUMNS(c -> c SIMILAR TO '[0-9]{4}'))))`,
  questions: [
    ['fertility rate in france in 2000', 'lookup', `SELECT rate FROM t WHERE country = 'France' AND year = 2000`],
    ['and in 1960?', 'follow-up', `SELECT rate FROM t WHERE country = 'France' AND year = 1960`],
    ['which country had the highest rate in 2010', 'argmax', `SELECT country FROM t WHERE year = 2010 ORDER BY rate DESC NULLS LAST LIMIT 1`],
    ['top 5 countries in 1960', 'top-n', `SELECT country FROM t WHERE year = 1960 ORDER BY rate DESC NULLS LAST LIMIT 5`],
    ['lowest fertility in 2011', 'argmax', `SELECT country FROM t WHERE year = 2011 ORDER BY rate NULLS LAST LIMIT 1`],
    ['avg fertility rate in 1980', 'aggregate', `SELECT avg(rate) FROM t WHERE year = 1980`],
    ['how many countries were below 2.1 in 2010', 'filtered', `SELECT count(*) FROM t WHERE year = 2010 AND rate < 2.1`],
    ['what % of the ones with data were below 2.1 in 1990', 'share', `SELECT 100.0 * count(*) FILTER (WHERE rate < 2.1) / count(rate) FROM t WHERE year = 1990`],
    ['india vs china 1970', 'compare', `SELECT (SELECT rate FROM t WHERE country = 'India' AND year = 1970), (SELECT rate FROM t WHERE country = 'China' AND year = 1970)`],
    ['how many countries have no 2011 figure', 'missing', `SELECT count(*) FROM t WHERE year = 2011 AND rate IS NULL`],
    ['which countries have no data at all', 'missing', `SELECT country FROM t GROUP BY 1 HAVING count(rate) = 0`],
    ['avg rate per year', 'calendar', `SELECT year, avg(rate) FROM t WHERE rate IS NOT NULL GROUP BY 1`],
    ['when did the us fertility rate peak', 'argmax', `SELECT year FROM t WHERE country = 'United States' ORDER BY rate DESC NULLS LAST LIMIT 1`],
    ['japan fertility over time', 'calendar', `SELECT year, rate FROM t WHERE country = 'Japan' AND rate IS NOT NULL`],
    ['correlation between the 1960 and 2010 rates across countries', 'correlation', `SELECT corr(a.rate, b.rate) FROM t AS a JOIN t AS b ON a.code = b.code WHERE a.year = 1960 AND b.year = 2010`],
    ['how much did irans rate fall from 1980 to 2010', 'compare', `SELECT (SELECT rate FROM t WHERE code = 'IRN' AND year = 1980) - (SELECT rate FROM t WHERE code = 'IRN' AND year = 2010)`],
    ['countries above 6 in 2010', 'filtered', `SELECT country FROM t WHERE year = 2010 AND rate > 6`],
    ['whats the country code for germany', 'lookup', `SELECT code FROM t WHERE country = 'Germany' LIMIT 1`],
    ['median rate 2005', 'aggregate', `SELECT median(rate) FROM t WHERE year = 2005`],
    ['which year had the highest avg rate', 'calendar', `SELECT year FROM t GROUP BY 1 ORDER BY avg(rate) DESC NULLS LAST LIMIT 1`],
    ['nigeria 2011', 'lookup', `SELECT rate FROM t WHERE country = 'Nigeria' AND year = 2011`],
    ['how many countries/regions are in the table', 'aggregate', `SELECT count(DISTINCT code) FROM t`],
    ['OECD members avg in 2000 vs 2010', 'compare', `SELECT (SELECT rate FROM t WHERE country = 'OECD members' AND year = 2000), (SELECT rate FROM t WHERE country = 'OECD members' AND year = 2010)`],
    ['biggest drop between 1960 and 2010', 'argmax', `SELECT a.country FROM t AS a JOIN t AS b ON a.code = b.code WHERE a.year = 1960 AND b.year = 2010 ORDER BY a.rate - b.rate DESC NULLS LAST LIMIT 1`],
    ['how many countries had a rate over 5 in 1960', 'filtered', `SELECT count(*) FROM t WHERE year = 1960 AND rate > 5`],
    ['population of nigeria', 'clarify', null],
    ['fertility rate in 2020', 'clarify', null],
  ],
});
