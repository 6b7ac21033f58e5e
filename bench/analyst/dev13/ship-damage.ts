import { table } from '../spec';

/** Damage incidents per 1000 months of service. */
const RATE = `1000.0 * sum(accident) / sum(service)`;

export default table({
  name: 'ship_damage',
  file: 'ships.csv',
  domain:
    'wave damage to cargo ships (McCullagh and Nelder, as used in statsmodels tests): ship (type 1–5, i.e. A–E), yr_con (construction period 1 = 1960–64, 2 = 1965–69, 3 = 1970–74, 4 = 1975–79), yr_op (operation period 1 = 1960–74, 2 = 1975–79), service (aggregate months of service), accident (number of damage incidents), then 0/1 dummies op_75_79, co_65_69, co_70_74, co_75_79; six rows have service and accident blank',
  load: `SELECT "ship"::INTEGER AS "ship", "yr_con"::INTEGER AS "yr_con", "yr_op"::INTEGER AS "yr_op",
      nullif("service", '')::INTEGER AS "service", nullif("accident", '')::INTEGER AS "accident",
      "op_75_79"::INTEGER AS "op_75_79", "co_65_69"::INTEGER AS "co_65_69", "co_70_74"::INTEGER AS "co_70_74",
      "co_75_79"::INTEGER AS "co_75_79"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['total damage incidents', 'aggregate', `SELECT sum(accident) FROM t`],
    ['which ship type had the most accidents', 'argmax', `SELECT ship FROM t GROUP BY ship ORDER BY sum(accident) DESC LIMIT 1`],
    ['how many did it have', 'follow-up', `SELECT sum(accident) FROM t WHERE ship = 2`],
    ['total months of service, all ships', 'aggregate', `SELECT sum(service) FROM t`],
    ['accidents per 1000 months of service for each ship type', 'group-by', `SELECT ship, ${RATE} FROM t GROUP BY ship ORDER BY ship`],
    ['which type has the worst accident rate per month in service', 'argmax', `SELECT ship FROM t GROUP BY ship ORDER BY ${RATE} DESC LIMIT 1`],
    ['how many rows have no service months', 'missing', `SELECT count(*) FROM t WHERE service IS NULL`],
    ['which ship type has the most of those blanks', 'missing', `SELECT ship FROM t WHERE service IS NULL GROUP BY ship ORDER BY count(*) DESC LIMIT 1`],
    ['are any accident counts blank? how many', 'missing', `SELECT count(*) FROM t WHERE accident IS NULL`],
    ['incidents for ships built 1970-74', 'filtered', `SELECT sum(accident) FROM t WHERE yr_con = 3`],
    ['and built 75-79', 'follow-up', `SELECT sum(accident) FROM t WHERE yr_con = 4`],
    ['accidents in the 60-74 operating period vs 75-79', 'compare', `SELECT sum(accident) FILTER (WHERE yr_op = 1), sum(accident) FILTER (WHERE yr_op = 2) FROM t`],
    ['what % of all incidents were type 2 ships', 'share', `SELECT 100.0 * sum(accident) FILTER (WHERE ship = 2) / sum(accident) FROM t`],
    ['service months for type 3 built 65-69 operated 75-79', 'lookup', `SELECT service FROM t WHERE ship = 3 AND yr_con = 2 AND yr_op = 2`],
    ['3 biggest service totals in the table', 'top-n', `SELECT service FROM t WHERE service IS NOT NULL ORDER BY service DESC LIMIT 3`],
    ['correlation of service months and accidents', 'correlation', `SELECT corr(service, accident) FROM t`],
    ['avg number of incidents per row', 'aggregate', `SELECT avg(accident) FROM t`],
    ['how many rows had zero accidents', 'filtered', `SELECT count(*) FROM t WHERE accident = 0`],
    ['accident rate per 1000 service months, operated after 1975 vs before', 'compare', `SELECT 1000.0 * sum(accident) FILTER (WHERE yr_op = 2) / sum(service) FILTER (WHERE yr_op = 2), 1000.0 * sum(accident) FILTER (WHERE yr_op = 1) / sum(service) FILTER (WHERE yr_op = 1) FROM t`],
    ['number of accidents by construction period', 'group-by', `SELECT yr_con, sum(accident) FROM t GROUP BY yr_con ORDER BY yr_con`],
    ['ships built in the late 60s, how many months of service in total', 'calendar', `SELECT sum(service) FROM t WHERE yr_con = 2`],
    ['max accidents in a single row', 'aggregate', `SELECT max(accident) FROM t`],
    ['what ship type + build period was that', 'follow-up', `SELECT ship, yr_con FROM t ORDER BY accident DESC NULLS LAST LIMIT 1`],
    ['avg service months of type 4 ships', 'filtered', `SELECT avg(service) FROM t WHERE ship = 4`],
    ['share of type 1 service months from ships built 1970-74', 'share', `SELECT 100.0 * sum(service) FILTER (WHERE yr_con = 3) / sum(service) FROM t WHERE ship = 1`],
    ['type 5 accidents, built 70-74 vs built 65-69', 'compare', `SELECT sum(accident) FILTER (WHERE yr_con = 3), sum(accident) FILTER (WHERE yr_con = 2) FROM t WHERE ship = 5`],
    ['whats the repair cost per incident for type 1', 'clarify', null],
    ['which is the safest ship', 'clarify', null],
  ],
});
