/**
 * Writes the three synthetic business exports of dev-biz7/data/:
 *
 * - `clinic-appointments.csv`: an outpatient clinic group's appointment detail report for H1 2024
 *   (three sites, eleven providers), with dates written with a weekday in front (`Tue 03/05/2024`),
 *   times on a 12-hour clock (`8:45 AM`), a status typed in inconsistent case and spelling
 *   (`No Show`, `NO SHOW`, `No-Show`, `Canceled`, `CANCELLED` …), check-in, wait and copay blank
 *   unless the visit took place (wait also blank on telehealth), copays written `$25.00`, and two
 *   footer lines under the data (a total count and a run line).
 * - `payroll-register.csv`: a small distributor's biweekly payroll register for the checks paid
 *   5 Jan – 21 Jun 2024 (plus a bonus run and two manual final checks), with dates written the
 *   Oracle way (`19-JAN-24`), departments as `110-Warehouse`, a pay type typed in inconsistent case
 *   (`Hourly`, `HOURLY`, `Salaried` …), deductions written with a trailing minus (`412.55-`,
 *   blank when none), a `*** PAY DATE TOTAL ***` row after each pay date and a `*** REPORT TOTAL ***`
 *   row at the end.
 * - `production-log.csv`: an injection-moulding plant's shift production log for H1 2024 from an
 *   MES set to a French-Canadian locale: a units line under the header, quantities with a space as
 *   the thousands separator (`33 120`), downtime written `h:mm` (`1:35`, blank when none) and a
 *   status typed in inconsistent case (`Complete`, `COMPLETE`, `down` …).
 *
 * Deterministic: the bench's seeded generator (mulberry32, ../seeded.ts) with one fixed seed per
 * file, so the same bytes come out on every run; Math.random is never used.
 *
 * Run: node --import tsx bench/analyst/dev-biz7/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { draws } from '../seeded';

const DAY = 86_400_000;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number) => String(n).padStart(2, '0');
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `03/05/2024`. */
const mdy = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};
/** `Tue 03/05/2024`. */
const dayMdy = (ms: number) => `${WEEKDAYS[new Date(ms).getUTCDay()]} ${mdy(ms)}`;
/** `05-MAR-24`. */
const oracle = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${String(d.getUTCFullYear()).slice(2)}`;
};
/** Minutes after midnight to `8:45 AM`. */
const ampm = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
};
/** A separator every three digits. */
const grouped = (s: string, sep: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
const money = (cents: number) => grouped((cents / 100).toFixed(2), ',');
/** A deduction: `1,412.55-`, blank when none. */
const minus = (cents: number) => (cents === 0 ? '' : `${money(cents)}-`);
/** `1:35` from minutes, blank when none. */
const hmm = (minutes: number) => (minutes === 0 ? '' : `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`);

const quoteCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

function writeCsv(file: string, lines: string[][], footer: string[] = []): void {
  const text = [...lines.map((r) => r.map(quoteCell).join(',')), ...footer.map(quoteCell)].join('\n');
  const here = dirname(fileURLToPath(import.meta.url));
  mkdirSync(join(here, 'data'), { recursive: true });
  writeFileSync(join(here, 'data', file), `${text}\n`);
}

// ---------------------------------------------------------------------------------------------
// 1. Outpatient clinic appointments, 2 Jan – 28 Jun 2024.

function clinic(): void {
  const r = draws(20_240_701);
  type Provider = { name: string; dept: string; loc: string; days: number[]; perDay: number };
  const providers: Provider[] = [
    {
      name: 'Patel, Anita MD',
      dept: 'Family Medicine',
      loc: 'Northside',
      days: [1, 2, 3, 4, 5],
      perDay: 3.4,
    },
    { name: 'Morales, Luis MD', dept: 'Family Medicine', loc: 'Northside', days: [1, 2, 4, 5], perDay: 3.0 },
    {
      name: 'Okafor, Chidi DO',
      dept: 'Family Medicine',
      loc: 'Riverside',
      days: [1, 2, 3, 4, 5],
      perDay: 3.1,
    },
    {
      name: 'Brennan, Kate NP',
      dept: 'Family Medicine',
      loc: 'Lakeview',
      days: [1, 2, 3, 4, 5],
      perDay: 2.6,
    },
    { name: 'Chen, Grace MD', dept: 'Pediatrics', loc: 'Riverside', days: [1, 2, 3, 4, 5], perDay: 2.9 },
    { name: 'Whitaker, Sam MD', dept: 'Pediatrics', loc: 'Lakeview', days: [1, 3, 4, 5], perDay: 2.4 },
    { name: 'Lindqvist, Eva MD', dept: 'Dermatology', loc: 'Northside', days: [2, 4], perDay: 4.2 },
    { name: 'Haddad, Omar MD', dept: 'Cardiology', loc: 'Northside', days: [1, 3, 5], perDay: 3.3 },
    { name: 'Reyes, Tom PT', dept: 'Physical Therapy', loc: 'Riverside', days: [1, 2, 3, 4, 5], perDay: 2.8 },
    { name: 'Novak, Jenna PT', dept: 'Physical Therapy', loc: 'Lakeview', days: [1, 2, 3, 4], perDay: 2.5 },
    {
      name: 'Fischer, Dana LCSW',
      dept: 'Behavioral Health',
      loc: 'Riverside',
      days: [1, 2, 3, 4],
      perDay: 2.7,
    },
  ];
  // Visit type, weight, scheduled minutes, booking lead (mean days).
  const visits: Record<string, [string, number, number, number][]> = {
    'Family Medicine': [
      ['Annual Physical', 0.2, 40, 38],
      ['Follow-Up', 0.38, 20, 18],
      ['Sick Visit', 0.25, 15, 0.8],
      ['New Patient', 0.08, 40, 24],
      ['Telehealth', 0.09, 20, 5],
    ],
    Pediatrics: [
      ['Well Child', 0.38, 30, 30],
      ['Sick Visit', 0.36, 15, 0.6],
      ['Follow-Up', 0.16, 20, 14],
      ['New Patient', 0.1, 40, 18],
    ],
    Dermatology: [
      ['New Patient', 0.32, 40, 45],
      ['Follow-Up', 0.4, 20, 28],
      ['Procedure', 0.28, 45, 21],
    ],
    Cardiology: [
      ['New Patient', 0.24, 40, 33],
      ['Follow-Up', 0.6, 20, 26],
      ['Procedure', 0.16, 45, 16],
    ],
    'Physical Therapy': [
      ['Evaluation', 0.16, 60, 7],
      ['Treatment', 0.84, 45, 6],
    ],
    'Behavioral Health': [
      ['Intake', 0.16, 60, 20],
      ['Therapy Session', 0.46, 50, 9],
      ['Telehealth', 0.38, 50, 8],
    ],
  };
  type Patient = { mrn: string; age: number; payer: string; weight: number };
  const used = new Set<string>();
  const newMrn = () => {
    for (;;) {
      const m = String(r.int(10_000, 4_999_999)).padStart(8, '0');
      if (!used.has(m)) {
        used.add(m);
        return m;
      }
    }
  };
  const adultPayer = (age: number) =>
    age >= 65
      ? r.pick([
          ['Medicare', 0.84],
          ['BCBS', 0.05],
          ['Aetna', 0.05],
          ['Self-Pay', 0.06],
        ] as const)
      : r.pick([
          ['BCBS', 0.27],
          ['Aetna', 0.19],
          ['UnitedHealthcare', 0.21],
          ['Cigna', 0.1],
          ['Medicaid', 0.15],
          ['Self-Pay', 0.08],
        ] as const);
  const adults: Patient[] = [];
  for (let i = 0; i < 980; i++) {
    const band = r.pick([
      [[18, 34], 0.26],
      [[35, 49], 0.25],
      [[50, 64], 0.26],
      [[65, 92], 0.23],
    ] as const);
    const age = r.int(band[0], band[1]);
    adults.push({ mrn: newMrn(), age, payer: adultPayer(age), weight: 0.2 + r.expo(1) });
  }
  const kids: Patient[] = [];
  for (let i = 0; i < 360; i++) {
    const payer = r.pick([
      ['Medicaid', 0.38],
      ['BCBS', 0.22],
      ['Aetna', 0.14],
      ['UnitedHealthcare', 0.18],
      ['Cigna', 0.08],
    ] as const);
    kids.push({ mrn: newMrn(), age: r.int(0, 17), payer, weight: 0.2 + r.expo(1) });
  }
  const adultW = adults.map((p) => [p, p.weight] as const);
  const olderW = adults.filter((p) => p.age >= 45).map((p) => [p, p.weight * (p.age >= 65 ? 2 : 1)] as const);
  const kidW = kids.map((p) => [p, p.weight] as const);
  // Physical therapy and behavioural health see a rolling caseload.
  const caseload: Record<string, Patient[]> = {};
  for (const p of providers) {
    if (p.dept === 'Physical Therapy' || p.dept === 'Behavioral Health') {
      caseload[p.name] = Array.from({ length: 18 }, () => r.pick(adultW));
    }
  }
  const patientFor = (p: Provider): Patient => {
    if (p.dept === 'Pediatrics') return r.pick(kidW);
    if (p.dept === 'Cardiology') return r.pick(olderW);
    const cl = caseload[p.name];
    if (cl) {
      if (r.chance(0.07)) cl[r.int(0, cl.length - 1)] = r.pick(adultW);
      return r.one(cl);
    }
    return r.pick(adultW);
  };
  const copay = (p: Provider, visit: string, payer: string): number => {
    if (visit === 'Annual Physical' || visit === 'Well Child') return payer === 'Self-Pay' ? 165 : 0;
    const specialist = p.dept === 'Dermatology' || p.dept === 'Cardiology';
    if (payer === 'Medicaid') return 0;
    if (payer === 'Medicare') return specialist || p.dept === 'Physical Therapy' ? 20 : 0;
    if (payer === 'Self-Pay') {
      const base: Record<string, number> = {
        'Family Medicine': 125,
        Pediatrics: 115,
        Dermatology: 180,
        Cardiology: 250,
        'Physical Therapy': 110,
        'Behavioral Health': 140,
      };
      return visit === 'Telehealth' ? 75 : base[p.dept]! + (visit === 'New Patient' ? 50 : 0);
    }
    if (visit === 'Telehealth') return 10;
    if (specialist) return 50;
    if (p.dept === 'Physical Therapy') return 40;
    if (p.dept === 'Behavioral Health') return 30;
    return 25;
  };
  const statusForms: Record<string, [string, number][]> = {
    Completed: [
      ['Completed', 0.8],
      ['COMPLETED', 0.12],
      ['completed', 0.08],
    ],
    'No Show': [
      ['No Show', 0.52],
      ['NO SHOW', 0.22],
      ['No-Show', 0.16],
      ['no show', 0.1],
    ],
    Cancelled: [
      ['Cancelled', 0.5],
      ['Canceled', 0.24],
      ['CANCELLED', 0.16],
      ['cancelled', 0.1],
    ],
  };
  const waitMean: Record<string, number> = { Northside: 17, Riverside: 11, Lakeview: 8 };
  const vacation: Record<string, [number, number]> = {};
  for (const p of providers) {
    const start = utc(2024, 2, 5) + r.int(0, 19) * 7 * DAY; // a Monday between Feb and mid-June
    vacation[p.name] = [start, start + 4 * DAY];
  }
  type Row = { booked: number; key: string; cells: string[] };
  const rows: Row[] = [];
  for (let day = utc(2024, 1, 2); day <= utc(2024, 6, 28); day += DAY) {
    const d = new Date(day);
    const wd = d.getUTCDay();
    if (wd === 0 || wd === 6) continue;
    if (day === utc(2024, 5, 27)) continue; // Memorial Day
    const month = d.getUTCMonth();
    for (const p of providers) {
      if (!p.days.includes(wd)) continue;
      const [vs, ve] = vacation[p.name]!;
      if (day >= vs && day <= ve) continue;
      let season = 1;
      if (p.dept === 'Family Medicine' || p.dept === 'Pediatrics')
        season = [1.2, 1.15, 1.0, 0.95, 0.9, 0.95][month]!;
      if (p.dept === 'Dermatology') season = [0.9, 0.9, 1.0, 1.05, 1.15, 1.2][month]!;
      const n = r.poisson(p.perDay * season * 0.8);
      const slots = new Set<number>();
      for (let i = 0; i < n; i++) {
        let slot = 480 + r.int(0, 34) * 15;
        while (slots.has(slot)) slot = 480 + r.int(0, 34) * 15;
        slots.add(slot);
        const mix = visits[p.dept]!;
        let [visit, , dur, lead] = r.pick(mix.map((v) => [v, v[1]] as const));
        if (p.dept === 'Pediatrics' && month === 5 && visit !== 'Well Child' && r.chance(0.3)) {
          [visit, , dur, lead] = mix[0]!; // school and camp physicals in June
        }
        const pt = patientFor(p);
        const leadDays = Math.min(120, Math.round(r.expo(lead)));
        const booked = day - leadDays * DAY;
        // Who turns up.
        let noShow = 0.065;
        if (leadDays > 30) noShow += 0.07;
        else if (leadDays > 14) noShow += 0.03;
        if (pt.payer === 'Medicaid') noShow += 0.06;
        if (pt.payer === 'Self-Pay') noShow += 0.05;
        if (pt.age >= 18 && pt.age <= 34) noShow += 0.04;
        if (wd === 1) noShow += 0.03;
        if (p.dept === 'Behavioral Health') noShow += 0.06;
        if (visit === 'Telehealth') noShow -= 0.035;
        if (visit === 'Sick Visit') noShow -= 0.04;
        if (slot >= 960) noShow += 0.02;
        let cancel = 0.07 + (leadDays > 21 ? 0.05 : 0);
        let reason = '';
        let status: string;
        if (day === utc(2024, 1, 16)) {
          status = 'Cancelled';
          reason = 'Weather';
        } else if (p.name.startsWith('Lindqvist') && day === utc(2024, 5, 16)) {
          status = 'Cancelled';
          reason = 'Provider unavailable';
        } else {
          if (leadDays === 0) cancel = 0.01;
          const u = r.random();
          status = u < noShow ? 'No Show' : u < noShow + cancel ? 'Cancelled' : 'Completed';
          if (status === 'Cancelled') {
            reason = r.pick([
              ['Patient request', 0.46],
              ['Rescheduled', 0.3],
              ['Insurance issue', 0.07],
              ['Provider unavailable', 0.05],
              ['', 0.12],
            ] as const);
          }
        }
        let checkIn = '';
        let wait = '';
        let pay = '';
        if (status === 'Completed') {
          const late = r.chance(0.14);
          const arrive =
            visit === 'Telehealth' ? slot - r.int(0, 6) : late ? slot + r.int(1, 22) : slot - r.int(0, 25);
          checkIn = ampm(arrive);
          if (visit !== 'Telehealth' && !r.chance(0.03)) {
            const mean = waitMean[p.loc]! * (wd === 1 ? 1.3 : 1) + (slot >= 780 ? 3 : 0);
            wait = String(Math.round(r.expo(mean)) + (late ? 0 : r.int(0, 4)));
          }
          pay = `$${money(copay(p, visit, pt.payer) * 100)}`;
        }
        rows.push({
          booked: booked - r.int(1, 600) * 60_000,
          key: `${iso(day)} ${String(slot).padStart(4, '0')} ${p.name}`,
          cells: [
            '',
            dayMdy(day),
            ampm(slot),
            p.loc,
            p.name,
            p.dept,
            visit,
            pt.mrn,
            String(pt.age),
            pt.payer,
            mdy(booked),
            String(dur),
            r.pick(statusForms[status]!),
            checkIn,
            wait,
            pay,
            reason,
          ],
        });
      }
    }
  }
  // Appointment ids are handed out in booking order; the report is sorted by appointment.
  [...rows].sort((a, b) => a.booked - b.booked).forEach((row, i) => (row.cells[0] = String(880_113 + i * 2)));
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  writeCsv(
    'clinic-appointments.csv',
    [
      [
        'Appt ID',
        'Appt Date',
        'Appt Time',
        'Location',
        'Provider',
        'Department',
        'Visit Type',
        'MRN',
        'Pt Age',
        'Payer',
        'Booked On',
        'Dur (min)',
        'Status',
        'Checked In',
        'Wait (min)',
        'Copay',
        'Cancel Reason',
      ],
      ...rows.map((row) => row.cells),
    ],
    [
      '',
      `Total Appointments: ${grouped(String(rows.length), ',')}`,
      'Report: APPT_DETAIL_V2  Run 07/01/2024 6:15 AM  User: RPTSVC',
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// 2. Biweekly payroll register, checks paid 5 Jan – 21 Jun 2024.

function payroll(): void {
  const r = draws(20_240_621);
  const firsts = [
    'James',
    'Maria',
    'Robert',
    'Linh',
    'Michael',
    'Aisha',
    'David',
    'Jennifer',
    'Carlos',
    'Emily',
    'Daniel',
    'Priya',
    'Kevin',
    'Sarah',
    'Andre',
    'Jessica',
    'Brian',
    'Rosa',
    'Tyrone',
    'Megan',
    'Luis',
    'Hannah',
    'Marcus',
    'Olivia',
    'Jamal',
    'Katie',
    'Victor',
    'Nicole',
    'Eric',
    'Tanya',
    'Samuel',
    'Grace',
    'Derek',
    'Alicia',
    'Omar',
    'Brittany',
    'Jose',
    'Rachel',
    'Trevor',
    'Mei',
  ];
  // Surnames, one word each, in the order the seeded draws index them.
  const lasts = (
    'Nguyen Smith Johnson Garcia Williams Brown Jones Miller Davis Rodriguez Martinez ' +
    'Hernandez Lopez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson ' +
    'White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott ' +
    'Torres Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts ' +
    'Patel'
  ).split(' ');
  const names = new Set<string>();
  const newName = () => {
    for (;;) {
      const n = `${r.one(lasts)}, ${r.one(firsts)}`;
      if (!names.has(n)) {
        names.add(n);
        return n;
      }
    }
  };
  const ids = new Set<number>();
  const newId = () => {
    for (;;) {
      const n = r.int(10_100, 14_999);
      if (!ids.has(n)) {
        ids.add(n);
        return `E${n}`;
      }
    }
  };
  type Emp = {
    id: string;
    name: string;
    dept: string;
    hourly: boolean;
    rate: number; // dollars per hour, or a year
    partTime: boolean;
    otMean: number;
    k401: number;
    medical: number; // cents a period
    bonusPct: number;
    commission: number; // dollars, mean per month
    first: number; // first pay date it is paid on (index)
    last: number; // last regular pay date (index)
  };
  const PAYDATES = Array.from({ length: 13 }, (_, i) => utc(2024, 1, 5) + i * 14 * DAY);
  const depts: [string, number, boolean, [number, number], number][] = [
    // dept, headcount, hourly, rate or salary range, OT mean hours a period
    ['110-Warehouse', 16, true, [17.5, 23.0], 7],
    ['120-Drivers', 10, true, [24.0, 29.5], 9],
    ['210-Sales', 8, false, [58_000, 96_000], 0],
    ['310-Customer Svc', 10, true, [17.0, 21.5], 1.2],
    ['410-Finance & Admin', 7, false, [52_000, 110_000], 0],
    ['510-IT', 5, false, [78_000, 135_000], 0],
    ['900-Executive', 3, false, [165_000, 240_000], 0],
  ];
  const emps: Emp[] = [];
  const hire = (dept: (typeof depts)[number], first: number, last: number, partTime = false): Emp => {
    const [name, , hourly, [lo, hi], ot] = dept;
    const rate = hourly
      ? Math.round((lo + r.random() * (hi - lo)) * 4) / 4
      : Math.round((lo + r.random() * (hi - lo)) / 500) * 500;
    const emp: Emp = {
      id: newId(),
      name: newName(),
      dept: name,
      hourly,
      rate,
      partTime,
      otMean: partTime ? 0 : ot * (0.5 + r.random()),
      k401: r.pick([
        [0, 0.3],
        [0.03, 0.15],
        [0.04, 0.12],
        [0.05, 0.15],
        [0.06, 0.14],
        [0.08, 0.08],
        [0.1, 0.06],
      ] as const),
      medical: r.pick([
        [0, 0.22],
        [4850, 0.4],
        [11_200, 0.18],
        [16_875, 0.2],
      ] as const),
      bonusPct: name === '900-Executive' ? 0.15 + r.random() * 0.1 : 0.03 + r.random() * 0.07,
      commission: name === '210-Sales' ? 900 + r.random() * 2600 : 0,
      first,
      last,
    };
    emps.push(emp);
    return emp;
  };
  for (const dept of depts) {
    for (let i = 0; i < dept[1]; i++) hire(dept, 0, 12, dept[0] === '310-Customer Svc' && i < 3);
  }
  // Leavers (their last regular check, then a manual final check) and new hires.
  const leavers: [Emp, number][] = [];
  for (const [deptName, last, manualDay] of [
    ['110-Warehouse', 3, utc(2024, 2, 21)],
    ['310-Customer Svc', 9, utc(2024, 5, 15)],
  ] as const) {
    const e = emps.find((x) => x.dept === deptName && !x.partTime && x.last === 12 && x.first === 0)!;
    e.last = last;
    leavers.push([e, manualDay]);
  }
  emps.find((x) => x.dept === '120-Drivers')!.last = 7; // resigned, paid out on the regular run
  hire(depts[3]!, 3, 12);
  hire(depts[0]!, 6, 12);
  hire(depts[1]!, 8, 12);
  hire(depts[5]!, 9, 12);

  type Check = {
    pay: number;
    periodEnd: number | null;
    emp: Emp;
    type: string;
    reg: number;
    ot: number;
    pto: number;
    regEarn: number;
    otEarn: number;
    other: number;
  };
  const checks: Check[] = [];
  PAYDATES.forEach((pay, i) => {
    const month = new Date(pay).getUTCMonth();
    const secondOfMonth = i > 0 && new Date(PAYDATES[i - 1]!).getUTCMonth() === month;
    for (const e of emps) {
      if (i < e.first || i > e.last) continue;
      let reg: number;
      let pto = 0;
      let ot = 0;
      let regEarn: number;
      let otEarn = 0;
      let other = 0;
      if (r.chance(0.16)) pto = r.one([4, 8, 8, 16, 24, 40]);
      if (e.hourly) {
        const full = e.partTime ? r.one([40, 48, 52, 56, 60]) : 80;
        reg = Math.max(0, full - pto - (r.chance(0.1) ? r.int(1, 16) / 2 : 0));
        if (i === e.first && e.first > 0) reg = r.int(4, 8) * 8;
        if (!e.partTime) {
          const season = e.dept === '110-Warehouse' ? [0.8, 0.7, 1.5, 0.9, 1.0, 1.7][month]! : 1;
          ot = Math.max(0, Math.round((e.otMean * season + r.normal() * 3) * 4) / 4);
          if (pto >= 24) ot = 0;
        }
        regEarn = Math.round((reg + pto) * e.rate * 100);
        otEarn = Math.round(ot * e.rate * 1.5 * 100);
      } else {
        reg = 80 - pto;
        if (i === e.first && e.first > 0) reg = 48;
        regEarn = Math.round((((e.rate / 26) * (reg + pto)) / 80) * 100);
      }
      if (e.commission > 0 && secondOfMonth)
        other = Math.round(e.commission * (0.4 + r.random() * 1.2) * 100);
      checks.push({
        pay,
        periodEnd: pay - 6 * DAY,
        emp: e,
        type: 'Regular',
        reg,
        ot,
        pto,
        regEarn,
        otEarn,
        other,
      });
    }
    // The annual bonus run on Friday 8 March.
    if (i === 4) {
      const bonusDay = utc(2024, 3, 8);
      for (const e of emps) {
        if (e.hourly || e.first > 4) continue;
        const other = Math.round((e.rate * e.bonusPct) / 10) * 1000;
        checks.push({
          pay: bonusDay,
          periodEnd: null,
          emp: e,
          type: 'Bonus',
          reg: 0,
          ot: 0,
          pto: 0,
          regEarn: 0,
          otEarn: 0,
          other,
        });
      }
    }
  });
  for (const [e, day] of leavers) {
    const pto = r.int(3, 10) * 8;
    const reg = r.int(2, 7) * 8;
    checks.push({
      pay: day,
      periodEnd: day - 2 * DAY,
      emp: e,
      type: 'Manual',
      reg,
      ot: 0,
      pto,
      regEarn: Math.round((reg + pto) * e.rate * 100),
      otEarn: 0,
      other: 0,
    });
  }
  const typeForms: Record<string, [string, number][]> = {
    hourly: [
      ['Hourly', 0.76],
      ['HOURLY', 0.15],
      ['hourly', 0.09],
    ],
    salary: [
      ['Salary', 0.7],
      ['SALARY', 0.14],
      ['Salaried', 0.1],
      ['salary', 0.06],
    ],
  };
  checks.sort(
    (a, b) =>
      a.pay - b.pay ||
      (a.emp.dept < b.emp.dept ? -1 : a.emp.dept > b.emp.dept ? 1 : a.emp.name < b.emp.name ? -1 : 1),
  );
  const lines: string[][] = [];
  const NUM = 14; // numeric columns from Reg Hrs on
  const zero = () => new Array<number>(NUM).fill(0);
  let block = zero();
  const report = zero();
  const hrs = (h: number, blankZero: boolean) => (blankZero && h === 0 ? '' : h.toFixed(2));
  const earn = (c: number) => (c === 0 ? '' : money(c));
  const totalLine = (label: string, pay: string, sums: number[]) => [
    pay,
    '',
    '',
    '',
    label,
    '',
    '',
    '',
    '',
    sums[0]!.toFixed(2),
    sums[1]!.toFixed(2),
    sums[2]!.toFixed(2),
    money(sums[3]!),
    money(sums[4]!),
    money(sums[5]!),
    money(sums[6]!),
    minus(sums[7]!),
    minus(sums[8]!),
    minus(sums[9]!),
    minus(sums[10]!),
    minus(sums[11]!),
    minus(sums[12]!),
    money(sums[13]!),
  ];
  let checkNo = 204_311;
  checks.forEach((c, k) => {
    const e = c.emp;
    const gross = c.regEarn + c.otEarn + c.other;
    const k401 = Math.round(gross * e.k401);
    const medical = c.type === 'Regular' ? e.medical : 0;
    const taxable = gross - k401 - medical;
    const annual = e.hourly ? e.rate * 2080 : e.rate;
    const fedRate =
      c.type === 'Bonus'
        ? 0.22
        : annual < 40_000
          ? 0.068
          : annual < 70_000
            ? 0.102
            : annual < 110_000
              ? 0.138
              : 0.191;
    const fed = Math.round(taxable * fedRate);
    const state = Math.round(taxable * 0.0539);
    const ss = Math.round((gross - medical) * 0.062);
    const medicare = Math.round((gross - medical) * 0.0145);
    const net = gross - fed - state - ss - medicare - k401 - medical;
    const nums = [
      c.reg,
      c.ot,
      c.pto,
      c.regEarn,
      c.otEarn,
      c.other,
      gross,
      fed,
      state,
      ss,
      medicare,
      k401,
      medical,
      net,
    ];
    nums.forEach((v, j) => {
      block[j]! += v;
      report[j]! += v;
    });
    lines.push([
      oracle(c.pay),
      c.periodEnd === null ? '' : oracle(c.periodEnd),
      String(checkNo++),
      e.id,
      e.name,
      e.dept,
      r.pick(typeForms[e.hourly ? 'hourly' : 'salary']!),
      c.type,
      e.hourly ? e.rate.toFixed(2) : '',
      hrs(c.reg, c.type === 'Bonus'),
      hrs(c.ot, true),
      hrs(c.pto, true),
      earn(c.regEarn),
      earn(c.otEarn),
      earn(c.other),
      money(gross),
      minus(fed),
      minus(state),
      minus(ss),
      minus(medicare),
      minus(k401),
      minus(medical),
      money(net),
    ]);
    const next = checks[k + 1];
    if (!next || next.pay !== c.pay) {
      lines.push(totalLine('*** PAY DATE TOTAL ***', oracle(c.pay), block));
      block = zero();
    }
  });
  lines.push(totalLine('*** REPORT TOTAL ***', '', report));
  writeCsv('payroll-register.csv', [
    [
      'Pay Date',
      'Period End',
      'Check #',
      'Emp ID',
      'Employee Name',
      'Dept',
      'Pay Type',
      'Chk Type',
      'Rate',
      'Reg Hrs',
      'OT Hrs',
      'PTO Hrs',
      'Reg Earn',
      'OT Earn',
      'Other Earn',
      'Gross Pay',
      'Fed WH',
      'State WH',
      'Soc Sec',
      'Medicare',
      '401(k)',
      'Medical',
      'Net Pay',
    ],
    ...lines,
  ]);
}

// ---------------------------------------------------------------------------------------------
// 3. Injection-moulding shift production log, 2 Jan – 28 Jun 2024.

function production(): void {
  const r = draws(20_240_628);
  type Part = { no: string; desc: string; resin: string; target: number; scrap: number };
  const part = (
    no: string,
    desc: string,
    resin: string,
    cycle: number,
    cavities: number,
    scrap: number,
  ): Part => ({
    no,
    desc,
    resin,
    target: Math.round((((450 * 60) / cycle) * cavities * 0.92) / 10) * 10,
    scrap,
  });
  const parts: Record<string, Part> = {};
  for (const p of [
    part('CAP-0410', 'Cap, 38mm Flip Top', 'PP', 12, 16, 0.008),
    part('CLP-3302', 'Clip, Cable 6mm', 'PA66', 14, 16, 0.012),
    part('GR-0725', 'Gear, Spur 24T', 'PA66', 18, 8, 0.018),
    part('KNB-0930', 'Knob, Control 32mm', 'ABS', 22, 4, 0.02),
    part('BZL-1180', 'Bezel, Display', 'PC', 28, 2, 0.055),
    part('HSG-2210', 'Housing, Meter Front', 'ABS', 32, 4, 0.025),
    part('HSG-2211', 'Housing, Meter Rear', 'ABS', 34, 4, 0.022),
    part('TRY-5100', 'Tray, Parts 6-Cell', 'PP', 40, 1, 0.015),
  ]) {
    parts[p.no] = p;
  }
  type Machine = {
    id: string;
    parts: string[];
    scrapFactor: number;
    dtChance: number;
    wo: { no: string; part: Part; left: number } | null;
  };
  const machines: Machine[] = [
    { id: 'IM-01', parts: ['CAP-0410', 'CLP-3302', 'GR-0725'], scrapFactor: 1, dtChance: 0.26, wo: null },
    { id: 'IM-02', parts: ['CAP-0410', 'CLP-3302', 'KNB-0930'], scrapFactor: 0.9, dtChance: 0.24, wo: null },
    { id: 'IM-03', parts: ['GR-0725', 'KNB-0930', 'BZL-1180'], scrapFactor: 1.6, dtChance: 0.42, wo: null },
    { id: 'IM-04', parts: ['HSG-2210', 'HSG-2211', 'BZL-1180'], scrapFactor: 1, dtChance: 0.27, wo: null },
    { id: 'IM-05', parts: ['TRY-5100', 'HSG-2210', 'HSG-2211'], scrapFactor: 0.85, dtChance: 0.3, wo: null },
  ];
  let woNo = 118;
  // One planned-maintenance shift per machine per quarter.
  const pm = new Map<string, string>();
  machines.forEach((m, i) => {
    pm.set(`${iso(utc(2024, 2, 6) + (i * 7 + r.int(0, 3)) * DAY)} ${m.id}`, '1st');
    pm.set(`${iso(utc(2024, 5, 7) + (i * 7 + r.int(0, 3)) * DAY)} ${m.id}`, '1st');
  });
  const statusForms: Record<string, [string, number][]> = {
    Complete: [
      ['Complete', 0.78],
      ['COMPLETE', 0.14],
      ['complete', 0.08],
    ],
    Down: [
      ['Down', 0.6],
      ['DOWN', 0.3],
      ['down', 0.1],
    ],
  };
  const lead = (shift: string, day: number, sat: boolean) =>
    sat || shift === '1st'
      ? 'R. Alvarez'
      : shift === '3rd'
        ? 'D. Kowalski'
        : day < utc(2024, 4, 1)
          ? 'M. Thompson'
          : 'K. Osei';
  const lines: string[][] = [];
  for (let day = utc(2024, 1, 2); day <= utc(2024, 6, 28); day += DAY) {
    const d = new Date(day);
    const wd = d.getUTCDay();
    const month = d.getUTCMonth();
    if (wd === 0) continue;
    if (day === utc(2024, 3, 29) || day === utc(2024, 5, 27)) continue; // Good Friday, Memorial Day
    const sat = wd === 6;
    if (sat && !(month === 2 || month === 5)) continue; // overtime Saturdays in March and June only
    const shifts = sat ? ['1st'] : ['1st', '2nd', '3rd'];
    for (const shift of shifts) {
      for (const m of machines) {
        if (sat && m.id !== 'IM-01' && m.id !== 'IM-02' && m.id !== 'IM-05') continue;
        if (shift === '3rd') {
          if (wd === 5) continue;
          const third =
            m.id === 'IM-01' ||
            m.id === 'IM-02' ||
            m.id === 'IM-03' ||
            (m.id === 'IM-04' && day >= utc(2024, 4, 1));
          if (!third) continue;
        }
        let dt = 0;
        let reason = '';
        let down = false;
        let changeover = false;
        if (!m.wo || m.wo.left <= 0) {
          const previous = m.wo;
          const choices = m.parts.filter((p) => !previous || p !== previous.part.no);
          m.wo = {
            no: `WO-24-${String(woNo++).padStart(4, '0')}`,
            part: parts[r.one(choices)]!,
            left: r.int(4, 14),
          };
          if (previous) {
            changeover = true;
            dt = r.int(12, 40) * 5;
            reason = 'Mold Change';
          }
        }
        const p = m.wo.part;
        if (pm.get(`${iso(day)} ${m.id}`) === shift) {
          down = true;
          dt = 450;
          reason = 'Planned Maint';
        } else if (shift === '3rd' && r.chance(0.035)) {
          down = true;
          dt = 450;
          reason = 'No Operator';
        } else if (day === utc(2024, 2, 20) && shift === '1st') {
          dt = Math.max(dt, 135);
          reason = 'Power Outage';
        } else if (!changeover && r.chance(m.dtChance + (shift === '3rd' ? 0.06 : 0))) {
          reason = r.pick([
            ['Maintenance', m.id === 'IM-03' ? 0.5 : 0.26],
            ['Robot Fault', m.id === 'IM-05' ? 0.4 : 0.12],
            ['Material Shortage', month === 1 ? 0.5 : 0.16],
            ['Quality Hold', p.no === 'BZL-1180' ? 0.3 : 0.1],
            ['No Operator', shift === '3rd' ? 0.3 : 0.06],
          ] as const);
          dt = r.int(2, reason === 'Maintenance' ? 36 : 24) * 5;
        }
        if (!down) m.wo.left -= 1;
        let good = 0;
        let scrap = 0;
        if (!down) {
          const perf = Math.min(1.06, Math.max(0.8, 0.97 + r.normal() * 0.035));
          const made = Math.round(p.target * perf * ((450 - dt) / 450));
          let rate = p.scrap * m.scrapFactor * Math.exp(r.normal() * 0.35);
          if (changeover) rate *= 2.2;
          if (shift === '3rd') rate *= 1.3;
          scrap = Math.round(made * rate);
          good = made - scrap;
        }
        lines.push([
          iso(day),
          shift,
          m.id,
          m.wo.no,
          p.no,
          p.desc,
          p.resin,
          grouped(String(p.target), ' '),
          grouped(String(good), ' '),
          grouped(String(scrap), ' '),
          hmm(dt),
          reason,
          lead(shift, day, sat),
          r.pick(statusForms[down ? 'Down' : 'Complete']!),
        ]);
      }
    }
  }
  writeCsv('production-log.csv', [
    [
      'Prod Date',
      'Shift',
      'Machine',
      'WO #',
      'Part #',
      'Part Description',
      'Resin',
      'Target Qty',
      'Good Qty',
      'Scrap Qty',
      'Downtime',
      'DT Reason',
      'Shift Lead',
      'Status',
    ],
    ['(yyyy-mm-dd)', '', '', '', '', '', '', '(pcs)', '(pcs)', '(pcs)', '(h:mm)', '', '', ''],
    ...lines,
  ]);
}

clinic();
payroll();
production();
