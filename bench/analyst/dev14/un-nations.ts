import { table } from '../spec';

export default table({
  name: 'un_nations',
  file: 'Nations.txt',
  domain:
    'social indicators for 207 countries and territories from the United Nations (1998), as shipped with the R Commander (Rcmdr etc/Nations.txt, the data of Fox\'s `UN` examples): a whitespace-aligned text file with CRLF line ends whose header has no name for the first column (the country, multi-word names joined by hyphens: Sierra-Leone, Dem-Rep-of-the-Congo, United-States), then TFR (total fertility rate, children per woman), contraception (% of married women using contraception), infant.mortality (per 1000 live births), GDP (per capita, US dollars) and region (Africa, Americas, Asia, Europe, Oceania — Japan is listed under Oceania); gaps written NA',
  load: `SELECT p[1] AS country, nullif(p[2], 'NA')::DOUBLE AS "TFR", nullif(p[3], 'NA')::INTEGER AS contraception,
      nullif(p[4], 'NA')::INTEGER AS "infant.mortality", nullif(p[5], 'NA')::INTEGER AS "GDP", p[6] AS region
    FROM (SELECT regexp_split_to_array(trim(line, E' \\r'), '\\s+') AS p
      FROM read_csv('{file}', header = false, skip = 1, delim = '|', quote = '', escape = '', columns = {'line': 'VARCHAR'}))`,
  questions: [
    ['how many countries in the table', 'aggregate', `SELECT count(*) FROM t`],
    ['average fertility rate', 'aggregate', `SELECT avg("TFR") FROM t`],
    ['avg infant mortailty by region', 'group-by', `SELECT region, avg("infant.mortality") FROM t GROUP BY region ORDER BY region`],
    ['countries per region', 'group-by', `SELECT region, count(*) FROM t GROUP BY region ORDER BY region`],
    ['which country has the lowest tfr', 'argmax', `SELECT country FROM t ORDER BY "TFR" ASC NULLS LAST LIMIT 1`],
    ['what is its gdp per head', 'follow-up', `SELECT "GDP" FROM t WHERE country = 'Italy'`],
    ['highest infant mortality in asia', 'argmax', `SELECT country FROM t WHERE region = 'Asia' ORDER BY "infant.mortality" DESC NULLS LAST LIMIT 1`],
    ['how many countries have no contraception figure', 'missing', `SELECT count(*) FROM t WHERE contraception IS NULL`],
    ['which region is missing the most gdp values', 'missing', `SELECT region FROM t WHERE "GDP" IS NULL GROUP BY region ORDER BY count(*) DESC LIMIT 1`],
    ['corr between tfr and infant mortality', 'correlation', `SELECT corr("TFR", "infant.mortality") FROM t`],
    ['is contraception use correlated with fertility?', 'correlation', `SELECT corr(contraception, "TFR") FROM t`],
    ['gdp per capita africa vs europe (avg)', 'compare', `SELECT avg("GDP") FILTER (WHERE region = 'Africa'), avg("GDP") FILTER (WHERE region = 'Europe') FROM t`],
    ['what region is japan in', 'lookup', `SELECT region FROM t WHERE country = 'Japan'`],
    ['kenya tfr', 'lookup', `SELECT "TFR" FROM t WHERE country = 'Kenya'`],
    ['how many countries have a fertility rate of more than 6', 'filtered', `SELECT count(*) FROM t WHERE "TFR" > 6`],
    ['top 5 richest countries by gdp per capita', 'top-n', `SELECT country FROM t ORDER BY "GDP" DESC NULLS LAST LIMIT 5`],
    ['of the countries with an infant mortality figure, what % are above 100', 'share', `SELECT 100.0 * count(*) FILTER (WHERE "infant.mortality" > 100) / count("infant.mortality") FROM t`],
    ['% of the countries that are african', 'share', `SELECT 100.0 * count(*) FILTER (WHERE region = 'Africa') / count(*) FROM t`],
    ['avg contraceptive use in asia', 'filtered', `SELECT avg(contraception) FROM t WHERE region = 'Asia'`],
    ['costa rica gdp', 'lookup', `SELECT "GDP" FROM t WHERE country = 'Costa-Rica'`],
    ['how many countries under $1000 gdp per capita', 'filtered', `SELECT count(*) FROM t WHERE "GDP" < 1000`],
    ['median gdp', 'aggregate', `SELECT median("GDP") FROM t`],
    ['europe vs americas avg tfr', 'compare', `SELECT avg("TFR") FILTER (WHERE region = 'Europe'), avg("TFR") FILTER (WHERE region = 'Americas') FROM t`],
    ['highest fertility in the americas', 'argmax', `SELECT country FROM t WHERE region = 'Americas' ORDER BY "TFR" DESC NULLS LAST LIMIT 1`],
    ['and in europe', 'follow-up', `SELECT country FROM t WHERE region = 'Europe' ORDER BY "TFR" DESC NULLS LAST LIMIT 1`],
    ['avg infant mortality for countries with gdp over 10k', 'filtered', `SELECT avg("infant.mortality") FROM t WHERE "GDP" > 10000`],
    ['how has indias gdp grown over the decade', 'clarify', null],
    ['population of nigeria', 'clarify', null],
  ],
});
