import { table } from '../spec';

export default table({
  name: 'us_employment',
  file: 'us-employment.csv',
  domain: 'economy (US monthly employment by industry, thousands; one column per industry)',
  load: `SELECT month::DATE AS month, nonfarm::DOUBLE AS nonfarm, construction::DOUBLE AS construction,
      manufacturing::DOUBLE AS manufacturing, government::DOUBLE AS government, retail_trade::DOUBLE AS retail_trade,
      information::DOUBLE AS information, leisure_and_hospitality::DOUBLE AS leisure_and_hospitality,
      mining_and_logging::DOUBLE AS mining_and_logging, nonfarm_change::DOUBLE AS nonfarm_change
    FROM read_csv('{file}', all_varchar = true)`,
  questions: [
    ['average nonfarm employment', 'aggregate', `SELECT avg(nonfarm) FROM t`],
    ['highest construction employment', 'aggregate', `SELECT max(construction) FROM t`],
    ['which month had the lowest manufacturing jobs', 'argmax', `SELECT strftime(month, '%Y-%m') FROM t ORDER BY manufacturing LIMIT 1`],
    ['avg goverment employment in 2009', 'filtered', `SELECT avg(government) FROM t WHERE year(month) = 2009`],
    ['total nonfarm change in 2008', 'filtered', `SELECT sum(nonfarm_change) FROM t WHERE year(month) = 2008`],
    ['retail trade employment by year', 'group-by', `SELECT year(month), avg(retail_trade) FROM t GROUP BY 1`],
    ['how many months had a negative nonfarm change', 'filtered', `SELECT count(*) FROM t WHERE nonfarm_change < 0`],
    ['when was the biggest monthly job loss', 'argmax', `SELECT strftime(month, '%Y-%m') FROM t ORDER BY nonfarm_change LIMIT 1`],
    ['correlation between construction and manufacturing', 'correlation', `SELECT corr(construction, manufacturing) FROM t`],
    ['mining and logging jobs in jan 2010', 'lookup', `SELECT mining_and_logging FROM t WHERE month = DATE '2010-01-01'`],
    ['compare information employment 2006 vs 2015', 'compare', `SELECT avg(information) FILTER (WHERE year(month) = 2006), avg(information) FILTER (WHERE year(month) = 2015) FROM t`],
    ['avg leisure and hospitality in 2012', 'filtered', `SELECT avg(leisure_and_hospitality) FROM t WHERE year(month) = 2012`],
    ['what was nonfarm employment in March 2009', 'lookup', `SELECT nonfarm FROM t WHERE month = DATE '2009-03-01'`],
    ['how many rows are there', 'aggregate', `SELECT count(*) FROM t`],
    ['what is the unemployment rate', 'clarify', null],
  ],
});
