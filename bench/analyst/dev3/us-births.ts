import { table } from '../spec';

export default table({
  name: 'us_births',
  file: 'us-births-2000-2014.csv',
  domain: 'vital statistics: daily counts with the date split into columns (weekday coded 1 = Monday … 7 = Sunday)',
  load: `SELECT year::INTEGER AS year, month::INTEGER AS month, date_of_month::INTEGER AS dom, day_of_week::INTEGER AS dow,
      births::BIGINT AS births, make_date(year::INTEGER, month::INTEGER, date_of_month::INTEGER) AS date
    FROM read_csv('{file}', all_varchar = true)`,
  questions: [
    ['total births 2000-2014', 'aggregate', `SELECT sum(births) FROM t`],
    ['how many babies were born in 2007', 'filtered', `SELECT sum(births) FROM t WHERE year = 2007`],
    ['avg daily births in 2014', 'filtered', `SELECT avg(births) FROM t WHERE year = 2014`],
    ['total births in feb 2012', 'filtered', `SELECT sum(births) FROM t WHERE year = 2012 AND month = 2`],
    ['and feb 2013?', 'follow-up', `SELECT sum(births) FROM t WHERE year = 2013 AND month = 2`],
    ['births per year', 'group-by', `SELECT year, sum(births) FROM t GROUP BY 1`],
    ['just from 2010 on', 'follow-up', `SELECT year, sum(births) FROM t WHERE year >= 2010 GROUP BY 1`],
    ['monthly births in 2008', 'group-by', `SELECT sum(births) FROM t WHERE year = 2008 GROUP BY month`],
    ['which year had the most births', 'argmax', `SELECT year FROM t GROUP BY 1 ORDER BY sum(births) DESC LIMIT 1`],
    ['day with the fewest births', 'argmax', `SELECT date FROM t ORDER BY births LIMIT 1`],
    ['top 3 days with the most births', 'top-n', `SELECT date FROM t ORDER BY births DESC LIMIT 3`],
    ['avg births by day of week', 'calendar', `SELECT avg(births) FROM t GROUP BY dow`],
    ['which month of the year has the most births per day on average', 'calendar', `SELECT monthname(make_date(2000, month, 1)) FROM t GROUP BY month ORDER BY avg(births) DESC LIMIT 1`],
    ['how many births on christmas day 2010', 'lookup', `SELECT births FROM t WHERE date = '2010-12-25'`],
    ['are fewer babies born on friday the 13th than on other fridays', 'compare', `SELECT avg(births) FILTER (WHERE dom = 13), avg(births) FILTER (WHERE dom <> 13) FROM t WHERE dow = 5`],
    ['how much did births change from 2007 to 2010', 'compare', `SELECT sum(births) FILTER (WHERE year = 2010) - sum(births) FILTER (WHERE year = 2007) FROM t`],
    ['weekday vs weekend avg births', 'compare', `SELECT avg(births) FILTER (WHERE dow <= 5), avg(births) FILTER (WHERE dow >= 6) FROM t`],
    ['what share of births happen on weekends', 'share', `SELECT 100.0 * sum(births) FILTER (WHERE dow >= 6) / sum(births) FROM t`],
    ['any rows with no births number', 'missing', `SELECT count(*) - count(births) FROM t`],
    ['births on 4th july 2005', 'lookup', `SELECT births FROM t WHERE date = '2005-07-04'`],
    ['how many boys vs girls were born', 'clarify', null],
    ['births in 2016', 'clarify', null],
  ],
});
