import { table } from '../spec';

/** The two races side by side, one row per year. */
const WIDE = `(SELECT year, max(rate) FILTER (WHERE race = 'black') AS black, max(rate) FILTER (WHERE race = 'white') AS white FROM t GROUP BY year)`;

export default table({
  name: 'us_infant_mortality',
  file: 'us-infant-mortality-1915-2013.csv',
  domain: 'vital statistics: US infant deaths per 1,000 live births by race and year, long format (race, year, rate)',
  load: `SELECT race, "year"::INTEGER AS year, infant_mortality_rate::DOUBLE AS rate
    FROM read_csv('{file}', all_varchar = true)`,
  questions: [
    ['infant mortality for white babies in 2000', 'lookup', `SELECT rate FROM t WHERE race = 'white' AND year = 2000`],
    ['black infant mortality rate 1950', 'lookup', `SELECT rate FROM t WHERE race = 'black' AND year = 1950`],
    ['which year had the highest black infant mortality', 'argmax', `SELECT year FROM t WHERE race = 'black' ORDER BY rate DESC LIMIT 1`],
    ['in which year was the white rate lowest', 'argmax', `SELECT year FROM t WHERE race = 'white' ORDER BY rate LIMIT 1`],
    ['avg rate for black infants in the 1990s', 'filtered', `SELECT avg(rate) FROM t WHERE race = 'black' AND year BETWEEN 1990 AND 1999`],
    ['average infant mortality by race', 'group-by', `SELECT race, avg(rate) FROM t GROUP BY 1`],
    ['black vs white rate in 2013', 'compare', `SELECT max(rate) FILTER (WHERE race = 'black' AND year = 2013), max(rate) FILTER (WHERE race = 'white' AND year = 2013) FROM t`],
    ['how much did the white rate drop between 1915 and 2013', 'compare', `SELECT max(rate) FILTER (WHERE race = 'white' AND year = 2013) - max(rate) FILTER (WHERE race = 'white' AND year = 1915) FROM t`],
    ['ratio of black to white infant mortality in 2013', 'compare', `SELECT black / white FROM ${WIDE} WHERE year = 2013`],
    ['black infant mortality by decade', 'group-by', `SELECT year // 10 * 10, avg(rate) FROM t WHERE race = 'black' GROUP BY 1`],
    ['first year the white rate fell below 10', 'filtered', `SELECT min(year) FROM t WHERE race = 'white' AND rate < 10`],
    ['when did the black rate first go under 20', 'filtered', `SELECT min(year) FROM t WHERE race = 'black' AND rate < 20`],
    ['how many years of data are there', 'aggregate', `SELECT count(DISTINCT year) FROM t`],
    ['avg white rate after 2000', 'filtered', `SELECT avg(rate) FROM t WHERE race = 'white' AND year > 2000`],
    ['and black?', 'follow-up', `SELECT avg(rate) FROM t WHERE race = 'black' AND year > 2000`],
    ['top 3 years with the biggest gap between black and white', 'top-n', `SELECT year FROM ${WIDE} ORDER BY black - white DESC LIMIT 3`],
    ['correlation between the black and white rates over the years', 'correlation', `SELECT corr(black, white) FROM ${WIDE}`],
    ['white infant mortality 1960 vs 1970', 'compare', `SELECT max(rate) FILTER (WHERE race = 'white' AND year = 1960), max(rate) FILTER (WHERE race = 'white' AND year = 1970) FROM t`],
    ['how many years was the black rate above 100', 'filtered', `SELECT count(*) FROM t WHERE race = 'black' AND rate > 100`],
    ['median rate for white infants', 'filtered', `SELECT median(rate) FROM t WHERE race = 'white'`],
    ['infant mortality in 2010', 'filtered', `SELECT race, rate FROM t WHERE year = 2010`],
    ['avg infant mortalty for black kids 1915-1930', 'filtered', `SELECT avg(rate) FROM t WHERE race = 'black' AND year BETWEEN 1915 AND 1930`],
    ['percent decline in the black rate from 1915 to 2013', 'share', `SELECT 100 * (1 - max(rate) FILTER (WHERE race = 'black' AND year = 2013) / max(rate) FILTER (WHERE race = 'black' AND year = 1915)) FROM t`],
    ['highest white rate ever', 'filtered', `SELECT max(rate) FROM t WHERE race = 'white'`],
    ['in 1980 how many times higher was the black rate', 'compare', `SELECT black / white FROM ${WIDE} WHERE year = 1980`],
    ['infant mortality for hispanic babies in 2005', 'clarify', null],
    ['how many infants died in 1980', 'clarify', null],
    ['whats the rate for 2020', 'clarify', null],
  ],
});
