import { table } from '../spec';

export default table({
  name: 'verdi_operas',
  file: 'verdi_operas.csv',
  domain:
    "a composer's operas 1839–1893 in order of premiere: number, title with footnote marks (`Jérusalem[a]`, `Don Carlos[b]`), acts (`4`, `3 + prologue`), librettists listed in one cell (`Salvadore Cammarano, Leone Emanuele Bardare`), language, premiere date `9 March 1842`, premiere venue as `theatre, city` (`La Scala, Milan`)",
  load: `SELECT "No."::INTEGER AS no,
      regexp_replace(Title, '\\[[a-z]\\]', '', 'g') AS title,
      Acts AS acts_text,
      regexp_extract(Acts, '^\\d+')::INTEGER AS acts,
      Acts LIKE '%prologue%' AS has_prologue,
      Libretto AS libretto, "Language" AS language,
      strptime("Premiere date", '%d %B %Y')::DATE AS premiere_date,
      "Premiere venue" AS venue,
      split_part("Premiere venue", ', ', 1) AS theatre,
      split_part("Premiere venue", ', ', 2) AS city
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many operas did verdi write', 'aggregate', `SELECT count(*) FROM t`],
    ['how many premiered at la scala', 'filtered', `SELECT count(*) FROM t WHERE theatre = 'La Scala'`],
    [
      'which city had the most verdi premieres',
      'argmax',
      `SELECT city FROM t GROUP BY city ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['when did aida premiere', 'lookup', `SELECT premiere_date FROM t WHERE title = 'Aida'`],
    ['and where', 'follow-up', `SELECT theatre, city FROM t WHERE title = 'Aida'`],
    ['how many libretti did piave write', 'filtered', `SELECT count(*) FROM t WHERE libretto LIKE '%Piave%'`],
    ['which ones are in french', 'filtered', `SELECT title FROM t WHERE language = 'French'`],
    ['how many operas are in 5 acts', 'filtered', `SELECT count(*) FROM t WHERE acts = 5`],
    ['operas with a prologue?', 'filtered', `SELECT title FROM t WHERE has_prologue`],
    ['what was his last opera', 'argmax', `SELECT title FROM t ORDER BY premiere_date DESC LIMIT 1`],
    [
      'longest gap between 2 premieres - between which operas',
      'argmax',
      `SELECT prev_title, title FROM (SELECT title, lag(title) OVER (ORDER BY premiere_date) AS prev_title, premiere_date - lag(premiere_date) OVER (ORDER BY premiere_date) AS gap FROM t) WHERE gap IS NOT NULL ORDER BY gap DESC LIMIT 1`,
    ],
    [
      'how many years was that',
      'follow-up',
      `SELECT round(((SELECT premiere_date FROM t WHERE title = 'Otello') - (SELECT premiere_date FROM t WHERE title = 'Aida')) / 365.25, 1)`,
    ],
    ['which operas premiered in 1853', 'calendar', `SELECT title FROM t WHERE year(premiere_date) = 1853`],
    [
      'how many premiered outside italy',
      'filtered',
      `SELECT count(*) FROM t WHERE city IN ('London', 'Paris', 'Saint Petersburg', 'Cairo')`,
    ],
    [
      'what came right after rigoletto',
      'lookup',
      `SELECT title FROM t WHERE no = (SELECT no + 1 FROM t WHERE title = 'Rigoletto')`,
    ],
    ['who wrote the libretto for otello', 'lookup', `SELECT libretto FROM t WHERE title = 'Otello'`],
    [
      'which librettist worked on the most verdi operas',
      'argmax',
      `SELECT name FROM (SELECT unnest(string_split(libretto, ', ')) AS name FROM t) GROUP BY name ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many diferent librettists are there',
      'aggregate',
      `SELECT count(DISTINCT name) FROM (SELECT unnest(string_split(libretto, ', ')) AS name FROM t)`,
    ],
    [
      'what % of his operas premiered in venice',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE city = 'Venice') / count(*) FROM t`,
    ],
    [
      'how many more premieres in milan than naples',
      'compare',
      `SELECT count(*) FILTER (WHERE city = 'Milan') - count(*) FILTER (WHERE city = 'Naples') FROM t`,
    ],
    [
      'which year had the most premieres',
      'group-by',
      `SELECT year(premiere_date) FROM t GROUP BY year(premiere_date) ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['avg number of acts not counting prologues', 'aggregate', `SELECT avg(acts) FROM t`],
    ['first 3 operas he wrote', 'top-n', `SELECT title FROM t ORDER BY premiere_date LIMIT 3`],
    ['which is the most performed verdi opera', 'clarify', null],
    ['how long does la traviata run', 'clarify', null],
  ],
});
