import { table } from '../spec';

export default table({
  name: 'us_states_admission',
  file: 'us_states_admission.csv',
  domain:
    "a federation's states in order of admission (the 50 US states): order `#`, state, date admitted in words under a footnoted header (`Date admitted[a]`: `December 7, 1787`; the first 13 the date of ratifying the Constitution), capital, largest city (the same as the capital for 17)",
  load: `SELECT "#"::INTEGER AS n,
      State AS state,
      strptime("Date admitted[a]", '%B %d, %Y')::DATE AS admitted,
      Capital AS capital,
      "Largest city" AS largest_city
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['what was the 50th state', 'lookup', `SELECT state FROM t WHERE n = 50`],
    ['when did texas become a state', 'lookup', `SELECT admitted FROM t WHERE state = 'Texas'`],
    [
      'how many states joined in the 1800s',
      'calendar',
      `SELECT count(*) FROM t WHERE year(admitted) BETWEEN 1800 AND 1899`,
    ],
    [
      'which state was admitted right after california',
      'lookup',
      `SELECT state FROM t WHERE n = (SELECT n FROM t WHERE state = 'California') + 1`,
    ],
    [
      'how many states have their capital as the largest city',
      'filtered',
      `SELECT count(*) FROM t WHERE capital = largest_city`,
    ],
    ['how many states joined in 1889', 'calendar', `SELECT count(*) FROM t WHERE year(admitted) = 1889`],
    [
      'which month of the year saw the most states admitted',
      'group-by',
      `SELECT monthname(admitted) FROM t GROUP BY 1 QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'how many were admitted in the 20th century',
      'calendar',
      `SELECT count(*) FROM t WHERE year(admitted) BETWEEN 1901 AND 2000`,
    ],
    [
      'last state to join before alaska',
      'lookup',
      `SELECT state FROM t WHERE n = (SELECT n FROM t WHERE state = 'Alaska') - 1`,
    ],
    ['capital of the 30th state?', 'lookup', `SELECT capital FROM t WHERE n = 30`],
    [
      'how many years between the first and last state',
      'aggregate',
      `SELECT max(year(admitted)) - min(year(admitted)) FROM t`,
    ],
    ['what number state was ohio', 'lookup', `SELECT n FROM t WHERE state = 'Ohio'`],
    [
      'which states became states on the same day',
      'filtered',
      `SELECT state FROM t WHERE admitted IN (SELECT admitted FROM t GROUP BY admitted HAVING count(*) > 1) ORDER BY n`,
    ],
    [
      'what are their capitals',
      'follow-up',
      `SELECT capital FROM t WHERE admitted IN (SELECT admitted FROM t GROUP BY admitted HAVING count(*) > 1) ORDER BY n`,
    ],
    [
      'how many states joined before 1800',
      'filtered',
      `SELECT count(*) FROM t WHERE admitted < DATE '1800-01-01'`,
    ],
    ['largest city in ohio', 'lookup', `SELECT largest_city FROM t WHERE state = 'Ohio'`],
    [
      'how many states were admitted on a monday',
      'calendar',
      `SELECT count(*) FROM t WHERE dayname(admitted) = 'Monday'`,
    ],
    [
      'which decade had the most new states',
      'group-by',
      `SELECT (year(admitted) // 10) * 10 AS decade FROM t GROUP BY decade QUALIFY rank() OVER (ORDER BY count(*) DESC) = 1`,
    ],
    [
      'what % of the states were in by 1850',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE admitted < DATE '1850-01-01') / count(*) FROM t`,
    ],
    [
      'how many years after virginia did west virginia become a state',
      'compare',
      `SELECT (SELECT year(admitted) FROM t WHERE state = 'West Virginia') - (SELECT year(admitted) FROM t WHERE state = 'Virginia')`,
    ],
    [
      'states where the largest city is portland',
      'filtered',
      `SELECT state FROM t WHERE largest_city = 'Portland' ORDER BY n`,
    ],
    [
      'first state admitted in the 1900s',
      'calendar',
      `SELECT state FROM t WHERE year(admitted) >= 1900 ORDER BY admitted LIMIT 1`,
    ],
    [
      'which was admitted first, maine or missouri',
      'compare',
      `SELECT state FROM t WHERE state IN ('Maine', 'Missouri') ORDER BY admitted LIMIT 1`,
    ],
    ['how many states ratified in 1788', 'calendar', `SELECT count(*) FROM t WHERE year(admitted) = 1788`],
    [
      "capital of the state that joined on valentine's day 1912",
      'lookup',
      `SELECT capital FROM t WHERE admitted = DATE '1912-02-14'`,
    ],
    ['boise is the capital of which state', 'lookup', `SELECT state FROM t WHERE capital = 'Boise'`],
    ['which state has the most people', 'clarify', null],
    ['when did puerto rico become a state', 'clarify', null],
  ],
});
