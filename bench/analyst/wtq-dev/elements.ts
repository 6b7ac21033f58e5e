import { table } from '../spec';

export default table({
  name: 'elements',
  file: 'elements.csv',
  domain: 'chemistry (the first twenty elements: symbols, masses, groups, "Ancient" discoveries)',
  load: `SELECT "Number"::INTEGER AS number, "Element" AS element, "Symbol" AS symbol, "Atomic mass"::DOUBLE AS mass,
      "Group"::INTEGER AS grp, "Period"::INTEGER AS period, "Block" AS block, "State at STP" AS state, "Discovered" AS discovered
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['which element has the highest atomic mass?', 'argmax', `SELECT element FROM t ORDER BY mass DESC LIMIT 1`],
    ['how many elements are gases?', 'filtered', `SELECT count(*) FROM t WHERE state = 'Gas'`],
    ['what is the symbol for sodium?', 'lookup', `SELECT symbol FROM t WHERE element = 'Sodium'`],
    ['which element comes after oxygen?', 'lookup', `SELECT element FROM t WHERE number = (SELECT number FROM t WHERE element = 'Oxygen') + 1`],
    ['what element is listed before potassium?', 'lookup', `SELECT element FROM t WHERE number = (SELECT number FROM t WHERE element = 'Potassium') - 1`],
    ['how many elements were known since ancient times?', 'filtered', `SELECT count(*) FROM t WHERE discovered = 'Ancient'`],
    ['which element was discovered most recently?', 'argmax', `SELECT element FROM t WHERE discovered <> 'Ancient' ORDER BY discovered::INTEGER DESC LIMIT 1`],
    ['how many elements are in period 3?', 'filtered', `SELECT count(*) FROM t WHERE period = 3`],
    ['what is the atomic mass of carbon?', 'lookup', `SELECT mass FROM t WHERE element = 'Carbon'`],
    ['how many elements were discovered in 1807?', 'filtered', `SELECT count(*) FROM t WHERE discovered = '1807'`],
    ['what is the sum of the atomic masses of the group 18 elements?', 'filtered', `SELECT sum(mass) FROM t WHERE grp = 18`],
    ['which element has the symbol K?', 'lookup', `SELECT element FROM t WHERE symbol = 'K'`],
    ['how many elements are in the s block?', 'filtered', `SELECT count(*) FROM t WHERE block = 's'`],
    ['is helium heavier than lithium?', 'compare', `SELECT CASE WHEN (SELECT mass FROM t WHERE element = 'Helium') > (SELECT mass FROM t WHERE element = 'Lithium') THEN 'yes' ELSE 'no' END`],
    ['what is the difference in atomic mass between chlorine and sodium?', 'compare', `SELECT (SELECT mass FROM t WHERE element = 'Chlorine') - (SELECT mass FROM t WHERE element = 'Sodium')`],
    ['what was the last element discovered in period 2?', 'argmax', `SELECT element FROM t WHERE period = 2 AND discovered <> 'Ancient' ORDER BY discovered::INTEGER DESC LIMIT 1`],
    ['what group is silicon in?', 'lookup', `SELECT grp FROM t WHERE element = 'Silicon'`],
  ],
});
