import { table } from '../spec';

/** `33 120` to an integer. */
const pcs = (col: string) => `replace("${col}", ' ', '')::INTEGER`;

export default table({
  name: 'production_log',
  file: 'production-log.csv',
  domain:
    'shift production log of an injection-moulding plant (synthetic, seeded) exported from an MES set to a French-Canadian locale, 2 Jan – 28 Jun 2024, one row per machine per shift: production date `2024-03-05`, shift (1st, 2nd, 3rd; 3rd shift Mon–Thu nights on some machines; 1st shift on some Saturdays in March and June), machine IM-01 … IM-05, work order (`WO-24-0153`), part number (`HSG-2210`), part description, resin (PP, PA66, ABS, PC), target, good and scrap quantities in pieces with a space between thousands (`33 120`), downtime written `h:mm` (`1:35`, blank when none), downtime reason (Mold Change, Maintenance, Planned Maint, Robot Fault, Material Shortage, Quality Hold, No Operator, Power Outage), shift lead, status Complete / Down typed in inconsistent case (`COMPLETE`, `down`; Down = the machine did not run that shift); a units line (`(pcs)`, `(h:mm)`) under the header',
  load: `SELECT strptime("Prod Date", '%Y-%m-%d')::DATE AS prod_date,
      "Shift" AS shift,
      "Machine" AS machine,
      "WO #" AS wo_no,
      "Part #" AS part_no,
      "Part Description" AS part_desc,
      "Resin" AS resin,
      ${pcs('Target Qty')} AS target_qty,
      ${pcs('Good Qty')} AS good_qty,
      ${pcs('Scrap Qty')} AS scrap_qty,
      coalesce(split_part(NULLIF("Downtime", ''), ':', 1)::INTEGER * 60 + split_part(NULLIF("Downtime", ''), ':', 2)::INTEGER, 0) AS downtime_min,
      NULLIF("DT Reason", '') AS dt_reason,
      "Shift Lead" AS shift_lead,
      CASE WHEN lower("Status") = 'down' THEN 'Down' ELSE 'Complete' END AS status
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)
    WHERE "Prod Date" <> '(yyyy-mm-dd)'`,
  questions: [
    ['total good pcs produced', 'aggregate', `SELECT sum(good_qty) FROM t`],
    ['total scrap pcs in q1', 'calendar', `SELECT sum(scrap_qty) FROM t WHERE quarter(prod_date) = 1`],
    [
      'scrap as a % of total pcs made (good + scrap)',
      'share',
      `SELECT 100.0 * sum(scrap_qty) / sum(good_qty + scrap_qty) FROM t`,
    ],
    [
      'scrap rate by machine',
      'group-by',
      `SELECT machine, 100.0 * sum(scrap_qty) / sum(good_qty + scrap_qty) FROM t GROUP BY machine`,
    ],
    [
      'which machine has the highest scrap rate',
      'argmax',
      `SELECT machine FROM t GROUP BY machine ORDER BY sum(scrap_qty) / sum(good_qty + scrap_qty) DESC LIMIT 1`,
    ],
    [
      'which part has the worst scrap rate',
      'argmax',
      `SELECT part_no FROM t GROUP BY part_no ORDER BY sum(scrap_qty) / sum(good_qty + scrap_qty) DESC LIMIT 1`,
    ],
    [
      'total downtime hours by reason',
      'group-by',
      `SELECT dt_reason, sum(downtime_min) / 60.0 FROM t WHERE dt_reason IS NOT NULL GROUP BY dt_reason`,
    ],
    [
      'biggest downtime reason by total time',
      'argmax',
      `SELECT dt_reason FROM t WHERE dt_reason IS NOT NULL GROUP BY dt_reason ORDER BY sum(downtime_min) DESC LIMIT 1`,
    ],
    ['how many shifts was a machine fully down', 'filtered', `SELECT count(*) FROM t WHERE status = 'Down'`],
    [
      'which machine lost the most time to downtime',
      'argmax',
      `SELECT machine FROM t GROUP BY machine ORDER BY sum(downtime_min) DESC LIMIT 1`,
    ],
    [
      'avg good qty per shift on IM-01, shifts that actually ran',
      'filtered',
      `SELECT avg(good_qty) FROM t WHERE machine = 'IM-01' AND status = 'Complete'`,
    ],
    [
      'scrap rate 1st shift vs 3rd shift',
      'compare',
      `SELECT 100.0 * sum(scrap_qty) FILTER (WHERE shift = '1st') / sum(good_qty + scrap_qty) FILTER (WHERE shift = '1st') AS first_shift,
          100.0 * sum(scrap_qty) FILTER (WHERE shift = '3rd') / sum(good_qty + scrap_qty) FILTER (WHERE shift = '3rd') AS third_shift
        FROM t`,
    ],
    [
      'attainment (good vs target) by shift lead',
      'group-by',
      `SELECT shift_lead, 100.0 * sum(good_qty) / sum(target_qty) FROM t GROUP BY shift_lead`,
    ],
    [
      'how many work orders ran in may',
      'calendar',
      `SELECT count(DISTINCT wo_no) FROM t WHERE month(prod_date) = 5`,
    ],
    ['how many shift records have no downtime', 'missing', `SELECT count(*) FROM t WHERE downtime_min = 0`],
    [
      'which month had the most downtime',
      'calendar',
      `SELECT monthname(prod_date) AS m FROM t GROUP BY m ORDER BY sum(downtime_min) DESC LIMIT 1`,
    ],
    [
      'how much downtime did the power outage cause, in hrs',
      'filtered',
      `SELECT sum(downtime_min) / 60.0 FROM t WHERE dt_reason = 'Power Outage'`,
    ],
    [
      'good output jun vs jan % change',
      'compare',
      `SELECT 100.0 * (sum(good_qty) FILTER (WHERE month(prod_date) = 6) - sum(good_qty) FILTER (WHERE month(prod_date) = 1))
          / sum(good_qty) FILTER (WHERE month(prod_date) = 1) FROM t`,
    ],
    [
      'what part was IM-04 running on 2nd shift 2024-04-15 and how many good',
      'lookup',
      `SELECT part_no, good_qty FROM t WHERE machine = 'IM-04' AND prod_date = DATE '2024-04-15' AND shift = '2nd'`,
    ],
    [
      'what % of downtime was mold changes',
      'share',
      `SELECT 100.0 * sum(downtime_min) FILTER (WHERE dt_reason = 'Mold Change') / sum(downtime_min) FROM t`,
    ],
    ['total scrap for PC parts', 'filtered', `SELECT sum(scrap_qty) FROM t WHERE resin = 'PC'`],
    [
      'how many good pcs did we make on saturdays',
      'calendar',
      `SELECT sum(good_qty) FROM t WHERE dayofweek(prod_date) = 6`,
    ],
    [
      'is downtime correlated with scrap qty',
      'correlation',
      `SELECT corr(downtime_min::DOUBLE, scrap_qty::DOUBLE) FROM t`,
    ],
    [
      'top 3 parts by good qty',
      'top-n',
      `SELECT part_no FROM t GROUP BY part_no ORDER BY sum(good_qty) DESC LIMIT 3`,
    ],
    [
      'which wo had the most scrap',
      'argmax',
      `SELECT wo_no FROM t GROUP BY wo_no ORDER BY sum(scrap_qty) DESC LIMIT 1`,
    ],
    [
      'median scrap qty per shift, running shifts only',
      'aggregate',
      `SELECT median(scrap_qty) FROM t WHERE status = 'Complete'`,
    ],
    [
      'which weekday has the highest scrap rate',
      'calendar',
      `SELECT dayname(prod_date) AS d FROM t GROUP BY d ORDER BY sum(scrap_qty) / sum(good_qty + scrap_qty) DESC LIMIT 1`,
    ],
    [
      'attainment % for IM-05 in june',
      'filtered',
      `SELECT 100.0 * sum(good_qty) / sum(target_qty) FROM t WHERE machine = 'IM-05' AND month(prod_date) = 6`,
    ],
    ['what did scrap cost us in q1', 'clarify', null],
    ['whats the rate on IM-02', 'clarify', null],
  ],
});
