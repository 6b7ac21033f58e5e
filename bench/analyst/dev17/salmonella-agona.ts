import { table } from '../spec';

export default table({
  name: 'salmonella_agona',
  file: 'salmonella.agona.txt',
  domain:
    'Weekly reported cases of Salmonella Agona in the UK, 1990–1995 (Farrington et al. 1996, shipped with the R package surveillance): 312 rows, the header `week    observed state` separated by spaces but the rows by tabs, Windows line ends; `week` is a year-and-week code `199001` … `199552` (year then week 01–52), `observed` the number of cases that week, `state` an outbreak flag (space-padded `  0`, never 1 in this file)',
  load: `SELECT CAST(week AS INTEGER) AS week, CAST(week AS INTEGER) // 100 AS year, CAST(week AS INTEGER) % 100 AS week_of_year,
      CAST(observed AS INTEGER) AS observed, CAST(trim(state) AS INTEGER) AS state
    FROM read_csv('{file}', delim = '\\t', header = false, skip = 1, all_varchar = true,
      columns = {'week': 'VARCHAR', 'observed': 'VARCHAR', 'state': 'VARCHAR'})`,
  questions: [
    ['total cases 1990-1995', 'aggregate', `SELECT sum(observed) FROM t`],
    ['how many weeks are in the data', 'aggregate', `SELECT count(*) FROM t`],
    ['avg cases per week', 'aggregate', `SELECT avg(observed) FROM t`],
    ['median weekly count', 'aggregate', `SELECT median(observed) FROM t`],
    ['max cases in a single week', 'aggregate', `SELECT max(observed) FROM t`],
    ['sd of weekly counts', 'aggregate', `SELECT stddev_samp(observed) FROM t`],
    ['which week had the most cases', 'argmax', `SELECT week FROM t ORDER BY observed DESC LIMIT 1`],
    ['top 3 weeks by cases', 'top-n', `SELECT week FROM t ORDER BY observed DESC LIMIT 3`],
    ['cases per year', 'group-by', `SELECT year, sum(observed) FROM t GROUP BY year ORDER BY year`],
    ['worst year?', 'argmax', `SELECT year FROM t GROUP BY year ORDER BY sum(observed) DESC LIMIT 1`],
    [
      'which year had the most weeks with zero cases',
      'argmax',
      `SELECT year FROM t WHERE observed = 0 GROUP BY year ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many cases in 1992', 'filtered', `SELECT sum(observed) FROM t WHERE year = 1992`],
    ['avg weekly cases in 1993', 'filtered', `SELECT avg(observed) FROM t WHERE year = 1993`],
    ['how many weeks had zero cases', 'filtered', `SELECT count(*) FROM t WHERE observed = 0`],
    ['how many weeks with 10 or more cases', 'filtered', `SELECT count(*) FROM t WHERE observed >= 10`],
    [
      'total cases in the last 10 weeks of the series',
      'filtered',
      `SELECT sum(observed) FROM (SELECT observed FROM t ORDER BY week DESC LIMIT 10)`,
    ],
    ['cases in week 36 of 1993', 'lookup', `SELECT observed FROM t WHERE week = 199336`],
    [
      '1994 vs 1995 total cases',
      'compare',
      `SELECT sum(observed) FILTER (WHERE year = 1994), sum(observed) FILTER (WHERE year = 1995) FROM t`,
    ],
    [
      '% change in yearly cases 1990 to 1995',
      'compare',
      `SELECT 100.0 * (sum(observed) FILTER (WHERE year = 1995) - sum(observed) FILTER (WHERE year = 1990)) / sum(observed) FILTER (WHERE year = 1990) FROM t`,
    ],
    [
      'first half of 1991 vs second half (weeks 1-26 vs 27-52)',
      'compare',
      `SELECT sum(observed) FILTER (WHERE week_of_year <= 26), sum(observed) FILTER (WHERE week_of_year > 26) FROM t WHERE year = 1991`,
    ],
    [
      'which week of the year is worst on average across the 6 yrs',
      'calendar',
      `SELECT week_of_year FROM t GROUP BY week_of_year ORDER BY avg(observed) DESC LIMIT 1`,
    ],
    [
      'total cases in weeks 27-39 summed over all years',
      'calendar',
      `SELECT sum(observed) FROM t WHERE week_of_year BETWEEN 27 AND 39`,
    ],
    [
      '% of weeks with no cases',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE observed = 0) / count(*) FROM t`,
    ],
    [
      'what share of all cases came in 1991',
      'share',
      `SELECT 100.0 * sum(observed) FILTER (WHERE year = 1991) / sum(observed) FROM t`,
    ],
    [
      'longest run of consecutive weeks with no cases',
      'aggregate',
      `SELECT max(n) FROM (SELECT count(*) AS n FROM (SELECT observed, row_number() OVER (ORDER BY week) - row_number() OVER (PARTITION BY observed = 0 ORDER BY week) AS grp FROM t) WHERE observed = 0 GROUP BY grp)`,
    ],
    ['cases by region', 'clarify', null],
    ['how many people died', 'clarify', null],
    ['salmonella typhimurium cases in 1992', 'clarify', null],
  ],
});
