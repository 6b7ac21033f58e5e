/**
 * Writes the three synthetic business exports of dev-biz5/data/:
 *
 * - `call-centre-calls.csv`: an inbound contact-centre call log for 2024 with UPPER_SNAKE headers,
 *   the day as a compact `20240305`, the start time apart (`14:22:07`), talk time as `0:04:32`,
 *   wait and hold in seconds, Y / N flags, and agent, site, talk, hold, transfer and first-call
 *   resolution blank on abandoned calls; CSAT blank unless the caller took the survey.
 * - `ev-charging-sessions.csv`: a German charge-point operator's session export for 2024,
 *   semicolon-separated with decimal commas (`23,417` kWh, `12,40` EUR), start / end written
 *   `05.03.2024 14:22`, contract id blank for ad-hoc card payments, roaming partner blank unless
 *   roaming, idle fee blank when none, one station opening mid-year and one closed for repairs.
 * - `loan-applications.csv`: a consumer lender's application pipeline 2023–2024 (exported
 *   3 Jan 2025) with short Title Case headers (`App #`, `Amt Requested`, `APR`, `30+ DPD`), dates
 *   written `5 Mar 2024`, dollar amounts `"$12,500"`, percentages `11.99%` / `32.5%`, blanks that
 *   follow the status (no decision date while pending or withdrawn, no APR unless approved, no
 *   funded date unless funded, no underwriter on auto decisions, no FICO for thin files).
 *
 * Deterministic: the bench's seeded generator (mulberry32, ../seeded.ts) with one fixed seed per
 * file, so the same bytes come out on every run; Math.random is never used.
 *
 * Run: node --import tsx bench/analyst/dev-biz5/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { draws } from '../seeded';

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

/** `20240305`. */
const compact = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
};
/** `14:22:07`. */
const clock = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
/** `05.03.2024 14:22`. */
const dotted = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};
/** `5 Mar 2024`. */
const dayMonYear = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
/** `0:04:32` from seconds. */
const hms = (sec: number) =>
  `${Math.floor(sec / 3600)}:${pad(Math.floor((sec % 3600) / 60))}:${pad(sec % 60)}`;
/** A comma every three digits. */
const thousands = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** German decimal comma with a fixed number of decimals, no thousands separator: `23,417`. */
const decComma = (n: number, digits: number) => n.toFixed(digits).replace('.', ',');

