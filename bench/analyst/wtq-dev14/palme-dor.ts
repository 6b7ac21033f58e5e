import { table } from '../spec';

export default table({
  name: 'palme_dor',
  file: 'palme_dor.csv',
  domain:
    "a film festival's top prize 2000–2025 (the Cannes Palme d'Or): year (`2020[b]`), film (English title; `—` in 2020 when none was awarded), director(s) (`Jean-Pierre Dardenne, Luc Dardenne`), countries listed in one cell (`Germany, Austria`), jury president (`Joel Coen, Ethan Coen`), a notes sentence (`—` for none)",
  load: `SELECT regexp_replace(Year, '\\[[a-z]\\]', '', 'g')::INTEGER AS year,
      NULLIF(Film, '—') AS film, NULLIF("Director(s)", '—') AS directors,
      NULLIF(Country, '—') AS countries, NULLIF("Jury president", '—') AS jury_president,
      NULLIF(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '—') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which film won in 2019', 'lookup', `SELECT film FROM t WHERE year = 2019`],
    ['how many times has ken loach won', 'filtered', `SELECT count(*) FROM t WHERE directors = 'Ken Loach'`],
    [
      'which directors won it twice',
      'group-by',
      `SELECT directors FROM t WHERE directors IS NOT NULL GROUP BY directors HAVING count(*) = 2`,
    ],
    [
      'how many american films won',
      'filtered',
      `SELECT count(*) FROM t WHERE countries LIKE '%United States%'`,
    ],
    [
      'which country has the most wins',
      'argmax',
      `SELECT c FROM (SELECT unnest(string_split(countries, ', ')) AS c FROM t) GROUP BY c ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['what year was there no winner', 'filtered', `SELECT year FROM t WHERE film IS NULL`],
    [
      'who was jury president when parasite won',
      'lookup',
      `SELECT jury_president FROM t WHERE film = 'Parasite'`,
    ],
    ['how many of the winning directors were women', 'clarify', null],
    [
      'which film won the year after the class',
      'lookup',
      `SELECT film FROM t WHERE year = (SELECT year FROM t WHERE film = 'The Class') + 1`,
    ],
    ['how many winners since 2010', 'filtered', `SELECT count(film) FROM t WHERE year >= 2010`],
    [
      'how many were co-productions of more than one country',
      'filtered',
      `SELECT count(*) FROM t WHERE countries LIKE '%,%'`,
    ],
    ['who directed anora', 'lookup', `SELECT directors FROM t WHERE film = 'Anora'`],
    [
      'how many palme dor winners also won best picture',
      'filtered',
      `SELECT count(*) FROM t WHERE notes LIKE '%Best Picture%'`,
    ],
    ['which were they', 'follow-up', `SELECT film FROM t WHERE notes LIKE '%Best Picture%'`],
    [
      'what year was ruben ostlund jury president',
      'lookup',
      `SELECT year FROM t WHERE jury_president = 'Ruben Östlund'`,
    ],
    [
      'winners per decade',
      'group-by',
      `SELECT year // 10 * 10 AS decade, count(film) FROM t GROUP BY decade ORDER BY decade`,
    ],
    [
      'which winner has the longest title',
      'argmax',
      `SELECT film FROM t ORDER BY length(film) DESC NULLS LAST LIMIT 1`,
    ],
    ['who directed it', 'follow-up', `SELECT directors FROM t ORDER BY length(film) DESC NULLS LAST LIMIT 1`],
    [
      'what % of the winners were french',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE countries LIKE '%France%') / count(film) FROM t`,
    ],
    ['how many years had no winner', 'missing', `SELECT count(*) FROM t WHERE film IS NULL`],
    [
      "which jury presidents also won the palme d'or themselves",
      'filtered',
      `SELECT DISTINCT jury_president FROM t WHERE jury_president IN (SELECT directors FROM t WHERE directors IS NOT NULL)`,
    ],
    [
      'who won before amour',
      'lookup',
      `SELECT film FROM t WHERE year < (SELECT year FROM t WHERE film = 'Amour') AND film IS NOT NULL ORDER BY year DESC LIMIT 1`,
    ],
    [
      'how many french films won since 2015',
      'filtered',
      `SELECT count(*) FROM t WHERE year >= 2015 AND countries LIKE '%France%'`,
    ],
    [
      "how many years between haneke's two wins",
      'compare',
      `SELECT max(year) - min(year) FROM t WHERE directors = 'Michael Haneke'`,
    ],
    ['whats the runtime of dancer in the dark', 'clarify', null],
  ],
});
