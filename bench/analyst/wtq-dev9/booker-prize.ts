import { table } from '../spec';

export default table({
  name: 'booker_prize',
  file: 'booker_prize.csv',
  domain:
    'Booker Prize winners 1990–2025, one row per winning book (two joint years list two rows): year, author, title, nationality (two listed in one cell for dual nationals), notes with footnote marks (`Joint winner[a]`, `Second win[b]`, `Debut novel`)',
  load: `SELECT "Year"::INTEGER AS year, Author AS author, Title AS title, Nationality AS nationality,
      nullif(regexp_replace(Notes, '\\[[a-z]\\]', '', 'g'), '') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    [
      'how many times has an irish author won',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality LIKE '%Ireland%'`,
    ],
    [
      'which country has the most winners',
      'argmax',
      `SELECT country FROM (SELECT trim(unnest(string_split(nationality, ','))) AS country FROM t) GROUP BY country ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['who won in 2008', 'lookup', `SELECT author FROM t WHERE year = 2008`],
    ['what book won in 97', 'lookup', `SELECT title FROM t WHERE year = 1997`],
    [
      'which authors won more than once',
      'filtered',
      `SELECT author FROM t GROUP BY author HAVING count(*) > 1`,
    ],
    ['which years had joint winners', 'filtered', `SELECT DISTINCT year FROM t WHERE notes LIKE '%Joint%'`],
    ['how many debut novels have won', 'filtered', `SELECT count(*) FROM t WHERE notes LIKE '%Debut%'`],
    [
      'how many times did a canadian win',
      'filtered',
      `SELECT count(*) FROM t WHERE nationality LIKE '%Canada%'`,
    ],
    ['and australians?', 'follow-up', `SELECT count(*) FROM t WHERE nationality LIKE '%Australia%'`],
    [
      'how many different countries have winners come from',
      'aggregate',
      `SELECT count(DISTINCT trim(c)) FROM (SELECT unnest(string_split(nationality, ',')) AS c FROM t)`,
    ],
    [
      'who won the year after wolf hall',
      'lookup',
      `SELECT author FROM t WHERE year = (SELECT year FROM t WHERE title = 'Wolf Hall') + 1`,
    ],
    ['what year did milkman win', 'lookup', `SELECT year FROM t WHERE title = 'Milkman'`],
    ['how many indian winners', 'filtered', `SELECT count(*) FROM t WHERE nationality = 'India'`],
    [
      'what share of the winning books are by uk authors',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE nationality LIKE '%United Kingdom%') / count(*) FROM t`,
    ],
    [
      'which winner has the most words in the title',
      'argmax',
      `SELECT title FROM t ORDER BY len(string_split(title, ' ')) DESC LIMIT 1`,
    ],
    [
      'who won the yr before life of pi',
      'lookup',
      `SELECT author FROM t WHERE year = (SELECT year FROM t WHERE title = 'Life of Pi') - 1`,
    ],
    [
      'how many winners since 2010 werent british',
      'filtered',
      `SELECT count(*) FROM t WHERE year >= 2010 AND nationality NOT LIKE '%United Kingdom%'`,
    ],
    ['how many winners in the 2000s', 'filtered', `SELECT count(*) FROM t WHERE year BETWEEN 2000 AND 2009`],
    [
      'which countries have only won it once',
      'filtered',
      `SELECT country FROM (SELECT trim(unnest(string_split(nationality, ','))) AS country FROM t) GROUP BY country HAVING count(*) = 1`,
    ],
    ['damon galgut nationality', 'lookup', `SELECT nationality FROM t WHERE author = 'Damon Galgut'`],
    ['what year did the new zealander win', 'lookup', `SELECT year FROM t WHERE nationality = 'New Zealand'`],
    [
      'books by mantel and atwood',
      'filtered',
      `SELECT title FROM t WHERE author IN ('Hilary Mantel', 'Margaret Atwood')`,
    ],
    ['how many pages is wolf hall', 'clarify', null],
    ['who was on the 2015 shortlist', 'clarify', null],
  ],
});
