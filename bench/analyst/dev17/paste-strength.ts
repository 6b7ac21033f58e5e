import { table } from '../spec';

export default table({
  name: 'paste_strength',
  file: 'pastes.csv',
  domain:
    'Strength of a chemical paste product (Davies & Goldsmith 1972, the `Pastes` data of the R package lme4), as written by R for a statsmodels test: a quoted empty first header `""` over R row numbers (`"1"`), then `strength` (no unit given), `batch` (delivery batch `A`–`J`), `cask` (`a`, `b`, `c`: three casks sampled per delivery) and `sample` (`"A:a"`, batch and cask joined); two tests per sample, 10 batches × 3 casks × 2 tests',
  load: `SELECT CAST(column0 AS INTEGER) AS row_id, CAST(strength AS DOUBLE) AS strength, batch, cask, sample
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many strength tests are there', 'aggregate', `SELECT count(*) FROM t`],
    ['avg paste strength', 'aggregate', `SELECT avg(strength) FROM t`],
    ['median strength', 'aggregate', `SELECT median(strength) FROM t`],
    ['sd of strength', 'aggregate', `SELECT stddev_samp(strength) FROM t`],
    ['highest reading', 'aggregate', `SELECT max(strength) FROM t`],
    ['range of strength (max minus min)', 'aggregate', `SELECT max(strength) - min(strength) FROM t`],
    ['how many batches', 'aggregate', `SELECT count(DISTINCT batch) FROM t`],
    ['how many different samples', 'aggregate', `SELECT count(DISTINCT sample) FROM t`],
    ['avg strength by batch', 'group-by', `SELECT batch, avg(strength) FROM t GROUP BY batch ORDER BY batch`],
    ['avg strength per cask', 'group-by', `SELECT cask, avg(strength) FROM t GROUP BY cask ORDER BY cask`],
    [
      'which batch is strongest on avg',
      'argmax',
      `SELECT batch FROM t GROUP BY batch ORDER BY avg(strength) DESC LIMIT 1`,
    ],
    ['weakest batch?', 'argmax', `SELECT batch FROM t GROUP BY batch ORDER BY avg(strength) ASC LIMIT 1`],
    [
      'top 3 batches by mean strength',
      'top-n',
      `SELECT batch FROM t GROUP BY batch ORDER BY avg(strength) DESC LIMIT 3`,
    ],
    [
      'which sample has the highest avg strength',
      'argmax',
      `SELECT sample FROM t GROUP BY sample ORDER BY avg(strength) DESC LIMIT 1`,
    ],
    [
      'bottom 3 samples by avg strength',
      'top-n',
      `SELECT sample FROM t GROUP BY sample ORDER BY avg(strength) ASC LIMIT 3`,
    ],
    [
      'which sample gave the lowest single reading',
      'argmax',
      `SELECT sample FROM t ORDER BY strength ASC LIMIT 1`,
    ],
    [
      'which batch has the most variable readings (highest sd)',
      'argmax',
      `SELECT batch FROM t GROUP BY batch ORDER BY stddev_samp(strength) DESC LIMIT 1`,
    ],
    [
      'cask a vs cask c avg strength',
      'compare',
      `SELECT avg(strength) FILTER (WHERE cask = 'a'), avg(strength) FILTER (WHERE cask = 'c') FROM t`,
    ],
    [
      'batch A vs batch J, avg',
      'compare',
      `SELECT avg(strength) FILTER (WHERE batch = 'A'), avg(strength) FILTER (WHERE batch = 'J') FROM t`,
    ],
    [
      'diff between the best and worst batch avg',
      'compare',
      `SELECT max(m) - min(m) FROM (SELECT avg(strength) AS m FROM t GROUP BY batch)`,
    ],
    ['how many tests under 58', 'filtered', `SELECT count(*) FROM t WHERE strength < 58`],
    ['max strength in batch I', 'filtered', `SELECT max(strength) FROM t WHERE batch = 'I'`],
    ['avg for batch D cask b', 'filtered', `SELECT avg(strength) FROM t WHERE batch = 'D' AND cask = 'b'`],
    [
      'how many samples average over 62',
      'filtered',
      `SELECT count(*) FROM (SELECT sample FROM t GROUP BY sample HAVING avg(strength) > 62)`,
    ],
    [
      '% of tests above 60',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE strength > 60) / count(*) FROM t`,
    ],
    [
      'what were the two readings for sample E:b',
      'lookup',
      `SELECT strength FROM t WHERE sample = 'E:b' ORDER BY row_id`,
    ],
    ['any missing strength values', 'missing', `SELECT count(*) FROM t WHERE strength IS NULL`],
    ['what date was batch C delivered', 'clarify', null],
    ['what unit is strength measured in', 'clarify', null],
  ],
});
