import { table } from '../spec';

export default table({
  name: 'cps_wages_1985',
  file: 'cps-wages-1985.csv',
  domain: 'labour economics: survey microdata (0/1 flags for south, union, married)',
  load: `SELECT education::INTEGER AS education, south::INTEGER AS south, gender, experience::INTEGER AS experience,
      "union"::INTEGER AS "union", wage::DOUBLE AS wage, age::INTEGER AS age, race, occupation, sector, married::INTEGER AS married
    FROM read_csv('{file}', all_varchar = true)`,
  questions: [
    ['avg hourly wage', 'aggregate', `SELECT avg(wage) FROM t`],
    ['highest wage in the data', 'aggregate', `SELECT max(wage) FROM t`],
    ['avg wage men vs women', 'compare', `SELECT avg(wage) FILTER (WHERE gender = 'male'), avg(wage) FILTER (WHERE gender = 'female') FROM t`],
    ['union vs non union average wage', 'compare', `SELECT avg(wage) FILTER (WHERE "union" = 1), avg(wage) FILTER (WHERE "union" = 0) FROM t`],
    ['who earns more on avg, married or unmarried ppl', 'compare', `SELECT avg(wage) FILTER (WHERE married = 1), avg(wage) FILTER (WHERE married = 0) FROM t`],
    ['median wage by occupation', 'group-by', `SELECT occupation, median(wage) FROM t GROUP BY 1`],
    ['avg wage by sector', 'group-by', `SELECT sector, avg(wage) FROM t GROUP BY 1`],
    ['average wage by race', 'group-by', `SELECT race, avg(wage) FROM t GROUP BY 1`],
    ['which occupation pays best on average', 'argmax', `SELECT occupation FROM t GROUP BY 1 ORDER BY avg(wage) DESC LIMIT 1`],
    ['which sector has the lowest avg wage', 'argmax', `SELECT sector FROM t GROUP BY 1 ORDER BY avg(wage) LIMIT 1`],
    ['top 3 occupations by number of workers', 'top-n', `SELECT occupation FROM t GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`],
    ['how many union members', 'filtered', `SELECT count(*) FROM t WHERE "union" = 1`],
    ['how many hispanic workers', 'filtered', `SELECT count(*) FROM t WHERE race = 'hispanic'`],
    ['avg wage for people with 16+ years of education', 'filtered', `SELECT avg(wage) FROM t WHERE education >= 16`],
    ['what % live in the south', 'share', `SELECT 100.0 * count(*) FILTER (WHERE south = 1) / count(*) FROM t`],
    ['share of women in management', 'share', `SELECT 100.0 * count(*) FILTER (WHERE gender = 'female') / count(*) FROM t WHERE occupation = 'management'`],
    ['correlation between education and wage', 'correlation', `SELECT corr(education, wage) FROM t`],
    ['corr of age and experience', 'correlation', `SELECT corr(age, experience) FROM t`],
    ['avg experience of clerical workers', 'filtered', `SELECT avg(experience) FROM t WHERE occupation = 'clerical'`],
    ['and sales?', 'follow-up', `SELECT avg(experience) FROM t WHERE occupation = 'sales'`],
    ['what state do most of them live in', 'clarify', null],
    ['avg salary in 2020', 'clarify', null],
  ],
});
