/**
 * Writes the three synthetic business exports of dev-biz3/data/: an e-commerce web-analytics
 * session export (dates written `Mar 5, 2024`, a visitor id repeated over sessions, revenue as
 * `$1,234.50` and blank when a session did not convert, a campaign blank outside paid and email
 * traffic), a warehouse shipment log (day-first dates `05/03/2024`, an order reference repeated
 * over split shipments, costs as `€12.40`, a delivered date blank while a parcel is in transit or
 * lost) and a SaaS invoice export (a customer repeated over monthly invoices, amounts as
 * `$1,250.00`, discounts as `10%` or blank, a paid date and payment method blank while unpaid).
 *
 * Deterministic: its own small seeded generator (mulberry32) with one fixed seed per file, so the
 * same bytes come out on every run; Math.random is never used.
 *
 * Run: node --import tsx bench/analyst/dev-biz3/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** `Mar 5, 2024`. */
const usText = (ms: number) => {
  const d = new Date(ms);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};
/** Day-first `05/03/2024` for 5 March 2024. */
const dayFirst = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
/** `1,234.50` with two decimals and a comma every three digits. */
const money = (n: number) => {
  const [whole, cents] = n.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};

/** mulberry32: numbers in [0, 1) from a 32-bit seed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A toolkit of draws over one seeded stream. */
function draws(seed: number) {
  const random = mulberry32(seed);
  const pick = <T>(weighted: readonly (readonly [T, number])[]): T => {
    const total = weighted.reduce((s, [, w]) => s + w, 0);
    let r = random() * total;
    for (const [value, weight] of weighted) {
      r -= weight;
      if (r < 0) return value;
    }
    return weighted[weighted.length - 1]![0];
  };
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  /** A skewed non-negative number with the given mean (exponential). */
  const skewed = (mean: number) => -Math.log(1 - random()) * mean;
  return { random, pick, int, skewed };
}

function writeCsv(file: string, header: string[], rows: string[][]): void {
  const quote = (s: string) => (/[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  const text = [header, ...rows].map((r) => r.map(quote).join(',')).join('\n');
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'data');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), `${text}\n`);
  console.log(`${rows.length} rows → ${file}`);
}

function webSessions(): void {
  const { random, pick, int, skewed } = draws(20_240_517);
  // Traffic by month of 2024: a spring dip, a summer sale bump, a Black Friday / Christmas peak.
  const MONTH_WEIGHT = [8, 7, 8, 8, 7, 8, 9, 8, 7, 8, 12, 11];
  const CHANNEL = [
    ['Organic Search', 32], ['Paid Search', 18], ['Direct', 15], ['Social', 14], ['Email', 11], ['Referral', 10],
  ] as const;
  const DEVICE = [['Mobile', 56], ['Desktop', 37], ['Tablet', 7]] as const;
  const COUNTRY = [['US', 40], ['UK', 18], ['DE', 12], ['CA', 10], ['FR', 10], ['AU', 10]] as const;
  const LANDING = [['/', 30], ['/product', 24], ['/category', 18], ['/sale', 14], ['/blog', 14]] as const;
  const conv: Record<string, number> = {
    'Organic Search': 0.028, 'Paid Search': 0.045, Direct: 0.05, Social: 0.012, Email: 0.07, Referral: 0.032,
  };
  const deviceConv: Record<string, number> = { Mobile: 0.7, Desktop: 1.5, Tablet: 1.0 };
  // Visitors: a pool where a few come back often.
  const visitors = Array.from({ length: 2100 }, (_, i) => `V${String(40_000 + i * 7).padStart(6, '0')}`);
  const rows: { day: number; row: string[] }[] = [];
  for (let i = 0; i < 3600; i++) {
    const month = pick(MONTH_WEIGHT.map((w, m) => [m, w] as const));
    const days = new Date(Date.UTC(2024, month + 1, 0)).getUTCDate();
    let dayMs: number;
    for (;;) {
      const dd = int(1, days);
      dayMs = Date.UTC(2024, month, dd);
      const weekday = new Date(dayMs).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 0.75 : 1;
      const blackFriday = month === 10 && dd >= 26 && dd <= 30 ? 1 : 0.55;
      if (random() < weekend * blackFriday) break;
    }
    const channel = pick(CHANNEL);
    const device = pick(DEVICE);
    const country = pick(COUNTRY);
    let landing = pick(LANDING);
    if (month >= 10 && random() < 0.3) landing = '/sale';
    // Returning visitors: the first 300 ids take a third of the sessions.
    const visitor =
      random() < 0.33 ? visitors[Math.floor(random() ** 1.6 * 300)]! : visitors[int(0, visitors.length - 1)]!;
    let campaign = '';
    if (channel === 'Paid Search') {
      campaign = month === 10 ? pick([['bf_2024', 6], ['brand_search', 2], ['generic_search', 2]] as const)
        : pick([['brand_search', 5], ['generic_search', 5]] as const);
    } else if (channel === 'Email') {
      campaign = month === 10 ? pick([['bf_2024', 7], ['newsletter', 3]] as const)
        : pick([['newsletter', 7], ['winback', 3]] as const);
    } else if (channel === 'Social' && (month === 5 || month === 6)) {
      campaign = random() < 0.7 ? 'summer_sale' : '';
    }
    const bounceP = (landing === '/blog' ? 0.62 : 0.38) * (device === 'Mobile' ? 1.15 : 0.9);
    const bounced = random() < bounceP;
    const pageviews = bounced ? 1 : 2 + Math.floor(skewed(3.5));
    const duration = bounced ? int(2, 25) : Math.round(pageviews * (25 + skewed(40)));
    let p = conv[channel]! * deviceConv[device]! * (month >= 10 ? 1.6 : 1) * (landing === '/sale' ? 1.3 : 1);
    p = Math.min(0.5, p * 2.2);
    const converted = !bounced && random() < p;
    const basket = 25 + skewed(70) * (device === 'Desktop' ? 1.25 : 1) * (country === 'US' ? 1.1 : 1);
    const revenue = converted ? `$${money(Math.round(basket * 100) / 100)}` : '';
    const durationText = random() < 0.045 ? '' : String(duration);
    rows.push({
      day: dayMs,
      row: ['', usText(dayMs), visitor, channel, campaign, device, country, landing, String(pageviews), durationText,
        bounced ? 'yes' : 'no', converted ? '1' : '0', revenue],
    });
  }
  rows.sort((a, b) => a.day - b.day);
  rows.forEach((r, i) => (r.row[0] = `s${String(880_001 + i)}`));
  writeCsv('web-sessions.csv',
    ['session_id', 'session_date', 'visitor_id', 'channel', 'campaign', 'device', 'country', 'landing_page',
      'pageviews', 'duration_sec', 'bounced', 'converted', 'revenue'],
    rows.map((r) => r.row));
}

