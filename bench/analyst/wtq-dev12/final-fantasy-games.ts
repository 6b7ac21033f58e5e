import { table } from '../spec';

export default table({
  name: 'final_fantasy_games',
  file: 'final_fantasy_games.csv',
  domain:
    "a role-playing video game series' sixteen main games 1987–2023: number as a Roman numeral (`I` … `XVI`), title (footnote marks on the two online games), Japanese release date in words, original platforms listed in one cell (`PlayStation 4, Xbox One`), directors and composers listed in one cell, sales in millions under `Sales (millions)[a]` (`—` for the two online games)",
  load: `SELECT "No." AS numeral,
      list_position(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI'], "No.") AS no,
      regexp_replace(Title, '\\[[a-z]\\]', '', 'g') AS title,
      strptime("Japanese release", '%B %d, %Y')::DATE AS released_jp,
      regexp_replace("Original platform(s)", '\\[[a-z]\\]', '', 'g') AS platforms,
      "Director(s)" AS directors, "Composer(s)" AS composers,
      nullif("Sales (millions)[a]", '—')::DECIMAL(4, 1) AS sales_m
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['best selling ff', 'argmax', `SELECT title FROM t ORDER BY sales_m DESC NULLS LAST LIMIT 1`],
    ['and the worst selling', 'follow-up', `SELECT title FROM t ORDER BY sales_m ASC NULLS LAST LIMIT 1`],
    [
      'how many came out on the super famicom',
      'filtered',
      `SELECT count(*) FROM t WHERE platforms = 'Super Famicom'`,
    ],
    [
      'how many games did uematsu compose for, shared ones included',
      'filtered',
      `SELECT count(*) FROM t WHERE composers LIKE '%Nobuo Uematsu%'`,
    ],
    [
      "which ones didn't he work on",
      'follow-up',
      `SELECT title FROM t WHERE composers NOT LIKE '%Nobuo Uematsu%'`,
    ],
    [
      'how many did sakaguchi direct',
      'filtered',
      `SELECT count(*) FROM t WHERE directors LIKE '%Hironobu Sakaguchi%'`,
    ],
    ['which ff came out in 2000', 'lookup', `SELECT title FROM t WHERE year(released_jp) = 2000`],
    [
      'what was the next one after ff x and when did it come out',
      'lookup',
      `SELECT title, released_jp FROM t WHERE no = 11`,
    ],
    [
      'longest gap between two main releases - which games',
      'argmax',
      `SELECT prev_title, title FROM (SELECT title, released_jp, lag(title) OVER (ORDER BY released_jp) AS prev_title, released_jp - lag(released_jp) OVER (ORDER BY released_jp) AS gap FROM t) ORDER BY gap DESC NULLS LAST LIMIT 1`,
    ],
    [
      'how many days was that',
      'follow-up',
      `SELECT max(gap) FROM (SELECT released_jp - lag(released_jp) OVER (ORDER BY released_jp) AS gap FROM t)`,
    ],
    [
      'total sales of the original playstation games',
      'aggregate',
      `SELECT sum(sales_m) FROM t WHERE platforms = 'PlayStation'`,
    ],
    [
      'total sales by decade of release',
      'group-by',
      `SELECT year(released_jp) // 10 * 10 AS decade, sum(sales_m) FROM t GROUP BY 1`,
    ],
    ['which games have no sales figure', 'missing', `SELECT title FROM t WHERE sales_m IS NULL`],
    ['top 3 best sellers', 'top-n', `SELECT title FROM t ORDER BY sales_m DESC NULLS LAST LIMIT 3`],
    ['which games had more than one director', 'filtered', `SELECT title FROM t WHERE directors LIKE '%,%'`],
    [
      "what share of the series' total sales is ff7",
      'share',
      `SELECT 100.0 * sum(sales_m) FILTER (WHERE no = 7) / sum(sales_m) FROM t`,
    ],
    ['avg sales of i to x', 'aggregate', `SELECT avg(sales_m) FROM t WHERE no <= 10`],
    ['did viii or x sell more', 'compare', `SELECT title, sales_m FROM t WHERE no IN (8, 10)`],
    ['who composed ff15', 'lookup', `SELECT composers FROM t WHERE no = 15`],
    ['and who directed it', 'follow-up', `SELECT directors FROM t WHERE no = 15`],
    [
      'how many were released in december',
      'calendar',
      `SELECT count(*) FROM t WHERE month(released_jp) = 12`,
    ],
    [
      'first game released on ps2',
      'argmax',
      `SELECT title FROM t WHERE platforms LIKE '%PlayStation 2%' ORDER BY released_jp LIMIT 1`,
    ],
    [
      'correlation between release year and sales',
      'correlation',
      `SELECT corr(year(released_jp), sales_m) FROM t`,
    ],
    ['which ff has the best story', 'clarify', null],
    ['whats the metacritic score of ff xvi', 'clarify', null],
  ],
});
