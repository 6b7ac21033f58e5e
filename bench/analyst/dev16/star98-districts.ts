import { table } from '../spec';

const COLS = [
  'MATHTOT',
  'PR50M',
  'LOWINC',
  'PERASIAN',
  'PERBLACK',
  'PERHISP',
  'PERMINTE',
  'AVYRSEXP',
  'AVSALK',
  'PERSPENK',
  'PTRATIO',
  'PCTAF',
  'PCTCHRT',
  'PCTYRRND',
  'PERMINTE_AVYRSEXP',
  'PERMINTE_AVSAL',
  'AVYRSEXP_AVSAL',
  'PERSPEN_PTRATIO',
  'PERSPEN_PCTAF',
  'PTRATIO_PCTAF',
  'PERMINTE_AVYRSEXP_AVSAL',
  'PERSPEN_PTRATIO_PCTAF',
];

export default table({
  name: 'star98_districts',
  file: 'star98.csv',
  domain:
    "California's 1998 STAR testing results for 9th-grade mathematics by unified school district (303 districts, from Jeff Gill's Generalized Linear Models: A Unified Approach, as shipped with statsmodels): a wide CSV of 22 quoted upper-case coded headers and no district names or ids; `MATHTOT` is the number of 9th graders who took the math test and `PR50M` the number of them scoring above the national median (both written `807.000000`), then percentages of low-income students (`LOWINC`), Asian, black and Hispanic students (`PERASIAN`, `PERBLACK`, `PERHISP`), minority teachers (`PERMINTE`), teachers' average years of experience (`AVYRSEXP`), average teacher salary and benefits in $ thousands (`AVSALK`), per-pupil spending in $ thousands (`PERSPENK`), pupil-teacher ratio (`PTRATIO`), % of students in UC/CSU prep courses (`PCTAF`), % charter schools (`PCTCHRT`), % year-round schools (`PCTYRRND`), then eight products of those columns (interaction terms such as `PERMINTE_AVYRSEXP`)",
  load: `SELECT row_number() OVER () AS district, ${COLS.map((c) => `CAST("${c}" AS DOUBLE) AS "${c}"`).join(', ')}
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many districts are there', 'aggregate', `SELECT count(*) FROM t`],
    ['total students who took the math test', 'aggregate', `SELECT sum(MATHTOT) FROM t`],
    ['how many scored above the national median in all', 'aggregate', `SELECT sum(PR50M) FROM t`],
    ['so what % is that', 'follow-up', `SELECT 100.0 * sum(PR50M) / sum(MATHTOT) FROM t`],
    ['avg pupil teacher ratio', 'aggregate', `SELECT avg(PTRATIO) FROM t`],
    ['avg teacher salary ($k)', 'aggregate', `SELECT avg(AVSALK) FROM t`],
    [
      'corr between low income % and the share of kids above the median',
      'correlation',
      `SELECT corr(LOWINC, PR50M / MATHTOT) FROM t`,
    ],
    [
      'correlation per pupil spending vs % above median',
      'correlation',
      `SELECT corr(PERSPENK, PR50M / MATHTOT) FROM t`,
    ],
    ['how many districts have any charter schools', 'filtered', `SELECT count(*) FROM t WHERE PCTCHRT > 0`],
    [
      '% above median in districts where over half the kids are low income vs the rest',
      'compare',
      `SELECT 100.0 * sum(PR50M) FILTER (WHERE LOWINC > 50) / sum(MATHTOT) FILTER (WHERE LOWINC > 50), 100.0 * sum(PR50M) FILTER (WHERE LOWINC <= 50) / sum(MATHTOT) FILTER (WHERE LOWINC <= 50) FROM t`,
    ],
    ['highest per-pupil spending in the data', 'aggregate', `SELECT max(PERSPENK) FROM t`],
    [
      'whats the pupil teacher ratio in that district',
      'follow-up',
      `SELECT PTRATIO FROM t WHERE PERSPENK = (SELECT max(PERSPENK) FROM t)`,
    ],
    ['most test takers in one district', 'aggregate', `SELECT max(MATHTOT) FROM t`],
    [
      'what % of them beat the median',
      'follow-up',
      `SELECT 100.0 * PR50M / MATHTOT FROM t WHERE MATHTOT = (SELECT max(MATHTOT) FROM t)`,
    ],
    [
      'the 5 highest shares of students above the median',
      'top-n',
      `SELECT 100.0 * PR50M / MATHTOT AS pct FROM t ORDER BY pct DESC LIMIT 5`,
    ],
    ['avg yrs of teacher experience', 'aggregate', `SELECT avg(AVYRSEXP) FROM t`],
    [
      'how many districts have no year round schools',
      'filtered',
      `SELECT count(*) FROM t WHERE PCTYRRND = 0`,
    ],
    [
      'what share of districts are majority hispanic',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE PERHISP > 50) / count(*) FROM t`,
    ],
    [
      'avg % minority teachers in the majority hispanic districts',
      'filtered',
      `SELECT avg(PERMINTE) FROM t WHERE PERHISP > 50`,
    ],
    [
      'avg teacher salary by low income band (0-25, 25-50, 50-75, 75-100)',
      'group-by',
      `SELECT least(floor(LOWINC / 25) * 25, 75) AS band, avg(AVSALK) FROM t GROUP BY band ORDER BY band`,
    ],
    ['median per pupil spend', 'aggregate', `SELECT median(PERSPENK) FROM t`],
    [
      'how many districts had fewer than 20% of students above the median',
      'filtered',
      `SELECT count(*) FROM t WHERE PR50M / MATHTOT < 0.2`,
    ],
    [
      '% of kids in uc/csu prep courses in the district with the most asian students',
      'lookup',
      `SELECT PCTAF FROM t WHERE PERASIAN = (SELECT max(PERASIAN) FROM t)`,
    ],
    [
      'avg salary where the pupil-teacher ratio is lowest',
      'lookup',
      `SELECT AVSALK FROM t WHERE PTRATIO = (SELECT min(PTRATIO) FROM t)`,
    ],
    ['which school district scored best, name?', 'clarify', null],
    ['math results for 2000?', 'clarify', null],
    ['avg reading score', 'clarify', null],
    [
      'any missing values in the file',
      'missing',
      `SELECT count(*) FILTER (WHERE MATHTOT IS NULL OR PR50M IS NULL OR LOWINC IS NULL OR PERASIAN IS NULL OR PERBLACK IS NULL OR PERHISP IS NULL OR PERMINTE IS NULL OR AVYRSEXP IS NULL OR AVSALK IS NULL OR PERSPENK IS NULL OR PTRATIO IS NULL OR PCTAF IS NULL OR PCTCHRT IS NULL OR PCTYRRND IS NULL) FROM t`,
    ],
    ['sd of low income pct', 'aggregate', `SELECT stddev_samp(LOWINC) FROM t`],
    ['corelation teacher salary and experience', 'correlation', `SELECT corr(AVSALK, AVYRSEXP) FROM t`],
  ],
});
