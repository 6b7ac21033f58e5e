import { table } from '../spec';

/** A numeric cell of the file, where the text NA means no value. */
const num = (col: string) => `CAST(nullif("${col}", 'NA') AS DOUBLE) AS "${col}"`;

export default table({
  name: 'worldbank_countries',
  file: 'worldbank_df.csv',
  domain:
    'World Bank indicators for 177 countries and territories: HDI (human development index, 0–1), urban_pop (people living in cities), unemployment (% of labour force), pop_growth (% a year), literacy (% of adults); NA where the World Bank has no value',
  load: `SELECT "name", "iso_a2", ${num('HDI')}, CAST(nullif("urban_pop", 'NA') AS BIGINT) AS "urban_pop",
      ${num('unemployment')}, ${num('pop_growth')}, ${num('literacy')}
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['avg unemployment rate across countries', 'aggregate', `SELECT avg(unemployment) FROM t`],
    ['which country has the highest unemployment', 'argmax', `SELECT name FROM t WHERE unemployment IS NOT NULL ORDER BY unemployment DESC LIMIT 1`],
    ['how high', 'follow-up', `SELECT max(unemployment) FROM t`],
    ['how many countries have no literacy data', 'missing', `SELECT count(*) FROM t WHERE literacy IS NULL`],
    ['how many have an HDI value', 'missing', `SELECT count(HDI) FROM t`],
    ['top 5 countries by urban pop', 'top-n', `SELECT name FROM t WHERE urban_pop IS NOT NULL ORDER BY urban_pop DESC LIMIT 5`],
    ['urban population of japan', 'lookup', `SELECT urban_pop FROM t WHERE name = 'Japan'`],
    ['and india?', 'follow-up', `SELECT urban_pop FROM t WHERE name = 'India'`],
    ['how many countries have negative pop growth', 'filtered', `SELECT count(*) FROM t WHERE pop_growth < 0`],
    ['fastest growing country', 'argmax', `SELECT name FROM t WHERE pop_growth IS NOT NULL ORDER BY pop_growth DESC LIMIT 1`],
    ['median HDI', 'aggregate', `SELECT median(HDI) FROM t`],
    ['corr between HDI and literacy', 'correlation', `SELECT corr(HDI, literacy) FROM t`],
    ['corr hdi vs unemployment', 'correlation', `SELECT corr(HDI, unemployment) FROM t`],
    ['total urban population of all countries', 'aggregate', `SELECT sum(urban_pop) FROM t`],
    ['pop growth for BR', 'lookup', `SELECT pop_growth FROM t WHERE iso_a2 = 'BR'`],
    ['of the countries with an hdi, what % are above 0.8', 'share', `SELECT 100.0 * count(*) FILTER (WHERE HDI > 0.8) / count(HDI) FROM t`],
    ['lowest hdi', 'argmax', `SELECT name FROM t WHERE HDI IS NOT NULL ORDER BY HDI ASC LIMIT 1`],
    ['how many countries are in the table', 'aggregate', `SELECT count(*) FROM t`],
    ['avg literacy for countries with unemployment over 10%', 'filtered', `SELECT avg(literacy) FROM t WHERE unemployment > 10`],
    ['germany vs france unemployment', 'compare', `SELECT (SELECT unemployment FROM t WHERE name = 'Germany'), (SELECT unemployment FROM t WHERE name = 'France')`],
    ['which country has the lowest literacy rate', 'argmax', `SELECT name FROM t WHERE literacy IS NOT NULL ORDER BY literacy ASC LIMIT 1`],
    ["what's its pop growth", 'follow-up', `SELECT pop_growth FROM t WHERE literacy IS NOT NULL ORDER BY literacy ASC LIMIT 1`],
    ['avg hdi for countries growing over 2% vs the rest', 'compare', `SELECT avg(HDI) FILTER (WHERE pop_growth > 2), avg(HDI) FILTER (WHERE pop_growth <= 2) FROM t`],
    ['number of countries with unemployment below 5', 'filtered', `SELECT count(*) FROM t WHERE unemployment < 5`],
    ['total urban pop of brazil, russia, india and china', 'filtered', `SELECT sum(urban_pop) FROM t WHERE iso_a2 IN ('BR', 'RU', 'IN', 'CN')`],
    ['which continent has the highest avg hdi', 'clarify', null],
    ['gdp per capita of chile', 'clarify', null],
  ],
});
