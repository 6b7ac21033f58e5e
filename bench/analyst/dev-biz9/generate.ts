/**
 * Writes the three synthetic business exports of dev-biz9/data/:
 *
 * - `bank-statement.csv`: a small bakery's business current account, 1 Jan – 30 Jun 2024, as the
 *   bank's "download transactions" CSV gives it: a UTF-8 byte-order mark, the newest transaction
 *   first, dates written `05/03/2024` (day first), the sort code and account number with a leading
 *   apostrophe (`'30-94-57`, `'01834621`), paid-out and paid-in amounts in two columns (the other
 *   one blank), a running balance that goes negative in the overdraft, bank type codes (`DEB`,
 *   `DD`, `SO`, `FPI`, `FPO`, `BGC`, `CHQ`, `TFR`, `DEP`, `FEE`) and descriptions holding commas
 *   (quoted).
 * - `email-campaigns.csv`: an outdoor retailer's email campaign report, Jul 2023 – Jun 2024, as the
 *   email service exports it: campaign ids with leading zeros (`00418`), names and subject lines
 *   holding commas and quotes, send times written `3/5/2024 2:02 PM`, rates as percent cells
 *   (`23.4%`), revenue written `$1,234.56` (blank where tracking was off), cancelled campaigns
 *   spelled `Cancelled` or `Canceled` with their figures blank, and an export line under the data.
 * - `driver-trips.csv`: a London private-hire fleet's trip export, Jan – Mar 2024: request times
 *   in ISO form with a `Z` (`2024-01-05T14:02:11Z`), durations written `mm:ss` (minutes past 60 for
 *   long trips, `74:05`), surge written `1.4x`, money written `£12.34` with the platform's fee as a
 *   negative `-£3.08`, status codes in snake case (`completed`, `rider_cancelled`, …), blank tips
 *   and ratings.
 *
 * Deterministic: the bench's seeded generator (mulberry32, ../seeded.ts) with one fixed seed per
 * file, so the same bytes come out on every run; Math.random is never used.
 *
 * Run: node --import tsx bench/analyst/dev-biz9/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { draws } from '../seeded';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const ymd = (ms: number) => {
  const d = new Date(ms);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] as const;
};
const weekday = (ms: number) => new Date(ms).getUTCDay(); // 0 Sunday
/** The day itself, or the Monday after a Saturday or Sunday. */
const onBankDay = (ms: number) => {
  let day = ms;
  while (weekday(day) === 0 || weekday(day) === 6) day += DAY;
  return day;
};
const grouped = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** Cents to `1,234.56` (no sign). */
const money = (cents: number) => {
  const s = (Math.abs(cents) / 100).toFixed(2);
  const [i, f] = s.split('.') as [string, string];
  return `${grouped(i)}.${f}`;
};
/** Cents to `1234.56` (no sign, no grouping). */
const plain = (cents: number) => (Math.abs(cents) / 100).toFixed(2);
const cents = (x: number) => Math.round(x * 100);

const quoteCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const csvLine = (cells: readonly string[]) => cells.map(quoteCell).join(',');

function writeText(file: string, text: string): void {
  const here = dirname(fileURLToPath(import.meta.url));
  mkdirSync(join(here, 'data'), { recursive: true });
  writeFileSync(join(here, 'data', file), text);
}

// ---------------------------------------------------------------------------------------------
// 1. A bakery's business current account, Jan – Jun 2024, newest first.

