import { table } from '../spec';

export default table({
  name: 'atomization_energies',
  file: 'atomization-energies.txt',
  domain:
    "Open Babel's table of atomic reference data for computing heats of formation from quantum chemistry: a pipe-separated text file whose one header line starts with `#` (`#atom|charge|method|property|T(K)|Value|spin multiplicity|unit|reference|`), every line ending in a trailing `|`; one row per atom (or atomic ion), method, property and temperature: the element symbol (`Al`, `C`, `O`, …), the charge (`0`, `1`, `-1`), the method (`exp` for experimental JANAF/NIST values, or a composite quantum method `G2`, `G3`, `G4`, `CBS-QB3`, `W1BD`, `W1U`), the property (`DHf(T)` heat of formation in kJ/mol, `H(0)-H(T)` in kJ/mol, `S0(T)` entropy in J/mol K, or the method's 0 K energy `G3(0K)` in Hartree), the temperature in kelvin (`0`, `100`, `298.15`, …; 0 for the computed energies), the value, the spin multiplicity, the unit and a reference (a URL or a citation); no molecules",
  load: `SELECT c0 AS atom, CAST(c1 AS INTEGER) AS charge, c2 AS method, c3 AS property, CAST(c4 AS DOUBLE) AS temp_k,
      CAST(c5 AS DOUBLE) AS value, CAST(c6 AS INTEGER) AS spin_multiplicity, c7 AS unit, c8 AS reference
    FROM read_csv('{file}', header = false, skip = 1, all_varchar = true, delim = '|', quote = '', escape = '',
      columns = {'c0': 'VARCHAR', 'c1': 'VARCHAR', 'c2': 'VARCHAR', 'c3': 'VARCHAR', 'c4': 'VARCHAR', 'c5': 'VARCHAR', 'c6': 'VARCHAR', 'c7': 'VARCHAR', 'c8': 'VARCHAR', 'c9': 'VARCHAR'})`,
  questions: [
    ['how many rows', 'aggregate', `SELECT count(*) FROM t`],
    ['how many different atoms', 'aggregate', `SELECT count(DISTINCT atom) FROM t`],
    ['rows per method', 'group-by', `SELECT method, count(*) FROM t GROUP BY method ORDER BY method`],
    [
      'apart from exp, which method has the most rows',
      'argmax',
      // G2 and CBS-QB3 tie at 50 rows: both expected
      `SELECT method FROM t WHERE method <> 'exp' GROUP BY method HAVING count(*) = (SELECT max(c) FROM (SELECT count(*) AS c FROM t WHERE method <> 'exp' GROUP BY method)) ORDER BY method`,
    ],
    [
      'heat of formation of carbon atom at 298.15 K',
      'lookup',
      `SELECT value FROM t WHERE atom = 'C' AND charge = 0 AND method = 'exp' AND property = 'DHf(T)' AND temp_k = 298.15`,
    ],
    [
      'S0 of Al at 1000K',
      'lookup',
      `SELECT value FROM t WHERE atom = 'Al' AND charge = 0 AND property = 'S0(T)' AND temp_k = 1000`,
    ],
    [
      'and at 2000?',
      'follow-up',
      `SELECT value FROM t WHERE atom = 'Al' AND charge = 0 AND property = 'S0(T)' AND temp_k = 2000`,
    ],
    [
      'G3 energy of neutral O',
      'lookup',
      `SELECT value FROM t WHERE atom = 'O' AND charge = 0 AND method = 'G3'`,
    ],
    ['how many rows are for ions (charge not 0)', 'filtered', `SELECT count(*) FROM t WHERE charge <> 0`],
    [
      'which atom has the highest DHf at 298.15',
      'argmax',
      `SELECT atom, charge FROM t WHERE property = 'DHf(T)' AND temp_k = 298.15 ORDER BY value DESC LIMIT 1`,
    ],
    [
      'top 3 neutral atoms by heat of formation at 298.15 K',
      'top-n',
      `SELECT atom FROM t WHERE property = 'DHf(T)' AND temp_k = 298.15 AND charge = 0 ORDER BY value DESC LIMIT 3`,
    ],
    ['max temperature in the table', 'aggregate', `SELECT max(temp_k) FROM t`],
    ['how many rows are in Hartree', 'filtered', `SELECT count(*) FROM t WHERE unit = 'Hartree'`],
    [
      '% of rows that are experimental',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE method = 'exp') / count(*) FROM t`,
    ],
    [
      'G2 vs G4 energy for neutral carbon',
      'compare',
      `SELECT max(value) FILTER (WHERE method = 'G2'), max(value) FILTER (WHERE method = 'G4') FROM t WHERE atom = 'C' AND charge = 0`,
    ],
    [
      'correlation between temperature and S0 for Al',
      'correlation',
      `SELECT corr(temp_k, value) FROM t WHERE atom = 'Al' AND charge = 0 AND property = 'S0(T)'`,
    ],
    [
      'how many atoms have a W1BD value',
      'filtered',
      `SELECT count(DISTINCT atom) FROM t WHERE method = 'W1BD'`,
    ],
    [
      'spin multiplicity of neutral oxygen',
      'lookup',
      `SELECT DISTINCT spin_multiplicity FROM t WHERE atom = 'O' AND charge = 0`,
    ],
    [
      'most common spin multiplicity',
      'argmax',
      `SELECT spin_multiplicity FROM t GROUP BY spin_multiplicity ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['how many distinct references', 'aggregate', `SELECT count(DISTINCT reference) FROM t`],
    [
      'lowest G4 energy, which atom',
      'argmax',
      `SELECT atom, charge, value FROM t WHERE method = 'G4' ORDER BY value LIMIT 1`,
    ],
    ['how many rows have no value', 'missing', `SELECT count(*) FROM t WHERE value IS NULL`],
    ['how many rows at 0 K', 'filtered', `SELECT count(*) FROM t WHERE temp_k = 0`],
    [
      'avg DHf at 298.15 for the neutral atoms',
      'filtered',
      `SELECT avg(value) FROM t WHERE property = 'DHf(T)' AND temp_k = 298.15 AND charge = 0`,
    ],
    [
      'how many temps are listed for hydrogen entropy',
      'filtered',
      `SELECT count(DISTINCT temp_k) FROM t WHERE atom = 'H' AND charge = 0 AND property = 'S0(T)'`,
    ],
    [
      'which atoms have no experimental data',
      'missing',
      `SELECT DISTINCT atom FROM t WHERE atom NOT IN (SELECT atom FROM t WHERE method = 'exp') ORDER BY atom`,
    ],
    [
      'CBS-QB3 vs G3: how many rows each',
      'compare',
      `SELECT count(*) FILTER (WHERE method = 'CBS-QB3'), count(*) FILTER (WHERE method = 'G3') FROM t`,
    ],
    ['what is the atomization energy of water', 'clarify', null],
    // which method, property, temperature and charge?
    ['energy of carbon?', 'clarify', null],
  ],
});
