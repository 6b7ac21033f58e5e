import { table } from '../spec';

/** Session length in minutes. */
const minutes = `date_diff('minute', start_ts, end_ts)`;

export default table({
  name: 'ev_charging_sessions',
  file: 'ev-charging-sessions.csv',
  domain:
    'EV charging sessions of a German charge-point operator, 2024 (synthetic, seeded), semicolon-separated with decimal commas: session id, station (15 sites in seven cities, one opened 17 Jun 2024, one closed 5–25 Feb for repairs), city (`München`, `Köln` with umlauts), charger type (AC 22 kW, DC 50 kW, HPC 150 kW), connector, start and end written `05.03.2024 14:22`, energy in kWh as `23,417`, max power in kW as `48,2` (blank on failed sessions), auth method (App, RFID, Ad hoc, Roaming), contract id (blank for ad-hoc card payments; fleet ids `DE-FLT-…`), roaming partner (blank unless roaming), status Completed / Failed / Interrupted, amount in EUR as `12,40`, idle fee in EUR (blank when none was charged)',
  load: `SELECT "Session ID" AS session_id, "Station" AS station, "City" AS city,
      "Charger" AS charger, "Connector" AS connector,
      strptime("Start", '%d.%m.%Y %H:%M') AS start_ts,
      strptime("End", '%d.%m.%Y %H:%M') AS end_ts,
      replace("Energy (kWh)", ',', '.')::DECIMAL(10, 3) AS energy_kwh,
      replace(NULLIF("Max Power (kW)", ''), ',', '.')::DECIMAL(6, 1) AS max_power_kw,
      "Auth" AS auth,
      NULLIF("Contract ID", '') AS contract_id,
      NULLIF("Roaming Partner", '') AS roaming_partner,
      "Status" AS status,
      replace("Amount (EUR)", ',', '.')::DECIMAL(10, 2) AS amount_eur,
      replace(NULLIF("Idle Fee (EUR)", ''), ',', '.')::DECIMAL(10, 2) AS idle_fee_eur
    FROM read_csv('{file}', header = true, delim = ';', all_varchar = true)`,
  questions: [
    ['total kwh delivered', 'aggregate', `SELECT sum(energy_kwh) FROM t`],
    ['total revenue incl. idle fees', 'aggregate', `SELECT sum(amount_eur) + sum(idle_fee_eur) FROM t`],
    ['how much of that is idle fees', 'follow-up', `SELECT sum(idle_fee_eur) FROM t`],
    ['sesions per city', 'group-by', `SELECT city, count(*) FROM t GROUP BY city`],
    [
      'which station had the most sessions',
      'argmax',
      `SELECT station FROM t GROUP BY station ORDER BY count(*) DESC LIMIT 1`,
    ],
    [
      'top 3 stations by kwh',
      'top-n',
      `SELECT station, sum(energy_kwh) AS kwh FROM t GROUP BY station ORDER BY kwh DESC LIMIT 3`,
    ],
    [
      'failure rate by charger type',
      'group-by',
      `SELECT charger, 100.0 * count(*) FILTER (WHERE status = 'Failed') / count(*) FROM t GROUP BY charger`,
    ],
    [
      'which site has the highest failure %',
      'argmax',
      `SELECT station FROM t GROUP BY station ORDER BY avg((status = 'Failed')::INTEGER) DESC LIMIT 1`,
    ],
    [
      'avg session length in mins for completed hpc sessions',
      'filtered',
      `SELECT avg(${minutes}) FROM t WHERE status = 'Completed' AND charger = 'HPC 150 kW'`,
    ],
    [
      'and on ac?',
      'follow-up',
      `SELECT avg(${minutes}) FROM t WHERE status = 'Completed' AND charger = 'AC 22 kW'`,
    ],
    [
      'avg €/kwh members (app + rfid) vs ad hoc',
      'compare',
      `SELECT sum(amount_eur) FILTER (WHERE auth IN ('App', 'RFID')) / sum(energy_kwh) FILTER (WHERE auth IN ('App', 'RFID')) AS members,
        sum(amount_eur) FILTER (WHERE auth = 'Ad hoc') / sum(energy_kwh) FILTER (WHERE auth = 'Ad hoc') AS ad_hoc
        FROM t`,
    ],
    [
      'did we get more per kwh in h2 than in h1? €/kwh for both halves',
      'compare',
      `SELECT sum(amount_eur) FILTER (WHERE month(start_ts) <= 6) / sum(energy_kwh) FILTER (WHERE month(start_ts) <= 6) AS h1,
        sum(amount_eur) FILTER (WHERE month(start_ts) >= 7) / sum(energy_kwh) FILTER (WHERE month(start_ts) >= 7) AS h2
        FROM t`,
    ],
    [
      'share of sessions thru roaming',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE auth = 'Roaming') / count(*) FROM t`,
    ],
    [
      'wich roaming partner sends us the most sessions',
      'argmax',
      `SELECT roaming_partner FROM t WHERE roaming_partner IS NOT NULL GROUP BY roaming_partner ORDER BY count(*) DESC LIMIT 1`,
    ],
    ['kwh by month', 'calendar', `SELECT monthname(start_ts) AS m, sum(energy_kwh) FROM t GROUP BY m`],
    [
      'best month for revenue',
      'calendar',
      `SELECT monthname(start_ts) AS m FROM t GROUP BY m ORDER BY sum(amount_eur) DESC LIMIT 1`,
    ],
    [
      'mom session growth jul vs jun',
      'compare',
      `SELECT 100.0 * (count(*) FILTER (WHERE month(start_ts) = 7) - count(*) FILTER (WHERE month(start_ts) = 6))
        / count(*) FILTER (WHERE month(start_ts) = 6) FROM t`,
    ],
    [
      'when did the elbbrücken hpc go live?',
      'lookup',
      `SELECT min(start_ts)::DATE FROM t WHERE station = 'Hamburg Elbbrücken'`,
    ],
    [
      'how many sessions at leipzig hbf in feb',
      'filtered',
      `SELECT count(*) FROM t WHERE station = 'Leipzig Hauptbahnhof' AND month(start_ts) = 2`,
    ],
    ['how many sessions have no contract id', 'missing', `SELECT count(*) FROM t WHERE contract_id IS NULL`],
    [
      'how many sessions got hit with an idle fee',
      'missing',
      `SELECT count(*) FROM t WHERE idle_fee_eur IS NOT NULL`,
    ],
    [
      'corr between session duration and kwh on the ac chargers',
      'correlation',
      `SELECT corr(${minutes}, energy_kwh) FROM t WHERE charger = 'AC 22 kW'`,
    ],
    [
      'what % of hpc sessions happen on weekends',
      'share',
      `SELECT 100.0 * count(*) FILTER (WHERE dayofweek(start_ts) IN (0, 6)) / count(*) FROM t WHERE charger = 'HPC 150 kW'`,
    ],
    [
      'top 5 contract ids by kwh',
      'top-n',
      `SELECT contract_id, sum(energy_kwh) AS kwh FROM t WHERE contract_id IS NOT NULL GROUP BY contract_id ORDER BY kwh DESC LIMIT 5`,
    ],
    [
      'how many unique app/rfid customers charged with us this yr',
      'aggregate',
      `SELECT count(DISTINCT contract_id) FROM t WHERE auth IN ('App', 'RFID')`,
    ],
    [
      'which hpc site has the highest avg max power',
      'argmax',
      `SELECT station FROM t WHERE charger = 'HPC 150 kW' GROUP BY station ORDER BY avg(max_power_kw) DESC LIMIT 1`,
    ],
    [
      'EVS-002731 how many kwh and what did it cost',
      'lookup',
      `SELECT energy_kwh, amount_eur FROM t WHERE session_id = 'EVS-002731'`,
    ],
    ['how much co2 did we save', 'clarify', null],
    ['which car models charge with us the most', 'clarify', null],
  ],
});
