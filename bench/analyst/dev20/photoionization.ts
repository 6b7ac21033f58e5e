import { table } from '../spec';

export default table({
  name: 'photoionization_cross_sections',
  file: 'atomic_subshell_photoionization_cross_sections.csv',
  domain:
    "pymatgen's table of atomic subshell photoionization cross sections for X-ray photoelectron spectroscopy: a comma-separated file written by pandas and read back several times, so its header is `,Unnamed: 0,Unnamed: 0.1,Unnamed: 0.1.1,Unnamed: 0.1.1.1,element,orbital,weight,Hartree-Fock binding energies` (an unnamed first column and four `Unnamed` copies of the same row number 0 … 753 before the real columns); one row per element and subshell: the element symbol (`H` … `Lr`), the subshell (`1s`, `2p`, `3d`, `4f`, …; one row for a p/d/f subshell, not split by j), the relative photoionization cross section `weight` (`2e-06`, `0.0559999999999999`) and the Hartree–Fock binding energy in eV (`13.6`, `809.2`); no photon energies, kinetic energies or measured peaks",
  load: `SELECT CAST(c0 AS INTEGER) AS row_no, CAST(c1 AS INTEGER) AS unnamed_0, CAST(c2 AS INTEGER) AS unnamed_0_1,
      CAST(c3 AS INTEGER) AS unnamed_0_1_1, CAST(c4 AS INTEGER) AS unnamed_0_1_1_1, element, orbital,
      CAST(weight AS DOUBLE) AS weight, CAST(be AS DOUBLE) AS binding_energy
    FROM read_csv('{file}', header = false, skip = 1, all_varchar = true, delim = ',', quote = '"',
      columns = {'c0': 'VARCHAR', 'c1': 'VARCHAR', 'c2': 'VARCHAR', 'c3': 'VARCHAR', 'c4': 'VARCHAR', 'element': 'VARCHAR', 'orbital': 'VARCHAR', 'weight': 'VARCHAR', 'be': 'VARCHAR'})`,
  questions: [
    ['how many rows', 'aggregate', `SELECT count(*) FROM t`],
    ['how many elements are in here', 'aggregate', `SELECT count(DISTINCT element) FROM t`],
    [
      'binding energy of C 1s',
      'lookup',
      `SELECT binding_energy FROM t WHERE element = 'C' AND orbital = '1s'`,
    ],
    ['cross section for Au 4f', 'lookup', `SELECT weight FROM t WHERE element = 'Au' AND orbital = '4f'`],
    ['whats the weight of si 2p', 'lookup', `SELECT weight FROM t WHERE element = 'Si' AND orbital = '2p'`],
    ['and 2s?', 'follow-up', `SELECT weight FROM t WHERE element = 'Si' AND orbital = '2s'`],
    [
      'which orbital of iron has the biggest cross section',
      'argmax',
      `SELECT orbital FROM t WHERE element = 'Fe' ORDER BY weight DESC LIMIT 1`,
    ],
    [
      'highest binding energy in the table - element and orbital',
      'argmax',
      `SELECT element, orbital, binding_energy FROM t ORDER BY binding_energy DESC LIMIT 1`,
    ],
    [
      'avg binding energy of the 1s rows',
      'filtered',
      `SELECT avg(binding_energy) FROM t WHERE orbital = '1s'`,
    ],
    ['how many subshells are listed for uranium', 'filtered', `SELECT count(*) FROM t WHERE element = 'U'`],
    [
      'element with the most subshells listed',
      'argmax',
      `SELECT element FROM t GROUP BY element HAVING count(*) = (SELECT max(c) FROM (SELECT count(*) AS c FROM t GROUP BY element)) ORDER BY element`,
    ],
    [
      'top 5 cross sections (element + orbital)',
      'top-n',
      `SELECT element, orbital, weight FROM t ORDER BY weight DESC LIMIT 5`,
    ],
    ['median weight', 'aggregate', `SELECT median(weight) FROM t`],
    ['correlation of weight vs binding energy', 'correlation', `SELECT corr(weight, binding_energy) FROM t`],
    [
      'avg weight by orbital type s p d f',
      'group-by',
      `SELECT right(orbital, 1) AS l, avg(weight) FROM t GROUP BY l ORDER BY l`,
    ],
    [
      'how many rows have a binding energy over 1000 eV',
      'filtered',
      `SELECT count(*) FROM t WHERE binding_energy > 1000`,
    ],
    [
      'what share of rows are d orbitals',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE orbital LIKE '%d') / count(*) FROM t`,
    ],
    [
      'Cu 2p vs Ag 3d binding energy',
      'compare',
      `SELECT max(binding_energy) FILTER (WHERE element = 'Cu' AND orbital = '2p'), max(binding_energy) FILTER (WHERE element = 'Ag' AND orbital = '3d') FROM t`,
    ],
    [
      'which element has the lowest 1s binding energy',
      'argmax',
      `SELECT element FROM t WHERE orbital = '1s' ORDER BY binding_energy LIMIT 1`,
    ],
    ['sum of weights for gold', 'filtered', `SELECT sum(weight) FROM t WHERE element = 'Au'`],
    [
      'any missing binding energies or weights?',
      'missing',
      `SELECT count(*) FILTER (WHERE binding_energy IS NULL), count(*) FILTER (WHERE weight IS NULL) FROM t`,
    ],
    [
      'how many rows where the Unnamed: 0 column doesnt match the first column',
      'filtered',
      `SELECT count(*) FROM t WHERE unnamed_0 <> row_no`,
    ],
    [
      'which element has the highest total cross section',
      'argmax',
      `SELECT element FROM t GROUP BY element ORDER BY sum(weight) DESC LIMIT 1`,
    ],
    ['avg BE for 4f', 'filtered', `SELECT avg(binding_energy) FROM t WHERE orbital = '4f'`],
    [
      'how many elements have a 5f entry',
      'filtered',
      `SELECT count(DISTINCT element) FROM t WHERE orbital = '5f'`,
    ],
    [
      'lowest binding energy of all, which row',
      'argmax',
      `SELECT element, orbital, binding_energy FROM t ORDER BY binding_energy LIMIT 1`,
    ],
    ['O 1s weight', 'lookup', `SELECT weight FROM t WHERE element = 'O' AND orbital = '1s'`],
    // Several oxygen subshells may be listed: which one is meant?
    ['binding energy of oxygen', 'clarify', null],
    ['what is the kinetic energy of the Al 2p electron with a Mg Ka source', 'clarify', null],
  ],
});
