import { table } from '../spec';

export default table({
  name: 'fields_medalists',
  file: 'fields_medalists.csv',
  domain:
    "a mathematics prize's medallists 1990–2022, one row per medallist (four per congress, two in 2002): year (`2022[b]`), congress location `Kyoto, Japan`, medallist (`Grigori Perelman[a]`, `Ngô Bảo Châu`), birth year, nationality (`Brazil, France` for five with two), institution at the time (`—` for one), field of work (`Functional analysis, combinatorics` once)",
  load: `SELECT regexp_replace(Year, '\\[[a-z]\\]', '', 'g')::INTEGER AS year,
      "ICM location" AS icm_location,
      split_part("ICM location", ', ', 1) AS icm_city,
      split_part("ICM location", ', ', 2) AS icm_country,
      regexp_replace(Medallist, '\\[[a-z]\\]', '', 'g') AS medallist,
      Born::INTEGER AS born, Nationality AS nationality,
      nullif(Institution, '—') AS institution, Field AS field
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many fields medals since 1990', 'aggregate', `SELECT count(*) FROM t`],
    [
      'how many french medallists (dual nationals count)',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality LIKE '%France%'`,
    ],
    ['how many russians won it', 'filtered', `SELECT count(*) FROM t WHERE nationality LIKE '%Russia%'`],
    [
      'medallists from the uk',
      'filtered',
      `SELECT medallist FROM t WHERE nationality LIKE '%United Kingdom%'`,
    ],
    ['how many had two nationalities', 'filtered', `SELECT count(*) FROM t WHERE nationality LIKE '%, %'`],
    [
      'which institution had the most medallists',
      'argmax',
      `SELECT institution FROM t WHERE institution IS NOT NULL GROUP BY institution ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many',
      'follow-up',
      `SELECT count(*) FROM t WHERE institution IS NOT NULL GROUP BY institution ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'name the cambridge ones',
      'filtered',
      `SELECT medallist FROM t WHERE institution = 'University of Cambridge'`,
    ],
    [
      'which field has won the most medals',
      'argmax',
      `SELECT field FROM t GROUP BY field ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many went to probability', 'filtered', `SELECT count(*) FROM t WHERE field = 'Probability'`],
    ['where was the 2014 congress', 'lookup', `SELECT DISTINCT icm_city FROM t WHERE year = 2014`],
    ['which year only had 2 medallists', 'filtered', `SELECT year FROM t GROUP BY year HAVING count(*) = 2`],
    ['who were they', 'follow-up', `SELECT medallist FROM t WHERE year = 2002`],
    [
      'who won the same year as terence tao',
      'lookup',
      `SELECT medallist FROM t WHERE year = (SELECT year FROM t WHERE medallist = 'Terence Tao') AND medallist <> 'Terence Tao'`,
    ],
    ["what was viazovska's field", 'lookup', `SELECT field FROM t WHERE medallist = 'Maryna Viazovska'`],
    [
      'medallists per institution, only those with at least 3',
      'group-by',
      `SELECT institution, count(*) FROM t WHERE institution IS NOT NULL GROUP BY institution HAVING count(*) >= 3`,
    ],
    [
      'how many medalists were born in the 80s',
      'filtered',
      `SELECT count(*) FROM t WHERE born BETWEEN 1980 AND 1989`,
    ],
    ['avg age at award, just award year minus birth year', 'aggregate', `SELECT avg(year - born) FROM t`],
    [
      'avg age 1990 winners vs 2022 winners',
      'compare',
      `SELECT year, avg(year - born) FROM t WHERE year IN (1990, 2022) GROUP BY year`,
    ],
    ['which medallists were born in 1987', 'filtered', `SELECT medallist FROM t WHERE born = 1987`],
    ['corr between award yr and birth year', 'correlation', `SELECT corr(year, born) FROM t`],
    [
      'for how many is the institution missing',
      'missing',
      `SELECT count(*) FROM t WHERE institution IS NULL`,
    ],
    [
      'what share of medals went to number theory',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE field = 'Number theory') / count(*) FROM t`,
    ],
    ['how many women have won a fields medal', 'clarify', null],
    ['how much prize money comes with the medal', 'clarify', null],
  ],
});
