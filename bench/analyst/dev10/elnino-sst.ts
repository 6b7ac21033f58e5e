import { table } from '../spec';

const MONTHS = `JAN, FEB, MAR, APR, MAY, JUN, JUL, AUG, SEP, OCT, NOV, DEC`;
const MONTH_CODES = `['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']`;
/** One row per year and month: YEAR, month number m (1–12), temp. */
const LONG = `(SELECT YEAR, list_position(${MONTH_CODES}, mon) AS m, temp FROM (UNPIVOT t ON ${MONTHS} INTO NAME mon VALUE temp))`;
/** The average of a year's twelve monthly temperatures. */
const ANNUAL = `(JAN + FEB + MAR + APR + MAY + JUN + JUL + AUG + SEP + OCT + NOV + DEC) / 12`;

export default table({
  name: 'elnino_sst',
  file: 'elnino.csv',
  domain:
    'Pacific sea surface temperature in °C (Niño 1+2 region, NOAA ERSST v3b), one row per year 1950–2010 with one column per month JAN … DEC',
  load: `SELECT "YEAR"::INTEGER AS "YEAR", "JAN"::DOUBLE AS "JAN", "FEB"::DOUBLE AS "FEB", "MAR"::DOUBLE AS "MAR",
      "APR"::DOUBLE AS "APR", "MAY"::DOUBLE AS "MAY", "JUN"::DOUBLE AS "JUN", "JUL"::DOUBLE AS "JUL",
      "AUG"::DOUBLE AS "AUG", "SEP"::DOUBLE AS "SEP", "OCT"::DOUBLE AS "OCT", "NOV"::DOUBLE AS "NOV", "DEC"::DOUBLE AS "DEC"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['avg sea temp in jan', 'aggregate', `SELECT avg(JAN) FROM t`],
    ['whats the hottest year on avg', 'argmax', `SELECT YEAR FROM t ORDER BY ${ANNUAL} DESC LIMIT 1`],
    ['and the avg temp that year?', 'follow-up', `SELECT max(${ANNUAL}) FROM t`],
    ['temp in mar 1998', 'lookup', `SELECT MAR FROM t WHERE YEAR = 1998`],
    ['and dec 1997', 'follow-up', `SELECT DEC FROM t WHERE YEAR = 1997`],
    ['which month is warmest on average', 'argmax', `SELECT monthname(make_date(2000, m, 1)) FROM ${LONG} GROUP BY m ORDER BY avg(temp) DESC LIMIT 1`],
    ['coldest month ever recorded', 'argmax', `SELECT strftime(make_date(YEAR, m, 1), '%Y-%m') FROM ${LONG} ORDER BY temp ASC LIMIT 1`],
    ['avg annual temp by decade, 1950s to 2000s', 'group-by', `SELECT YEAR // 10 * 10, avg(${ANNUAL}) FROM t WHERE YEAR < 2010 GROUP BY 1`],
    ['how many years was aug above 22', 'filtered', `SELECT count(*) FROM t WHERE AUG > 22`],
    ['top 5 warmest februarys', 'top-n', `SELECT YEAR FROM t QUALIFY rank() OVER (ORDER BY FEB DESC) <= 5 ORDER BY FEB DESC`],
    ['feb 1983 vs feb 1984', 'compare', `SELECT (SELECT FEB FROM t WHERE YEAR = 1983), (SELECT FEB FROM t WHERE YEAR = 1984)`],
    ['max temp in the data', 'aggregate', `SELECT max(temp) FROM ${LONG}`],
    ['when was that', 'follow-up', `SELECT strftime(make_date(YEAR, m, 1), '%Y-%m') FROM ${LONG} ORDER BY temp DESC LIMIT 1`],
    ['avg gap between the warmest and coldest month of a year', 'aggregate', `SELECT avg(greatest(${MONTHS}) - least(${MONTHS})) FROM t`],
    ['corr between jan and jul temps', 'correlation', `SELECT corr(JAN, JUL) FROM t`],
    ['is it getting warmer? corr of year with the annual avg', 'correlation', `SELECT corr(YEAR, ${ANNUAL}) FROM t`],
    ['avg july temp since 1990', 'filtered', `SELECT avg(JUL) FROM t WHERE YEAR >= 1990`],
    ['% of years where march was over 27', 'share', `SELECT 100.0 * count(*) FILTER (WHERE MAR > 27) / count(*) FROM t`],
    ['how many years of data', 'aggregate', `SELECT count(*) FROM t`],
    ['biggest jump in annual avg from one year to the next', 'argmax', `SELECT YEAR FROM (SELECT YEAR, ${ANNUAL} - lag(${ANNUAL}) OVER (ORDER BY YEAR) AS jump FROM t) WHERE jump IS NOT NULL ORDER BY jump DESC LIMIT 1`],
    ['std dev of sep temps', 'aggregate', `SELECT stddev_samp(SEP) FROM t`],
    ['median dec temp', 'aggregate', `SELECT median(DEC) FROM t`],
    ['1990s vs 1960s avg annual temp', 'compare', `SELECT avg(${ANNUAL}) FILTER (WHERE YEAR BETWEEN 1990 AND 1999), avg(${ANNUAL}) FILTER (WHERE YEAR BETWEEN 1960 AND 1969) FROM t`],
    ['which year had the coldest sep', 'argmax', `SELECT YEAR FROM t ORDER BY SEP ASC LIMIT 1`],
    ['list the el nino years', 'clarify', null],
    ['sea temp in the atlantic in 2000', 'clarify', null],
    ['what was the temp on 4 jul 1976', 'clarify', null],
  ],
});
