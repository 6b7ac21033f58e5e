import { table } from '../spec';

/** A country's value of a column in one year. */
const at = (col: string, country: string, year: number) =>
  `(SELECT ${col} FROM t WHERE country = '${country}' AND year = ${year})`;

export default table({
  name: 'germany_korea_demography',
  file: 'life-expectancy-and-fertility-two-countries-example.csv',
  domain:
    'Fertility (births per woman) and life expectancy (years) of Germany and South Korea, 1960–2015 (Gapminder figures, an example file of the R package dslabs): very wide, two rows (country) and one column per year and measure with headers such as 1960_fertility and 1960_life_expectancy, 112 value columns',
  load: `WITH w AS (SELECT * FROM read_csv('{file}', header = true, all_varchar = true)),
      l AS (UNPIVOT w ON COLUMNS(* EXCLUDE ("country")) INTO NAME k VALUE v)
    SELECT "country", left(k, 4)::INTEGER AS "year",
      max(CASE WHEN k LIKE '%\\_fertility' ESCAPE '\\' THEN v::DOUBLE END) AS "fertility",
      max(CASE WHEN k LIKE '%\\_life\\_expectancy' ESCAPE '\\' THEN v::DOUBLE END) AS "life_expectancy"
    FROM l GROUP BY "country", left(k, 4)::INTEGER`,
  questions: [
    ['fertility in south korea in 1960', 'lookup', `SELECT ${at('fertility', 'South Korea', 1960)}`],
    ['and in 2015?', 'follow-up', `SELECT ${at('fertility', 'South Korea', 2015)}`],
    ['life expectancy in germany 1990', 'lookup', `SELECT ${at('life_expectancy', 'Germany', 1990)}`],
    ['which year did korea have its lowest fertility', 'argmax', `SELECT year FROM t WHERE country = 'South Korea' AND fertility = (SELECT min(fertility) FROM t WHERE country = 'South Korea')`],
    ['how low', 'follow-up', `SELECT min(fertility) FROM t WHERE country = 'South Korea'`],
    ['first year korean life expectancy passed germany', 'filtered', `SELECT min(k.year) FROM t k JOIN t g ON k.year = g.year WHERE k.country = 'South Korea' AND g.country = 'Germany' AND k.life_expectancy > g.life_expectancy`],
    ['first year korea fertility dropped below germany', 'filtered', `SELECT min(k.year) FROM t k JOIN t g ON k.year = g.year WHERE k.country = 'South Korea' AND g.country = 'Germany' AND k.fertility < g.fertility`],
    ['avg fertility in germany over the whole period', 'filtered', `SELECT avg(fertility) FROM t WHERE country = 'Germany'`],
    ['avg life expectancy per country', 'group-by', `SELECT country, avg(life_expectancy) FROM t GROUP BY country`],
    ['how much did korean life expectancy go up from 1960 to 2015', 'compare', `SELECT ${at('life_expectancy', 'South Korea', 2015)} - ${at('life_expectancy', 'South Korea', 1960)}`],
    ['and germany', 'follow-up', `SELECT ${at('life_expectancy', 'Germany', 2015)} - ${at('life_expectancy', 'Germany', 1960)}`],
    ['germany vs korea fertility in 1975', 'compare', `SELECT ${at('fertility', 'Germany', 1975)}, ${at('fertility', 'South Korea', 1975)}`],
    ['corr between fertility and life expectancy for korea', 'correlation', `SELECT corr(fertility, life_expectancy) FROM t WHERE country = 'South Korea'`],
    ['corr fertility vs life exp in germany', 'correlation', `SELECT corr(fertility, life_expectancy) FROM t WHERE country = 'Germany'`],
    ['how many years was germany fertility under 1.5', 'filtered', `SELECT count(*) FROM t WHERE country = 'Germany' AND fertility < 1.5`],
    ['in how many years was korea fertility above replacement 2.1', 'filtered', `SELECT count(*) FROM t WHERE country = 'South Korea' AND fertility > 2.1`],
    ['biggest one-year drop in korean fertility, which year', 'argmax', `SELECT year FROM (SELECT year, fertility - lag(fertility) OVER (ORDER BY year) AS d FROM t WHERE country = 'South Korea') WHERE d IS NOT NULL ORDER BY d ASC LIMIT 1`],
    ['highest german life expectancy', 'filtered', `SELECT max(life_expectancy) FROM t WHERE country = 'Germany'`],
    ['avg fertility of korea in the 1980s', 'calendar', `SELECT avg(fertility) FROM t WHERE country = 'South Korea' AND year BETWEEN 1980 AND 1989`],
    ['and the 2000s', 'follow-up', `SELECT avg(fertility) FROM t WHERE country = 'South Korea' AND year BETWEEN 2000 AND 2009`],
    ['gap in life expectancy germany minus korea in 1960', 'compare', `SELECT ${at('life_expectancy', 'Germany', 1960)} - ${at('life_expectancy', 'South Korea', 1960)}`],
    ['top 3 years for german fertility', 'top-n', `SELECT year FROM t WHERE country = 'Germany' ORDER BY fertility DESC LIMIT 3`],
    ['which years does the data cover', 'aggregate', `SELECT min(year), max(year) FROM t`],
    ['year germany life expectancy first hit 75', 'filtered', `SELECT min(year) FROM t WHERE country = 'Germany' AND life_expectancy >= 75`],
    ['korean fertility in 2000', 'lookup', `SELECT ${at('fertility', 'South Korea', 2000)}`],
    ['any missing years?', 'missing', `SELECT count(*) FILTER (WHERE fertility IS NULL OR life_expectancy IS NULL) FROM t`],
    ['what about japan', 'clarify', null],
    ['population of germany in 2015', 'clarify', null],
  ],
});
