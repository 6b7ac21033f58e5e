import { table } from '../spec';

/** The change of a year's flow from the year before. */
const CHANGE = `volume - lag(volume) OVER (ORDER BY year)`;

export default table({
  name: 'nile_flow',
  file: 'nile.csv',
  domain:
    'yearly flow of the river Nile at Aswan, 1871–1970 (statsmodels data set, from Cobb 1978 / Durbin and Koopman): year, volume (annual flow in 10^8 cubic metres)',
  load: `SELECT "year"::INTEGER AS "year", "volume"::INTEGER AS "volume"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['avg nile flow', 'aggregate', `SELECT avg(volume) FROM t`],
    ['wettest yr', 'argmax', `SELECT year FROM t ORDER BY volume DESC LIMIT 1`],
    ['how much was it', 'follow-up', `SELECT max(volume) FROM t`],
    ['driest year on record', 'argmax', `SELECT year FROM t ORDER BY volume ASC LIMIT 1`],
    ['flow in 1913', 'lookup', `SELECT volume FROM t WHERE year = 1913`],
    ['and the year after', 'follow-up', `SELECT volume FROM t WHERE year = 1914`],
    ['avg flow before 1900 vs from 1900 on', 'compare', `SELECT (SELECT avg(volume) FROM t WHERE year < 1900), (SELECT avg(volume) FROM t WHERE year >= 1900)`],
    ['how many years above 1000', 'filtered', `SELECT count(*) FROM t WHERE volume > 1000`],
    ['and since 1900?', 'follow-up', `SELECT count(*) FROM t WHERE volume > 1000 AND year >= 1900`],
    ['biggest year over year drop, which year', 'argmax', `SELECT year FROM (SELECT year, ${CHANGE} AS d FROM t) WHERE d IS NOT NULL ORDER BY d ASC LIMIT 1`],
    ['top 5 years by flow', 'top-n', `SELECT year FROM t ORDER BY volume DESC LIMIT 5`],
    ['median volume', 'aggregate', `SELECT median(volume) FROM t`],
    ['avg in the 1920s', 'filtered', `SELECT avg(volume) FROM t WHERE year BETWEEN 1920 AND 1929`],
    ['which decade had the highest avg flow', 'argmax', `SELECT (year // 10 * 10)::VARCHAR || 's' FROM t GROUP BY year // 10 ORDER BY avg(volume) DESC LIMIT 1`],
    ['how many yrs in the data', 'aggregate', `SELECT count(*) FROM t`],
    ['std dev of the flow', 'aggregate', `SELECT stddev_samp(volume) FROM t`],
    ['min flow in the 60s', 'filtered', `SELECT min(volume) FROM t WHERE year BETWEEN 1960 AND 1969`],
    ['last year the flow was over 1100', 'filtered', `SELECT max(year) FROM t WHERE volume > 1100`],
    ['corr between year and flow', 'correlation', `SELECT corr(year, volume) FROM t`],
    ['what share of years were below 800', 'share', `SELECT 100.0 * count(*) FILTER (WHERE volume < 800) / count(*) FROM t`],
    ['total flow 1871-1880', 'filtered', `SELECT sum(volume) FROM t WHERE year BETWEEN 1871 AND 1880`],
    ['avg of the 10 lowest years', 'aggregate', `SELECT avg(volume) FROM (SELECT volume FROM t ORDER BY volume ASC LIMIT 10)`],
    ['how many years was the flow lower then the year before', 'filtered', `SELECT count(*) FROM (SELECT ${CHANGE} AS d FROM t) WHERE d < 0`],
    ['how much did it fall from 1898 to 1899', 'compare', `SELECT (SELECT volume FROM t WHERE year = 1898) - (SELECT volume FROM t WHERE year = 1899)`],
    ['range of the flow, max minus min', 'aggregate', `SELECT max(volume) - min(volume) FROM t`],
    ['flow in 1985', 'clarify', null],
    ['what was the nile flow in june 1950', 'clarify', null],
  ],
});
