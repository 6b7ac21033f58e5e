import { table } from '../spec';

/** A quarter's value of a column, by its period label such as 1983Q2. */
const at = (col: string, period: string) => `(SELECT ${col} FROM t WHERE period = '${period}')`;

export default table({
  name: 'danish_money',
  file: 'danish_data.csv',
  domain:
    "Danish money demand data, quarterly 1974Q1–1987Q3 (Johansen and Juselius 1990, as shipped with statsmodels; the file starts with a byte-order mark): period (text such as 1974Q1), lrm (log real money, M2), lry (log real income), lpy (log price deflator), ibo (bond rate) and ide (bank deposit rate), the rates written as fractions (0.1547 = 15.47%)",
  load: `SELECT "period", left("period", 4)::INTEGER AS "year", right("period", 1)::INTEGER AS "quarter",
      "lrm"::DOUBLE AS "lrm", "lry"::DOUBLE AS "lry", "lpy"::DOUBLE AS "lpy", "ibo"::DOUBLE AS "ibo", "ide"::DOUBLE AS "ide"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['highest bond rate', 'aggregate', `SELECT max(ibo) FROM t`],
    ['which quarter', 'follow-up', `SELECT period FROM t ORDER BY ibo DESC LIMIT 1`],
    ['avg deposit rate in 1980', 'calendar', `SELECT avg(ide) FROM t WHERE year = 1980`],
    ['ibo in 1983Q2', 'lookup', `SELECT ${at('ibo', '1983Q2')}`],
    ['and the quarter after', 'follow-up', `SELECT ${at('ibo', '1983Q3')}`],
    ['quarter with the lowest deposit rate', 'argmax', `SELECT period FROM t ORDER BY ide ASC LIMIT 1`],
    ['how many quarters of data', 'aggregate', `SELECT count(*) FROM t`],
    ['first and last quarter in the data', 'aggregate', `SELECT min(period), max(period) FROM t`],
    ['gap between bond and deposit rate in 1982Q2', 'compare', `SELECT ${at('ibo', '1982Q2')} - ${at('ide', '1982Q2')}`],
    ['avg spread ibo minus ide', 'aggregate', `SELECT avg(ibo - ide) FROM t`],
    ['corr between lrm and lry', 'correlation', `SELECT corr(lrm, lry) FROM t`],
    ['corr bond rate vs deposti rate', 'correlation', `SELECT corr(ibo, ide) FROM t`],
    ['how many quarters was the bond rate above 20%', 'filtered', `SELECT count(*) FROM t WHERE ibo > 0.20`],
    ['avg ibo by year', 'group-by', `SELECT year, avg(ibo) FROM t GROUP BY year`],
    ['which year had the highest avg deposit rate', 'argmax', `SELECT year FROM t GROUP BY year ORDER BY avg(ide) DESC LIMIT 1`],
    ['lry in 1979q4', 'lookup', `SELECT ${at('lry', '1979Q4')}`],
    ['biggest quarterly jump in the bond rate', 'argmax', `SELECT period FROM (SELECT period, ibo - lag(ibo) OVER (ORDER BY period) AS d FROM t) WHERE d IS NOT NULL ORDER BY d DESC LIMIT 1`],
    ['avg bond rate in the 4th quarters', 'filtered', `SELECT avg(ibo) FROM t WHERE quarter = 4`],
    ['how much did lrm rise over the whole period', 'compare', `SELECT ${at('lrm', '1987Q3')} - ${at('lrm', '1974Q1')}`],
    ['when did lpy first turn positive', 'filtered', `SELECT min(period) FROM t WHERE lpy > 0`],
    ['max lry', 'aggregate', `SELECT max(lry) FROM t`],
    ['deposit rate at the start of 1986', 'lookup', `SELECT ${at('ide', '1986Q1')}`],
    ['avg bond rate 1974-79 vs 1980-87', 'compare', `SELECT (SELECT avg(ibo) FROM t WHERE year BETWEEN 1974 AND 1979), (SELECT avg(ibo) FROM t WHERE year BETWEEN 1980 AND 1987)`],
    ['top 3 quarters for the bond rate', 'top-n', `SELECT period FROM t ORDER BY ibo DESC LIMIT 3`],
    ['how many quarters was the deposit rate over 10%', 'filtered', `SELECT count(*) FROM t WHERE ide > 0.10`],
    ['what was danish unemployment in 1980', 'clarify', null],
    ['which bank paid the highest deposit rate', 'clarify', null],
  ],
});
