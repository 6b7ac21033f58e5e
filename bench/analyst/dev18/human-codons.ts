import { table } from '../spec';

export default table({
  name: 'human_codons',
  file: 'Ehuman.cut',
  domain:
    "Codon usage of human protein-coding genes, the table EMBOSS ships for its codon tools (CUTG release 146, 74,218 coding sequences of GenBank's primate division): a text file that opens with `#` comment lines (species, division, release, CDS count, GC shares of the coding sequence and of each codon position) and a `#Codon AA Fraction Frequency Number` header, then 64 rows of space-padded columns: the codon (`GCA`), the amino acid it codes for as a one-letter code (`A` alanine, `L` leucine, `*` a stop codon), its fraction among the codons of that amino acid, its frequency per thousand codons and the number of times it was counted",
  load: `SELECT f[1] AS codon, f[2] AS amino_acid, CAST(f[3] AS DOUBLE) AS fraction, CAST(f[4] AS DOUBLE) AS frequency,
      CAST(f[5] AS BIGINT) AS number
    FROM (SELECT string_split_regex(trim(column0), '\\s+') AS f
      FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\t', quote = '', escape = '', comment = '#')
      WHERE trim(column0) <> '')`,
  questions: [
    ['how many codons are in the table', 'aggregate', `SELECT count(*) FROM t`],
    ['total # of codons counted', 'aggregate', `SELECT sum(number) FROM t`],
    ['most used codon?', 'argmax', `SELECT codon FROM t ORDER BY number DESC LIMIT 1`],
    [
      'least used codon that isnt a stop codon',
      'argmax',
      `SELECT codon FROM t WHERE amino_acid <> '*' ORDER BY number ASC LIMIT 1`,
    ],
    ['how many codons code for leucine', 'filtered', `SELECT count(*) FROM t WHERE amino_acid = 'L'`],
    [
      'how many amino acids have 6 codons',
      'filtered',
      `SELECT count(*) FROM (SELECT amino_acid FROM t WHERE amino_acid <> '*' GROUP BY amino_acid HAVING count(*) = 6)`,
    ],
    ['freq per thousand of ATG', 'lookup', `SELECT frequency FROM t WHERE codon = 'ATG'`],
    ['what amino acid does TGG code for', 'lookup', `SELECT amino_acid FROM t WHERE codon = 'TGG'`],
    ['how often was CTG counted', 'lookup', `SELECT number FROM t WHERE codon = 'CTG'`],
    [
      'what % of all codons counted are stop codons',
      'share',
      `SELECT 100.0 * sum(number) FILTER (WHERE amino_acid = '*') / sum(number) FROM t`,
    ],
    [
      'which stop codon is used the most',
      'argmax',
      `SELECT codon FROM t WHERE amino_acid = '*' ORDER BY number DESC LIMIT 1`,
    ],
    [
      'total count per amino acid',
      'group-by',
      `SELECT amino_acid, sum(number) FROM t WHERE amino_acid <> '*' GROUP BY amino_acid ORDER BY amino_acid`,
    ],
    [
      'top 5 amino acids by total usage',
      'top-n',
      `SELECT amino_acid FROM t WHERE amino_acid <> '*' GROUP BY amino_acid ORDER BY sum(number) DESC LIMIT 5`,
    ],
    [
      'rarest amino acid overall (not counting stops)',
      'argmax',
      `SELECT amino_acid FROM t WHERE amino_acid <> '*' GROUP BY amino_acid ORDER BY sum(number) ASC LIMIT 1`,
    ],
    ['top 3 codons by frequency', 'top-n', `SELECT codon FROM t ORDER BY frequency DESC LIMIT 3`],
    ['avg frequency per 1000', 'aggregate', `SELECT avg(frequency) FROM t`],
    ['sum of the frequency column', 'aggregate', `SELECT sum(frequency) FROM t`],
    ['median count per codon', 'aggregate', `SELECT median(number) FROM t`],
    ['how many codons have a fraction above 0.5', 'filtered', `SELECT count(*) FROM t WHERE fraction > 0.5`],
    [
      'how many codons were counted more than a million times',
      'filtered',
      `SELECT count(*) FROM t WHERE number > 1000000`,
    ],
    [
      'which amino acids have only one codon',
      'filtered',
      `SELECT amino_acid FROM t GROUP BY amino_acid HAVING count(*) = 1 ORDER BY amino_acid`,
    ],
    [
      'serine codons and their counts',
      'filtered',
      `SELECT codon, number FROM t WHERE amino_acid = 'S' ORDER BY number DESC`,
    ],
    [
      'what share of codons end in G or C (by count)',
      'share',
      `SELECT 100.0 * sum(number) FILTER (WHERE right(codon, 1) IN ('G', 'C')) / sum(number) FROM t`,
    ],
    [
      'avg fraction of the codons starting with C',
      'filtered',
      `SELECT avg(fraction) FROM t WHERE left(codon, 1) = 'C'`,
    ],
    [
      'GAG vs GAA counts',
      'compare',
      `SELECT number FROM t WHERE codon IN ('GAG', 'GAA') ORDER BY codon DESC`,
    ],
    [
      'how many times more common is CTG than CTA',
      'compare',
      `SELECT max(number) FILTER (WHERE codon = 'CTG') / max(number) FILTER (WHERE codon = 'CTA') FROM t`,
    ],
    ['corr between fraction and frequency', 'correlation', `SELECT corr(fraction, frequency) FROM t`],
    ['codon usage in mouse?', 'clarify', null],
    ['which gene uses CTG the most', 'clarify', null],
  ],
});
