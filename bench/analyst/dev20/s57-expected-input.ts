import { table } from '../spec';

export default table({
  name: 's57_expected_input',
  file: 's57expectedinput.csv',
  domain:
    'GDAL\'s list of the enumerated values of IHO S-57 electronic nautical chart attributes, as its S-57 driver reads it: a comma-separated file with a quoted header `"Code","ID","Meaning"`, one row per allowed value: the numeric attribute code (`2` is the beacon shape attribute, `3` building shape, … `402`; the attribute names themselves are not in this file), the value\'s number within that attribute (`1`, `2`, …) and its meaning in plain English, quoted when it holds a comma or a quote, an inner quote escaped with a backslash (`"stake, pole, perch, post"`, `"Astro beacon \\"E\\" 1945"`, `cairn`, `high-rise building`, `estimated`, `moiré effect`); the file is Latin-1, not UTF-8',
  load: `SELECT CAST("Code" AS INTEGER) AS code, CAST("ID" AS INTEGER) AS id, "Meaning" AS meaning
    FROM read_csv('{file}', header = true, all_varchar = true, delim = ',', quote = '"', escape = '\\', encoding = 'latin-1')`,
  questions: [
    ['how many rows in this file', 'aggregate', `SELECT count(*) FROM t`],
    ['how many different attribute codes', 'aggregate', `SELECT count(DISTINCT code) FROM t`],
    [
      'which code has the most values',
      'argmax',
      `SELECT code FROM t GROUP BY code HAVING count(*) = (SELECT max(c) FROM (SELECT count(*) AS c FROM t GROUP BY code)) ORDER BY code`,
    ],
    [
      'top 3 codes by number of meanings',
      'top-n',
      `SELECT code, count(*) FROM t GROUP BY code ORDER BY count(*) DESC, code LIMIT 3`,
    ],
    ['what does code 2 id 6 mean', 'lookup', `SELECT meaning FROM t WHERE code = 2 AND id = 6`],
    ['meaning of code 3 value 7', 'lookup', `SELECT meaning FROM t WHERE code = 3 AND id = 7`],
    ['and value 8?', 'follow-up', `SELECT meaning FROM t WHERE code = 3 AND id = 8`],
    ['how many values does code 402 have', 'filtered', `SELECT count(*) FROM t WHERE code = 402`],
    ['which code/id is "cairn"', 'lookup', `SELECT code, id FROM t WHERE meaning = 'cairn'`],
    [
      'how many meanings contain the word light',
      'filtered',
      `SELECT count(*) FROM t WHERE meaning ILIKE '%light%'`,
    ],
    ['# of rows mentioning buoy', 'filtered', `SELECT count(*) FROM t WHERE meaning ILIKE '%buoy%'`],
    ['biggest id number', 'aggregate', `SELECT max(id) FROM t`],
    [
      'which attribute code goes up to the highest id',
      'argmax',
      `SELECT code FROM t WHERE id = (SELECT max(id) FROM t) ORDER BY code`,
    ],
    [
      'avg number of values per code',
      'aggregate',
      `SELECT avg(c) FROM (SELECT count(*) AS c FROM t GROUP BY code)`,
    ],
    [
      'median values per code',
      'aggregate',
      `SELECT median(c) FROM (SELECT count(*) AS c FROM t GROUP BY code)`,
    ],
    [
      'how many codes have only 1 or 2 values',
      'filtered',
      `SELECT count(*) FROM (SELECT code FROM t GROUP BY code HAVING count(*) <= 2)`,
    ],
    [
      'longest meaning text',
      'argmax',
      `SELECT meaning FROM t WHERE length(meaning) = (SELECT max(length(meaning)) FROM t)`,
    ],
    [
      'any rows with an empty meaning?',
      'missing',
      `SELECT count(*) FROM t WHERE meaning IS NULL OR trim(meaning) = ''`,
    ],
    [
      'how many meanings appear more than once (same text under different codes)',
      'aggregate',
      // the 38 empty meanings (all under code 400) are not a meaning
      `SELECT count(*) FROM (SELECT meaning FROM t WHERE meaning IS NOT NULL GROUP BY meaning HAVING count(*) > 1)`,
    ],
    [
      'most repeated meaning',
      'argmax',
      // ten meanings tie at two rows each (empty meanings left out): the expected answer is that
      // no meaning occurs more than twice
      `SELECT max(c) FROM (SELECT count(*) AS c FROM t WHERE meaning IS NOT NULL GROUP BY meaning)`,
    ],
    [
      'what % of rows belong to code 2',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE code = 2) / count(*) FROM t`,
    ],
    [
      'code 75 vs code 76 how many values each',
      'compare',
      `SELECT count(*) FILTER (WHERE code = 75), count(*) FILTER (WHERE code = 76) FROM t`,
    ],
    ['corr between code and id', 'correlation', `SELECT corr(code, id) FROM t`],
    ['how many codes are above 100', 'filtered', `SELECT count(DISTINCT code) FROM t WHERE code > 100`],
    ['list the values of code 402', 'lookup', `SELECT id, meaning FROM t WHERE code = 402 ORDER BY id`],
    [
      'how many meanings are "unknown"',
      'filtered',
      `SELECT count(*) FROM t WHERE lower(trim(meaning)) = 'unknown'`,
    ],
    [
      'codes whose ids dont start at 1, how many',
      'missing',
      `SELECT count(*) FROM (SELECT code FROM t GROUP BY code HAVING min(id) > 1)`,
    ],
    // The attribute names are not in this file (only their numeric codes).
    ['what attribute is code 2', 'clarify', null],
    ['traduis toutes les significations en français stp', 'clarify', null],
  ],
});
