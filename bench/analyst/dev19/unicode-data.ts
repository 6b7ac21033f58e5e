import { table } from '../spec';

const F = (i: number) => `nullif(column${String(i).padStart(2, '0')}, '')`;

export default table({
  name: 'unicode_data',
  file: 'UnicodeData.txt',
  domain:
    "The Unicode Character Database's main file (Unicode 15.0, as Debian's unicode-data ships it): one line per code point or range boundary, 15 semicolon-separated fields and no header: the code point in hex (`00E9`), the character name (`LATIN SMALL LETTER E WITH ACUTE`; ranges written `<CJK Ideograph Extension A, First>` / `..., Last>`, controls `<control>`), the two-letter general category (`Lu`, `Ll`, `Nd`, `Mn`, `So`, …), the canonical combining class (an integer, 0 for most), the bidi class (`L`, `R`, `AL`, `ON`, …), the decomposition (`0065 0301`, or with a tag `<compat> 0020 0308`), the decimal digit, digit and numeric values (the last may be a fraction, `1/2`), the mirrored flag `Y`/`N`, the old Unicode 1.0 name, an ISO comment (empty), and the simple uppercase, lowercase and titlecase mappings (code points in hex); empty fields are empty strings",
  load: `SELECT column00 AS code, CAST(('0x' || column00) AS INTEGER) AS cp, column01 AS name,
      column02 AS category, CAST(column03 AS INTEGER) AS combining_class, column04 AS bidi_class,
      ${F(5)} AS decomposition, CAST(${F(6)} AS INTEGER) AS decimal_digit, CAST(${F(7)} AS INTEGER) AS digit,
      ${F(8)} AS numeric_value,
      CASE WHEN column08 LIKE '%/%' THEN CAST(split_part(column08, '/', 1) AS DOUBLE) / CAST(split_part(column08, '/', 2) AS DOUBLE)
        ELSE CAST(${F(8)} AS DOUBLE) END AS numeric,
      column09 AS mirrored, ${F(10)} AS unicode1_name, ${F(11)} AS iso_comment,
      ${F(12)} AS uppercase, ${F(13)} AS lowercase, ${F(14)} AS titlecase
    FROM read_csv('{file}', header = false, all_varchar = true, delim = ';', quote = '', escape = '',
      columns = {${Array.from({ length: 15 }, (_, i) => `'column${String(i).padStart(2, '0')}': 'VARCHAR'`).join(', ')}})`,
  questions: [
    ['how many lines are in the unicode data file', 'aggregate', `SELECT count(*) FROM t`],
    ['how many uppercase letters (Lu) are there', 'filtered', `SELECT count(*) FROM t WHERE category = 'Lu'`],
    [
      'count of entries per general category',
      'group-by',
      `SELECT category, count(*) FROM t GROUP BY category ORDER BY category`,
    ],
    [
      'which general category has the most entries',
      'argmax',
      `SELECT category FROM t GROUP BY category ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 3 bidi classes by number of chars',
      'top-n',
      `SELECT bidi_class FROM t GROUP BY bidi_class ORDER BY count(*) DESC LIMIT 3`,
    ],
    ['whats the name of U+00E9', 'lookup', `SELECT name FROM t WHERE code = '00E9'`],
    ['code point of the EURO SIGN?', 'lookup', `SELECT code FROM t WHERE name = 'EURO SIGN'`],
    ['uppercase mapping of 00ff', 'lookup', `SELECT uppercase FROM t WHERE code = '00FF'`],
    ['lowercase of 1E9E', 'lookup', `SELECT lowercase FROM t WHERE code = '1E9E'`],
    ['bidi class of arabic letter alef 0627', 'lookup', `SELECT bidi_class FROM t WHERE code = '0627'`],
    ['how many chars have a lowercase mapping', 'filtered', `SELECT count(lowercase) FROM t`],
    [
      'how many entries have no unicode 1.0 name',
      'missing',
      `SELECT count(*) FROM t WHERE unicode1_name IS NULL`,
    ],
    [
      'what % of entries are mirrored',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE mirrored = 'Y') / count(*) FROM t`,
    ],
    ['how many decimal digit chars (Nd)', 'filtered', `SELECT count(*) FROM t WHERE category = 'Nd'`],
    ['largest numeric value in the file', 'aggregate', `SELECT max(numeric) FROM t`],
    [
      'how many chars have a fraction as numeric value, like 1/2',
      'filtered',
      `SELECT count(*) FROM t WHERE numeric_value LIKE '%/%'`,
    ],
    [
      'how many code points have GREEK in the name',
      'filtered',
      `SELECT count(*) FROM t WHERE name LIKE '%GREEK%'`,
    ],
    [
      'avg combining class, ignoring the zeros',
      'aggregate',
      `SELECT avg(combining_class) FROM t WHERE combining_class <> 0`,
    ],
    [
      'most common non zero combining class',
      'argmax',
      `SELECT combining_class FROM t WHERE combining_class <> 0 GROUP BY combining_class ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'Mn vs Mc how many of each',
      'compare',
      `SELECT count(*) FILTER (WHERE category = 'Mn'), count(*) FILTER (WHERE category = 'Mc') FROM t`,
    ],
    [
      'lowercase letters vs uppercase letters count',
      'compare',
      `SELECT count(*) FILTER (WHERE category = 'Ll'), count(*) FILTER (WHERE category = 'Lu') FROM t`,
    ],
    ['how many entries have a decomposition', 'filtered', `SELECT count(decomposition) FROM t`],
    [
      'how many compatibility decompositions (the ones with a <tag> in front)',
      'filtered',
      `SELECT count(*) FROM t WHERE decomposition LIKE '<%'`,
    ],
    [
      'most common decomposition tag',
      'argmax',
      `SELECT regexp_extract(decomposition, '^<([a-zA-Z]+)>', 1) AS tag FROM t WHERE decomposition LIKE '<%' GROUP BY tag ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'what share of entries are letters (any L category)',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE category LIKE 'L%') / count(*) FROM t`,
    ],
    ['highest code point in the file', 'aggregate', `SELECT code FROM t ORDER BY cp DESC LIMIT 1`],
    [
      'how many entries in the cyrillic range 0400-04ff',
      'filtered',
      `SELECT count(*) FROM t WHERE cp BETWEEN 1024 AND 1279`,
    ],
    ['which of these chars are emoji', 'clarify', null],
    ['how many characters were added in unicode 15', 'clarify', null],
    ['how many chars have the digit value 7', 'clarify', null],
  ],
});
