import { table } from '../spec';

export default table({
  name: 'ncbi_taxlist',
  file: 'taxlist.txt',
  domain:
    "NCBI's list of organisms that its sequence submission tools (Sequin, tbl2asn) offer for a source: a tab-separated text file whose first line is a lone `16` (a version, not a row), then one row per organism with no header: the scientific name (`Homo sapiens`, `Balaenoptera acutorostrata scammoni`), the common name (empty for most: `oriental fruit fly`, ``), the nuclear genetic code (an NCBI translation table number: 1 standard, 11 bacterial, …), the mitochondrial genetic code (`2` vertebrate, `5` invertebrate, `0` none), the three-letter GenBank division (`PRI`, `ROD`, `MAM`, `VRT`, `INV`, `PLN`, `BCT`, `VRL`, `ENV`, `SYN`) and the NCBI taxonomy id; no genome sizes, dates or lineages",
  load: `SELECT column0 AS scientific_name, nullif(column1, '') AS common_name, CAST(column2 AS INTEGER) AS genetic_code,
      CAST(column3 AS INTEGER) AS mito_code, column4 AS division, CAST(column5 AS INTEGER) AS taxid
    FROM read_csv('{file}', header = false, all_varchar = true, delim = '\\t', quote = '', escape = '', skip = 1,
      columns = {'column0': 'VARCHAR', 'column1': 'VARCHAR', 'column2': 'VARCHAR', 'column3': 'VARCHAR', 'column4': 'VARCHAR', 'column5': 'VARCHAR'})`,
  questions: [
    ['how many organisms are in the list', 'aggregate', `SELECT count(*) FROM t`],
    ['how many are in the PLN division', 'filtered', `SELECT count(*) FROM t WHERE division = 'PLN'`],
    ['count by division', 'group-by', `SELECT division, count(*) FROM t GROUP BY division ORDER BY division`],
    [
      'which division has the most organisms',
      'argmax',
      `SELECT division FROM t GROUP BY division ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['top 3 divisions', 'top-n', `SELECT division FROM t GROUP BY division ORDER BY count(*) DESC LIMIT 3`],
    ['how many have no common name', 'missing', `SELECT count(*) FROM t WHERE common_name IS NULL`],
    ['% with a common name', 'share', `SELECT 100.0 * count(common_name) / count(*) FROM t`],
    ['taxid of homo sapiens', 'lookup', `SELECT taxid FROM t WHERE scientific_name = 'Homo sapiens'`],
    [
      'common name for danio rerio',
      'lookup',
      `SELECT common_name FROM t WHERE scientific_name = 'Danio rerio'`,
    ],
    [
      'what division is gallus gallus in',
      'lookup',
      `SELECT division FROM t WHERE scientific_name = 'Gallus gallus'`,
    ],
    [
      'mito code for Drosophila melanogaster',
      'lookup',
      `SELECT mito_code FROM t WHERE scientific_name = 'Drosophila melanogaster'`,
    ],
    ['which organism has taxid 7227', 'lookup', `SELECT scientific_name FROM t WHERE taxid = 7227`],
    ['how many use genetic code 11', 'filtered', `SELECT count(*) FROM t WHERE genetic_code = 11`],
    [
      'organisms per mito code',
      'group-by',
      `SELECT mito_code, count(*) FROM t GROUP BY mito_code ORDER BY mito_code`,
    ],
    [
      'most common mitochondrial code',
      'argmax',
      `SELECT mito_code FROM t GROUP BY mito_code ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many have mito code 0', 'filtered', `SELECT count(*) FROM t WHERE mito_code = 0`],
    ['how many mammals (MAM)', 'filtered', `SELECT count(*) FROM t WHERE division = 'MAM'`],
    [
      'rodents vs primates, how many of each',
      'compare',
      `SELECT count(*) FILTER (WHERE division = 'ROD'), count(*) FILTER (WHERE division = 'PRI') FROM t`,
    ],
    ['how many bacteria', 'filtered', `SELECT count(*) FROM t WHERE division = 'BCT'`],
    ['largest taxid', 'aggregate', `SELECT max(taxid) FROM t`],
    [
      'which organism has the smallest taxid',
      'argmax',
      `SELECT scientific_name FROM t ORDER BY taxid LIMIT 1`,
    ],
    ['median taxid', 'aggregate', `SELECT median(taxid) FROM t`],
    [
      'how many different genera (first word of the name)',
      'aggregate',
      `SELECT count(DISTINCT split_part(scientific_name, ' ', 1)) FROM t`,
    ],
    [
      'which genus has the most entries',
      'argmax',
      `SELECT split_part(scientific_name, ' ', 1) AS genus FROM t GROUP BY genus ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'corelation between genetic code and mito code',
      'correlation',
      `SELECT corr(genetic_code, mito_code) FROM t`,
    ],
    [
      'how many organisms have mouse in the common name',
      'filtered',
      `SELECT count(*) FROM t WHERE common_name ILIKE '%mouse%'`,
    ],
    ['avg mito code of the VRT entries', 'filtered', `SELECT avg(mito_code) FROM t WHERE division = 'VRT'`],
    ['genome size of homo sapiens?', 'clarify', null],
    ['when was taxid 9606 added', 'clarify', null],
    ['whats the code for arabidopsis thaliana', 'clarify', null],
  ],
});
