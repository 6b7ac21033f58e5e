/**
 * Writes the three synthetic business exports of dev-biz10/data/:
 *
 * - `shopify-orders.csv`: a small candle shop's Shopify order export, orders created 1 Jan –
 *   30 Sep 2025, one row per line item, as Shopify's "Export orders" CSV gives it: the order name
 *   (`#1042`), email and `Created at` on every line, but the order-level fields (financial and
 *   fulfillment status, subtotal, shipping, taxes, total, discount, refunds, addresses, payment
 *   method) only on the order's first line; times written `2025-03-05 14:22:07 -0500` (the shop's
 *   Eastern offset, `-0400` in summer); statuses in Shopify's lower-case words (`paid`,
 *   `partially_refunded`, …); the `Standard Shipping` rate renamed `Standard` from 1 May.
 * - `time-entries.csv`: a design and web studio's Toggl Track "Detailed report" for Q1 2025, one
 *   row per time entry: user, email, client (blank for internal work), project, task, description,
 *   `Billable` Yes / No, start and end as separate date and time columns, durations written
 *   `01:23:45`, a tag list in one cell (`meeting, revisions`), and the billable amount (blank when
 *   not billable).
 * - `leave-requests.csv`: a software company's HR time-off request report for leave starting in
 *   2025, exported 5 Jan 2026: names written `Last, First`, employee numbers with leading zeros,
 *   dates written `03/05/2025` (month first), hours (half days `4.0`), request status, approver,
 *   and a blank line and a footer line under the data.
 *
 * Deterministic: the bench's seeded generator (mulberry32, ../seeded.ts) with one fixed seed per
 * file, so the same bytes come out on every run; Math.random is never used.
 *
 * Run: node --import tsx bench/analyst/dev-biz10/generate.ts
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
const isoDate = (ms: number) => {
  const [y, m, d] = ymd(ms);
  return `${y}-${pad(m)}-${pad(d)}`;
};
const hms = (sec: number) =>
  `${pad(Math.floor(sec / 3600))}:${pad(Math.floor((sec % 3600) / 60))}:${pad(sec % 60)}`;
const usDate = (ms: number) => {
  const [y, m, d] = ymd(ms);
  return `${pad(m)}/${pad(d)}/${y}`;
};
const fixed2 = (cents: number) => (cents / 100).toFixed(2);

const quoteCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const csvLine = (cells: readonly string[]) => cells.map(quoteCell).join(',');

function writeText(file: string, text: string): void {
  const here = dirname(fileURLToPath(import.meta.url));
  mkdirSync(join(here, 'data'), { recursive: true });
  writeFileSync(join(here, 'data', file), text);
}

// ---------------------------------------------------------------------------------------------
// 1. A candle shop's Shopify order export, Jan – Sep 2025.

function shopifyOrders(): void {
  const r = draws(20_251_001);
  type Product = { sku: string; name: string; vendor: string; price: number; weight: number };
  const products: Product[] = [
    { sku: 'FW-CND-CED-8', name: 'Cedar & Smoke Candle - 8 oz', vendor: 'Fernwood', price: 28, weight: 10 },
    { sku: 'FW-CND-CED-14', name: 'Cedar & Smoke Candle - 14 oz', vendor: 'Fernwood', price: 42, weight: 6 },
    { sku: 'FW-CND-LAV-8', name: 'Lavender Fields Candle - 8 oz', vendor: 'Fernwood', price: 28, weight: 9 },
    {
      sku: 'FW-CND-LAV-14',
      name: 'Lavender Fields Candle - 14 oz',
      vendor: 'Fernwood',
      price: 42,
      weight: 5,
    },
    { sku: 'FW-CND-FIG-8', name: 'Fig & Cassis Candle - 8 oz', vendor: 'Fernwood', price: 28, weight: 7 },
    { sku: 'FW-CND-SEA-8', name: 'Sea Salt Candle - 8 oz', vendor: 'Fernwood', price: 28, weight: 8 },
    { sku: 'FW-CND-PIN-8', name: 'Winter Pine Candle - 8 oz', vendor: 'Fernwood', price: 30, weight: 4 },
    { sku: 'FW-CND-GAR-8', name: 'Garden Peony Candle - 8 oz', vendor: 'Fernwood', price: 30, weight: 5 },
    { sku: 'FW-TRV-TRIO', name: 'Travel Tin Trio', vendor: 'Fernwood', price: 36, weight: 6 },
    { sku: 'FW-DIF-CED', name: 'Cedar & Smoke Reed Diffuser', vendor: 'Fernwood', price: 38, weight: 4 },
    { sku: 'FW-DIF-LAV', name: 'Lavender Fields Reed Diffuser', vendor: 'Fernwood', price: 38, weight: 3 },
    { sku: 'FW-MST-LIN', name: 'Fresh Linen Room Mist', vendor: 'Fernwood', price: 22, weight: 5 },
    { sku: 'FW-WAX-SET', name: 'Wax Melt Sampler', vendor: 'Fernwood', price: 16, weight: 6 },
    { sku: 'FW-GFT-BOX', name: 'Deluxe Gift Box', vendor: 'Fernwood', price: 95, weight: 2.5 },
    { sku: 'FW-REFILL-8', name: 'Candle Refill Kit - 8 oz', vendor: 'Fernwood', price: 19, weight: 3 },
    { sku: 'HB-WICK-TRM', name: 'Brass Wick Trimmer', vendor: 'Hollow Brass', price: 24, weight: 3 },
    { sku: 'HB-SNUFF', name: 'Brass Candle Snuffer', vendor: 'Hollow Brass', price: 26, weight: 2 },
    { sku: 'MT-MATCH-LG', name: 'Long Safety Matches', vendor: 'Matchbook & Co', price: 9, weight: 7 },
    { sku: 'MT-TRAY-OAK', name: 'Oak Candle Tray', vendor: 'Maple Turn', price: 48, weight: 1.5 },
  ];
  const pickProduct = () => r.pick(products.map((p) => [p, p.weight] as const));
  const usStates: [string, number, number][] = [
    // code, weight, sales tax rate
    ['CA', 16, 0.0825],
    ['NY', 13, 0.08875],
    ['TX', 9, 0.0825],
    ['MA', 8, 0.0625],
    ['WA', 7, 0.101],
    ['IL', 6, 0.1025],
    ['FL', 6, 0.07],
    ['PA', 5, 0.06],
    ['CO', 5, 0.0881],
    ['OR', 4, 0],
    ['NJ', 4, 0.06625],
    ['GA', 3, 0.089],
    ['NC', 3, 0.0725],
    ['VT', 4, 0.06],
    ['ME', 3, 0.055],
  ];
  const caProv: [string, number, number][] = [
    ['ON', 5, 0.13],
    ['BC', 3, 0.12],
    ['QC', 2, 0.14975],
    ['AB', 1, 0.05],
  ];
  const first = [
    'emma',
    'olivia',
    'ava',
    'mia',
    'sophie',
    'grace',
    'lily',
    'chloe',
    'hannah',
    'zoe',
    'nora',
    'ella',
    'ruby',
    'jack',
    'liam',
    'noah',
    'ethan',
    'maya',
    'priya',
    'aisha',
    'sara',
    'julia',
    'claire',
    'anna',
    'kate',
    'megan',
    'laura',
    'beth',
    'diane',
    'tom',
    'sam',
    'alex',
    'jordan',
    'rosa',
    'lucia',
    'ines',
    'naomi',
    'tessa',
    'iris',
    'june',
  ];
  const last = [
    'miller',
    'nguyen',
    'patel',
    'garcia',
    'smith',
    'johnson',
    'brown',
    'lee',
    'walker',
    'hall',
    'young',
    'king',
    'wright',
    'lopez',
    'hill',
    'green',
    'adams',
    'baker',
    'nelson',
    'carter',
    'mitchell',
    'perez',
    'roberts',
    'turner',
    'phillips',
    'campbell',
    'parker',
    'evans',
    'edwards',
    'collins',
    'stewart',
    'morris',
    'rogers',
    'reed',
    'cook',
    'morgan',
    'bell',
    'murphy',
    'bailey',
    'rivera',
  ];
  const domains = [
    'gmail.com',
    'gmail.com',
    'gmail.com',
    'yahoo.com',
    'icloud.com',
    'outlook.com',
    'hotmail.com',
    'aol.com',
  ];
  type Customer = {
    email: string;
    country: string;
    prov: string;
    tax: number;
    marketing: boolean;
    w: number;
  };
  const customers: Customer[] = [];
  const seen = new Set<string>();
  while (customers.length < 1500) {
    const f = r.one(first);
    const l = r.one(last);
    const style = r.int(0, 3);
    const local =
      style === 0
        ? `${f}.${l}`
        : style === 1
          ? `${f}${l}${r.int(1, 99)}`
          : style === 2
            ? `${f[0]}${l}`
            : `${f}_${l}`;
    const email = `${local}@${r.one(domains)}`;
    if (seen.has(email)) continue;
    seen.add(email);
    const c = r.random();
    let country = 'US';
    let prov: string;
    let tax: number;
    if (c < 0.08) {
      country = 'CA';
      [prov, , tax] = r.pick(caProv.map((p) => [p, p[1]] as const));
    } else if (c < 0.11) {
      country = 'GB';
      prov = '';
      tax = 0;
    } else {
      [prov, , tax] = r.pick(usStates.map((p) => [p, p[1]] as const));
    }
    // A few loyal repeat buyers, most customers buy once or twice.
    const w = customers.length < 12 ? 14 + r.int(0, 10) : r.chance(0.2) ? 2.5 : 1;
    customers.push({ email, country, prov, tax, marketing: r.chance(0.58), w });
  }
  const pickCustomer = () => r.pick(customers.map((c) => [c, c.w] as const));

  const header = [
    'Name',
    'Email',
    'Financial Status',
    'Paid at',
    'Fulfillment Status',
    'Fulfilled at',
    'Accepts Marketing',
    'Currency',
    'Subtotal',
    'Shipping',
    'Taxes',
    'Total',
    'Discount Code',
    'Discount Amount',
    'Shipping Method',
    'Created at',
    'Lineitem quantity',
    'Lineitem name',
    'Lineitem price',
    'Lineitem sku',
    'Lineitem fulfillment status',
    'Vendor',
    'Shipping Province',
    'Shipping Country',
    'Payment Method',
    'Refunded Amount',
    'Source',
  ];
  const rows: string[][] = [];
  const start = utc(2025, 1, 1);
  const end = utc(2025, 9, 30);
  const dstStart = Date.UTC(2025, 2, 9, 7); // 9 Mar 2025 02:00 EST
  const stamp = (localMs: number) => {
    const d = new Date(localMs);
    const utcMs = localMs + 5 * 3600_000;
    const off = utcMs >= dstStart ? '-0400' : '-0500';
    return `${isoDate(localMs)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${off}`;
  };
  let orderNo = 1001;
  for (let day = start; day <= end; day += DAY) {
    const [, m, d] = ymd(day);
    const wd = weekday(day);
    let mean = 6.2 + 0.25 * (m - 1);
    if (m === 2 && d >= 5 && d <= 13) mean *= 1.9; // Valentine's
    if (m === 5 && d >= 1 && d <= 10) mean *= 2.4; // Mother's Day (11 May)
    if (m === 7 || m === 8) mean *= 0.8; // summer lull
    if (wd === 0 || wd === 1) mean *= 1.15;
    const n = r.poisson(mean);
    // Saturday craft market: in-person (POS) sales April – September.
    const market = wd === 6 && m >= 4 ? r.int(5, 12) : 0;
    const times: [number, string][] = [];
    for (let i = 0; i < n; i++) {
      const hour = r.pick([
        [7, 1],
        [9, 2],
        [11, 3],
        [13, 3],
        [15, 3],
        [17, 3],
        [19, 4],
        [20, 4],
        [21, 3],
        [22, 2],
        [23, 1],
        [0, 0.5],
      ] as const);
      times.push([
        day + hour * 3600_000 + r.int(0, 7199) * 1000,
        r.chance(0.04) ? 'shopify_draft_order' : 'web',
      ]);
    }
    for (let i = 0; i < market; i++) times.push([day + (9 * 3600 + r.int(0, 6 * 3600)) * 1000, 'pos']);
    times.sort((a, b) => a[0] - b[0]);
    for (const [t, source] of times) {
      const local = Math.min(t, day + DAY - 1000);
      const cust = source === 'pos' ? null : pickCustomer();
      const nLines =
        source === 'shopify_draft_order'
          ? r.int(2, 4)
          : r.pick([
              [1, 60],
              [2, 26],
              [3, 10],
              [4, 4],
            ] as const);
      const lines: { p: Product; q: number }[] = [];
      while (lines.length < nLines) {
        const p = pickProduct();
        if (lines.some((l) => l.p === p)) continue;
        const q =
          source === 'shopify_draft_order'
            ? r.int(6, 24)
            : r.pick([
                [1, 80],
                [2, 15],
                [3, 5],
              ] as const);
        lines.push({ p, q });
      }
      const items = lines.reduce((s, l) => s + l.p.price * l.q * 100, 0);
      // Discount codes.
      let code = '';
      let pct = 0;
      if (source === 'web') {
        if (m === 5 && d <= 11 && r.chance(0.45)) [code, pct] = ['MOM20', 0.2];
        else if ((m === 3 || m === 4) && r.chance(0.18)) [code, pct] = ['SPRING15', 0.15];
        else if (r.chance(0.08)) [code, pct] = ['WELCOME10', 0.1];
        else if (r.chance(0.03)) [code, pct] = ['FREESHIP', 0];
      } else if (source === 'shopify_draft_order') [code, pct] = ['WHOLESALE40', 0.4];
      const discount = Math.round(items * pct);
      const subtotal = items - discount;
      const country = cust?.country ?? 'US';
      const prov = cust ? cust.prov : 'VT';
      const taxRate = cust ? cust.tax : 0.06;
      let shipMethod = '';
      let shipping = 0;
      if (source === 'web') {
        const express = r.chance(country === 'US' ? 0.12 : 0.05);
        if (country !== 'US') {
          shipMethod = 'International';
          shipping = country === 'CA' ? 1495 : 2495;
        } else if (express) {
          shipMethod = 'Express';
          shipping = 1495;
        } else if (subtotal >= 7500 || code === 'FREESHIP') {
          shipMethod = 'Free Shipping';
          shipping = 0;
        } else {
          shipMethod = local < utc(2025, 5, 1) ? 'Standard Shipping' : 'Standard';
          shipping = 695;
        }
      } else if (source === 'shopify_draft_order') {
        shipMethod = 'Freight';
        shipping = 2500;
      }
      const taxes =
        source === 'shopify_draft_order'
          ? 0
          : Math.round((subtotal + (country === 'US' ? 0 : shipping)) * taxRate);
      const total = subtotal + shipping + taxes;
      // Financial status.
      const age = (end - day) / DAY;
      let fin = 'paid';
      const fr = r.random();
      if (source === 'shopify_draft_order' && age < 30 && fr < 0.6) fin = 'pending';
      else if (source !== 'pos' && fr < 0.035) fin = 'refunded';
      else if (source !== 'pos' && fr < 0.06) fin = 'partially_refunded';
      else if (source === 'web' && fr < 0.07) fin = 'voided';
      let refunded = 0;
      if (fin === 'refunded') refunded = total;
      if (fin === 'partially_refunded') {
        const l = r.one(lines);
        refunded = Math.min(total - 100, Math.round(l.p.price * 100 * (1 - pct) * (1 + taxRate)));
      }
      const paidAt =
        fin === 'pending' || fin === 'voided'
          ? ''
          : stamp(local + (source === 'web' ? r.int(0, 4) : 0) * 1000);
      // Fulfillment.
      let ful = 'fulfilled';
      let fulAt = '';
      const shipDays = r.pick([
        [0, 1],
        [1, 5],
        [2, 3],
        [3, 2],
        [4, 1],
      ] as const);
      if (source === 'pos') {
        fulAt = stamp(local);
      } else if (
        fin === 'voided' ||
        (fin === 'refunded' && r.chance(0.5)) ||
        fin === 'pending' ||
        age < shipDays
      ) {
        ful = 'unfulfilled';
      } else {
        fulAt = stamp(day + shipDays * DAY + (10 * 3600 + r.int(0, 7 * 3600)) * 1000);
      }
      let partialAt = -1;
      if (ful === 'fulfilled' && lines.length > 1 && source === 'web' && r.chance(0.06)) {
        ful = 'partial';
        partialAt = lines.length - 1;
      }
      const payMethod =
        source === 'pos'
          ? r.pick([
              ['Shopify POS - Card', 7],
              ['Cash', 3],
            ] as const)
          : source === 'shopify_draft_order'
            ? 'manual'
            : r.pick([
                ['Shopify Payments', 70],
                ['PayPal Express Checkout', 18],
                ['Shop Pay Installments', 5],
                ['Gift Card', 2],
              ] as const);
      const email = cust ? cust.email : '';
      const name = `#${orderNo++}`;
      lines.forEach((l, i) => {
        const firstLine = i === 0;
        const lineFul = ful === 'unfulfilled' || i === partialAt ? 'pending' : 'fulfilled';
        rows.push([
          name,
          email,
          firstLine ? fin : '',
          firstLine ? paidAt : '',
          firstLine ? ful : '',
          firstLine ? fulAt : '',
          firstLine ? (cust ? (cust.marketing ? 'yes' : 'no') : 'no') : '',
          firstLine ? 'USD' : '',
          firstLine ? fixed2(subtotal) : '',
          firstLine ? fixed2(shipping) : '',
          firstLine ? fixed2(taxes) : '',
          firstLine ? fixed2(total) : '',
          firstLine ? code : '',
          firstLine ? fixed2(discount) : '',
          firstLine ? shipMethod : '',
          stamp(local),
          String(l.q),
          l.p.name,
          fixed2(l.p.price * 100),
          l.p.sku,
          lineFul,
          l.p.vendor,
          firstLine ? prov : '',
          firstLine ? country : '',
          firstLine ? payMethod : '',
          firstLine ? fixed2(refunded) : '',
          firstLine ? source : '',
        ]);
      });
    }
  }
  // Shopify exports newest first.
  const byOrder: string[][][] = [];
  for (const row of rows) {
    if (byOrder.length === 0 || byOrder[byOrder.length - 1]![0]![0] !== row[0]) byOrder.push([]);
    byOrder[byOrder.length - 1]!.push(row);
  }
  byOrder.reverse();
  writeText('shopify-orders.csv', `${[header, ...byOrder.flat()].map(csvLine).join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------
// 2. A studio's Toggl Track detailed report, Q1 2025.

function timeEntries(): void {
  const r = draws(20_251_002);
  type User = { name: string; role: string; days: number[]; hours: number };
  const users: User[] = [
    { name: 'Dana Whitfield', role: 'pm', days: [1, 2, 3, 4, 5], hours: 7.6 },
    { name: 'Marco Bellini', role: 'design', days: [1, 2, 3, 4, 5], hours: 7.4 },
    { name: 'Aiko Tanaka', role: 'design', days: [1, 2, 3, 4, 5], hours: 7.8 },
    { name: 'Felix Brandt', role: 'dev', days: [1, 2, 3, 4, 5], hours: 7.5 },
    { name: 'Priya Raman', role: 'dev', days: [1, 2, 3, 4, 5], hours: 8.1 },
    { name: 'Owen Gallagher', role: 'dev', days: [1, 2, 3, 4, 5], hours: 7.2 },
    { name: 'Sofia Marquez', role: 'content', days: [1, 2, 3, 4], hours: 6.9 },
    { name: 'Ben Okoro', role: 'dev', days: [1, 2, 3, 4, 5], hours: 7.7 },
    { name: 'Hanna Lindqvist', role: 'design', days: [2, 3, 4], hours: 6.5 },
    { name: 'Ravi Shah', role: 'founder', days: [1, 2, 3, 4, 5], hours: 6.8 },
    { name: 'Chloe Durand', role: 'qa', days: [1, 2, 3, 4, 5], hours: 7.3 },
  ];
  const email = (n: string) => `${n.split(' ')[0]!.toLowerCase()}@northbeam.studio`;
  type Project = {
    client: string;
    name: string;
    rate: number;
    billable: boolean;
    from: number;
    to: number;
    w: Record<string, number>;
  };
  const P = (
    client: string,
    name: string,
    rate: number,
    billable: boolean,
    from: number,
    to: number,
    w: Record<string, number>,
  ): Project => ({ client, name, rate, billable, from, to, w });
  const projects: Project[] = [
    P('Harbor & Vine', 'Website Redesign', 145, true, utc(2025, 1, 1), utc(2025, 3, 14), {
      pm: 3,
      design: 5,
      dev: 5,
      content: 3,
      qa: 3,
      founder: 1,
    }),
    P('Harbor & Vine', 'Retainer - Harbor & Vine', 130, true, utc(2025, 1, 1), utc(2025, 3, 31), {
      pm: 1,
      design: 1,
      dev: 2,
      content: 2,
      qa: 1,
    }),
    P('Kestrel Bikes', 'Shopify Build', 150, true, utc(2025, 1, 20), utc(2025, 3, 31), {
      pm: 3,
      design: 3,
      dev: 7,
      content: 1,
      qa: 4,
      founder: 1,
    }),
    P('Bluefin Analytics', 'Brand Refresh', 160, true, utc(2025, 1, 1), utc(2025, 2, 21), {
      pm: 2,
      design: 7,
      content: 3,
      founder: 2,
    }),
    P('Bluefin Analytics', 'Dashboard UI', 155, true, utc(2025, 2, 10), utc(2025, 3, 31), {
      pm: 2,
      design: 4,
      dev: 5,
      qa: 3,
    }),
    P('Oakline Dental', 'Local SEO', 120, true, utc(2025, 1, 1), utc(2025, 3, 31), {
      pm: 1,
      content: 6,
      dev: 1,
    }),
    P('Maple Street Bakery', 'Menu App', 125, true, utc(2025, 3, 3), utc(2025, 3, 31), {
      pm: 2,
      design: 3,
      dev: 4,
      qa: 2,
    }),
    P('Kestrel Bikes', 'Discovery Workshop', 0, false, utc(2025, 1, 6), utc(2025, 1, 17), {
      pm: 2,
      design: 2,
      founder: 3,
    }),
    P('', 'Internal - Admin', 0, false, utc(2025, 1, 1), utc(2025, 3, 31), {
      pm: 1,
      design: 0.5,
      dev: 0.5,
      content: 0.5,
      qa: 0.5,
      founder: 3,
    }),
    P('', 'Internal - Sales & Pitches', 0, false, utc(2025, 1, 1), utc(2025, 3, 31), {
      pm: 1,
      design: 0.6,
      founder: 4,
    }),
    P('', 'Internal - Studio Website', 0, false, utc(2025, 1, 1), utc(2025, 3, 31), {
      design: 0.7,
      dev: 0.6,
      content: 0.8,
    }),
  ];
  const tasks: Record<string, string> = {
    pm: 'Project Management',
    design: 'Design',
    dev: 'Development',
    content: 'Content',
    qa: 'QA',
    founder: 'Strategy',
  };
  const descs: Record<string, string[]> = {
    pm: [
      'Client call',
      'Status report',
      'Sprint planning',
      'Scope review',
      'Timeline update',
      'Email follow-ups',
    ],
    design: [
      'Homepage mockups',
      'Wireframes',
      'Style guide',
      'Icon set',
      'Design QA',
      'Mobile layouts',
      'Logo concepts',
    ],
    dev: [
      'Theme setup',
      'Checkout integration',
      'Bug fixes',
      'API integration',
      'Code review',
      'Deploy to staging',
      'Performance fixes',
    ],
    content: ['Blog post draft', 'Page copy', 'Keyword research', 'Meta descriptions', 'GBP updates'],
    qa: ['Regression testing', 'Cross-browser testing', 'Test plan', 'Bug triage'],
    founder: ['Proposal', 'Pitch deck', 'Client dinner', 'Hiring interviews', 'Finance review', 'Kickoff'],
  };
  type Row = { start: number; cells: string[] };
  const out: Row[] = [];
  const holidays = [utc(2025, 1, 1), utc(2025, 1, 20), utc(2025, 2, 17)];
  for (let day = utc(2025, 1, 1); day <= utc(2025, 3, 31); day += DAY) {
    const wd = weekday(day);
    if (holidays.includes(day)) continue;
    for (const u of users) {
      if (!u.days.includes(wd)) continue;
      if (r.chance(0.045)) continue; // a day off
      const active = projects.filter((p) => day >= p.from && day <= p.to && (p.w[u.role] ?? 0) > 0);
      let t = (8.5 + r.random() * 1.2) * 3600; // start between 08:30 and 09:42
      const target = (u.hours + r.normal() * 0.9) * 3600;
      let worked = 0;
      const add = (p: Project, sec: number, desc: string, tags: string[]) => {
        const s = Math.round(t);
        const e = s + Math.round(sec);
        const [ey, em, ed] = ymd(day + e * 1000);
        const billable = p.billable && !tags.includes('non-billable');
        const amount = billable ? fixed2(Math.round((Math.round(sec) / 3600) * p.rate * 100)) : '';
        out.push({
          start: day + s * 1000,
          cells: [
            u.name,
            email(u.name),
            p.client,
            p.name,
            p.client ? tasks[u.role]! : '',
            desc,
            billable ? 'Yes' : 'No',
            isoDate(day),
            hms(s),
            `${ey}-${pad(em)}-${pad(ed)}`,
            hms(e % 86400),
            hms(Math.round(sec)),
            tags.filter((x) => x !== 'non-billable').join(', '),
            amount,
          ],
        });
        t = e + r.int(0, 20) * 60;
        worked += sec;
      };
      // Monday standup and a weekly internal meeting.
      if (wd === 1) add(projects[8]!, 15 * 60 + r.int(0, 5) * 60, 'Weekly standup', ['meeting']);
      while (worked < target - 1800) {
        const p = r.pick(active.map((x) => [x, x.w[u.role]!] as const));
        const len = Math.min(target - worked, (0.5 + r.expo(1.6)) * 3600);
        const meeting = r.chance(0.12);
        const tags: string[] = [];
        if (meeting) tags.push('meeting');
        if (u.role === 'design' && r.chance(0.2)) tags.push('revisions');
        if (u.role === 'dev' && r.chance(0.15)) tags.push('bug');
        const desc = meeting
          ? p.client
            ? `${p.client} check-in`
            : 'Team meeting'
          : r.chance(0.06)
            ? ''
            : r.one(descs[u.role]!);
        add(p, Math.max(600, Math.round(len / 60) * 60 + r.int(0, 59)), desc, tags);
        if (worked > 3.5 * 3600 && worked < 4.5 * 3600) t += 45 * 60; // lunch
      }
      // Launch crunch: late work on Kestrel Bikes in the last week of March, some past midnight.
      if (day >= utc(2025, 3, 24) && (u.role === 'dev' || u.role === 'qa') && r.chance(0.55)) {
        t = Math.max(t, (20 + r.random() * 2.5) * 3600);
        add(
          projects[2]!,
          (1 + r.random() * 2.5) * 3600,
          r.one(['Launch prep', 'Bug fixes', 'Go-live checks']),
          ['overtime'],
        );
      }
    }
  }
  out.sort((a, b) => a.start - b.start || a.cells[0]!.localeCompare(b.cells[0]!));
  const header = [
    'User',
    'Email',
    'Client',
    'Project',
    'Task',
    'Description',
    'Billable',
    'Start date',
    'Start time',
    'End date',
    'End time',
    'Duration',
    'Tags',
    'Amount (USD)',
  ];
  writeText('time-entries.csv', `${[header, ...out.map((o) => o.cells)].map(csvLine).join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------
// 3. A software company's time-off requests, leave starting in 2025.

function leaveRequests(): void {
  const r = draws(20_251_003);
  const depts: [string, number, string][] = [
    ['Engineering', 62, 'Hartley, Simone'],
    ['Sales', 34, 'Kowalski, Adam'],
    ['Customer Success', 28, 'Osei, Linda'],
    ['Marketing', 16, 'Brennan, Liam'],
    ['Product', 14, 'Farouk, Yasmin'],
    ['Finance', 9, 'Delgado, Rosa'],
    ['People', 7, 'Chambers, Nia'],
    ['Operations', 12, 'Lindgren, Erik'],
  ];
  const firsts = [
    'James',
    'Mary',
    'Robert',
    'Patricia',
    'John',
    'Jennifer',
    'Michael',
    'Linda',
    'David',
    'Elizabeth',
    'William',
    'Barbara',
    'Richard',
    'Susan',
    'Joseph',
    'Jessica',
    'Thomas',
    'Sarah',
    'Carlos',
    'Karen',
    'Daniel',
    'Lisa',
    'Matthew',
    'Nancy',
    'Anthony',
    'Betty',
    'Mark',
    'Sandra',
    'Paul',
    'Ashley',
    'Steven',
    'Kimberly',
    'Andrew',
    'Emily',
    'Kenji',
    'Donna',
    'Joshua',
    'Michelle',
    'Kevin',
    'Carol',
    'Brian',
    'Amanda',
    'Tariq',
    'Melissa',
    'Wei',
    'Deborah',
    'Samir',
    'Laura',
    'Diego',
    'Rachel',
    'Omar',
    'Fatima',
    'Ivan',
    'Chen',
    'Leah',
    'Marcus',
  ];
  const lasts = [
    'Anderson',
    'Baker',
    'Chen',
    'Diaz',
    'Evans',
    'Fischer',
    'Gupta',
    'Hughes',
    'Ibrahim',
    'Jensen',
    'Kim',
    'Larsen',
    'Moreno',
    'Nakamura',
    'Olsen',
    'Park',
    'Quinn',
    'Reyes',
    'Sato',
    'Thompson',
    'Usman',
    'Vargas',
    'Walsh',
    'Xu',
    'Young',
    'Zimmerman',
    'Bishop',
    'Carver',
    'Dunn',
    'Ellis',
    'Foster',
    'Grant',
    'Hayes',
    'Irwin',
    'Joyce',
    'Keller',
    'Lowe',
    'Mendez',
    'Novak',
    'Ortega',
    'Pierce',
    'Ramsey',
    'Shaw',
    'Tran',
    'Vance',
    'Webb',
  ];
  type Emp = {
    no: string;
    name: string;
    dept: string;
    loc: string;
    mgr: string;
    hired: number;
    left: number;
  };
  const emps: Emp[] = [];
  const names = new Set<string>();
  let no = 101;
  for (const [dept, n, mgr] of depts) {
    for (let i = 0; i < n; i++) {
      let name: string;
      do name = `${r.one(lasts)}, ${r.one(firsts)}`;
      while (names.has(name));
      names.add(name);
      const loc = r.pick([
        ['Boston', 5],
        ['Chicago', 3],
        ['Remote', 4],
      ] as const);
      const hired = r.chance(0.15) ? utc(2025, r.int(1, 10), r.int(1, 28)) : utc(2018, 1, 1);
      const left = r.chance(0.08) ? utc(2025, r.int(3, 12), r.int(1, 28)) : utc(2027, 1, 1);
      emps.push({ no: String(no).padStart(5, '0'), name, dept, loc, mgr, hired, left });
      no += r.int(1, 9);
    }
  }
  const holidays = new Set([
    utc(2025, 1, 1),
    utc(2025, 1, 20),
    utc(2025, 5, 26),
    utc(2025, 7, 4),
    utc(2025, 9, 1),
    utc(2025, 11, 27),
    utc(2025, 11, 28),
    utc(2025, 12, 25),
  ]);
  const workday = (ms: number) => weekday(ms) !== 0 && weekday(ms) !== 6 && !holidays.has(ms);
  type Req = { emp: Emp; type: string; start: number; end: number; hours: number; reqOn: number };
  const reqs: Req[] = [];
  const nextWorkday = (ms: number) => {
    let d = ms;
    while (!workday(d)) d += DAY;
    return d;
  };
  const span = (startDay: number, days: number) => {
    let d = startDay;
    let left = days - 1;
    while (left > 0) {
      d += DAY;
      if (workday(d)) left--;
    }
    return d;
  };
  for (const e of emps) {
    const from = Math.max(utc(2025, 1, 2), e.hired + 30 * DAY);
    const to = Math.min(utc(2025, 12, 31), e.left - DAY);
    if (from >= to) continue;
    const frac = (to - from) / (365 * DAY);
    // Vacation: seasonal.
    const nVac = Math.round((3 + r.int(0, 4)) * frac);
    for (let i = 0; i < nVac; i++) {
      const m = r.pick([
        [1, 2],
        [2, 4],
        [3, 5],
        [4, 4],
        [5, 5],
        [6, 9],
        [7, 13],
        [8, 12],
        [9, 4],
        [10, 5],
        [11, 6],
        [12, 11],
      ] as const);
      const s = nextWorkday(utc(2025, m, r.int(1, 28)));
      if (s < from || s > to) continue;
      const days = r.pick([
        [1, 25],
        [2, 15],
        [3, 12],
        [4, 8],
        [5, 22],
        [10, 6],
      ] as const);
      const half = days === 1 && r.chance(0.2);
      const eDay = span(s, days);
      reqs.push({
        emp: e,
        type: 'Vacation',
        start: s,
        end: eDay,
        hours: half ? 4 : days * 8,
        reqOn: s - (r.int(7, 60) + (days >= 5 ? 20 : 0)) * DAY,
      });
    }
    // Sick: winter-heavy, short notice.
    const nSick = Math.round(r.poisson(2.4 * (e.dept === 'Customer Success' ? 1.4 : 1)) * frac);
    for (let i = 0; i < nSick; i++) {
      const m = r.pick([
        [1, 14],
        [2, 13],
        [3, 9],
        [4, 6],
        [5, 5],
        [6, 4],
        [7, 3],
        [8, 3],
        [9, 5],
        [10, 7],
        [11, 9],
        [12, 12],
      ] as const);
      const s = nextWorkday(utc(2025, m, r.int(1, 28)));
      if (s < from || s > to) continue;
      const days = r.pick([
        [1, 60],
        [2, 25],
        [3, 10],
        [5, 5],
      ] as const);
      const half = days === 1 && r.chance(0.25);
      reqs.push({
        emp: e,
        type: 'Sick',
        start: s,
        end: span(s, days),
        hours: half ? 4 : days * 8,
        reqOn: s + r.int(0, 2) * DAY,
      });
    }
    // Personal days.
    const nPers = Math.round(r.poisson(1.3) * frac);
    for (let i = 0; i < nPers; i++) {
      const s = nextWorkday(utc(2025, r.int(1, 12), r.int(1, 28)));
      if (s < from || s > to) continue;
      const half = r.chance(0.35);
      reqs.push({
        emp: e,
        type: 'Personal',
        start: s,
        end: s,
        hours: half ? 4 : 8,
        reqOn: s - r.int(1, 14) * DAY,
      });
    }
    if (r.chance(0.035)) {
      const s = nextWorkday(utc(2025, r.int(1, 12), r.int(1, 28)));
      if (s >= from && s <= to)
        reqs.push({ emp: e, type: 'Bereavement', start: s, end: span(s, 3), hours: 24, reqOn: s - DAY });
    }
    if (r.chance(0.03)) {
      const s = nextWorkday(utc(2025, r.int(1, 12), r.int(1, 28)));
      const days = r.int(1, 3);
      if (s >= from && s <= to)
        reqs.push({
          emp: e,
          type: 'Jury Duty',
          start: s,
          end: span(s, days),
          hours: days * 8,
          reqOn: s - r.int(10, 30) * DAY,
        });
    }
    if (r.chance(0.045)) {
      const s = nextWorkday(utc(2025, r.int(1, 10), r.int(1, 28)));
      const days = r.pick([
        [30, 1],
        [40, 1],
        [60, 2],
      ] as const);
      if (s >= from && s <= to)
        reqs.push({
          emp: e,
          type: 'Parental Leave',
          start: s,
          end: span(s, days),
          hours: days * 8,
          reqOn: s - r.int(40, 90) * DAY,
        });
    }
    if (r.chance(0.03)) {
      const s = nextWorkday(utc(2025, r.int(1, 12), r.int(1, 28)));
      const days = r.int(2, 10);
      if (s >= from && s <= to)
        reqs.push({
          emp: e,
          type: 'Unpaid Leave',
          start: s,
          end: span(s, days),
          hours: days * 8,
          reqOn: s - r.int(10, 40) * DAY,
        });
    }
  }
  reqs.sort((a, b) => a.reqOn - b.reqOn || a.start - b.start || a.emp.no.localeCompare(b.emp.no));
  const exported = utc(2026, 1, 5);
  const rows: string[][] = [];
  let id = 1;
  for (const q of reqs) {
    const reqOn = Math.min(q.reqOn, q.start + 2 * DAY);
    let status = 'Approved';
    const x = r.random();
    if (q.type === 'Vacation') {
      if (q.start > utc(2025, 12, 19) && x < 0.3) status = 'Pending';
      else if (x < 0.07 + (q.emp.dept === 'Sales' && q.start >= utc(2025, 12, 1) ? 0.25 : 0))
        status = 'Denied';
      else if (x < 0.13) status = 'Canceled';
    } else if (q.type === 'Personal') {
      if (x < 0.05) status = 'Denied';
      else if (x < 0.1) status = 'Canceled';
    } else if (q.type === 'Unpaid Leave' && x < 0.3) status = 'Denied';
    else if (q.type === 'Sick' && x < 0.02) status = 'Canceled';
    const decided = status === 'Pending' ? '' : usDate(Math.min(exported - DAY, reqOn + r.int(0, 3) * DAY));
    const approver =
      status === 'Pending' || status === 'Canceled'
        ? ''
        : q.emp.dept === 'People' || r.chance(0.9)
          ? q.emp.mgr
          : 'Chambers, Nia';
    const note =
      q.type === 'Sick' && r.chance(0.1)
        ? 'doctor appt'
        : q.type === 'Vacation' && r.chance(0.04)
          ? 'wedding'
          : q.type === 'Personal' && r.chance(0.1)
            ? 'moving day'
            : '';
    rows.push([
      `TO-${String(id++).padStart(5, '0')}`,
      q.emp.no,
      q.emp.name,
      q.emp.dept,
      q.emp.loc,
      q.type,
      usDate(reqOn),
      usDate(q.start),
      usDate(q.end),
      q.hours.toFixed(1),
      status,
      approver,
      status === 'Canceled' ? '' : decided,
      note,
    ]);
  }
  const header = [
    'Request ID',
    'Employee #',
    'Employee Name',
    'Department',
    'Location',
    'Time Off Type',
    'Requested On',
    'Start Date',
    'End Date',
    'Hours',
    'Status',
    'Approver',
    'Decision Date',
    'Note',
  ];
  const footer = `Total Requests: ${rows.length}  |  Generated 01/05/2026 07:30 AM by ptoadmin`;
  writeText('leave-requests.csv', `${[header, ...rows].map(csvLine).join('\n')}\n\n${quoteCell(footer)}\n`);
}

shopifyOrders();
timeEntries();
leaveRequests();
