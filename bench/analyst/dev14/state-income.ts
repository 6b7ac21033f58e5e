import { table } from '../spec';

/** The 50 states (without DC, the nation and the BEA regions). */
const STATES = `level = 'state' AND fips <> '11'`;

export default table({
  name: 'state_income_bea',
  file: 'spi_download.csv',
  domain:
    'US per capita personal income in current dollars, 1969–2008, as downloaded from the Bureau of Economic Analysis\' Regional Economic Information System (table SA1-3, October 2009) and shipped with the Python package libpysal: a wide CSV, one row per area — the United States (FIPS 00), the 50 states and the District of Columbia, and the eight BEA regions (FIPS 91–98: New England, Mideast, Great Lakes, Plains, Southeast, Southwest, Rocky Mountain, Far West) — with a first column headed `Per capita personal income&nbsp;2/` that holds the line code 400, FIPS as text with leading zero, AreaName with footnote marks (`United States 3/`, `Alaska 3/`, `Hawaii 3/`, `Far West 3/`), and one column per year whose header has two trailing spaces (`"1969  "`) and whose numbers have a trailing space (`3836 `); five footer lines of source text (one an Excel `=HYPERLINK(...)` formula) follow the data',
  load: `SELECT fips, area, level, year::INTEGER AS year, trim(income)::INTEGER AS income
    FROM (UNPIVOT (
      SELECT "FIPS" AS fips, regexp_replace("AreaName", '\\s*\\d+/$', '') AS area,
        CASE WHEN "FIPS" = '00' THEN 'nation' WHEN "FIPS"::INTEGER >= 91 THEN 'region' ELSE 'state' END AS level,
        COLUMNS('^[0-9]{4}$')
      FROM read_csv('{file}', header = true, all_varchar = true, null_padding = true)
      WHERE "AreaName" IS NOT NULL
    ) ON COLUMNS('^[0-9]{4}$') INTO NAME year VALUE income)`,
  questions: [
    ['us per capita income in 2008', 'lookup', `SELECT income FROM t WHERE level = 'nation' AND year = 2008`],
    ['and in 1969', 'follow-up', `SELECT income FROM t WHERE level = 'nation' AND year = 1969`],
    ['which state had the lowest per capita income in 2008', 'argmax', `SELECT area FROM t WHERE level = 'state' AND year = 2008 ORDER BY income ASC LIMIT 1`],
    ['richest state in 1969', 'argmax', `SELECT area FROM t WHERE level = 'state' AND year = 1969 ORDER BY income DESC LIMIT 1`],
    ['top 5 states 2008, leave out dc', 'top-n', `SELECT area, income FROM t WHERE ${STATES} AND year = 2008 ORDER BY income DESC LIMIT 5`],
    ['which bea region was highest in 2008', 'argmax', `SELECT area FROM t WHERE level = 'region' AND year = 2008 ORDER BY income DESC LIMIT 1`],
    ['how far ahead of the lowest region was it', 'follow-up', `SELECT max(income) - min(income) FROM t WHERE level = 'region' AND year = 2008`],
    ['texas vs california 2008', 'compare', `SELECT max(income) FILTER (WHERE area = 'Texas'), max(income) FILTER (WHERE area = 'California') FROM t WHERE year = 2008`],
    ['how many of the 50 states were above the national figure in 2008', 'filtered', `SELECT count(*) FROM t WHERE ${STATES} AND year = 2008 AND income > (SELECT income FROM t WHERE level = 'nation' AND year = 2008)`],
    ['texas % growth 1969 to 2008', 'compare', `SELECT 100.0 * (max(income) FILTER (WHERE year = 2008) - max(income) FILTER (WHERE year = 1969)) / max(income) FILTER (WHERE year = 1969) FROM t WHERE area = 'Texas'`],
    ['which state grew fastest in % over the whole period (not dc)', 'argmax', `SELECT area FROM t WHERE ${STATES} GROUP BY area ORDER BY max(income) FILTER (WHERE year = 2008) / max(income) FILTER (WHERE year = 1969) DESC LIMIT 1`],
    ['us figure every 10 yrs starting 1970', 'group-by', `SELECT year, income FROM t WHERE level = 'nation' AND year IN (1970, 1980, 1990, 2000) ORDER BY year`],
    ['correlation between 1969 and 2008 incomes across the 50 states', 'correlation', `SELECT corr(a.income, b.income) FROM t a JOIN t b ON a.fips = b.fips WHERE a.level = 'state' AND a.fips <> '11' AND a.year = 1969 AND b.year = 2008`],
    ['first year the us passed 20k', 'calendar', `SELECT min(year) FROM t WHERE level = 'nation' AND income > 20000`],
    ['in how many years did alaska\'s income go down from the year before', 'calendar', `SELECT count(*) FROM (SELECT income - lag(income) OVER (ORDER BY year) AS d FROM t WHERE area = 'Alaska') WHERE d < 0`],
    ['mississippi as % of the us figure in 2008', 'share', `SELECT 100.0 * max(income) FILTER (WHERE area = 'Mississippi') / max(income) FILTER (WHERE level = 'nation') FROM t WHERE year = 2008`],
    ['ohio avg over the 1990s pls', 'calendar', `SELECT avg(income) FROM t WHERE area = 'Ohio' AND year BETWEEN 1990 AND 1999`],
    ['income by bea region in 2008', 'group-by', `SELECT area, income FROM t WHERE level = 'region' AND year = 2008 ORDER BY fips`],
    ['vermont 1985?', 'lookup', `SELECT income FROM t WHERE area = 'Vermont' AND year = 1985`],
    ['are any income values missing', 'missing', `SELECT count(*) FROM t WHERE income IS NULL`],
    ['great lakes vs plains in 1990', 'compare', `SELECT max(income) FILTER (WHERE area = 'Great Lakes'), max(income) FILTER (WHERE area = 'Plains') FROM t WHERE year = 1990`],
    ['medain of the 50 states in 2008', 'aggregate', `SELECT median(income) FROM t WHERE ${STATES} AND year = 2008`],
    ['simple avg of the 50 states 2008', 'aggregate', `SELECT avg(income) FROM t WHERE ${STATES} AND year = 2008`],
    ['where did wyoming rank among the 50 states in 2008', 'top-n', `SELECT r FROM (SELECT area, rank() OVER (ORDER BY income DESC) AS r FROM t WHERE ${STATES} AND year = 2008) WHERE area = 'Wyoming'`],
    ['change in the us number from 2007 to 2008', 'compare', `SELECT max(income) FILTER (WHERE year = 2008) - max(income) FILTER (WHERE year = 2007) FROM t WHERE level = 'nation'`],
    ['biggest $ increase 2007->2008 by state', 'argmax', `SELECT area FROM t WHERE ${STATES} GROUP BY area ORDER BY max(income) FILTER (WHERE year = 2008) - max(income) FILTER (WHERE year = 2007) DESC LIMIT 1`],
    ['dc 2008 income as a share of the national number', 'share', `SELECT 100.0 * max(income) FILTER (WHERE area = 'District of Columbia') / max(income) FILTER (WHERE level = 'nation') FROM t WHERE year = 2008`],
    ['how many of the 50 states were over 50k in 2008', 'filtered', `SELECT count(*) FROM t WHERE ${STATES} AND year = 2008 AND income > 50000`],
    ['texas real income growth since 1969, adjusted for inflation', 'clarify', null],
    ['puerto rico per capita income 2008', 'clarify', null],
  ],
});
