import { table } from '../spec';

export default table({
  name: 'studio_ghibli_films',
  file: 'studio_ghibli_films.csv',
  domain:
    "an animation studio's feature films (Studio Ghibli, 1986–2023): number, title (`Ocean Waves[b]`), release date (`July 20, 2001`; two films the same day), director, running time (`125 min`), box office in Japan (`¥31.68 billion`; `—` where none is given, `—[a]` for a double bill)",
  load: `SELECT "No."::INTEGER AS no,
      regexp_replace(Title, '\\[[a-z]\\]', '') AS title,
      strptime("Release date", '%B %d, %Y')::DATE AS release_date,
      Director AS director,
      regexp_extract("Running time", '^(\\d+)', 1)::INTEGER AS runtime_min,
      TRY_CAST(NULLIF(regexp_extract("Box office (Japan)", '([\\d.]+) billion', 1), '') AS DOUBLE) * 1e9 AS box_office_yen
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['who directed spirited away', 'lookup', `SELECT director FROM t WHERE title = 'Spirited Away'`],
    [
      'how many films did hayao miyazaki direct',
      'filtered',
      `SELECT count(*) FROM t WHERE director = 'Hayao Miyazaki'`,
    ],
    [
      'which ghibli film made the most money in japan',
      'argmax',
      `SELECT title FROM t ORDER BY box_office_yen DESC NULLS LAST LIMIT 1`,
    ],
    ['longest ghibli movie', 'argmax', `SELECT title FROM t ORDER BY runtime_min DESC LIMIT 1`],
    ['shortest film', 'argmax', `SELECT title FROM t ORDER BY runtime_min LIMIT 1`],
    ['how many films came out in july', 'calendar', `SELECT count(*) FROM t WHERE month(release_date) = 7`],
    ['what year did ponyo come out', 'lookup', `SELECT year(release_date) FROM t WHERE title = 'Ponyo'`],
    ['avg runtime', 'aggregate', `SELECT avg(runtime_min) FROM t`],
    [
      'besides hayao miyazaki who directed the most films',
      'argmax',
      `SELECT director FROM t WHERE director <> 'Hayao Miyazaki' GROUP BY director ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      "how many films don't have a box office figure",
      'missing',
      `SELECT count(*) FROM t WHERE box_office_yen IS NULL`,
    ],
    [
      'total box office of the takahata films',
      'filtered',
      `SELECT sum(box_office_yen) FROM t WHERE director = 'Isao Takahata'`,
    ],
    [
      'how many films in the 90s',
      'calendar',
      `SELECT count(*) FROM t WHERE year(release_date) BETWEEN 1990 AND 1999`,
    ],
    [
      'which film came out right after princess mononoke',
      'lookup',
      `SELECT title FROM t WHERE no = (SELECT no FROM t WHERE title = 'Princess Mononoke') + 1`,
    ],
    [
      'what film came out the same day as totoro',
      'lookup',
      `SELECT title FROM t WHERE release_date = (SELECT release_date FROM t WHERE title = 'My Neighbor Totoro') AND title <> 'My Neighbor Totoro'`,
    ],
    ['how many are over 2 hours long', 'filtered', `SELECT count(*) FROM t WHERE runtime_min > 120`],
    [
      'top 3 by box office',
      'top-n',
      `SELECT title FROM t WHERE box_office_yen IS NOT NULL ORDER BY box_office_yen DESC LIMIT 3`,
    ],
    [
      'did howls moving castle make more than princess mononoke',
      'compare',
      `SELECT (SELECT box_office_yen FROM t WHERE title = 'Howl''s Moving Castle'), (SELECT box_office_yen FROM t WHERE title = 'Princess Mononoke')`,
    ],
    [
      'what % of the films did hayao direct',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE director = 'Hayao Miyazaki') / count(*) FROM t`,
    ],
    [
      'how many years between the first and the latest film',
      'aggregate',
      `SELECT year(max(release_date)) - year(min(release_date)) FROM t`,
    ],
    [
      'how long is kikis delivery service',
      'lookup',
      `SELECT runtime_min FROM t WHERE title = 'Kiki''s Delivery Service'`,
    ],
    [
      'which films did goro miyazaki direct',
      'filtered',
      `SELECT title FROM t WHERE director = 'Gorō Miyazaki'`,
    ],
    [
      "avg box office of hayao's films",
      'filtered',
      `SELECT avg(box_office_yen) FROM t WHERE director = 'Hayao Miyazaki'`,
    ],
    [
      'correlation between running time and box office',
      'correlation',
      `SELECT corr(runtime_min, box_office_yen) FROM t`,
    ],
    [
      'what was the last film takahata directed',
      'lookup',
      `SELECT title FROM t WHERE director = 'Isao Takahata' ORDER BY release_date DESC LIMIT 1`,
    ],
    ['which films came out in november', 'calendar', `SELECT title FROM t WHERE month(release_date) = 11`],
    ['number of films by director', 'group-by', `SELECT director, count(*) FROM t GROUP BY director`],
    ["what's the rotten tomatoes score for ponyo", 'clarify', null],
    ['who composed the music for totoro', 'clarify', null],
  ],
});
