import { table } from '../spec';

export default table({
  name: 'clinic_appointments',
  file: 'clinic-appointments.csv',
  domain:
    "outpatient clinic group's appointment detail report (synthetic, seeded), appointments 2 Jan – 28 Jun 2024 at three sites (Northside, Riverside, Lakeview), one row per appointment: appointment id, appointment date written with its weekday (`Tue 03/05/2024`), time on a 12-hour clock (`8:45 AM`), location, provider (`Patel, Anita MD`), department (Family Medicine, Pediatrics, Dermatology, Cardiology, Physical Therapy, Behavioral Health), visit type (Follow-Up, Sick Visit, New Patient, Telehealth, Well Child, Treatment …), patient MRN (8 digits with leading zeros), patient age, payer (Medicare, Medicaid, BCBS, Aetna, UnitedHealthcare, Cigna, Self-Pay), date booked (`12/18/2023`), scheduled minutes, status Completed / No Show / Cancelled typed in inconsistent case and spelling (`NO SHOW`, `No-Show`, `Canceled`, `CANCELLED`), check-in time, wait in minutes from check-in until roomed (blank unless completed, and on telehealth visits), copay collected in `$25.00` form (blank unless completed), cancel reason; two footer lines (a total count and a run line) under the data",
  load: `SELECT "Appt ID"::INTEGER AS appt_id,
      strptime("Appt Date", '%a %m/%d/%Y')::DATE AS appt_date,
      strptime("Appt Time", '%I:%M %p')::TIME AS appt_time,
      "Location" AS location,
      "Provider" AS provider,
      "Department" AS department,
      "Visit Type" AS visit_type,
      "MRN" AS mrn,
      "Pt Age"::INTEGER AS age,
      "Payer" AS payer,
      strptime("Booked On", '%m/%d/%Y')::DATE AS booked_on,
      "Dur (min)"::INTEGER AS dur_min,
      CASE
        WHEN lower("Status") LIKE 'complete%' THEN 'Completed'
        WHEN replace(lower("Status"), '-', ' ') = 'no show' THEN 'No Show'
        WHEN lower("Status") LIKE 'cancel%' THEN 'Cancelled'
      END AS status,
      strptime(NULLIF("Checked In", ''), '%I:%M %p')::TIME AS checked_in,
      NULLIF("Wait (min)", '')::INTEGER AS wait_min,
      replace(NULLIF("Copay", ''), '$', '')::DECIMAL(8, 2) AS copay,
      NULLIF("Cancel Reason", '') AS cancel_reason
    FROM read_csv('{file}', header = true, delim = ',', quote = '"', escape = '"', all_varchar = true, null_padding = true)
    WHERE "Appt Date" <> ''`,
  questions: [
    ['how many appts are in this report', 'aggregate', `SELECT count(*) FROM t`],
    [
      'what % of all appointments were no shows',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE status = 'No Show') / count(*) FROM t`,
    ],
    [
      'no-show % by department',
      'group-by',
      `SELECT department, 100.0 * count(*) FILTER (WHERE status = 'No Show') / count(*) FROM t GROUP BY department`,
    ],
    [
      'which provider has the highest no show rate',
      'argmax',
      `SELECT provider FROM t GROUP BY provider ORDER BY count(*) FILTER (WHERE status = 'No Show') / count(*) DESC LIMIT 1`,
    ],
    [
      'avg wait time at northside (mins)',
      'filtered',
      `SELECT avg(wait_min) FROM t WHERE location = 'Northside'`,
    ],
    [
      'which location has the longest average wait',
      'argmax',
      `SELECT location FROM t GROUP BY location ORDER BY avg(wait_min) DESC LIMIT 1`,
    ],
    ['median wait time', 'aggregate', `SELECT median(wait_min) FROM t`],
    ['how many appointments in march 2024', 'calendar', `SELECT count(*) FROM t WHERE month(appt_date) = 3`],
    [
      '# of no shows on mondays',
      'calendar',
      `SELECT count(*) FROM t WHERE status = 'No Show' AND dayofweek(appt_date) = 1`,
    ],
    [
      'which weekday has the worst no-show rate',
      'calendar',
      `SELECT dayname(appt_date) AS d FROM t GROUP BY d ORDER BY count(*) FILTER (WHERE status = 'No Show') / count(*) DESC LIMIT 1`,
    ],
    [
      'top 3 providers by completed visits',
      'top-n',
      `SELECT provider FROM t WHERE status = 'Completed' GROUP BY provider ORDER BY count(*) DESC LIMIT 3`,
    ],
    ['total copays collected', 'aggregate', `SELECT sum(copay) FROM t`],
    [
      'copay $ collected at riverside in q2',
      'filtered',
      `SELECT sum(copay) FROM t WHERE location = 'Riverside' AND quarter(appt_date) = 2`,
    ],
    [
      'what % of appts are telehealth',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE visit_type = 'Telehealth') / count(*) FROM t`,
    ],
    [
      'how many unique patients had at least one completed visit',
      'aggregate',
      `SELECT count(DISTINCT mrn) FROM t WHERE status = 'Completed'`,
    ],
    [
      'avg lead time in days (booked to appt date), no shows vs completed',
      'compare',
      `SELECT avg(appt_date - booked_on) FILTER (WHERE status = 'No Show') AS no_show,
          avg(appt_date - booked_on) FILTER (WHERE status = 'Completed') AS completed
        FROM t`,
    ],
    [
      'which day had the most cancellations',
      'argmax',
      `SELECT appt_date FROM t WHERE status = 'Cancelled' GROUP BY appt_date ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'cancellations in jan vs feb',
      'compare',
      `SELECT count(*) FILTER (WHERE month(appt_date) = 1) AS jan, count(*) FILTER (WHERE month(appt_date) = 2) AS feb
        FROM t WHERE status = 'Cancelled'`,
    ],
    [
      'how many cancellations have no reason entered',
      'missing',
      `SELECT count(*) FROM t WHERE status = 'Cancelled' AND cancel_reason IS NULL`,
    ],
    [
      'how many completed in-person visits are missing a wait time',
      'missing',
      `SELECT count(*) FROM t WHERE status = 'Completed' AND visit_type <> 'Telehealth' AND wait_min IS NULL`,
    ],
    [
      'who was the provider on appt 882501 and what was the copay',
      'lookup',
      `SELECT provider, copay FROM t WHERE appt_id = 882501`,
    ],
    [
      'whats the payer and age for mrn 01296812',
      'lookup',
      `SELECT DISTINCT payer, age FROM t WHERE mrn = '01296812'`,
    ],
    [
      'is patient age correlated with wait time',
      'correlation',
      `SELECT corr(age::DOUBLE, wait_min::DOUBLE) FROM t`,
    ],
    [
      'avg patient age across cardiology appointments',
      'filtered',
      `SELECT avg(age) FROM t WHERE department = 'Cardiology'`,
    ],
    [
      'which visit type brought in the most copay $',
      'argmax',
      `SELECT visit_type FROM t GROUP BY visit_type ORDER BY sum(copay) DESC NULLS LAST LIMIT 1`,
    ],
    [
      '% of appts booked same day',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE booked_on = appt_date) / count(*) FROM t`,
    ],
    [
      'which patient (mrn) had the most appointments',
      'argmax',
      `SELECT mrn FROM t GROUP BY mrn ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'how many no shows did dr patel have in q1',
      'filtered',
      `SELECT count(*) FROM t WHERE provider = 'Patel, Anita MD' AND status = 'No Show' AND quarter(appt_date) = 1`,
    ],
    [
      'busiest month for pediatrics',
      'calendar',
      `SELECT monthname(appt_date) AS m FROM t WHERE department = 'Pediatrics' GROUP BY m ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['whats our revenue per visit', 'clarify', null],
    ['avg patient satisfaction score by provider', 'clarify', null],
    ['how much do visits run over their scheduled time on avg', 'clarify', null],
  ],
});
