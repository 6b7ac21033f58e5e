import { table } from '../spec';

export default table({
  name: 'uk_world_heritage',
  file: 'uk_world_heritage.csv',
  domain:
    'UNESCO World Heritage Sites of the United Kingdom and its overseas territories: site, location (one or more UK countries or a territory in one cell), type (Cultural / Natural / Mixed), year inscribed, notes (extensions, shared sites, one delisted, footnote marks)',
  load: `SELECT Site AS site, Location AS location, "Type" AS type, "Year inscribed"::INTEGER AS year_inscribed,
      regexp_replace(Notes, '\\[[a-z]\\]', '', 'g') AS notes
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many sites in scotland', 'filtered', `SELECT count(*) FROM t WHERE location LIKE '%Scotland%'`],
    ['and wales?', 'follow-up', `SELECT count(*) FROM t WHERE location LIKE '%Wales%'`],
    ['how many natural sites', 'filtered', `SELECT count(*) FROM t WHERE type = 'Natural'`],
    ['which is the only mixed site', 'lookup', `SELECT site FROM t WHERE type = 'Mixed'`],
    ['how many were inscribed in 1986', 'filtered', `SELECT count(*) FROM t WHERE year_inscribed = 1986`],
    ['most recent site', 'argmax', `SELECT site FROM t ORDER BY year_inscribed DESC LIMIT 1`],
    [
      'which year had the most new sites',
      'argmax',
      `SELECT year_inscribed FROM t GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many sites are in overseas territories',
      'filtered',
      `SELECT count(*) FROM t WHERE location IN ('Pitcairn Islands', 'Saint Helena, Ascension and Tristan da Cunha', 'Bermuda', 'Gibraltar')`,
    ],
    ['which site got delisted', 'lookup', `SELECT site FROM t WHERE notes LIKE 'Delisted%'`],
    ['when was it inscribed', 'follow-up', `SELECT year_inscribed FROM t WHERE notes LIKE 'Delisted%'`],
    [
      'england sites by decade',
      'group-by',
      `SELECT year_inscribed // 10 * 10, count(*) FROM t WHERE location LIKE '%England%' GROUP BY 1`,
    ],
    [
      'how many world heritage sites does the uk have now',
      'filtered',
      `SELECT count(*) FROM t WHERE notes IS NULL OR notes NOT LIKE 'Delisted%'`,
    ],
    [
      'how many sites were extended later on',
      'filtered',
      `SELECT count(*) FROM t WHERE notes LIKE 'Extended%'`,
    ],
    [
      'how many are shared with other countries',
      'filtered',
      `SELECT count(*) FROM t WHERE notes LIKE 'Shared%'`,
    ],
    [
      'what % of the sites on the list are natural',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE type = 'Natural') / count(*) FROM t`,
    ],
    [
      'first site in wales',
      'argmax',
      `SELECT site FROM t WHERE location LIKE '%Wales%' ORDER BY year_inscribed, site LIMIT 1`,
    ],
    ['how many sites added since 2010', 'filtered', `SELECT count(*) FROM t WHERE year_inscribed >= 2010`],
    ['which sites were inscribed in 2021', 'filtered', `SELECT site FROM t WHERE year_inscribed = 2021`],
    [
      'what year was stonehenge inscribed',
      'lookup',
      `SELECT year_inscribed FROM t WHERE site LIKE 'Stonehenge%'`,
    ],
    [
      'years between the first inscription and the latest',
      'aggregate',
      `SELECT max(year_inscribed) - min(year_inscribed) FROM t`,
    ],
    ['northern ireland sites?', 'filtered', `SELECT site FROM t WHERE location = 'Northern Ireland'`],
    ['how many visitors does the tower of london get', 'clarify', null],
    ['which criteria was bath listed under', 'clarify', null],
  ],
});
