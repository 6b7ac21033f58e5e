import { table } from '../spec';

export default table({
  name: 'highest_grossing_tours',
  file: 'highest_grossing_tours.csv',
  domain:
    'the highest-grossing concert tours: rank, actual gross `$2,077,618,725[a]` (footnote marks on some), artist (several more than once), tour title (`÷ Tour`, `U2 360° Tour`, `Not in This Lifetime... Tour`), years `2023–2024` or a single `2018`, shows, average gross per show `$13,943,750`',
  load: `SELECT Rank::INTEGER AS rank,
      regexp_replace("Actual gross", '[$,]|\\[[a-z]\\]', '', 'g')::BIGINT AS gross,
      Artist AS artist,
      "Tour title" AS tour,
      split_part("Year(s)", '–', 1)::INTEGER AS start_year,
      coalesce(NULLIF(split_part("Year(s)", '–', 2), ''), split_part("Year(s)", '–', 1))::INTEGER AS end_year,
      Shows::INTEGER AS shows,
      regexp_replace("Average gross", '[$,]', '', 'g')::BIGINT AS average_gross
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['highest grossing tour ever', 'argmax', `SELECT tour FROM t ORDER BY gross DESC LIMIT 1`],
    ['how much did the eras tour make', 'lookup', `SELECT gross FROM t WHERE tour = 'The Eras Tour'`],
    ['how many tours on the list are u2s', 'filtered', `SELECT count(*) FROM t WHERE artist = 'U2'`],
    [
      'which artist has the most tours on the list',
      'argmax',
      `SELECT artist FROM t GROUP BY artist ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['total gross of all the tours on the list', 'aggregate', `SELECT sum(gross) FROM t`],
    ['which tour had the most shows', 'argmax', `SELECT tour FROM t ORDER BY shows DESC LIMIT 1`],
    ['which tour had the fewest shows', 'argmax', `SELECT tour FROM t ORDER BY shows LIMIT 1`],
    [
      'avg gross per show for beyonces renaissance tour',
      'lookup',
      `SELECT average_gross FROM t WHERE tour = 'Renaissance World Tour'`,
    ],
    ['which tour made the most per show', 'argmax', `SELECT tour FROM t ORDER BY average_gross DESC LIMIT 1`],
    [
      'how many tours grossed over $500 million',
      'filtered',
      `SELECT count(*) FROM t WHERE gross > 500000000`,
    ],
    ['how many tours started in 2023', 'filtered', `SELECT count(*) FROM t WHERE start_year = 2023`],
    [
      'how much more did the eras tour gross then renaissance',
      'compare',
      `SELECT max(gross) FILTER (WHERE tour = 'The Eras Tour') - max(gross) FILTER (WHERE tour = 'Renaissance World Tour') FROM t`,
    ],
    ['whats the #5 tour', 'lookup', `SELECT tour FROM t WHERE rank = 5`],
    [
      'which tour is ranked right below elton johns',
      'lookup',
      `SELECT tour FROM t WHERE rank = (SELECT rank FROM t WHERE artist = 'Elton John') + 1`,
    ],
    ['top 3 tours by number of shows', 'top-n', `SELECT tour FROM t ORDER BY shows DESC LIMIT 3`],
    [
      'how many shows did pink play in total across her tours',
      'filtered',
      `SELECT sum(shows) FROM t WHERE artist = 'Pink'`,
    ],
    ['total gross for madonnas tours', 'filtered', `SELECT sum(gross) FROM t WHERE artist = 'Madonna'`],
    [
      'how many tours ran for more than 2 years',
      'filtered',
      `SELECT count(*) FROM t WHERE end_year - start_year > 2`,
    ],
    [
      'what share of the lists total gross is the eras tour',
      'share',
      `SELECT 100.0 * sum(gross) FILTER (WHERE tour = 'The Eras Tour') / sum(gross) FROM t`,
    ],
    ['median number of shows', 'aggregate', `SELECT median(shows) FROM t`],
    [
      'which rolling stones tour is on the list',
      'lookup',
      `SELECT tour FROM t WHERE artist = 'The Rolling Stones'`,
    ],
    [
      'which tours were on the road in 2018',
      'calendar',
      `SELECT tour FROM t WHERE start_year <= 2018 AND end_year >= 2018`,
    ],
    ['correlation between shows and gross', 'correlation', `SELECT corr(shows, gross) FROM t`],
    ['how many shows did the coldplay tour have', 'lookup', `SELECT shows FROM t WHERE artist = 'Coldplay'`],
    ['how much did the eras tour cost to put on', 'clarify', null],
    ['which tour sold the most tickets', 'clarify', null],
  ],
});
