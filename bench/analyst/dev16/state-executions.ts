import { table } from '../spec';

export default table({
  name: 'state_executions',
  file: 'cpunish.csv',
  domain:
    "Executions in 1996 in the 17 US states that carried out at least one, with state covariates (from Jeff Gill's Generalized Linear Models: A Unified Approach, as shipped with statsmodels as the `cpunish` data set): quoted upper-case headers, state names with an underscore for a space (`South_Carolina`), sorted by executions; `EXECUTIONS` (count in 1996), `INCOME` (median per capita income in 1996 dollars), `PERPOVERTY` (% of the population in poverty), `PERBLACK` (% black citizens), `VC100k96` (violent crimes per 100,000 residents in 1996), `SOUTH` (1 = a Southern state, 0 = not) and `DEGREE` (proportion of the population with a college degree, written `0.16`)",
  load: `SELECT "STATE" AS state, CAST(EXECUTIONS AS INTEGER) AS EXECUTIONS, CAST(INCOME AS INTEGER) AS INCOME,
      CAST(PERPOVERTY AS DOUBLE) AS PERPOVERTY, CAST(PERBLACK AS DOUBLE) AS PERBLACK,
      CAST(VC100k96 AS INTEGER) AS VC100k96, CAST(SOUTH AS INTEGER) AS SOUTH, CAST(DEGREE AS DOUBLE) AS DEGREE
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many executions in total', 'aggregate', `SELECT sum(EXECUTIONS) FROM t`],
    ['how many states are listed', 'aggregate', `SELECT count(*) FROM t`],
    [
      'which state executed the most people',
      'argmax',
      `SELECT state FROM t ORDER BY EXECUTIONS DESC LIMIT 1`,
    ],
    [
      'what share of all executions was that',
      'follow-up',
      `SELECT 100.0 * max(EXECUTIONS) / sum(EXECUTIONS) FROM t`,
    ],
    [
      'executions in southern states vs the rest',
      'compare',
      `SELECT sum(EXECUTIONS) FILTER (WHERE SOUTH = 1), sum(EXECUTIONS) FILTER (WHERE SOUTH = 0) FROM t`,
    ],
    ['avg income of the southern states', 'filtered', `SELECT avg(INCOME) FROM t WHERE SOUTH = 1`],
    ['state with the lowest poverty rate', 'argmax', `SELECT state FROM t ORDER BY PERPOVERTY ASC LIMIT 1`],
    [
      'corr between violent crime rate and executions',
      'correlation',
      `SELECT corr(VC100k96, EXECUTIONS) FROM t`,
    ],
    ['corr income vs college degree share', 'correlation', `SELECT corr(INCOME, DEGREE) FROM t`],
    [
      'which states had exactly one execution',
      'filtered',
      `SELECT state FROM t WHERE EXECUTIONS = 1 ORDER BY state`,
    ],
    ['how many non southern states are in there', 'filtered', `SELECT count(*) FROM t WHERE SOUTH = 0`],
    ['violent crime rate in florida', 'lookup', `SELECT VC100k96 FROM t WHERE state = 'Florida'`],
    [
      'which state has the highest violent crime rate',
      'argmax',
      `SELECT state FROM t ORDER BY VC100k96 DESC LIMIT 1`,
    ],
    [
      'top 3 states by % black population',
      'top-n',
      `SELECT state, PERBLACK FROM t ORDER BY PERBLACK DESC LIMIT 3`,
    ],
    [
      'how many states per number of executions',
      'group-by',
      `SELECT EXECUTIONS, count(*) FROM t GROUP BY EXECUTIONS ORDER BY EXECUTIONS`,
    ],
    ['median income', 'aggregate', `SELECT median(INCOME) FROM t`],
    [
      'what % of the states are in the south',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE SOUTH = 1) / count(*) FROM t`,
    ],
    ['executions per million people in texas', 'clarify', null],
    ['how many executions in 2005', 'clarify', null],
    [
      'what proportion of virginians have a degree',
      'lookup',
      `SELECT DEGREE FROM t WHERE state = 'Virginia'`,
    ],
    ['richest state by income', 'argmax', `SELECT state FROM t ORDER BY INCOME DESC LIMIT 1`],
    ['and poorest?', 'follow-up', `SELECT state FROM t ORDER BY INCOME ASC LIMIT 1`],
    [
      'avg violent crime rate in states with 2+ executions',
      'filtered',
      `SELECT avg(VC100k96) FROM t WHERE EXECUTIONS >= 2`,
    ],
    [
      'income gap between the richest and poorest state',
      'aggregate',
      `SELECT max(INCOME) - min(INCOME) FROM t`,
    ],
    [
      'is any state missing data',
      'missing',
      `SELECT count(*) FROM t WHERE EXECUTIONS IS NULL OR INCOME IS NULL OR PERPOVERTY IS NULL OR PERBLACK IS NULL OR VC100k96 IS NULL OR SOUTH IS NULL OR DEGREE IS NULL`,
    ],
    ['executions outside texas', 'filtered', `SELECT sum(EXECUTIONS) FROM t WHERE state <> 'Texas'`],
    ['states with poverty above 15%', 'filtered', `SELECT state FROM t WHERE PERPOVERTY > 15 ORDER BY state`],
    [
      'rank the southern states by executions',
      'top-n',
      `SELECT state, EXECUTIONS FROM t WHERE SOUTH = 1 ORDER BY EXECUTIONS DESC, state`,
    ],
  ],
});
