import { table } from '../spec';

const AA = [
  'A',
  'R',
  'N',
  'D',
  'C',
  'Q',
  'E',
  'G',
  'H',
  'I',
  'L',
  'K',
  'M',
  'F',
  'P',
  'S',
  'T',
  'W',
  'Y',
  'V',
  'B',
  'J',
  'Z',
  'X',
  '*',
];
/** The 20 standard amino acids (the rows and columns before B, J, Z, X and *). */
const STD = `('A','R','N','D','C','Q','E','G','H','I','L','K','M','F','P','S','T','W','Y','V')`;
/** The matrix as long pairs (a = row, b = column). */
const PAIRS = `(UNPIVOT t ON COLUMNS(* EXCLUDE (aa)) INTO NAME b VALUE score)`;

export default table({
  name: 'blosum62',
  file: 'BLOSUM62',
  domain:
    "The BLOSUM62 amino acid substitution matrix as NCBI's tools read it (ncbi-data), a file named `BLOSUM62` with no extension: one `#` comment line (`# Entries for the BLOSUM62 matrix at a scale of ln(2)/2.0.`), then a square matrix separated by runs of spaces: a header line of 25 one-letter codes with no label over the first column (the 20 amino acids `A R N D C Q E G H I L K M F P S T W Y V`, then the ambiguity codes `B` (N or D), `J` (I or L), `Z` (Q or E), `X` (any) and `*` (stop)), and 25 rows each starting with its own code; the cells are integer log-odds scores (positive for substitutions seen more often than by chance), symmetric, −4 to 11",
  load: `SELECT f[1] AS aa, ${AA.map((a, i) => `CAST(f[${i + 2}] AS INTEGER) AS "${a}"`).join(', ')}
    FROM (SELECT string_split_regex(trim(column0), '\\s+') AS f
      FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\t', quote = '', escape = '', skip = 2,
        columns = {'column0': 'VARCHAR'}))`,
  questions: [
    ['score for W vs W', 'lookup', `SELECT "W" FROM t WHERE aa = 'W'`],
    ['blosum62 score of A to R', 'lookup', `SELECT "R" FROM t WHERE aa = 'A'`],
    ['what does L score against I', 'lookup', `SELECT "I" FROM t WHERE aa = 'L'`],
    ['score of * vs *', 'lookup', `SELECT "*" FROM t WHERE aa = '*'`],
    ['compare the K-R and K-E scores', 'compare', `SELECT "R", "E" FROM t WHERE aa = 'K'`],
    [
      'which amino acid has the highest self score',
      'argmax',
      `SELECT aa FROM ${PAIRS} WHERE aa = b ORDER BY score DESC LIMIT 1`,
    ],
    [
      'top 3 amino acids by score on the diagonal',
      'top-n',
      `SELECT aa FROM ${PAIRS} WHERE aa = b ORDER BY score DESC LIMIT 3`,
    ],
    [
      'which row has the lowest diagonal value',
      'argmax',
      `SELECT aa FROM ${PAIRS} WHERE aa = b ORDER BY score ASC LIMIT 1`,
    ],
    [
      'which amino acid scores best with Y apart from Y itself',
      'argmax',
      `SELECT aa FROM t WHERE aa <> 'Y' ORDER BY "Y" DESC LIMIT 1`,
    ],
    ['lowest score in the matrix', 'aggregate', `SELECT min(score) FROM ${PAIRS}`],
    ['how many rows does the matrix have', 'aggregate', `SELECT count(*) FROM t`],
    [
      'avg of the diagonal for the 20 standard amino acids',
      'aggregate',
      `SELECT avg(score) FROM ${PAIRS} WHERE aa = b AND aa IN ${STD}`,
    ],
    ['avg score in the C column', 'aggregate', `SELECT avg("C") FROM t`],
    ['avg of the X column', 'aggregate', `SELECT avg("X") FROM t`],
    ['sum of the W row', 'aggregate', `SELECT sum(score) FROM ${PAIRS} WHERE aa = 'W'`],
    ['avg score of row D', 'aggregate', `SELECT avg(score) FROM ${PAIRS} WHERE aa = 'D'`],
    ['min score in the W row', 'aggregate', `SELECT min(score) FROM ${PAIRS} WHERE aa = 'W'`],
    ['how many -4s are in the matrix', 'filtered', `SELECT count(*) FROM ${PAIRS} WHERE score = -4`],
    ['how many cells are zero', 'filtered', `SELECT count(*) FROM ${PAIRS} WHERE score = 0`],
    [
      'how many distinct pairs of different standard amino acids score above 0',
      'filtered',
      `SELECT count(*) FROM ${PAIRS} WHERE aa < b AND score > 0 AND aa IN ${STD} AND b IN ${STD}`,
    ],
    [
      'how many amino acids score positive against S, not counting S',
      'filtered',
      `SELECT count(*) FROM t WHERE "S" > 0 AND aa <> 'S'`,
    ],
    [
      'what share of all cells are negative',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE score < 0) / count(*) FROM ${PAIRS}`,
    ],
    [
      'number of positive scores in each row',
      'group-by',
      `SELECT aa, count(*) FILTER (WHERE score > 0) FROM ${PAIRS} GROUP BY aa ORDER BY aa`,
    ],
    ['corr between the A column and the R column', 'correlation', `SELECT corr("A", "R") FROM t`],
    ['whats the pam250 score for W-W', 'clarify', null],
    ['how often is A substituted by R (frequency)', 'clarify', null],
  ],
});
