import { table } from '../spec';

/** A fixed-width field of the line (1-based byte columns as the file's byte-by-byte description gives them). */
const field = (from: number, to: number) => `nullif(trim(substr(line, ${from}, ${to - from + 1})), '')`;
const mag = (name: string, flag: number, from: number, to: number, errFrom: number, errTo: number) =>
  `${field(flag, flag)} AS l_${name}, CAST(${field(from, to)} AS DOUBLE) AS ${name}, CAST(${field(errFrom, errTo)} AS DOUBLE) AS e_${name}`;

/** A magnitude only where it is measured (a value with a limit flag is not a measurement). */
const m = (name: string) => `(CASE WHEN l_${name} IS NULL THEN ${name} END)`;

export default table({
  name: 'taurus_spitzer',
  file: 'cds2.dat',
  domain:
    "Spitzer Space Telescope photometry of 215 previously known young stars of the Taurus star-forming region (Rebull et al. 2010, ApJS 186, 259, table 4, in the CDS/AAS machine-readable form): a fixed-width text file whose first 72 lines are a title, an author list, a byte-by-byte description of the columns and notes; then one row per star: `SST` the Spitzer name (`041314.1+281910`, which is the star's right ascension hhmmss.s and declination ±ddmmss), `CName` the common name (`LkCa 1`, `CW Tau`, `IRAS04108+2803 A`), and for each of seven bands (IRAC 3.6, 4.5, 5.8 and 8.0 micron, MIPS 24, 70 and 160 micron) a limit flag (`<` the star is brighter than the value given, saturated; `>` fainter, an upper limit), the magnitude and its uncertainty, blank when not observed; then five classification columns from colour diagrams (`yes`, `no`, `yes-faint`, blank) and a note letter (`b`–`f`)",
  load: `SELECT ${field(1, 15)} AS sst, ${field(17, 39)} AS cname,
      ${mag('mag_3_6', 41, 42, 47, 49, 52)}, ${mag('mag_4_5', 54, 55, 60, 62, 65)},
      ${mag('mag_5_8', 67, 68, 73, 75, 78)}, ${mag('mag_8', 80, 81, 86, 88, 91)},
      ${mag('mag_24', 93, 94, 100, 102, 105)}, ${mag('mag_70', 107, 108, 114, 116, 119)},
      ${mag('mag_160', 121, 122, 128, 130, 133)},
      ${field(135, 137)} AS id_24_70, ${field(139, 147)} AS id_ks_24, ${field(149, 157)} AS id_8_24,
      ${field(159, 167)} AS id_4_5_8, ${field(169, 171)} AS id_irac, ${field(173, 175)} AS note
    FROM (SELECT column0 AS line
      FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\t', quote = '', escape = '', skip = 72))`,
  questions: [
    ['how many stars are in the table', 'aggregate', `SELECT count(*) FROM t`],
    ['avg 3.6 micron mag', 'aggregate', `SELECT avg(${m('mag_3_6')}) FROM t`],
    ['median 70 micron magnitude', 'aggregate', `SELECT median(${m('mag_70')}) FROM t`],
    ['avg uncertainty of the 24um mags', 'aggregate', `SELECT avg(e_mag_24) FROM t`],
    [
      'brightest star at 24 micron (lowest mag)',
      'argmax',
      `SELECT cname FROM t WHERE ${m('mag_24')} IS NOT NULL ORDER BY mag_24 ASC LIMIT 1`,
    ],
    [
      'faintest source in the 3.6 band',
      'argmax',
      `SELECT cname FROM t WHERE ${m('mag_3_6')} IS NOT NULL ORDER BY mag_3_6 DESC LIMIT 1`,
    ],
    [
      'top 5 brightest at 8.0 microns',
      'top-n',
      `SELECT cname FROM t WHERE ${m('mag_8')} IS NOT NULL ORDER BY mag_8 ASC LIMIT 5`,
    ],
    [
      'which star has the reddest [3.6]-[24] colour',
      'argmax',
      `SELECT cname FROM t WHERE ${m('mag_3_6')} - ${m('mag_24')} IS NOT NULL ORDER BY mag_3_6 - mag_24 DESC LIMIT 1`,
    ],
    ['how many have a 160 micron value', 'filtered', `SELECT count(*) FROM t WHERE mag_160 IS NOT NULL`],
    ['how many stars are missing the 8 micron mag', 'missing', `SELECT count(*) FROM t WHERE mag_8 IS NULL`],
    [
      '# of 70um values that are only upper limits (>)',
      'filtered',
      `SELECT count(*) FROM t WHERE l_mag_70 = '>'`,
    ],
    [
      'how many are saturated at 3.6 (the < flag)',
      'filtered',
      `SELECT count(*) FROM t WHERE l_mag_3_6 = '<'`,
    ],
    [
      '% of stars flagged yes in the IRAC color-color id',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE id_irac = 'yes') / count(*) FROM t`,
    ],
    ['avg 3.6 minus 8.0 color', 'aggregate', `SELECT avg(${m('mag_3_6')} - ${m('mag_8')}) FROM t`],
    [
      'how many have [3.6]-[8.0] above 1 mag',
      'filtered',
      `SELECT count(*) FROM t WHERE ${m('mag_3_6')} - ${m('mag_8')} > 1`,
    ],
    ['corr between 3.6 and 4.5 mags', 'correlation', `SELECT corr(${m('mag_3_6')}, ${m('mag_4_5')}) FROM t`],
    ['corelation 8um mag vs 24um mag', 'correlation', `SELECT corr(${m('mag_8')}, ${m('mag_24')}) FROM t`],
    ['24 micron mag of CW Tau', 'lookup', `SELECT mag_24 FROM t WHERE cname = 'CW Tau'`],
    ['spitzer name of FM Tau', 'lookup', `SELECT sst FROM t WHERE cname = 'FM Tau'`],
    ['3.6 mag for lkca 1', 'lookup', `SELECT mag_3_6 FROM t WHERE cname = 'LkCa 1'`],
    [
      'count of stars per note letter',
      'group-by',
      `SELECT letter, count(*) FROM (SELECT unnest(string_split(note, ' ')) AS letter FROM t WHERE note IS NOT NULL) GROUP BY letter ORDER BY letter`,
    ],
    ['how many rows have no note', 'missing', `SELECT count(*) FROM t WHERE note IS NULL`],
    ['how many KPNO sources are there', 'filtered', `SELECT count(*) FROM t WHERE cname LIKE 'KPNO%'`],
    ['number of IRAS sources', 'filtered', `SELECT count(*) FROM t WHERE cname LIKE 'IRAS%'`],
    [
      'avg 24 mag for irac id yes vs no',
      'compare',
      `SELECT avg(${m('mag_24')}) FILTER (WHERE id_irac = 'yes'), avg(${m('mag_24')}) FILTER (WHERE id_irac = 'no') FROM t`,
    ],
    [
      'how many stars are north of dec +28',
      'filtered',
      `SELECT count(*) FROM t WHERE substr(sst, 9, 1) = '+' AND CAST(substr(sst, 10, 6) AS INTEGER) > 280000`,
    ],
    [
      'how many stars have all 7 bands measured without a limit flag',
      'filtered',
      `SELECT count(*) FROM t WHERE mag_3_6 IS NOT NULL AND mag_4_5 IS NOT NULL AND mag_5_8 IS NOT NULL AND mag_8 IS NOT NULL
        AND mag_24 IS NOT NULL AND mag_70 IS NOT NULL AND mag_160 IS NOT NULL
        AND coalesce(l_mag_3_6, l_mag_4_5, l_mag_5_8, l_mag_8, l_mag_24, l_mag_70, l_mag_160) IS NULL`,
    ],
    ['how far away is LkCa 1 in parsecs', 'clarify', null],
    ['what spectral type is CW Tau', 'clarify', null],
  ],
});
