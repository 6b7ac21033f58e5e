import { table } from '../spec';

export default table({
  name: 'marrow_transplant',
  file: 'bmt.csv',
  domain:
    'bone marrow transplant patients with acute leukaemia (Klein and Moeschberger, as used in statsmodels survival tests): Group (ALL, AML-Low Risk, AML-High Risk), T (days from transplant to the event or end of follow-up), Status (1 = event: death or relapse, 0 = censored)',
  load: `SELECT "Group", "T"::INTEGER AS "T", "Status"::INTEGER AS "Status"
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['how many patients', 'aggregate', `SELECT count(*) FROM t`],
    ['patients per group', 'group-by', `SELECT "Group", count(*) FROM t GROUP BY "Group" ORDER BY "Group"`],
    ['how many had the event (status 1)', 'filtered', `SELECT count(*) FROM t WHERE Status = 1`],
    ['what % of the AML high risk group had an event', 'share', `SELECT 100.0 * count(*) FILTER (WHERE Status = 1) / count(*) FROM t WHERE "Group" = 'AML-High Risk'`],
    ['and low risk?', 'follow-up', `SELECT 100.0 * count(*) FILTER (WHERE Status = 1) / count(*) FROM t WHERE "Group" = 'AML-Low Risk'`],
    ['avg follow up days by group', 'group-by', `SELECT "Group", avg(T) FROM t GROUP BY "Group" ORDER BY "Group"`],
    ['median T for the ALL patients', 'filtered', `SELECT median(T) FROM t WHERE "Group" = 'ALL'`],
    ['longest time in the data', 'aggregate', `SELECT max(T) FROM t`],
    ['which group was that patient in', 'follow-up', `SELECT "Group" FROM t ORDER BY T DESC LIMIT 1`],
    ['shortest time among patients who had the event', 'filtered', `SELECT min(T) FROM t WHERE Status = 1`],
    ['how many were censored', 'filtered', `SELECT count(*) FROM t WHERE Status = 0`],
    ['mean days ALL vs AML low risk', 'compare', `SELECT avg(T) FILTER (WHERE "Group" = 'ALL'), avg(T) FILTER (WHERE "Group" = 'AML-Low Risk') FROM t`],
    ['group with the highest event rate', 'argmax', `SELECT "Group" FROM t GROUP BY "Group" ORDER BY avg(Status) DESC LIMIT 1`],
    ['how many patients were followed for more than 2 years', 'calendar', `SELECT count(*) FROM t WHERE T > 730`],
    ['what % of patients have AML (either risk group)', 'share', `SELECT 100.0 * count(*) FILTER (WHERE "Group" LIKE 'AML%') / count(*) FROM t`],
    ['5 longest times', 'top-n', `SELECT T FROM t ORDER BY T DESC LIMIT 5`],
    ['high risk patients with an event within 100 days, how many', 'filtered', `SELECT count(*) FROM t WHERE "Group" = 'AML-High Risk' AND Status = 1 AND T <= 100`],
    ['total patient days of follow up', 'aggregate', `SELECT sum(T) FROM t`],
    ['how many low risk patients had an event', 'filtered', `SELECT count(*) FROM t WHERE "Group" = 'AML-Low Risk' AND Status = 1`],
    ['corr between T and status', 'correlation', `SELECT corr(T, Status) FROM t`],
    ['avg T, event vs censored', 'compare', `SELECT avg(T) FILTER (WHERE Status = 1), avg(T) FILTER (WHERE Status = 0) FROM t`],
    ['min T in the AML-Low Risk group', 'filtered', `SELECT min(T) FROM t WHERE "Group" = 'AML-Low Risk'`],
    ['which group has the longest median time', 'argmax', `SELECT "Group" FROM t GROUP BY "Group" ORDER BY median(T) DESC LIMIT 1`],
    ['patients with less than a year of follow-up', 'calendar', `SELECT count(*) FROM t WHERE T < 365`],
    ['events per 1000 patient-days in each group', 'group-by', `SELECT "Group", 1000.0 * sum(Status) / sum(T) FROM t GROUP BY "Group" ORDER BY "Group"`],
    ['avg age of the donors', 'clarify', null],
    ['did the transplant work better than chemo', 'clarify', null],
  ],
});
