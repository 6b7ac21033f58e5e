import { table } from '../spec';

/** One side of a score such as `18½–9½` (0 = winner's, 1 = loser's), in points. */
const side = (i: 0 | 1): string => `replace(string_split(Score, '–')[${i + 1}], '½', '.5')::DOUBLE`;

export default table({
  name: 'ryder_cup',
  file: 'ryder_cup.csv',
  domain:
    'Ryder Cup results since Europe joined (1979–2025): year with footnote marks (`2002[b]`), dates as `14–16 September 1979` / `30 September – 2 October 2016`, venue, host country, winner (`Tied[a]` once), score winner first with halves (`18½–9½`), US and Europe captains',
  load: `SELECT regexp_extract("Year", '[0-9]{4}')::INTEGER AS year,
      CASE WHEN Dates LIKE '% – %'
        THEN strptime(split_part(Dates, ' – ', 1) || ' ' || regexp_extract(Dates, '[0-9]{4}$'), '%d %B %Y')
        ELSE strptime(regexp_extract(Dates, '^[0-9]+') || ' ' || regexp_extract(Dates, '([A-Za-z]+) [0-9]{4}$', 1) || ' ' || regexp_extract(Dates, '[0-9]{4}$'), '%d %B %Y')
      END::DATE AS start_date,
      strptime(regexp_extract(Dates, '[0-9]+ [A-Za-z]+ [0-9]{4}$'), '%d %B %Y')::DATE AS end_date,
      Venue AS venue, Country AS country, regexp_replace(Winner, '\\[[a-z]\\]', '', 'g') AS winner,
      ${side(0)} AS winner_points, ${side(1)} AS loser_points,
      CASE WHEN Winner = 'United States' THEN ${side(1)} ELSE ${side(0)} END AS europe_points,
      CASE WHEN Winner = 'United States' THEN ${side(0)} ELSE ${side(1)} END AS us_points,
      "United States captain" AS us_captain, "Europe captain" AS europe_captain
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many times has europe won', 'filtered', `SELECT count(*) FROM t WHERE winner = 'Europe'`],
    ['and the us?', 'follow-up', `SELECT count(*) FROM t WHERE winner = 'United States'`],
    [
      'biggest winning margin',
      'argmax',
      `SELECT year FROM t ORDER BY winner_points - loser_points DESC LIMIT 1`,
    ],
    [
      'who was the us captain that year',
      'follow-up',
      `SELECT us_captain FROM t ORDER BY winner_points - loser_points DESC LIMIT 1`,
    ],
    [
      'how many ryder cups were at the belfry',
      'filtered',
      `SELECT count(*) FROM t WHERE venue = 'The Belfry'`,
    ],
    [
      'how many were won by exactly one point',
      'filtered',
      `SELECT count(*) FROM t WHERE winner_points - loser_points = 1`,
    ],
    [
      'which europe captains did it more than once',
      'filtered',
      `SELECT europe_captain FROM t GROUP BY europe_captain HAVING count(*) > 1`,
    ],
    [
      'how many did europe win with jacklin as captain',
      'filtered',
      `SELECT count(*) FROM t WHERE europe_captain = 'Tony Jacklin' AND winner = 'Europe'`,
    ],
    ['us captian in 2008', 'lookup', `SELECT us_captain FROM t WHERE year = 2008`],
    ['where was the 2014 ryder cup', 'lookup', `SELECT venue FROM t WHERE year = 2014`],
    [
      'how many times was it held outside the us and england',
      'filtered',
      `SELECT count(*) FROM t WHERE country NOT IN ('United States', 'England')`,
    ],
    [
      'avg points europe scored in the years it won',
      'filtered',
      `SELECT avg(europe_points) FROM t WHERE winner = 'Europe'`,
    ],
    ['when did the us last win', 'argmax', `SELECT max(year) FROM t WHERE winner = 'United States'`],
    [
      'how many times has europe won in america',
      'filtered',
      `SELECT count(*) FROM t WHERE winner = 'Europe' AND country = 'United States'`,
    ],
    ['which year was a tie', 'lookup', `SELECT year FROM t WHERE winner = 'Tied'`],
    ['total pts europe has scored in all of them', 'aggregate', `SELECT sum(europe_points) FROM t`],
    [
      'which us captains did it twice',
      'filtered',
      `SELECT us_captain FROM t GROUP BY us_captain HAVING count(*) = 2`,
    ],
    ['which ones finished in october', 'filtered', `SELECT year FROM t WHERE month(end_date) = 10`],
    [
      'how many days did the 2010 one last',
      'lookup',
      `SELECT end_date - start_date + 1 FROM t WHERE year = 2010`,
    ],
    [
      'what % of the cups since 1985 has europe won',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE winner = 'Europe') / count(*) FROM t WHERE year >= 1985`,
    ],
    ['how many points did the us get in 2016', 'lookup', `SELECT us_points FROM t WHERE year = 2016`],
    [
      'europe pts 2004 vs 2014',
      'compare',
      `SELECT (SELECT europe_points FROM t WHERE year = 2004), (SELECT europe_points FROM t WHERE year = 2014)`,
    ],
    ['who was the top points scorer in 2012', 'clarify', null],
    ['how many fans went to gleneagles', 'clarify', null],
  ],
});
