import { table } from '../spec';

/** The month of a row, as YYYY-MM. */
const MONTH = `strftime("Date", '%Y-%m')`;
/** A ticker's value in the month ym: the file also has empty rows dated inside some months. */
const at = (col: string, ym: string) => `(SELECT max("${col}") FROM t WHERE ${MONTH} = '${ym}')`;
const STOCKS = ['IBM', 'AAPL', 'MSFT', 'XRX', 'AMZN', 'DELL', 'GOOGL', 'ADBE'];

export default table({
  name: 'monthly_stock_prices',
  file: 'Stocks.csv',
  domain:
    "monthly adjusted share prices in US dollars from January 1990 to June 2022 (matplotlib's sample data, from Yahoo Finance; a comment line above the header): Date, IBM, AAPL, MSFT, XRX (Xerox), AMZN, DELL, GOOGL, ADBE, and the ^GSPC (S&P 500) and ^IXIC (Nasdaq Composite) index levels; a ticker is empty before it listed, and some rows dated inside a month are empty",
  load: `SELECT "Date"::DATE AS "Date", "IBM"::DOUBLE AS "IBM", "AAPL"::DOUBLE AS "AAPL", "MSFT"::DOUBLE AS "MSFT",
      "XRX"::DOUBLE AS "XRX", "AMZN"::DOUBLE AS "AMZN", "DELL"::DOUBLE AS "DELL", "GOOGL"::DOUBLE AS "GOOGL",
      "ADBE"::DOUBLE AS "ADBE", "^GSPC"::DOUBLE AS "^GSPC", "^IXIC"::DOUBLE AS "^IXIC"
    FROM read_csv('{file}', skip = 1, header = true, all_varchar = true)`,
  questions: [
    ['aapl price jan 2010', 'lookup', `SELECT ${at('AAPL', '2010-01')}`],
    ['and msft same month', 'follow-up', `SELECT ${at('MSFT', '2010-01')}`],
    ['highest ibm price ever', 'aggregate', `SELECT max(IBM) FROM t`],
    ['when', 'follow-up', `SELECT ${MONTH} FROM t WHERE IBM IS NOT NULL ORDER BY IBM DESC LIMIT 1`],
    ['when does the amzn data start', 'missing', `SELECT ${MONTH} FROM t WHERE AMZN IS NOT NULL ORDER BY "Date" LIMIT 1`],
    ['how many rows have no GOOGL price', 'missing', `SELECT count(*) FROM t WHERE GOOGL IS NULL`],
    ['avg S&P 500 level in 2008', 'calendar', `SELECT avg("^GSPC") FROM t WHERE year("Date") = 2008`],
    ['nasdaq peak in 2000', 'calendar', `SELECT max("^IXIC") FROM t WHERE year("Date") = 2000`],
    ['which month was that', 'follow-up', `SELECT ${MONTH} FROM t WHERE year("Date") = 2000 AND "^IXIC" IS NOT NULL ORDER BY "^IXIC" DESC LIMIT 1`],
    ['adbe vs msft price dec 2015', 'compare', `SELECT ${at('ADBE', '2015-12')}, ${at('MSFT', '2015-12')}`],
    ['top 3 months for dell', 'top-n', `SELECT ${MONTH} FROM t WHERE DELL IS NOT NULL ORDER BY DELL DESC LIMIT 3`],
    ['corr between ibm and xrx', 'correlation', `SELECT corr(IBM, XRX) FROM t`],
    ['corr aapl msft since 2010', 'correlation', `SELECT corr(AAPL, MSFT) FROM t WHERE "Date" >= DATE '2010-01-01'`],
    ['avg googl price by year 2015-2019', 'group-by', `SELECT year("Date"), avg(GOOGL) FROM t WHERE year("Date") BETWEEN 2015 AND 2019 GROUP BY 1`],
    ['lowest S&P month in 2009', 'argmax', `SELECT ${MONTH} FROM t WHERE year("Date") = 2009 AND "^GSPC" IS NOT NULL ORDER BY "^GSPC" ASC LIMIT 1`],
    ['how many rows are there', 'aggregate', `SELECT count(*) FROM t`],
    ['latest nasdaq value', 'lookup', `SELECT "^IXIC" FROM t WHERE "^IXIC" IS NOT NULL ORDER BY "Date" DESC LIMIT 1`],
    ['xrx avg in the 90s', 'filtered', `SELECT avg(XRX) FROM t WHERE year("Date") BETWEEN 1990 AND 1999`],
    ['how many months did amzn close above 3000', 'filtered', `SELECT count(DISTINCT ${MONTH}) FROM t WHERE AMZN > 3000`],
    [
      'which stock gained the most % from jan 2010 to jan 2020',
      'argmax',
      `SELECT s FROM (${STOCKS.map((s) => `SELECT '${s}' AS s, ${at(s, '2020-01')} / ${at(s, '2010-01')} AS g`).join(' UNION ALL ')}) WHERE g IS NOT NULL ORDER BY g DESC LIMIT 1`,
    ],
    ['S&P in march 2020', 'lookup', `SELECT ${at('^GSPC', '2020-03')}`],
    ['and feb 2020?', 'follow-up', `SELECT ${at('^GSPC', '2020-02')}`],
    ['avg ibm price in 2021', 'calendar', `SELECT avg(IBM) FROM t WHERE year("Date") = 2021`],
    ['msft % change jan to dec 2021', 'calendar', `SELECT 100.0 * (${at('MSFT', '2021-12')} / ${at('MSFT', '2021-01')} - 1)`],
    ['last month with a dell price', 'missing', `SELECT ${MONTH} FROM t WHERE DELL IS NOT NULL ORDER BY "Date" DESC LIMIT 1`],
    ['best month for the nasdaq, biggest % gain', 'argmax', `SELECT m FROM (SELECT ${MONTH} AS m, "^IXIC" / lag("^IXIC") OVER (ORDER BY "Date") - 1 AS g FROM t WHERE "^IXIC" IS NOT NULL) WHERE g IS NOT NULL ORDER BY g DESC LIMIT 1`],
    ["whats apple's dividend yield", 'clarify', null],
    ['tsla price in 2020', 'clarify', null],
  ],
});