function bankStatement(): void {
  const r = draws(20_240_901);
  type Txn = { day: number; order: number; type: string; desc: string; cents: number };
  const txns: Txn[] = [];
  const add = (day: number, order: number, type: string, desc: string, amount: number) =>
    txns.push({ day, order, type, desc, cents: cents(amount) });
  const start = utc(2024, 1, 1);
  const end = utc(2024, 6, 30);
  const cardRef = () => `CD ${r.one(['4821', '4821', '4821', '7730'])}`;
  const customers: [string, number, number][] = [
    // name, invoices a month, mean invoice
    ['THE COPPER KETTLE', 4, 410],
    ['GREENLEAF DELI', 3, 365],
    ['HARBOURSIDE HOTEL LTD', 2, 1240],
    ['ST MARYS PRIMARY SCHOOL', 1, 980],
    ['BEAN THERE CAFE', 4, 215],
    ['ORCHARD FARM SHOP', 2, 530],
  ];
  let invoice = 153;
  let cheque = 412;
  const staff = ['J OKAFOR', 'M NOWAK', 'S PATEL', 'L HUGHES'];
  const wage: Record<string, number> = {
    'J OKAFOR': 512,
    'M NOWAK': 468,
    'S PATEL': 395,
    'L HUGHES': 371,
  };
  const energy = [612.4, 588.15, 531.9, 477.3, 441.05, 428.6];
  for (let day = start; day <= end; day += DAY) {
    const [, m, d] = ymd(day);
    const wd = weekday(day);
    const bankDay = wd >= 1 && wd <= 5;
    const season = 1 + 0.05 * (m - 1);
    // Card takings of the previous trading day(s), settled on bank days.
    if (bankDay) {
      const days = wd === 1 ? 2 : 1; // Monday settles Saturday (and Sunday closed)
      const take = (560 + 150 * r.normal()) * season * (days === 2 ? 1.55 : 1);
      add(day, 1, 'FPI', `SUMUP PAYMENTS LTD SETTLEMENT ${pad(d)}${pad(m)}`, Math.max(180, take));
    }
    if (wd === 1) add(day, 2, 'DEP', 'CASH DEPOSIT HIGH ST BRANCH', 180 + r.int(0, 42) * 10);
    // Wholesale customers paying invoices.
    if (bankDay) {
      for (const [name, perMonth, mean] of customers) {
        if (r.chance(perMonth / 21.5)) {
          const type = name.includes('SCHOOL') || name.includes('HOTEL') ? 'BGC' : 'FPI';
          add(
            day,
            3,
            type,
            `${name} INV 24-${String(invoice++).padStart(4, '0')}`,
            mean * (0.8 + 0.4 * r.random()),
          );
        }
      }
    }
    // Suppliers.
    if (wd === 3 && r.chance(0.5)) add(day, 5, 'FPO', 'SHIPTON MILL LTD FLOUR', 640 + r.int(0, 76) * 10);
    if (wd === 2) add(day, 5, 'DD', 'BIDFOOD LTD', 280 + 600 * r.random());
    if (wd === 4) add(day, 5, 'FPO', 'MEADOW DAIRY SUPPLIES', 150 + 200 * r.random());
    if (d === 12) add(onBankDay(day), 5, 'FPO', 'KINGSLEY PACKAGING, BOXES', 310 + 180 * r.random());
    if (bankDay && r.chance(0.1)) add(day, 6, 'DEB', `MAKRO, CARDIFF ${cardRef()}`, 90 + 260 * r.random());
    if (r.chance(0.22)) add(day, 6, 'DEB', `TESCO STORES 2345, BRISTOL ${cardRef()}`, 8 + 55 * r.random());
    if (wd === 5) add(day, 6, 'DEB', `SHELL BEDMINSTER, BRISTOL ${cardRef()}`, 48 + 30 * r.random());
    if (r.chance(0.035)) add(day, 6, 'DEB', `SCREWFIX DIRECT, YEOVIL ${cardRef()}`, 12 + 140 * r.random());
    if (r.chance(0.05)) add(day, 6, 'DEB', `AMAZON MKTPLACE PMTS ${cardRef()}`, 9 + 90 * r.random());
    if (r.chance(0.012))
      add(day, 6, 'DEB', `AMAZON MKTPLACE PMTS REFUND ${cardRef()}`, -(9 + 60 * r.random()));
    // Regular payments, taken on the next bank day when the date falls on a weekend.
    if (d === 1) add(onBankDay(day), 4, 'SO', 'ALDER PROPERTY LTD RENT UNIT 4', 1850);
    if (d === 3) add(onBankDay(day), 4, 'DD', 'OCTOPUS ENERGY', energy[m - 1]!);
    if (d === 5) add(onBankDay(day), 4, 'DD', 'BT GROUP PLC', 64.99);
    if (d === 8) add(onBankDay(day), 4, 'DD', 'BRISTOL WATER', 71.2 + (m % 3) * 6.35);
    if (d === 10) add(onBankDay(day), 4, 'DD', 'HISCOX INSURANCE', 86.4);
    if (d === 15) add(onBankDay(day), 4, 'DD', 'FUNDING CIRCLE LOAN', 742.18);
    if (d === 18) add(onBankDay(day), 4, 'DD', 'XERO UK LTD', 33);
    if (d === 22) add(onBankDay(day), 4, 'DD', 'HMRC PAYE', 880 + 240 * r.random());
    if ((m === 2 || m === 5) && d === 7) add(onBankDay(day), 4, 'DD', 'HMRC VAT', m === 2 ? 3412.56 : 3987.1);
    if (d === 28) add(onBankDay(day), 7, 'FPO', 'D HALE DRAWINGS', 1500);
    if (d === 27 && r.chance(0.7))
      add(onBankDay(day), 8, 'TFR', 'TFR TO 01834688 SAVINGS', 500 + 500 * r.int(0, 2));
    if (d === 2 && m > 1) add(onBankDay(day), 9, 'FEE', 'ACCOUNT FEE', 8.5);
    if (d === 2 && m > 1) add(onBankDay(day), 9, 'FEE', 'SERVICE CHARGES', 4.2 + r.int(0, 60) / 10);
    if (wd === 5)
      for (const s of staff) add(day, 7, 'FPO', `WAGES - ${s}`, wage[s]! * (0.9 + 0.2 * r.random()));
    if (bankDay && r.chance(0.035))
      add(day, 6, 'CHQ', `CHEQUE ${String(cheque++).padStart(6, '0')}`, 40 + 400 * r.random());
  }
  txns.sort((a, b) => a.day - b.day || a.order - b.order);
  const rows: string[][] = [];
  let balance = cents(412.37);
  for (const t of txns) {
    const incoming = t.type === 'FPI' || t.type === 'BGC' || t.type === 'DEP' || t.cents < 0;
    const amount = Math.abs(t.cents);
    balance += incoming ? amount : -amount;
    const [y, m, d] = ymd(t.day);
    rows.push([
      `${pad(d)}/${pad(m)}/${y}`,
      t.type,
      "'30-94-57",
      "'01834621",
      t.desc,
      incoming ? '' : plain(amount),
      incoming ? plain(amount) : '',
      `${balance < 0 ? '-' : ''}${plain(balance)}`,
    ]);
  }
  rows.reverse();
  const header = [
    'Transaction Date',
    'Transaction Type',
    'Sort Code',
    'Account Number',
    'Transaction Description',
    'Debit Amount',
    'Credit Amount',
    'Balance',
  ];
  writeText('bank-statement.csv', `\ufeff${[header, ...rows].map(csvLine).join('\r\n')}\r\n`);
}

