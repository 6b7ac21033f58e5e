import { table } from '../spec';

const W1 = `"wage-increase-first-year"`;
const W2 = `"wage-increase-second-year"`;
const W3 = `"wage-increase-third-year"`;

/** The file's columns, named as in its @attribute lines. */
const COLUMNS = [
  'duration',
  'wage-increase-first-year',
  'wage-increase-second-year',
  'wage-increase-third-year',
  'cost-of-living-adjustment',
  'working-hours',
  'pension',
  'standby-pay',
  'shift-differential',
  'education-allowance',
  'statutory-holidays',
  'vacation',
  'longterm-disability-assistance',
  'contribution-to-dental-plan',
  'bereavement-assistance',
  'contribution-to-health-plan',
  'class',
];

/** Each column with its count of missing (`?`) values. */
const GAPS = `(SELECT * FROM (VALUES ${COLUMNS.map((col) => `('${col}', (SELECT count(*) FROM t WHERE "${col}" IS NULL))`).join(', ')}) AS g(col, n))`;

export default table({
  name: 'canada_labor_contracts',
  file: 'labor.arff',
  domain:
    "Final settlements of collective agreements in Canadian business and personal services (locals of at least 500 members: teachers, nurses, university staff, police…) reached in 1987 and the first quarter of 1988, from Labour Canada's Collective Bargaining Review (the UCI \"labor negotiations\" data) as shipped with Weka's examples: an **ARFF** file — 103 lines of `%` comments, `@relation 'labor-neg-data'` and one `@attribute` line per column (`'duration' numeric`, `'wage-increase-first-year' numeric`, `'cost-of-living-adjustment' {'none','tcf','tc'}`, …) — then `@data` and 57 comma-separated rows with text values in single quotes (`'below_average'`, `'empl_contr'`, `'yes'`) and **`?` for every missing value** (48 of the 57 standby-pay cells, 42 third-year raises, 35 education allowances and 30 pensions are `?`), and three `%` lines at the end. Columns: duration of the agreement in years (1–3), wage increases in % for the first, second and third year, cost of living adjustment (none / tcf / tc), weekly working hours, employer pension contribution (none / ret_allw / empl_contr), standby pay, shift differential (supplement for second and third shift), education allowance, statutory holidays (days), paid vacation (below_average / average / generous), long-term disability assistance, employer contribution to the dental plan and to the health plan (none / half / full), bereavement assistance, and `class` (good / bad: whether the settlement was judged acceptable); no contract id, no union, sector or date",
  load: `WITH f AS (SELECT string_split(content, chr(10)) AS arr FROM read_text('{file}')),
      lines AS (SELECT i, arr[i] AS line FROM f, generate_series(1, len(arr)) AS g(i)),
      d AS (SELECT row_number() OVER (ORDER BY i) AS contract,
          list_transform(string_split(line, ','), x -> NULLIF(trim(x, ''''), '?')) AS v
        FROM lines
        WHERE i > (SELECT i FROM lines WHERE line = '@data') AND line <> '' AND NOT starts_with(line, '%'))
    SELECT contract, CAST(v[1] AS INTEGER) AS "duration", CAST(v[2] AS DOUBLE) AS "wage-increase-first-year",
      CAST(v[3] AS DOUBLE) AS "wage-increase-second-year", CAST(v[4] AS DOUBLE) AS "wage-increase-third-year",
      v[5] AS "cost-of-living-adjustment", CAST(v[6] AS INTEGER) AS "working-hours", v[7] AS "pension",
      CAST(v[8] AS INTEGER) AS "standby-pay", CAST(v[9] AS INTEGER) AS "shift-differential",
      v[10] AS "education-allowance", CAST(v[11] AS INTEGER) AS "statutory-holidays", v[12] AS "vacation",
      v[13] AS "longterm-disability-assistance", v[14] AS "contribution-to-dental-plan",
      v[15] AS "bereavement-assistance", v[16] AS "contribution-to-health-plan", v[17] AS "class"
    FROM d`,
  questions: [
    ['how many contracts are there', 'aggregate', `SELECT count(*) FROM t`],
    ['how many are rated good', 'filtered', `SELECT count(*) FROM t WHERE "class" = 'good'`],
    [
      'what % is that',
      'follow-up',
      `SELECT 100.0 * count(*) FILTER (WHERE "class" = 'good') / count(*) FROM t`,
    ],
    ['avg first year wage increase', 'aggregate', `SELECT avg(${W1}) FROM t`],
    [
      'avg first-year raise, good vs bad contracts',
      'group-by',
      `SELECT "class", avg(${W1}) FROM t GROUP BY "class" ORDER BY "class"`,
    ],
    [
      'how many contracts dont give a 3rd year wage increase figure',
      'missing',
      `SELECT count(*) FROM t WHERE ${W3} IS NULL`,
    ],
    ['how many values are missing in the column with the most gaps', 'missing', `SELECT max(n) FROM ${GAPS}`],
    ['which column is that', 'follow-up', `SELECT col FROM ${GAPS} WHERE n = (SELECT max(n) FROM ${GAPS})`],
    ['avg weekly working hours', 'aggregate', `SELECT avg("working-hours") FROM t`],
    [
      'most common vacation level',
      'argmax',
      `SELECT "vacation" FROM t WHERE "vacation" IS NOT NULL GROUP BY "vacation" ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'contracts with generous vacation and a full health plan',
      'filtered',
      `SELECT count(*) FROM t WHERE "vacation" = 'generous' AND "contribution-to-health-plan" = 'full'`,
    ],
    [
      'avg statutory holidays by class',
      'group-by',
      `SELECT "class", avg("statutory-holidays") FROM t GROUP BY "class" ORDER BY "class"`,
    ],
    ['how many 3 year deals', 'filtered', `SELECT count(*) FROM t WHERE "duration" = 3`],
    [
      'avg total raise over 3 yrs for the 3-year contracts that give all three increases',
      'filtered',
      `SELECT avg(${W1} + ${W2} + ${W3}) FROM t WHERE "duration" = 3 AND ${W1} IS NOT NULL AND ${W2} IS NOT NULL AND ${W3} IS NOT NULL`,
    ],
    ['correlation between first and second year raises', 'correlation', `SELECT corr(${W1}, ${W2}) FROM t`],
    [
      'corr between statutory holidays and the 1st year increase',
      'correlation',
      `SELECT corr("statutory-holidays", ${W1}) FROM t`,
    ],
    [
      'of the contracts that say, what share have a cost of living adjustment (tc or tcf)',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE "cost-of-living-adjustment" IN ('tc', 'tcf')) / count(*) FROM t WHERE "cost-of-living-adjustment" IS NOT NULL`,
    ],
    ['how many have no pension info', 'missing', `SELECT count(*) FROM t WHERE "pension" IS NULL`],
    [
      'top 3 first year raises',
      'top-n',
      `SELECT ${W1} FROM t WHERE ${W1} IS NOT NULL ORDER BY ${W1} DESC LIMIT 3`,
    ],
    [
      'number of contracts by duration',
      'group-by',
      `SELECT "duration", count(*) FROM t WHERE "duration" IS NOT NULL GROUP BY "duration" ORDER BY "duration"`,
    ],
    [
      'most common health plan contribution among the bad contracts',
      'argmax',
      `SELECT "contribution-to-health-plan" FROM t WHERE "class" = 'bad' AND "contribution-to-health-plan" IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'lowest first-year raise in a good contract',
      'filtered',
      `SELECT min(${W1}) FROM t WHERE "class" = 'good'`,
    ],
    [
      'avg working hours: full health plan vs none',
      'compare',
      `SELECT avg("working-hours") FILTER (WHERE "contribution-to-health-plan" = 'full'), avg("working-hours") FILTER (WHERE "contribution-to-health-plan" = 'none') FROM t`,
    ],
    [
      'the contract with a 27 hour week, good or bad?',
      'lookup',
      `SELECT "class" FROM t WHERE "working-hours" = 27`,
    ],
    [
      'share of good ones among contracts where cola is none',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE "class" = 'good') / count(*) FROM t WHERE "cost-of-living-adjustment" = 'none'`,
    ],
    ['avg second year raise on 2 year deals', 'filtered', `SELECT avg(${W2}) FROM t WHERE "duration" = 2`],
    [
      'how many contracts have no wage increase figure at all',
      'missing',
      `SELECT count(*) FROM t WHERE ${W1} IS NULL AND ${W2} IS NULL AND ${W3} IS NULL`,
    ],
    ['which union got the best deal', 'clarify', null],
    ['avg wage increase in 1990 contracts', 'clarify', null],
  ],
});