function shipments(): void {
  const { random, pick, int, skewed } = draws(3_141_071);
  const WAREHOUSE = [['Rotterdam', 34], ['Leipzig', 28], ['Lyon', 20], ['Madrid', 18]] as const;
  const CARRIER = [['DHL', 30], ['DPD', 24], ['UPS', 18], ['GLS', 16], ['PostNL', 12]] as const;
  const SERVICE = [['Standard', 62], ['Express', 18], ['Economy', 20]] as const;
  const DEST = [['DE', 26], ['FR', 18], ['NL', 14], ['BE', 9], ['ES', 11], ['IT', 10], ['PL', 7], ['AT', 5]] as const;
  const promisedDays: Record<string, number> = { Express: 1, Standard: 3, Economy: 6 };
  const lateness: Record<string, number> = { DHL: 0.9, DPD: 1.1, UPS: 0.8, GLS: 1.4, PostNL: 1.2 };
  const rateBase: Record<string, number> = { Express: 14, Standard: 6.5, Economy: 4.2 };
  const start = Date.UTC(2024, 0, 2);
  const rows: { day: number; row: string[] }[] = [];
  let order = 51_200;
  while (rows.length < 2400) {
    order += int(1, 3);
    let shipDay: number;
    for (;;) {
      shipDay = start + int(0, 363) * DAY;
      const d = new Date(shipDay);
      if (d.getUTCDay() === 0) continue; // no Sunday dispatch
      const peak = d.getUTCMonth() >= 10 ? 1 : d.getUTCMonth() === 7 ? 0.5 : 0.68;
      if (random() < peak) break;
    }
    const warehouse = pick(WAREHOUSE);
    const dest = pick(DEST);
    const split = random() < 0.14 ? int(2, 3) : 1;
    for (let s = 0; s < split; s++) {
      const carrier = pick(CARRIER);
      const service = pick(SERVICE);
      const parcels = 1 + Math.floor(skewed(0.9));
      const weight = Math.round((0.4 + skewed(3.2)) * parcels * 10) / 10;
      const cross = (warehouse === 'Rotterdam' && dest === 'NL') || (warehouse === 'Leipzig' && dest === 'DE') ||
        (warehouse === 'Lyon' && dest === 'FR') || (warehouse === 'Madrid' && dest === 'ES') ? 1 : 1.45;
      const cost = Math.round((rateBase[service]! + weight * 0.55) * cross * (carrier === 'UPS' ? 1.15 : 1) * 100) / 100;
      const ship = shipDay + s * int(0, 2) * DAY;
      const promised = ship + promisedDays[service]! * DAY;
      const peakDelay = new Date(ship).getUTCMonth() === 11 ? 1.8 : 1;
      const transit = Math.max(1, Math.round(promisedDays[service]! * 0.7 + skewed(1.1) * lateness[carrier]! * peakDelay));
      let status: string = pick([['Delivered', 90], ['Returned', 5], ['Lost', 1.5], ['Damaged', 2.5]] as const);
      if (ship + transit * DAY > Date.UTC(2024, 11, 31)) status = 'In Transit';
      const delivered = status === 'Lost' || status === 'In Transit' ? '' : dayFirst(ship + transit * DAY);
      rows.push({
        day: ship,
        row: ['', `ORD-${order}`, dayFirst(ship), warehouse, carrier, service, dest, String(parcels),
          weight.toFixed(1), `€${money(cost)}`, dayFirst(promised), delivered, status],
      });
    }
  }
  rows.sort((a, b) => a.day - b.day);
  rows.forEach((r, i) => (r.row[0] = `SHP-${String(24_00001 + i)}`));
  writeCsv('shipments.csv',
    ['shipment_id', 'order_ref', 'ship_date', 'warehouse', 'carrier', 'service', 'dest_country', 'parcels',
      'weight_kg', 'shipping_cost', 'promised_date', 'delivered_date', 'status'],
    rows.map((r) => r.row));
}

