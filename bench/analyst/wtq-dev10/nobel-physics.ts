import { table } from '../spec';

export default table({
  name: 'nobel_physics',
  file: 'nobel_physics.csv',
  domain:
    'A science prize’s laureates 2012–2025, one row per laureate: year, laureate, birth year, nationality (`Japan, United States[a]` for two), share of the prize as a fraction `1/2`, `1/4`, `1/3`, rationale (`for the invention of …`)',
  load: `SELECT "Year"::INTEGER AS year, Laureate AS laureate, Born::INTEGER AS born,
      regexp_replace(Nationality, '\\[[a-z]\\]', '', 'g') AS nationality,
      Share AS share_text, split_part(Share, '/', 1)::DOUBLE / split_part(Share, '/', 2)::DOUBLE AS share,
      Rationale AS rationale, "Year"::INTEGER - Born::INTEGER AS age_at_award
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who won the physics prize in 2013', 'lookup', `SELECT laureate FROM t WHERE year = 2013`],
    ['how many laureates since 2012', 'aggregate', `SELECT count(*) FROM t`],
    ['oldest laureate when they won', 'argmax', `SELECT laureate FROM t ORDER BY age_at_award DESC LIMIT 1`],
    ['youngest?', 'follow-up', `SELECT laureate FROM t ORDER BY age_at_award LIMIT 1`],
    [
      'how many laureates were american',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality LIKE '%United States%'`,
    ],
    [
      'in how many years were there three laureates',
      'filtered',
      `SELECT count(*) FROM (SELECT year FROM t GROUP BY year HAVING count(*) = 3)`,
    ],
    [
      'which years was it split equally in thirds',
      'filtered',
      `SELECT DISTINCT year FROM t WHERE share_text = '1/3' ORDER BY year`,
    ],
    [
      'who got half the prize in 2021',
      'lookup',
      `SELECT laureate FROM t WHERE year = 2021 AND share_text = '1/2'`,
    ],
    ['average age when they won', 'aggregate', `SELECT avg(age_at_award) FROM t`],
    ['which laureates were born in 1931', 'filtered', `SELECT laureate FROM t WHERE born = 1931`],
    ['what was the 2024 prize for', 'lookup', `SELECT DISTINCT rationale FROM t WHERE year = 2024`],
    ['how many japanese laureates', 'filtered', `SELECT count(*) FROM t WHERE nationality LIKE '%Japan%'`],
    [
      'how many british laureates',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality LIKE '%United Kingdom%'`,
    ],
    ['and french?', 'follow-up', `SELECT count(*) FROM t WHERE nationality LIKE '%France%'`],
    [
      'which nationality has the most laureates',
      'argmax',
      `SELECT n FROM (SELECT unnest(string_split(nationality, ', ')) AS n FROM t) GROUP BY n ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['when did geoffrey hinton win', 'lookup', `SELECT year FROM t WHERE laureate = 'Geoffrey Hinton'`],
    ['how old was he', 'follow-up', `SELECT age_at_award FROM t WHERE laureate = 'Geoffrey Hinton'`],
    [
      'who shared the 2019 prize with peebles',
      'lookup',
      `SELECT laureate FROM t WHERE year = 2019 AND laureate <> 'James Peebles'`,
    ],
    ['how many laureates were born before 1940', 'filtered', `SELECT count(*) FROM t WHERE born < 1940`],
    [
      'which laureates were 90 or older when they won',
      'filtered',
      `SELECT laureate FROM t WHERE age_at_award >= 90`,
    ],
    [
      'how many laureates have two nationalities listed',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality LIKE '%,%'`,
    ],
    [
      'which year had the youngest average age of laureates',
      'argmax',
      `SELECT year FROM t GROUP BY year ORDER BY avg(age_at_award) LIMIT 1`,
    ],
    ['how many women won', 'clarify', null],
    ['what university was donna strickland at when she won', 'clarify', null],
  ],
});
