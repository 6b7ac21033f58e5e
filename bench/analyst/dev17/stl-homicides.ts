import { table } from '../spec';

export default table({
  name: 'stl_homicides',
  file: 'stl_hom.csv',
  domain:
    'Homicides and socio-economic figures for the 78 counties around St. Louis (43 in Illinois, 35 in Missouri) over three periods, 1979–84, 1984–88 and 1988–93, from the NCOVR atlas of county-level homicide (Messner, Anselin et al. 2000), shipped in PySAL\'s example data (libpysal `stl`): a wide CSV whose first column `WKT` holds each county\'s boundary as a long quoted `"POLYGON ((-89.58 39.97,…))"` text, then `NAME` (county name; nine names such as Washington, Madison or Franklin occur in both states; `St. Louis City` and `St. Louis` county are separate rows), `STATE_NAME`, the codes `STATE_FIPS`, `CNTY_FIPS` (`001`), `FIPS` and `FIPSNO` (`17107`), and 15 coded measure columns with the period in the name: `HR7984`, `HR8488`, `HR8893` homicide rate per 100,000, `HC7984`… homicide counts, `PO7984`… population totals of the period, `PE77`, `PE82`, `PE87` police expenditure per capita in 1977/1982/1987, `RDAC80`, `RDAC85`, `RDAC90` a resource-deprivation/affluence composite index; numbers are space-padded (`         2.115428`)',
  load: `SELECT NAME, STATE_NAME, STATE_FIPS, CNTY_FIPS, FIPS, CAST(FIPSNO AS INTEGER) AS FIPSNO,
      CAST(HR7984 AS DOUBLE) AS HR7984, CAST(HR8488 AS DOUBLE) AS HR8488, CAST(HR8893 AS DOUBLE) AS HR8893,
      CAST(HC7984 AS INTEGER) AS HC7984, CAST(HC8488 AS INTEGER) AS HC8488, CAST(HC8893 AS INTEGER) AS HC8893,
      CAST(PO7984 AS INTEGER) AS PO7984, CAST(PO8488 AS INTEGER) AS PO8488, CAST(PO8893 AS INTEGER) AS PO8893,
      CAST(PE77 AS DOUBLE) AS PE77, CAST(PE82 AS DOUBLE) AS PE82, CAST(PE87 AS DOUBLE) AS PE87,
      CAST(RDAC80 AS DOUBLE) AS RDAC80, CAST(RDAC85 AS DOUBLE) AS RDAC85, CAST(RDAC90 AS DOUBLE) AS RDAC90, WKT
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many counties', 'aggregate', `SELECT count(*) FROM t`],
    [
      'counties per state',
      'group-by',
      `SELECT STATE_NAME, count(*) FROM t GROUP BY STATE_NAME ORDER BY STATE_NAME`,
    ],
    ['total homicides 1988-93', 'aggregate', `SELECT sum(HC8893) FROM t`],
    ['total homicides across all three periods', 'aggregate', `SELECT sum(HC7984 + HC8488 + HC8893) FROM t`],
    ['median homicide rate 88-93', 'aggregate', `SELECT median(HR8893) FROM t`],
    [
      'overall homicide rate per 100k for all the counties combined, 84-88',
      'aggregate',
      `SELECT 100000.0 * sum(HC8488) / sum(PO8488) FROM t`,
    ],
    [
      'which county had the highest homicide rate in 88-93',
      'argmax',
      `SELECT NAME FROM t ORDER BY HR8893 DESC LIMIT 1`,
    ],
    ['top 5 counties by # of homicides 79-84', 'top-n', `SELECT NAME FROM t ORDER BY HC7984 DESC LIMIT 5`],
    [
      'which illinois county spent the most on police per head in 1977',
      'argmax',
      `SELECT NAME FROM t WHERE STATE_NAME = 'Illinois' ORDER BY PE77 DESC LIMIT 1`,
    ],
    [
      'biggest rise in homicide rate from 79-84 to 88-93, which county',
      'argmax',
      `SELECT NAME FROM t ORDER BY HR8893 - HR7984 DESC LIMIT 1`,
    ],
    ['which county has the lowest rdac90', 'argmax', `SELECT NAME FROM t ORDER BY RDAC90 ASC LIMIT 1`],
    [
      'top 3 counties for police spending per capita in 1987',
      'top-n',
      `SELECT NAME FROM t ORDER BY PE87 DESC LIMIT 3`,
    ],
    ['how many counties had zero homicides in 88-93', 'filtered', `SELECT count(*) FROM t WHERE HC8893 = 0`],
    [
      'how many counties saw their homicide rate go up from 84-88 to 88-93',
      'filtered',
      `SELECT count(*) FROM t WHERE HR8893 > HR8488`,
    ],
    [
      'counties with a homicide rate above 9 in 88-93',
      'filtered',
      `SELECT NAME FROM t WHERE HR8893 > 9 ORDER BY HR8893 DESC`,
    ],
    [
      'total homicides in the illinois counties 1979-84',
      'filtered',
      `SELECT sum(HC7984) FROM t WHERE STATE_NAME = 'Illinois'`,
    ],
    ['homicide rate st louis city 84-88', 'lookup', `SELECT HR8488 FROM t WHERE NAME = 'St. Louis City'`],
    [
      'police spending per capita 1987 in st. louis county (not the city)',
      'lookup',
      `SELECT PE87 FROM t WHERE NAME = 'St. Louis'`,
    ],
    ['fips code for sangamon', 'lookup', `SELECT FIPS FROM t WHERE NAME = 'Sangamon'`],
    ['avg homicide rate 79-84 vs 88-93', 'compare', `SELECT avg(HR7984), avg(HR8893) FROM t`],
    ['avg police exp per capita 1977 vs 1987', 'compare', `SELECT avg(PE77), avg(PE87) FROM t`],
    [
      'illinois vs missouri, total homicides 88-93',
      'compare',
      `SELECT sum(HC8893) FILTER (WHERE STATE_NAME = 'Illinois'), sum(HC8893) FILTER (WHERE STATE_NAME = 'Missouri') FROM t`,
    ],
    [
      '% change in total homicides from 79-84 to 88-93',
      'compare',
      `SELECT 100.0 * (sum(HC8893) - sum(HC7984)) / sum(HC7984) FROM t`,
    ],
    [
      'what share of the 88-93 homicides happened in st louis city',
      'share',
      `SELECT 100.0 * sum(HC8893) FILTER (WHERE NAME = 'St. Louis City') / sum(HC8893) FROM t`,
    ],
    [
      'avg rdac90 by state',
      'group-by',
      `SELECT STATE_NAME, avg(RDAC90) FROM t GROUP BY STATE_NAME ORDER BY STATE_NAME`,
    ],
    [
      'corelation between rdac90 and the 88-93 homicide rate',
      'correlation',
      `SELECT corr(RDAC90, HR8893) FROM t`,
    ],
    [
      'how many county names show up in both states',
      'aggregate',
      `SELECT count(*) FROM (SELECT NAME FROM t GROUP BY NAME HAVING count(DISTINCT STATE_NAME) = 2)`,
    ],
    ['homicide rate in washington county?', 'clarify', null],
    ['how many homicides in 2000', 'clarify', null],
    ['unemployment rate in madison county', 'clarify', null],
  ],
});