function saasInvoices(): void {
  const { random, pick, int } = draws(9_090_413);
  const PREFIX = ['Acme', 'Blue Harbor', 'Cobalt', 'Driftwood', 'Evergreen', 'Foxglove', 'Granite', 'Helix', 'Ironbark',
    'Juniper', 'Kestrel', 'Lumen', 'Maple & Co', 'Northwind', 'Orchid', 'Pinecrest', 'Quartz', 'Redwood', 'Saltmarsh',
    'Tidewater', 'Umbra', 'Vantage', 'Willow', 'Yarrow', 'Zephyr'];
  const SUFFIX = ['Labs', 'Logistics', 'Health', 'Studios', 'Foods', 'Partners'];
  const PLAN = [['Starter', 38], ['Growth', 34], ['Business', 20], ['Enterprise', 8]] as const;
  const seatPrice: Record<string, number> = { Starter: 12, Growth: 25, Business: 45, Enterprise: 70 };
  const seatRange: Record<string, [number, number]> = {
    Starter: [2, 10], Growth: [5, 40], Business: [20, 120], Enterprise: [80, 400],
  };
  const REGION = [['North America', 48], ['EMEA', 34], ['APAC', 18]] as const;
  const names: string[] = [];
  for (const s of SUFFIX) for (const p of PREFIX) names.push(`${p} ${s}`);
  const rows: { day: number; row: string[] }[] = [];
  const export_ = Date.UTC(2025, 0, 10);
  for (let c = 0; c < 150; c++) {
    const name = names[(c * 37) % names.length]!;
    const plan = pick(PLAN);
    const region = pick(REGION);
    const annual = random() < (plan === 'Enterprise' ? 0.7 : plan === 'Business' ? 0.4 : 0.15);
    // Sign-ups pick up over 2023–2024.
    const startMonth = Math.min(23, Math.floor(random() ** 0.75 * 24));
    const churnMonth = random() < 0.3 ? startMonth + int(3, 20) : 99;
    let seats = int(...seatRange[plan]!);
    const method = pick([['Card', plan === 'Starter' ? 70 : 30], ['ACH', 40], ['Wire', plan === 'Enterprise' ? 50 : 8]] as const);
    const billDay = int(1, 28);
    const slow = random() < 0.15; // a slow payer
    const discount = random() < 0.22 ? pick([['5%', 2], ['10%', 4], ['15%', 2], ['20%', 1]] as const) : '';
    for (let m = startMonth; m < 24 && m < churnMonth; m += annual ? 12 : 1) {
      const issue = Date.UTC(2023 + Math.floor(m / 12), m % 12, billDay);
      if (m > startMonth && random() < 0.12) seats = Math.max(1, Math.round(seats * (1 + (random() - 0.3) * 0.4)));
      const gross = seats * seatPrice[plan]! * (annual ? 12 * 0.85 : 1);
      const rate = discount ? Number(discount.replace('%', '')) / 100 : 0;
      const amount = Math.round(gross * (1 - rate) * 100) / 100;
      const due = issue + (annual ? 30 : 14) * DAY;
      const lag = slow ? int(5, 60) : Math.max(0, Math.round((random() - 0.2) * 16));
      let paid = issue + lag * DAY;
      let status = 'paid';
      const voided = random() < 0.02;
      if (voided) status = 'void';
      else if (paid > export_ || random() < 0.015) {
        status = due < export_ ? 'overdue' : 'open';
        paid = 0;
      } else if (paid > due) status = 'paid late';
      rows.push({
        day: issue,
        row: ['', name, region, plan, annual ? 'Annual' : 'Monthly', String(seats), iso(issue), iso(due),
          status === 'paid' || status === 'paid late' ? iso(paid) : '', `$${money(amount)}`, discount,
          status === 'paid late' ? 'paid' : status, status === 'paid' || status === 'paid late' ? method : ''],
      });
    }
  }
  rows.sort((a, b) => a.day - b.day || (a.row[1]! < b.row[1]! ? -1 : 1));
  rows.forEach((r, i) => {
    const year = new Date(r.day).getUTCFullYear();
    r.row[0] = `INV-${year}-${String(i + 1).padStart(5, '0')}`;
  });
  writeCsv('saas-invoices.csv',
    ['invoice_no', 'customer', 'region', 'plan', 'billing_cycle', 'seats', 'issue_date', 'due_date', 'paid_date',
      'amount', 'discount', 'status', 'payment_method'],
    rows.map((r) => r.row));
}

webSessions();
shipments();
saasInvoices();
