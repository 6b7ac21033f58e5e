import { table } from '../spec';

const RE = `'^\\s*(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+"(.{10})"\\s+([0-9]+)\\s+([0-9]+)\\s+([0-9]+)\\s*$'`;
const part = (i: number) => `regexp_extract(l, ${RE}, ${i})`;

export default table({
  name: 'bright_stars',
  file: 'BSC',
  domain:
    'The stars of the Yale Bright Star Catalogue (5th revised edition) as xplanet ships it to draw the sky: a text file named `BSC` with no extension, five `#` lines at the top (the last one the column names as a comment, `#    Dec      RA   Mag         Name  BSN     HD    SAO`), then one space-aligned row per star, brightest first: declination in decimal degrees (`-16.7161`), right ascension in decimal **hours** (`6.7525`), visual magnitude (`-1.46`; lower is brighter), the name as a quoted fixed 10-character field of Flamsteed number, Bayer Greek letter (three-letter abbreviation, a component digit after it) and the constellation\'s three-letter abbreviation (`"  9Alp CMa"`, `" 58Alp Ori"`, `" 24    Cnc"`; all blanks for most stars), the Bright Star number (HR), the Henry Draper number and the SAO number (`0` when there is none); no distances, colours or spectral types',
  load: `SELECT CAST(${part(1)} AS DOUBLE) AS dec, CAST(${part(2)} AS DOUBLE) AS ra, CAST(${part(3)} AS DOUBLE) AS mag,
      nullif(trim(${part(4)}), '') AS name,
      CAST(nullif(trim(substr(${part(4)}, 1, 3)), '') AS INTEGER) AS flamsteed,
      nullif(trim(substr(${part(4)}, 4, 4)), '') AS bayer,
      nullif(trim(substr(${part(4)}, 8, 3)), '') AS constellation,
      CAST(${part(5)} AS INTEGER) AS bsn, CAST(${part(6)} AS INTEGER) AS hd,
      CAST(nullif(${part(7)}, '0') AS INTEGER) AS sao
    FROM (SELECT column0 AS l FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\x01', quote = '', escape = '',
      columns = {'column0': 'VARCHAR'}))
    WHERE l IS NOT NULL AND trim(l) <> '' AND NOT starts_with(l, '#')`,
  questions: [
    ['how many stars are in the catalogue', 'aggregate', `SELECT count(*) FROM t`],
    ['how many stars brighter than mag 3', 'filtered', `SELECT count(*) FROM t WHERE mag < 3`],
    ['avg magnitude', 'aggregate', `SELECT avg(mag) FROM t`],
    ['median mag', 'aggregate', `SELECT median(mag) FROM t`],
    ['bsn of the faintest star', 'argmax', `SELECT bsn FROM t ORDER BY mag DESC LIMIT 1`],
    [
      'brightest star in orion',
      'argmax',
      `SELECT name FROM t WHERE constellation = 'Ori' ORDER BY mag LIMIT 1`,
    ],
    [
      'which star is brightest in cyg',
      'argmax',
      `SELECT name FROM t WHERE constellation = 'Cyg' ORDER BY mag LIMIT 1`,
    ],
    ['bsn of the northernmost star', 'argmax', `SELECT bsn FROM t ORDER BY dec DESC LIMIT 1`],
    ['how many stars have no name', 'missing', `SELECT count(*) FROM t WHERE name IS NULL`],
    ['how many stars have sao 0', 'missing', `SELECT count(*) FROM t WHERE sao IS NULL`],
    ['how many stars south of the celestial equator', 'filtered', `SELECT count(*) FROM t WHERE dec < 0`],
    [
      'which constellation has the most named stars',
      'argmax',
      `SELECT constellation FROM t WHERE constellation IS NOT NULL GROUP BY constellation ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 5 constellations by # of stars',
      'top-n',
      `SELECT constellation FROM t WHERE constellation IS NOT NULL GROUP BY constellation ORDER BY count(*) DESC LIMIT 5`,
    ],
    [
      'number of named stars per constellation',
      'group-by',
      `SELECT constellation, count(*) FROM t WHERE constellation IS NOT NULL GROUP BY constellation ORDER BY constellation`,
    ],
    ['hd number of 3alp lyr', 'lookup', `SELECT hd FROM t WHERE name = '3Alp Lyr'`],
    ['mag of bsn 5340', 'lookup', `SELECT mag FROM t WHERE bsn = 5340`],
    ['ra and dec of HD 48915', 'lookup', `SELECT ra, dec FROM t WHERE hd = 48915`],
    ['corr between dec and mag', 'correlation', `SELECT corr(dec, mag) FROM t`],
    ['is there a correlation between ra and magnitude', 'correlation', `SELECT corr(ra, mag) FROM t`],
    [
      'share of stars fainter than mag 6',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE mag > 6) / count(*) FROM t`,
    ],
    ['how many stars between mag 4 and 5', 'filtered', `SELECT count(*) FROM t WHERE mag BETWEEN 4 AND 5`],
    [
      'avg mag of the stars in ursa major (UMa)',
      'filtered',
      `SELECT avg(mag) FROM t WHERE constellation = 'UMa'`,
    ],
    [
      'UMa vs UMi star count',
      'compare',
      `SELECT count(*) FILTER (WHERE constellation = 'UMa'), count(*) FILTER (WHERE constellation = 'UMi') FROM t`,
    ],
    [
      'how many stars with ra between 5h and 6h',
      'filtered',
      `SELECT count(*) FROM t WHERE ra >= 5 AND ra < 6`,
    ],
    [
      'stars per hour of RA',
      'group-by',
      `SELECT floor(ra) AS hour, count(*) FROM t GROUP BY hour ORDER BY hour`,
    ],
    ['how many alpha stars are there', 'filtered', `SELECT count(*) FROM t WHERE bayer LIKE 'Alp%'`],
    ['how many stars have a flamsteed number', 'filtered', `SELECT count(flamsteed) FROM t`],
    ['how many stars brighter than magnitude one', 'filtered', `SELECT count(*) FROM t WHERE mag < 1`],
    ['how far away is sirius', 'clarify', null],
    ['spectral type of vega?', 'clarify', null],
  ],
});