function writeDelimited(file: string, sep: string, header: string[], rows: string[][]): void {
  const special = new RegExp(`["${sep}\\n]`);
  const quote = (s: string) => (special.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  const text = [header, ...rows].map((r) => r.map(quote).join(sep)).join('\n');
  const here = dirname(fileURLToPath(import.meta.url));
  mkdirSync(join(here, 'data'), { recursive: true });
  writeFileSync(join(here, 'data', file), `${text}\n`);
}

// ---------------------------------------------------------------------------------------------
// 1. Contact-centre call log, 2024.

function calls(): void {
  const r = draws(20_240_105);
  type Agent = { login: string; site: string; spanish: boolean; skill: number; from: number; to: number };
  const agents: Agent[] = [
    ['jmartin', 'Tampa', false, 0.04],
    ['lrodriguez', 'Tampa', true, 0.06],
    ['dwilliams', 'Tampa', false, -0.05],
    ['mgarcia', 'Tampa', true, 0.0],
    ['sbrown', 'Tampa', false, 0.02],
    ['tjohnson', 'Tampa', false, -0.08],
    ['cnguyen', 'Tampa', false, 0.08],
    ['aperez', 'Tampa', true, -0.02],
    ['rsantos', 'Manila', false, 0.03],
    ['jdelacruz', 'Manila', false, -0.03],
    ['mreyes', 'Manila', false, 0.05],
    ['kbautista', 'Manila', false, -0.01],
    ['pvillanueva', 'Manila', false, 0.0],
    ['agarcia', 'Manila', true, -0.04],
    ['emendoza', 'Manila', false, 0.01],
    ['lramos', 'Manila', false, -0.06],
    ['bcooper', 'Remote', false, 0.07],
    ['nhernandez', 'Remote', true, 0.02],
    ['owright', 'Remote', false, -0.02],
    ['kpatel', 'Remote', false, 0.1],
  ].map(([login, site, spanish, skill]) => ({
    login: login as string,
    site: site as string,
    spanish: spanish as boolean,
    skill: skill as number,
    from: utc(2024, 1, 1),
    to: utc(2024, 12, 31),
  }));
  // One agent leaves at the end of April, one joins in July.
  agents.find((a) => a.login === 'tjohnson')!.to = utc(2024, 4, 30);
  agents.find((a) => a.login === 'kpatel')!.from = utc(2024, 7, 8);

  const queues = [
    ['Billing', 0.32],
    ['Tech Support', 0.27],
    ['Sales', 0.15],
    ['Cancellations', 0.1],
    ['General', 0.16],
  ] as const;
  const talkMean: Record<string, number> = {
    Billing: 330,
    'Tech Support': 620,
    Sales: 470,
    Cancellations: 540,
    General: 230,
  };
  const monthLoad = [1.3, 1.12, 1.02, 0.95, 0.9, 0.86, 0.8, 0.84, 1.05, 1.0, 1.06, 0.88];
  const weekdayLoad = [0, 1.38, 1.1, 1.0, 0.96, 0.9, 0.42]; // Sunday closed
  // Accounts: a long tail of callers and a few very frequent ones.
  const accounts: string[] = [];
  for (let i = 0; i < 2600; i++) accounts.push(`ACC-${40000 + ((i * 7919) % 60000)}`);
  const frequent = ['ACC-51873', 'ACC-47302', 'ACC-88120'];

  type Row = { t: number; cells: string[] };
  const rows: Row[] = [];
  for (let day = utc(2024, 1, 1); day <= utc(2024, 12, 31); day += DAY) {
    const d = new Date(day);
    const wd = d.getUTCDay();
    if (wd === 0) continue;
    const month = d.getUTCMonth();
    const dom = d.getUTCDate();
    // Christmas Day and New Year's Day closed.
    if ((month === 11 && dom === 25) || (month === 0 && dom === 1)) continue;
    const outage = day >= utc(2024, 9, 10) && day <= utc(2024, 9, 12);
    let load = monthLoad[month]! * weekdayLoad[wd]!;
    if (dom <= 5) load *= 1.15; // bills go out on the 1st
    let n = r.poisson(15.2 * load);
    if (outage) n += r.poisson(38);
    const open = wd === 6 ? 9 : 8;
    const close = wd === 6 ? 14 : 20;
    const onDuty = agents.filter((a) => a.from <= day && a.to >= day);
    for (let i = 0; i < n; i++) {
      const queue = outage && r.chance(0.7) ? 'Tech Support' : r.pick(queues);
      const hour =
        wd === 6
          ? r.int(open, close - 1)
          : r.pick([
              [8, 0.6],
              [9, 1.1],
              [10, 1.45],
              [11, 1.3],
              [12, 0.9],
              [13, 1.05],
              [14, 1.2],
              [15, 1.0],
              [16, 0.85],
              [17, 0.6],
              [18, 0.4],
              [19, 0.25],
            ] as const);
      const start = day + hour * 3_600_000 + r.int(0, 3599) * 1000;
      const spanish = r.chance(0.12);
      const lang = spanish ? 'ES' : 'EN';
      let account = '';
      const identified = queue === 'Sales' ? r.chance(0.42) : r.chance(0.9);
      if (identified) {
        account = r.chance(0.012)
          ? r.pick(frequent.map((f, k) => [f, 3 - k] as const))
          : accounts[Math.floor(Math.pow(r.random(), 1.6) * accounts.length)]!;
      }
      // Waiting: heavier on busy days, during the outage and at the Monday-morning peak.
      let waitMean = 38 * load;
      if (outage) waitMean *= 5.5;
      if (spanish) waitMean *= 1.6;
      if (wd === 1 && hour >= 9 && hour <= 11) waitMean *= 1.5;
      const need = r.expo(waitMean);
      const patience = r.expo(outage ? 330 : 290);
      const abandoned = patience < need;
      const wait = Math.max(0, Math.round(abandoned ? patience : need));
      let agent: Agent | undefined;
      let talk = 0;
      let hold = 0;
      let transferred = false;
      let fcr = false;
      let csat = '';
      if (!abandoned) {
        const pool = spanish ? onDuty.filter((a) => a.spanish) : onDuty;
        agent = pool[r.int(0, pool.length - 1)]!;
        talk = Math.max(35, Math.round(talkMean[queue]! * Math.exp(0.45 * r.normal()) * (1 - agent.skill)));
        hold = r.chance(queue === 'Tech Support' ? 0.6 : 0.38)
          ? Math.round(r.expo(queue === 'Tech Support' ? 140 : 75))
          : 0;
        transferred = r.chance(queue === 'General' ? 0.26 : queue === 'Sales' ? 0.05 : 0.09);
        let p = queue === 'Tech Support' ? 0.62 : queue === 'Cancellations' ? 0.7 : 0.8;
        p += agent.skill;
        if (transferred) p -= 0.4;
        if (outage) p -= 0.15;
        fcr = r.chance(p);
        if (r.chance(0.3)) {
          let s = 3.9 + (fcr ? 0.55 : -0.9) - wait / 240 + 4 * agent.skill + 0.75 * r.normal();
          if (queue === 'Cancellations') s -= 0.3;
          csat = String(Math.min(5, Math.max(1, Math.round(s))));
        }
      }
      rows.push({
        t: start,
        cells: [
          compact(day),
          clock(start),
          queue,
          lang,
          account,
          agent ? agent.site : '',
          agent ? agent.login : '',
          String(wait),
          abandoned ? '' : hms(talk),
          abandoned ? '' : String(hold),
          abandoned ? 'Y' : 'N',
          abandoned ? '' : transferred ? 'Y' : 'N',
          abandoned ? '' : fcr ? 'Y' : 'N',
          csat,
        ],
      });
    }
  }
  rows.sort((a, b) => a.t - b.t);
  writeDelimited(
    'call-centre-calls.csv',
    ',',
    [
      'CALL_ID',
      'CALL_DATE',
      'START_TIME',
      'QUEUE',
      'LANG',
      'ACCOUNT_NO',
      'SITE',
      'AGENT',
      'WAIT_SEC',
      'TALK_TIME',
      'HOLD_SEC',
      'ABANDONED',
      'TRANSFERRED',
      'FCR',
      'CSAT',
    ],
    rows.map((row, i) => [`CL${String(240001 + i)}`, ...row.cells]),
  );
}

// ---------------------------------------------------------------------------------------------
// 2. EV charging sessions, 2024, German operator.

function charging(): void {
  const r = draws(4_711);
  type Station = {
    name: string;
    city: string;
    kind: 'AC 22 kW' | 'DC 50 kW' | 'HPC 150 kW';
    rate: number;
    opens: number;
    closed?: [number, number];
  };
  const stations: Station[] = [
    { name: 'Berlin Alexanderplatz', city: 'Berlin', kind: 'AC 22 kW', rate: 1.25 },
    { name: 'Berlin Tempelhof P+R', city: 'Berlin', kind: 'DC 50 kW', rate: 1.1 },
    { name: 'A10 Rastplatz Havelland', city: 'Berlin', kind: 'HPC 150 kW', rate: 1.15 },
    { name: 'Hamburg Altona', city: 'Hamburg', kind: 'AC 22 kW', rate: 0.95 },
    { name: 'Hamburg Elbbrücken', city: 'Hamburg', kind: 'HPC 150 kW', rate: 1.3 },
    { name: 'München Ostbahnhof', city: 'München', kind: 'DC 50 kW', rate: 1.05 },
    { name: 'München Schwabing', city: 'München', kind: 'AC 22 kW', rate: 0.9 },
    { name: 'A9 Fürholzen', city: 'München', kind: 'HPC 150 kW', rate: 1.4 },
    { name: 'Köln Deutz', city: 'Köln', kind: 'AC 22 kW', rate: 0.85 },
    { name: 'Köln Messe', city: 'Köln', kind: 'DC 50 kW', rate: 0.8 },
    { name: 'Frankfurt Westhafen', city: 'Frankfurt', kind: 'AC 22 kW', rate: 0.75 },
    { name: 'A5 Gräfenhausen', city: 'Frankfurt', kind: 'HPC 150 kW', rate: 1.2 },
    { name: 'Leipzig Hauptbahnhof', city: 'Leipzig', kind: 'DC 50 kW', rate: 0.7 },
    { name: 'Stuttgart Feuerbach', city: 'Stuttgart', kind: 'AC 22 kW', rate: 0.65 },
    { name: 'Stuttgart Vaihingen', city: 'Stuttgart', kind: 'DC 50 kW', rate: 0.6 },
  ].map((s) => ({ ...s, kind: s.kind as Station['kind'], opens: utc(2024, 1, 1) }));
  stations.find((s) => s.name === 'Hamburg Elbbrücken')!.opens = utc(2024, 6, 17);
  stations.find((s) => s.name === 'Leipzig Hauptbahnhof')!.closed = [utc(2024, 2, 5), utc(2024, 2, 25)];

  // The A10 site has the oldest HPC units, Elbbrücken the newest.
  const powerFactor: Record<string, number> = { 'A10 Rastplatz Havelland': 0.86, 'Hamburg Elbbrücken': 1.12 };
  const partners = [
    ['Shell Recharge', 0.35],
    ['EnBW mobility+', 0.3],
    ['Plugsurfing', 0.2],
    ['ADAC e-Charge', 0.15],
  ] as const;
  const prefix: Record<string, string> = {
    'Shell Recharge': 'NL-SHL-C',
    'EnBW mobility+': 'DE-EBW-C',
    Plugsurfing: 'DE-PLS-C',
    'ADAC e-Charge': 'DE-ADA-C',
  };
  // Contract ids of app / RFID customers; a Berlin taxi fleet charges at Tempelhof.
  const members: string[] = [];
  for (let i = 0; i < 700; i++)
    members.push(`DE-EVC-${String(100000 + ((i * 4967) % 900000)).padStart(6, '0')}`);
  const fleet = ['DE-FLT-000311', 'DE-FLT-000312', 'DE-FLT-000313', 'DE-FLT-000314'];

  type Row = { t: number; cells: string[] };
  const rows: Row[] = [];
  for (let day = utc(2024, 1, 1); day <= utc(2024, 12, 31); day += DAY) {
    const d = new Date(day);
    const month = d.getUTCMonth();
    const wd = d.getUTCDay();
    const weekend = wd === 0 || wd === 6;
    const winter = month <= 1 || month === 11;
    const h2 = day >= utc(2024, 7, 1);
    const growth = 0.85 + 0.3 * (month / 11); // adoption grows over the year
    for (const st of stations) {
      if (day < st.opens) continue;
      if (st.closed && day >= st.closed[0] && day <= st.closed[1]) continue;
      let mean = st.rate * growth;
      if (st.kind === 'HPC 150 kW') {
        if (month === 6 || month === 7) mean *= 1.45; // summer holidays on the Autobahn
        if (month === 11 && d.getUTCDate() >= 20) mean *= 1.5; // Christmas travel
        if (weekend) mean *= 1.3;
      } else if (st.kind === 'AC 22 kW') {
        if (weekend) mean *= 0.55;
      } else if (weekend) mean *= 0.8;
      const n = r.poisson(mean);
      for (let i = 0; i < n; i++) {
        const hour =
          st.kind === 'AC 22 kW'
            ? r.pick([
                [7, 1.2],
                [8, 1.6],
                [9, 1.1],
                [10, 0.6],
                [11, 0.5],
                [12, 0.5],
                [13, 0.5],
                [14, 0.5],
                [15, 0.5],
                [16, 0.6],
                [17, 1.0],
                [18, 1.3],
                [19, 1.0],
                [20, 0.6],
                [21, 0.3],
              ] as const)
            : r.pick([
                [6, 0.3],
                [7, 0.5],
                [8, 0.7],
                [9, 0.9],
                [10, 1.1],
                [11, 1.2],
                [12, 1.3],
                [13, 1.2],
                [14, 1.2],
                [15, 1.2],
                [16, 1.3],
                [17, 1.3],
                [18, 1.1],
                [19, 0.8],
                [20, 0.6],
                [21, 0.4],
                [22, 0.2],
              ] as const);
        const start = day + hour * 3_600_000 + r.int(0, 59) * 60_000;
        const fleetCar = st.name === 'Berlin Tempelhof P+R' && r.chance(0.35);
        const auth = fleetCar
          ? 'RFID'
          : r.pick([
              ['App', 0.36],
              ['RFID', 0.24],
              ['Ad hoc', 0.18],
              ['Roaming', 0.22],
            ] as const);
        const contract = fleetCar
          ? r.pick(fleet.map((f) => [f, 1] as const))
          : auth === 'App' || auth === 'RFID'
            ? members[Math.floor(Math.pow(r.random(), 1.5) * members.length)]!
            : '';
        const partner = auth === 'Roaming' ? r.pick(partners) : '';
        const roamingId =
          partner === ''
            ? ''
            : `${prefix[partner]}${String((((Math.floor(Math.pow(r.random(), 1.5) * 250) + 1) * 7_654_321) % 90_000_000) + 10_000_000)}`;
        const connector =
          st.kind === 'AC 22 kW' ? 'Type 2' : st.kind === 'DC 50 kW' && r.chance(0.12) ? 'CHAdeMO' : 'CCS';
        const status = r.pick([
          ['Completed', 0.94],
          ['Failed', st.kind === 'HPC 150 kW' ? 0.045 : st.name === 'Köln Messe' ? 0.11 : 0.025],
          ['Interrupted', 0.025],
        ] as const);
        let energy = 0;
        let minutes = 1;
        let peak = 0;
        if (status !== 'Failed') {
          if (st.kind === 'AC 22 kW') {
            minutes = Math.round(Math.min(720, 40 + r.expo(winter ? 230 : 200)));
            const power = Math.min(11, 3.5 + 7.5 * r.random()) * (winter ? 0.92 : 1);
            const need = 8 + r.expo(20);
            energy = Math.min(need, (power * minutes) / 60);
            peak = power + 0.4 * r.random();
          } else {
            const max = st.kind === 'DC 50 kW' ? 50 : 150;
            const avg =
              (st.kind === 'DC 50 kW' ? 30 + 15 * r.random() : 55 + 60 * r.random()) *
              (winter ? 0.8 : 1) *
              (powerFactor[st.name] ?? 1);
            energy = (fleetCar ? 25 : 18) + r.expo(winter ? 26 : 22);
            if (energy > 85) energy = 80 + 5 * r.random();
            minutes = Math.round((energy / avg) * 60 + 2 + r.expo(st.kind === 'DC 50 kW' ? 8 : 5));
            peak = Math.min(max, avg * (1.2 + 0.25 * r.random()));
          }
          if (status === 'Interrupted') {
            const share = 0.15 + 0.5 * r.random();
            energy *= share;
            minutes = Math.max(2, Math.round(minutes * share));
          }
        }
        energy = Math.round(energy * 1000) / 1000;
        const end = start + minutes * 60_000;
        // Price per kWh: AC 0.49, DC 0.59, HPC 0.69; members 0.10 less; fleet 0.45;
        // roaming 0.10 more; everything 0.04 more from 1 July.
        const base = st.kind === 'AC 22 kW' ? 0.49 : st.kind === 'DC 50 kW' ? 0.59 : 0.69;
        let price = fleetCar
          ? 0.45
          : auth === 'App' || auth === 'RFID'
            ? base - 0.1
            : auth === 'Roaming'
              ? base + 0.1
              : base;
        if (h2) price += 0.04;
        const amount = Math.round(energy * price * 100) / 100;
        // Idle fee: after 6 h on AC (0.10 / min, at most 12.00), after 90 min on DC and 60 min on HPC
        // (0.40 / min, at most 20.00).
        let idle = 0;
        if (status === 'Completed') {
          if (st.kind === 'AC 22 kW' && minutes > 360) idle = Math.min(12, (minutes - 360) * 0.1);
          if (st.kind === 'DC 50 kW' && minutes > 90) idle = Math.min(20, (minutes - 90) * 0.4);
          if (st.kind === 'HPC 150 kW' && minutes > 60) idle = Math.min(20, (minutes - 60) * 0.4);
        }
        rows.push({
          t: start + stations.indexOf(st),
          cells: [
            st.name,
            st.city,
            st.kind,
            connector,
            dotted(start),
            dotted(end),
            decComma(energy, 3),
            status === 'Failed' ? '' : decComma(peak, 1),
            auth,
            contract || roamingId,
            partner,
            status,
            decComma(amount, 2),
            idle > 0 ? decComma(idle, 2) : '',
          ],
        });
      }
    }
  }
  rows.sort((a, b) => a.t - b.t);
  writeDelimited(
    'ev-charging-sessions.csv',
    ';',
    [
      'Session ID',
      'Station',
      'City',
      'Charger',
      'Connector',
      'Start',
      'End',
      'Energy (kWh)',
      'Max Power (kW)',
      'Auth',
      'Contract ID',
      'Roaming Partner',
      'Status',
      'Amount (EUR)',
      'Idle Fee (EUR)',
    ],
    rows.map((row, i) => [`EVS-${String(1 + i).padStart(6, '0')}`, ...row.cells]),
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Consumer loan applications, 2023–2024, exported 3 Jan 2025.

function loans(): void {
  const r = draws(90_210);
  const exported = utc(2025, 1, 3);
  const states = [
    ['CA', 0.17],
    ['TX', 0.14],
    ['FL', 0.12],
    ['NY', 0.1],
    ['IL', 0.07],
    ['PA', 0.06],
    ['OH', 0.06],
    ['GA', 0.06],
    ['NC', 0.06],
    ['AZ', 0.06],
    ['WA', 0.05],
    ['CO', 0.05],
  ] as const;
  const underwriters = [
    ['M. Okafor', 0.3],
    ['J. Lindqvist', 0.26],
    ['R. Alvarez', 0.2],
    ['S. Chen', 0.14],
    ['D. Brooks', 0.1],
  ] as const;
  const monthLoad = [1.45, 1.1, 1.05, 1.1, 1.05, 0.95, 0.85, 0.85, 0.9, 0.95, 1.1, 1.2];
  type App = { t: number; applicant: string; cells: string[] };
  const apps: App[] = [];
  let nextApplicant = 100200;
  const declinedBefore: { id: string; t: number }[] = [];
  for (let day = utc(2023, 1, 1); day <= utc(2024, 12, 31); day += DAY) {
    const d = new Date(day);
    const year = d.getUTCFullYear();
    const month = d.getUTCMonth();
    const wd = d.getUTCDay();
    const mean = 3.7 * monthLoad[month]! * (year === 2024 ? 1.18 : 1) * (wd === 0 || wd === 6 ? 0.55 : 1.12);
    const n = r.poisson(mean);
    for (let i = 0; i < n; i++) {
      // Applicant: mostly new; some come back after a decline.
      let applicant: string;
      const back = declinedBefore.filter((x) => day - x.t > 30 * DAY);
      if (back.length > 0 && r.chance(0.07)) {
        const k = r.int(0, back.length - 1);
        applicant = back[k]!.id;
        declinedBefore.splice(declinedBefore.indexOf(back[k]!), 1);
      } else applicant = `C-${nextApplicant++}`;
      const channel = r.pick([
        ['Online', 0.46],
        ['Mobile App', 0.22],
        ['Broker', 0.18],
        ['Branch', 0.14],
      ] as const);
      const state = r.pick(states);
      const purpose = r.pick([
        ['Debt consolidation', month === 0 ? 0.55 : 0.4],
        ['Home improvement', month >= 2 && month <= 5 ? 0.25 : 0.14],
        ['Auto', 0.1],
        ['Medical', 0.07],
        ['Major purchase', month >= 10 ? 0.14 : 0.08],
        ['Vacation', month >= 4 && month <= 6 ? 0.07 : 0.03],
        ['Business', 0.05],
        ['Other', 0.06],
      ] as const);
      const income = Math.round((28000 + r.expo(52000)) / 1000) * 1000;
      let requested =
        Math.round(
          ((purpose === 'Business' ? 14000 : purpose === 'Home improvement' ? 9000 : 4000) +
            r.expo(purpose === 'Debt consolidation' ? 14000 : 10000)) /
            500,
        ) * 500;
      requested = Math.min(requested, 60000);
      if (requested > income * 0.6) requested = Math.max(2000, Math.round((income * 0.6) / 500) * 500);
      const term = r.pick(
        requested >= 20000
          ? ([
              [36, 0.35],
              [48, 0.25],
              [60, 0.4],
            ] as const)
          : ([
              [24, 0.3],
              [36, 0.5],
              [48, 0.12],
              [60, 0.08],
            ] as const),
      );
      const thin = r.chance(0.025);
      const fico = thin ? null : Math.round(Math.min(845, Math.max(540, 690 + 55 * r.normal())));
      const dti =
        Math.round(Math.min(65, Math.max(3, 24 + 11 * r.normal() + (requested / income) * 12)) * 10) / 10;
      // Decision.
      const tight = day >= utc(2024, 7, 1);
      const score =
        fico === null
          ? -1.2
          : (fico - 660) / 45 -
            (dti - 30) / 14 +
            0.35 * r.normal() -
            (tight ? 0.3 : 0) +
            (channel === 'Branch' ? 0.15 : 0) -
            (state === 'FL' ? 0.2 : 0);
      const approve = score > 0;
      let status: string;
      const pendingWindow = exported - day < 16 * DAY;
      if (pendingWindow && r.chance(((16 * DAY - (exported - day)) / (16 * DAY)) * 0.9 + 0.1))
        status = 'Pending';
      else if (r.chance(0.055)) status = 'Withdrawn';
      else if (!approve) status = 'Declined';
      else status = r.chance(0.13) ? 'Approved' : 'Funded';
      const decided = status === 'Declined' || status === 'Approved' || status === 'Funded';
      const auto = decided
        ? fico !== null && (score > 1.1 || score < -1.0) && channel !== 'Branch'
          ? r.chance(0.85)
          : r.chance(0.12)
        : null;
      const decisionLag = auto
        ? r.chance(0.8)
          ? 0
          : 1
        : 1 + Math.round(r.expo(channel === 'Broker' ? 4.5 : 2.8));
      let decisionDate = decided ? day + decisionLag * DAY : null;
      if (decisionDate !== null && decisionDate > exported - DAY) decisionDate = exported - DAY;
      const underwriter = decided && !auto ? r.pick(underwriters) : '';
      let approvedAmt: number | null = null;
      let apr: number | null = null;
      if (status === 'Approved' || status === 'Funded') {
        approvedAmt =
          score < 0.6 && r.chance(0.45)
            ? Math.max(2000, Math.round((requested * (0.5 + 0.3 * r.random())) / 500) * 500)
            : requested;
        const base =
          fico! >= 760 ? 8.49 : fico! >= 720 ? 10.99 : fico! >= 680 ? 14.49 : fico! >= 640 ? 19.99 : 24.99;
        apr =
          base +
          (term >= 48 ? 1.5 : 0) +
          (day >= utc(2024, 1, 1) ? 1.0 : 0) +
          Math.round(r.random() * 4) * 0.5 +
          dti / 40;
        apr = Math.round(Math.min(35.99, apr) * 100) / 100;
      }
      let fundedDate: number | null = null;
      let dpd = '';
      if (status === 'Funded') {
        fundedDate = decisionDate! + (1 + Math.round(r.expo(2.5))) * DAY;
        if (fundedDate > exported - DAY) {
          fundedDate = null;
          status = 'Approved';
        } else {
          const months = (exported - fundedDate) / (30.4 * DAY);
          const risk =
            0.015 +
            (fico! < 660 ? 0.1 : fico! < 700 ? 0.05 : fico! < 740 ? 0.025 : 0.008) +
            (dti > 40 ? 0.04 : 0);
          dpd = r.chance(Math.min(0.6, (risk * Math.min(months, 18)) / 6)) ? 'Yes' : 'No';
        }
      }
      if (status === 'Declined') declinedBefore.push({ id: applicant, t: day });
      apps.push({
        t: day + i,
        applicant,
        cells: [
          applicant,
          dayMonYear(day),
          channel,
          state,
          purpose,
          `$${thousands(String(requested))}`,
          String(term),
          fico === null ? '' : String(fico),
          `$${thousands(String(income))}`,
          `${dti.toFixed(1)}%`,
          status,
          decisionDate === null ? '' : dayMonYear(decisionDate),
          auto === null ? '' : auto ? 'Y' : 'N',
          underwriter,
          approvedAmt === null ? '' : `$${thousands(String(approvedAmt))}`,
          apr === null ? '' : `${apr.toFixed(2)}%`,
          fundedDate === null ? '' : dayMonYear(fundedDate),
          dpd,
        ],
      });
    }
  }
  writeDelimited(
    'loan-applications.csv',
    ',',
    [
      'App #',
      'Applicant',
      'Applied',
      'Channel',
      'State',
      'Purpose',
      'Amt Requested',
      'Term (mo)',
      'FICO',
      'Income',
      'DTI',
      'Status',
      'Decision Date',
      'Auto Decision',
      'Underwriter',
      'Amt Approved',
      'APR',
      'Funded Date',
      '30+ DPD',
    ],
    apps.map((a, i) => [`LA-${String(10001 + i)}`, ...a.cells]),
  );
}

calls();
charging();
loans();