// ---------------------------------------------------------------------------------------------
// 2. An outdoor retailer's email campaign report, Jul 2023 – Jun 2024.

function emailCampaigns(): void {
  const r = draws(20_240_902);
  type Aud = { name: string; size0: number; growth: number; open: number; click: number; conv: number };
  const auds: Aud[] = [
    { name: 'Newsletter - All', size0: 41_200, growth: 1_000, open: 0.27, click: 0.028, conv: 0.035 },
    { name: 'VIP Members', size0: 5_900, growth: 60, open: 0.44, click: 0.071, conv: 0.07 },
    { name: 'Lapsed Buyers', size0: 12_800, growth: 150, open: 0.15, click: 0.012, conv: 0.022 },
    { name: 'Trail Club', size0: 8_700, growth: 260, open: 0.36, click: 0.052, conv: 0.04 },
  ];
  const promoNames = [
    ['Spring Sale, Week 1', 'Spring is here, 20% off packs and tents'],
    ['New In: Tents, Stoves & More', 'Fresh gear just landed'],
    ['Weekend Flash Sale', 'This weekend only: up to 40% off'],
    ['Boot Clearance', 'Last sizes, last chance'],
    ['Members Early Access', "You're in early, VIP prices inside"],
    ['Trail Running Edit', 'Lighter, faster: the trail running edit'],
    ['Camp Kitchen Promo', 'Cook better outside, 15% off stoves'],
    ['Rain Gear Drop', 'Stay dry, new shells in stock'],
    ['We Miss You', "It's been a while, here's 15% off"],
    ['Free Shipping Weekend', 'Free shipping, no minimum'],
    ['Gift Guide', 'Gifts for the "impossible to buy for" hiker'],
    ['Bundle & Save', 'Bundle up, save more'],
  ];
  const seasonal: Record<number, [string, string][]> = {
    7: [['Summer Sale, Part 1', 'Summer sale starts now']],
    8: [['Back to Trail', 'Back to trail, back to school']],
    11: [
      ['Black Friday Preview', 'Psst, Black Friday starts early for you'],
      ['Black Friday, Doors Open', "It's live: 30% off everything"],
      ['Cyber Monday', 'Cyber Monday, last call'],
    ],
    12: [
      ['Gift Guide, Under $50', 'Stocking stuffers under $50'],
      ['Last Shipping Day', 'Order by Dec 18 for delivery'],
    ],
    1: [['New Year, New Trails', 'New year, new trails, 20% off']],
    3: [['Spring Sale, Week 1', 'Spring is here, 20% off packs and tents']],
    5: [['Memorial Day Sale', 'Memorial Day: up to 35% off']],
    6: [['Summer Sale, Part 1', 'Summer sale starts now']],
  };
  type Row = { ms: number; name: string; subject: string; aud: Aud; type: string; boost: number };
  const sends: Row[] = [];
  const start = utc(2023, 7, 1);
  const end = utc(2024, 6, 30);
  for (let day = start; day <= end; day += DAY) {
    const [, m, d] = ymd(day);
    const wd = weekday(day);
    const minute = (h: number) => day + h * 3_600_000 + r.int(0, 3) * 15 * 60_000;
    if (wd === 2) {
      const [, , dd] = ymd(day);
      sends.push({
        ms: minute(10),
        name: `Weekly Newsletter ${MONS[m - 1]} ${dd}`,
        subject: r.one([
          'This week on the trail',
          'Trail notes, gear picks & more',
          'Your weekly gear fix',
          'Where to hike this weekend',
        ]),
        aud: auds[0]!,
        type: r.chance(0.15) ? 'Plain Text' : 'Regular',
        boost: 0.55,
      });
      sends.push({
        ms: minute(18),
        name: `Trail Club Digest ${MONS[m - 1]} ${dd}`,
        subject: 'Club routes, meetups, member deals',
        aud: auds[3]!,
        type: 'Regular',
        boost: 0.7,
      });
    }
    // Promotions: Mondays, Wednesdays, Thursdays and Saturdays, busier in November and December.
    const promoChance = m === 11 || m === 12 ? 1 : 0.85;
    if ((wd === 1 || wd === 3 || wd === 4 || wd === 6) && r.chance(promoChance)) {
      const [name, subject] =
        seasonal[m] && d <= 7 * seasonal[m]!.length + 7 && r.chance(0.5)
          ? r.one(seasonal[m]!)
          : r.one(promoNames);
      const aud =
        name === 'We Miss You'
          ? auds[2]!
          : name!.includes('Members')
            ? auds[1]!
            : r.pick([
                [auds[0]!, 0.55],
                [auds[1]!, 0.2],
                [auds[2]!, 0.1],
                [auds[3]!, 0.15],
              ] as const);
      const type = r.chance(0.25) ? 'A/B Test' : 'Regular';
      const ms = minute(r.one([9, 11, 14, 19]));
      sends.push({ ms, name: name!, subject: subject!, aud, type, boost: m === 11 || m === 12 ? 1.8 : 1 });
      if (aud === auds[0] && r.chance(0.3))
        sends.push({
          ms: ms + 2 * DAY,
          name: `${name} (Resend)`,
          subject: `Reminder: ${subject}`,
          aud,
          type: 'Resend',
          boost: 0.7,
        });
    }
  }
  sends.sort((a, b) => a.ms - b.ms);
  const header = [
    'Campaign ID',
    'Campaign Name',
    'Subject Line',
    'Audience',
    'Type',
    'Send Time',
    'Status',
    'Recipients',
    'Delivered',
    'Bounces',
    'Unique Opens',
    'Open Rate',
    'Unique Clicks',
    'Click Rate',
    'Unsubscribes',
    'Spam Reports',
    'Orders',
    'Revenue',
  ];
  const lines = [csvLine(header)];
  let id = 271;
  for (const s of sends) {
    const [y, m, d] = ymd(s.ms);
    const t = new Date(s.ms);
    const h = t.getUTCHours();
    const when = `${m}/${d}/${y} ${h % 12 === 0 ? 12 : h % 12}:${pad(t.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
    const months = (s.ms - start) / (30.4 * DAY);
    const size = Math.round(s.aud.size0 + s.aud.growth * months + r.int(-80, 80));
    const recipients = s.type === 'Resend' ? Math.round(size * (0.68 + 0.06 * r.random())) : size;
    const cancelled = r.chance(0.025);
    const cid = String(id++).padStart(5, '0');
    if (cancelled) {
      const status = r.chance(0.5) ? 'Cancelled' : 'Canceled';
      lines.push(
        csvLine([
          cid,
          s.name,
          s.subject,
          s.aud.name,
          s.type,
          when,
          status,
          String(recipients),
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ]),
      );
      continue;
    }
    const bounces = Math.round(
      recipients * (0.004 + 0.012 * r.random() + (s.aud.name === 'Lapsed Buyers' ? 0.02 : 0)),
    );
    const delivered = recipients - bounces;
    const subjectLift = s.type === 'A/B Test' ? 1.06 : s.type === 'Resend' ? 0.55 : 1;
    const openRate = Math.min(0.7, Math.max(0.05, s.aud.open * subjectLift * (1 + 0.12 * r.normal())));
    const opens = Math.round(delivered * openRate);
    const clickRate = Math.max(
      0.002,
      s.aud.click * s.boost * (1 + 0.25 * r.normal()) * (s.type === 'Plain Text' ? 0.6 : 1),
    );
    const clicks = Math.min(opens, Math.round(delivered * clickRate));
    const unsubs = Math.round(
      delivered * (0.0009 + 0.0015 * r.random() + (s.aud.name === 'Lapsed Buyers' ? 0.003 : 0)),
    );
    const spam = r.poisson(delivered / 9000);
    const orders = Math.round(clicks * s.aud.conv * (1 + 0.3 * r.normal()) * (s.boost > 1 ? 1.3 : 1));
    const aov = (s.aud.name === 'VIP Members' ? 142 : 96) * (0.85 + 0.3 * r.random());
    const tracked = s.type !== 'Plain Text' && !r.chance(0.04);
    const revenue = tracked ? `$${money(cents(Math.max(0, orders) * aov))}` : '';
    lines.push(
      csvLine([
        cid,
        s.name,
        s.subject,
        s.aud.name,
        s.type,
        when,
        'Sent',
        String(recipients),
        String(delivered),
        String(bounces),
        String(opens),
        `${((100 * opens) / delivered).toFixed(1)}%`,
        String(clicks),
        `${((100 * clicks) / delivered).toFixed(2)}%`,
        String(unsubs),
        String(spam),
        tracked ? String(Math.max(0, orders)) : '',
        revenue,
      ]),
    );
  }
  lines.push('');
  lines.push(`Exported from Sendwell on 7/1/2024 9:14 AM - ${sends.length} campaigns`);
  writeText('email-campaigns.csv', `${lines.join('\n')}\n`);
}
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// ---------------------------------------------------------------------------------------------
// 3. A London private-hire fleet's trips, Jan – Mar 2024.

function driverTrips(): void {
  const r = draws(20_240_903);
  type Driver = {
    name: string;
    reg: string;
    shift: number;
    perDay: number;
    days: number;
    rating: number;
    xl: boolean;
  };
  const drivers: Driver[] = [
    { name: 'Amir Khan', reg: 'LK19 XAM', shift: 7, perDay: 11, days: 5, rating: 4.85, xl: false },
    { name: 'Grace Mensah', reg: 'LB70 GRM', shift: 9, perDay: 10, days: 5, rating: 4.92, xl: false },
    { name: 'Tomasz Nowak', reg: 'LR68 TNW', shift: 16, perDay: 9, days: 5, rating: 4.7, xl: true },
    { name: 'Priya Shah', reg: 'LF21 PSH', shift: 6, perDay: 8, days: 4, rating: 4.95, xl: false },
    { name: 'Daniel Okoro', reg: 'LC20 DOK', shift: 18, perDay: 8, days: 5, rating: 4.6, xl: false },
    { name: 'Luis Ferreira', reg: 'LD69 LFE', shift: 12, perDay: 9, days: 4, rating: 4.8, xl: true },
    { name: 'Hannah Cole', reg: 'LG22 HCO', shift: 8, perDay: 7, days: 3, rating: 4.9, xl: false },
    { name: 'Yusuf Demir', reg: 'LM19 YDE', shift: 20, perDay: 10, days: 5, rating: 4.55, xl: false },
    { name: 'Chen Wei', reg: 'LN71 CWE', shift: 10, perDay: 9, days: 4, rating: 4.88, xl: false },
    { name: 'Marek Zielinski', reg: 'LP20 MZI', shift: 14, perDay: 8, days: 4, rating: 4.75, xl: true },
  ];
  const areas: [string, number][] = [
    ['Heathrow Airport', 0.08],
    ['Gatwick Airport', 0.03],
    ['Kings Cross', 0.1],
    ['Shoreditch', 0.1],
    ['Camden', 0.09],
    ['Soho', 0.11],
    ['Canary Wharf', 0.1],
    ['Brixton', 0.07],
    ['Paddington', 0.08],
    ['Stratford', 0.06],
    ['Islington', 0.08],
    ['Wimbledon', 0.04],
  ];
  const airport = (a: string) => a.includes('Airport');
  type Trip = { ms: number; cells: string[] };
  const trips: Trip[] = [];
  const start = utc(2024, 1, 1);
  const end = utc(2024, 3, 31);
  const hex = () => {
    let s = '';
    for (let i = 0; i < 8; i++) s += '0123456789abcdef'[r.int(0, 15)];
    return s;
  };
  const pounds = (c: number) => `${c < 0 ? '-' : ''}£${money(c)}`;
  for (const dr of drivers) {
    for (let day = start; day <= end; day += DAY) {
      const wd = weekday(day);
      if (!r.chance(dr.days / 7)) continue;
      const n = Math.max(1, Math.round(0.45 * dr.perDay + 1.2 * r.normal() + (wd === 5 || wd === 6 ? 1 : 0)));
      let t = day + dr.shift * 3_600_000 + r.int(0, 40) * 60_000;
      for (let k = 0; k < n; k++) {
        const ms = t + r.int(0, 59) * 1000;
        const hour = new Date(ms).getUTCHours();
        const pickup = r.pick(areas);
        let dropoff = r.pick(areas);
        if (dropoff === pickup) dropoff = r.pick(areas);
        const product = r.pick([
          ['Standard', 0.62],
          ['Comfort', 0.2],
          ['XL', dr.xl ? 0.16 : 0.03],
          ['Exec', 0.05],
        ] as const);
        const status = r.pick([
          ['completed', 0.86],
          ['rider_cancelled', 0.07],
          ['driver_cancelled', 0.035],
          ['rider_no_show', 0.035],
        ] as const);
        const peak = (hour >= 7 && hour <= 9) || (hour >= 17 && hour <= 19) || hour >= 23 || hour <= 2;
        const surge = peak && r.chance(0.45) ? 1 + r.int(1, 8) / 10 : 1;
        const surgeCell = `${surge.toFixed(1)}x`;
        const mult = { Standard: 1, Comfort: 1.25, XL: 1.5, Exec: 1.9 }[product];
        let distance = '';
        let duration = '';
        let fare = 0;
        let tip = '';
        let rating = '';
        let minutes = 12;
        if (status === 'completed') {
          const miles = airport(pickup) || airport(dropoff) ? 12 + 10 * r.random() : 1.2 + r.expo(3.4);
          const speed = peak ? 9 + 4 * r.random() : 12 + 6 * r.random(); // mph
          const secs = Math.round((miles / speed) * 3600 + r.int(60, 240));
          minutes = secs / 60;
          distance = miles.toFixed(2);
          duration = `${Math.floor(secs / 60)}:${pad(secs % 60)}`;
          fare = cents((2.5 + 1.25 * miles + 0.2 * (secs / 60)) * mult * surge);
          fare = Math.max(fare, cents(6 * mult));
          if (r.chance(0.22)) tip = pounds(cents(r.one([1, 2, 2, 3, 5]) + (fare > 4000 ? 5 : 0)));
          if (r.chance(0.72)) {
            const x = dr.rating + 0.35 * r.normal();
            rating = String(Math.max(1, Math.min(5, Math.round(x))));
          }
        } else if (status === 'rider_no_show' || (status === 'rider_cancelled' && r.chance(0.4))) {
          fare = cents(5);
        }
        const fee = -Math.round(fare * 0.25);
        const tipCents = tip ? cents(Number(tip.replace('£', ''))) : 0;
        const payment = r.pick([
          ['Card', 0.78],
          ['Cash', 0.1],
          ['Business', 0.12],
        ] as const);
        trips.push({
          ms,
          cells: [
            hex(),
            dr.name,
            dr.reg,
            product,
            new Date(ms).toISOString().replace('.000Z', 'Z'),
            pickup,
            status === 'completed' ? dropoff : '',
            status,
            distance,
            duration,
            surgeCell,
            pounds(fare),
            tip,
            pounds(fee),
            pounds(fare + fee + tipCents),
            payment,
            rating,
          ],
        });
        t += Math.round((minutes + 6 + r.expo(14)) * 60) * 1000;
      }
    }
  }
  trips.sort((a, b) => a.ms - b.ms);
  const header = [
    'Trip ID',
    'Driver',
    'Vehicle Reg',
    'Product',
    'Requested At',
    'Pickup Area',
    'Dropoff Area',
    'Trip Status',
    'Distance (mi)',
    'Duration',
    'Surge',
    'Fare',
    'Tip',
    'Service Fee',
    'Net Payout',
    'Payment',
    'Rider Rating',
  ];
  writeText('driver-trips.csv', `${[csvLine(header), ...trips.map((t) => csvLine(t.cells))].join('\n')}\n`);
}

bankStatement();
emailCampaigns();
driverTrips();
