import { table } from '../spec';

export default table({
  name: 'crimea',
  file: 'crimea.json',
  domain: 'military history (monthly deaths by cause, Crimean War, Nightingale)',
  load: `SELECT date::DATE AS date, wounds::INTEGER AS wounds, other::INTEGER AS other, disease::INTEGER AS disease,
      army_size::INTEGER AS army_size
    FROM read_json('{file}')`,
  questions: [
    ['total deaths from disease', 'aggregate', `SELECT sum(disease) FROM t`],
    ['how many died of wounds in 1855', 'filtered', `SELECT sum(wounds) FROM t WHERE year(date) = 1855`],
    ['which month had the most disease deaths', 'argmax', `SELECT strftime(date, '%Y-%m') FROM t ORDER BY disease DESC LIMIT 1`],
    ['average army size', 'aggregate', `SELECT avg(army_size) FROM t`],
    ['disease deaths by year', 'group-by', `SELECT year(date), sum(disease) FROM t GROUP BY 1`],
    ['max army size', 'aggregate', `SELECT max(army_size) FROM t`],
    ['how many months had more than 1000 disease deaths', 'filtered', `SELECT count(*) FROM t WHERE disease > 1000`],
    ['correlation between army size and disease', 'correlation', `SELECT corr(army_size, disease) FROM t`],
    ['deaths from other causes in jan 1855', 'lookup', `SELECT other FROM t WHERE date = DATE '1855-01-01'`],
    ['top 3 months for wounds', 'top-n', `SELECT strftime(date, '%Y-%m') FROM t ORDER BY wounds DESC LIMIT 3`],
    ['avg army size in 1855', 'filtered', `SELECT avg(army_size) FROM t WHERE year(date) = 1855`],
    ['and in 1856?', 'follow-up', `SELECT avg(army_size) FROM t WHERE year(date) = 1856`],
    ['wounds 1854 vs 1855', 'compare', `SELECT sum(wounds) FILTER (WHERE year(date) = 1854), sum(wounds) FILTER (WHERE year(date) = 1855) FROM t`],
    ['how many months of data', 'aggregate', `SELECT count(*) FROM t`],
    ['what was the mortality rate', 'clarify', null],
  ],
});
