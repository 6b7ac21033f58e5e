import { table } from '../spec';

export default table({
  name: 'jobs',
  file: 'jobs.json',
  domain: 'labour history (US census occupations by sex, 1850–2000)',
  load: `SELECT job::VARCHAR AS job, sex::VARCHAR AS sex, year::INTEGER AS year, count::BIGINT AS count, perc::DOUBLE AS perc
    FROM read_json('{file}')`,
  questions: [
    ['how many jobs are listed', 'aggregate', `SELECT count(DISTINCT job) FROM t`],
    ['total number of women working in 1950', 'filtered', `SELECT sum(count) FROM t WHERE sex = 'women' AND year = 1950`],
    ['how many farmers were there in 1900', 'filtered', `SELECT sum(count) FROM t WHERE job = 'Farmer' AND year = 1900`],
    ['which job had the most women in 2000', 'argmax', `SELECT job FROM t WHERE sex = 'women' AND year = 2000 ORDER BY count DESC LIMIT 1`],
    ['top 3 jobs for men in 1850', 'top-n', `SELECT job FROM t WHERE sex = 'men' AND year = 1850 ORDER BY count DESC LIMIT 3`],
    ['total workers by year', 'group-by', `SELECT year, sum(count) FROM t GROUP BY 1`],
    ['men vs women in 1900', 'compare', `SELECT sum(count) FILTER (WHERE sex = 'men'), sum(count) FILTER (WHERE sex = 'women') FROM t WHERE year = 1900`],
    ['what percent of workers were women in 2000', 'share', `SELECT 100.0 * sum(count) FILTER (WHERE sex = 'women') / sum(count) FROM t WHERE year = 2000`],
    ['number of teachers 1950 vs 2000', 'compare', `SELECT sum(count) FILTER (WHERE year = 1950), sum(count) FILTER (WHERE year = 2000) FROM t WHERE job = 'Teacher'`],
    ['in which year were there the most farm laborers', 'argmax', `SELECT year FROM t WHERE job = 'Farm Laborer' GROUP BY 1 ORDER BY sum(count) DESC LIMIT 1`],
    ['how many different years', 'aggregate', `SELECT count(DISTINCT year) FROM t`],
    ['total count of men across all years', 'filtered', `SELECT sum(count) FROM t WHERE sex = 'men'`],
    ['how many jobs had over 100000 women in 2000', 'filtered', `SELECT count(*) FROM t WHERE sex = 'women' AND year = 2000 AND count > 100000`],
    ['nurses by sex in 2000', 'group-by', `SELECT sex, sum(count) FROM t WHERE job = 'Nurse' AND year = 2000 GROUP BY 1`],
    ['average salary of teachers', 'clarify', null],
  ],
});
