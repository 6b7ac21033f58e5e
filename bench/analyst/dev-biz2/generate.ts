/**
 * Writes the three synthetic business exports of dev-biz2/data/: a helpdesk ticket export
 * (timestamps as text, blank satisfaction scores, unassigned open tickets), a retail point-of-sale
 * line-item export (an order id repeated over its lines, prices written with a pound sign,
 * discounts as "15%" or blank, day-first dates) and a B2B CRM deal export (amounts with thousands
 * separators, a close date and won flag empty while a deal is open, a region sometimes typed in
 * lower case). Deterministic: one seeded generator per file, so the same files come out on every run.
 *
 * Run: node --import tsx bench/analyst/dev-biz2/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seeded, weightedPicker } from '../seeded';

const DAY = 86_400_000;
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** `2024-03-05 14:22` from a UTC time. */
const stamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Day-first `05/03/2024` for 5 March 2024. */
const dayFirst = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const money = (n: number, decimals: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

function writeCsv(file: string, header: string[], rows: string[][]): void {
  const quote = (s: string) => (/[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  const text = [header, ...rows].map((r) => r.map(quote).join(',')).join('\n');
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'data');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), `${text}\n`);
  console.log(`${rows.length} rows → ${file}`);
}

/** A toolkit of draws over one seeded stream. */
function draws(seed: number) {
  const random = seeded(seed);
  const pick = weightedPicker(random);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  /** A skewed non-negative number with the given mean (exponential). */
  const skewed = (mean: number) => -Math.log(1 - random()) * mean;
  return { random, pick, int, skewed };
}

function supportTickets(): void {
  const { random, pick, skewed } = draws(7_240_301);
  const AGENTS = [
    ['Priya Natarajan', 14], ['Marcus Bell', 13], ['Sofia Alvarez', 12], ['Tom Okafor', 11], ['Hannah Kim', 10],
    ['Lukas Brandt', 9], ['Aisha Rahman', 8], ['Dev Mehta', 6],
  ] as const;
  const speed: Record<string, number> = {
    'Priya Natarajan': 0.8, 'Marcus Bell': 1.1, 'Sofia Alvarez': 0.9, 'Tom Okafor': 1.3, 'Hannah Kim': 1.0,
    'Lukas Brandt': 1.2, 'Aisha Rahman': 0.85, 'Dev Mehta': 1.5,
  };
  const PRIORITY = [['Low', 30], ['Medium', 40], ['High', 22], ['Urgent', 8]] as const;
  const CHANNEL = [['Email', 38], ['Chat', 27], ['Phone', 20], ['Web Form', 15]] as const;
  const TIER = [['Free', 45], ['Pro', 38], ['Enterprise', 17]] as const;
  const resolveHours: Record<string, number> = { Low: 52, Medium: 30, High: 14, Urgent: 6 };
  const start = Date.UTC(2024, 0, 1);
  const end = Date.UTC(2025, 0, 1);
  const rows: string[][] = [];
  for (let i = 0; i < 2600; i++) {
    let created: number;
    for (;;) {
      created = start + Math.floor(random() * (end - start) / MINUTE) * MINUTE;
      // Fewer tickets at night and at weekends.
      const d = new Date(created);
      const quiet = d.getUTCHours() < 7 || d.getUTCHours() > 20 ? 0.25 : 1;
      const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6 ? 0.45 : 1;
      if (random() < quiet * weekend) break;
    }
    const priority = pick(PRIORITY);
    const channel = pick(CHANNEL);
    const tier = pick(TIER);
    const agent = pick(AGENTS);
    // Tickets of December are more often still open on export day.
    const age = (end - created) / DAY;
    const status = age < 10 && random() < 0.55 ? 'open' : pick([['closed', 82], ['escalated', 12], ['open', 6]] as const);
    const assigned = status !== 'open' || random() < 0.7;
    const channelSpeed = { Chat: 0.3, Phone: 0.2, Email: 1.6, 'Web Form': 1.9 }[channel]!;
    const firstResponse = Math.max(1, Math.round(skewed(45 * channelSpeed * (priority === 'Urgent' ? 0.4 : 1))));
    const hours = skewed(resolveHours[priority]! * (assigned ? speed[agent]! : 1) * (tier === 'Enterprise' ? 0.8 : 1)) + 0.3;
    const resolvedAt = created + Math.round(hours * 60) * MINUTE + firstResponse * MINUTE;
    const resolved = status === 'closed' || (status === 'escalated' && random() < 0.6) ? stamp(resolvedAt) : '';
    const rated = status === 'closed' && random() < 0.58;
    const base = 4.4 - Math.min(2, hours / 40) - (firstResponse > 120 ? 0.6 : 0) + (channel === 'Chat' ? 0.2 : 0);
    const csat = rated ? String(Math.min(5, Math.max(1, Math.round(base + (random() - 0.5) * 2.4)))) : '';
    rows.push([
      `TCK-${10001 + i}`, stamp(created), resolved, priority, channel, assigned ? agent : '', tier, status, csat,
      status === 'open' && !assigned ? '' : String(firstResponse),
    ]);
  }
  // Exports list tickets by creation time.
  rows.sort((a, b) => (a[1]! < b[1]! ? -1 : a[1]! > b[1]! ? 1 : 0));
  rows.forEach((r, i) => (r[0] = `TCK-${10001 + i}`));
  writeCsv('support-tickets.csv', [
    'ticket_id', 'created_at', 'resolved_at', 'priority', 'channel', 'agent', 'customer_tier', 'status',
    'satisfaction_score', 'first_response_minutes',
  ], rows);
}

/** The shop's catalogue: sku, product, category, price in pounds. */
export const CATALOGUE = [
  ['SKU-1001', 'Wireless Earbuds', 'Electronics', 59.99], ['SKU-1002', 'Bluetooth Speaker', 'Electronics', 44.5],
  ['SKU-1003', 'USB-C Charger 65W', 'Electronics', 29.99], ['SKU-1004', 'Smart Watch', 'Electronics', 189],
  ['SKU-1005', '4K Streaming Stick', 'Electronics', 49.99], ['SKU-1006', 'Noise Cancelling Headphones', 'Electronics', 249],
  ['SKU-2001', 'Linen Shirt', 'Clothing', 35], ['SKU-2002', 'Slim Jeans', 'Clothing', 49.95],
  ['SKU-2003', 'Rain Jacket', 'Clothing', 89.99], ['SKU-2004', 'Wool Jumper', 'Clothing', 64],
  ['SKU-2005', 'Cotton T-Shirt 3-pack', 'Clothing', 19.99], ['SKU-2006', 'Running Shoes', 'Clothing', 94.5],
  ['SKU-3001', 'Ceramic Mug Set', 'Home', 24.99], ['SKU-3002', 'Scented Candle', 'Home', 12.5],
  ['SKU-3003', 'Bath Towel Bundle', 'Home', 39.99], ['SKU-3004', 'Table Lamp', 'Home', 54],
  ['SKU-3005', 'Cast Iron Pan', 'Home', 42.75], ['SKU-4001', 'Face Moisturiser', 'Beauty', 18.99],
  ['SKU-4002', 'Perfume 50ml', 'Beauty', 68], ['SKU-4003', 'Hair Dryer', 'Beauty', 79.99],
  ['SKU-4004', 'Lip Balm Duo', 'Beauty', 6.49], ['SKU-5001', 'Yoga Mat', 'Sports', 29.5],
  ['SKU-5002', 'Dumbbell Pair 5kg', 'Sports', 34.99], ['SKU-5003', 'Water Bottle', 'Sports', 14.99],
  ['SKU-5004', 'Road Bike Helmet', 'Sports', 62.45], ['SKU-3006', 'Espresso Machine', 'Home', 1249],
] as const;

function posLines(): void {
  const { random, pick, int } = draws(20_230_105);
  const STORES = [
    ['Oxford Street', 'London', 20], ['Camden', 'London', 12], ['Piccadilly', 'Manchester', 15],
    ['Trinity', 'Leeds', 11], ['Cabot Circus', 'Bristol', 10], ['Bullring', 'Birmingham', 13],
  ] as const;
  const CATEGORY_WEIGHT: Record<string, number> = { Electronics: 0.8, Clothing: 1.4, Home: 1.1, Beauty: 1.2, Sports: 0.8 };
  const RETURN_RATE: Record<string, number> = { Electronics: 0.07, Clothing: 0.16, Home: 0.05, Beauty: 0.03, Sports: 0.08 };
  const start = Date.UTC(2023, 0, 1);
  const rows: string[][] = [];
  let order = 100_230;
  while (rows.length < 4200) {
    order += int(1, 3);
    let day: number;
    for (;;) {
      day = start + int(0, 730) * DAY;
      const d = new Date(day);
      const month = d.getUTCMonth();
      const season = month === 10 || month === 11 ? 1 : month === 0 ? 0.55 : 0.7;
      const weekend = d.getUTCDay() === 6 ? 1 : d.getUTCDay() === 0 ? 0.8 : 0.6;
      if (random() < season * weekend) break;
    }
    const store = pick(STORES.map((s) => [s, s[2]] as const));
    const lines = pick([[1, 40], [2, 28], [3, 17], [4, 10], [5, 5]] as const);
    const promo = random() < 0.3 ? pick([[10, 50], [15, 20], [20, 20], [25, 7], [50, 3]] as const) : 0;
    const used = new Set<string>();
    for (let l = 0; l < lines; l++) {
      // Big-ticket items sell rarely.
      const item = pick(CATALOGUE.map((c) => [c, CATEGORY_WEIGHT[c[2]]! * (c[3] > 500 ? 0.06 : 1)] as const));
      if (used.has(item[0])) continue;
      used.add(item[0]);
      const qty = item[3] > 100 ? 1 : pick([[1, 70], [2, 20], [3, 7], [4, 2], [6, 1]] as const);
      const discount = promo > 0 && random() < 0.8 ? promo : random() < 0.05 ? 5 : 0;
      const returned = random() < RETURN_RATE[item[2]]! * (discount >= 25 ? 1.5 : 1);
      rows.push([
        `ORD-${order}`, store[0], store[1], item[0], item[1], item[2], String(qty), `£${money(item[3], 2)}`,
        discount ? `${discount}%` : '', returned ? 'Yes' : 'No', dayFirst(day),
      ]);
    }
  }
  writeCsv('pos-lines.csv', [
    'order_id', 'store', 'city', 'sku', 'product_name', 'category', 'qty', 'unit_price', 'discount', 'returned', 'date',
  ], rows);
}

function crmDeals(): void {
  const { random, pick, int, skewed } = draws(88_410_027);
  const PREFIX = ['Acme', 'Northwind', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Hooli', 'Vandelay', 'Soylent', 'Cyberdyne', 'Tyrell', 'Wonka', 'Gringotts', 'Oscorp', 'Aperture', 'Massive Dynamic', 'Pied Piper', 'Blue Sun', 'Prestige Worldwide', 'Dunder Mifflin', 'Monarch', 'Sterling Cooper', 'Bluth', 'Kruger', 'Nakatomi', 'Virtucon', 'Gekko', 'Octan', 'Zorg'];
  const SUFFIX = ['Inc', 'Ltd', 'GmbH', 'Corp', 'Group', 'Holdings', 'LLC', 'SA'];
  const ACCOUNTS = PREFIX.map((p, i) => `${p} ${SUFFIX[i % SUFFIX.length]}`);
  const accountWeight = ACCOUNTS.map((a, i) => [a, 1 + ((i * 7) % 5)] as const);
  const REGIONS = [['North America', 40], ['EMEA', 32], ['APAC', 18], ['LATAM', 10]] as const;
  const OWNERS: Record<string, string[]> = {
    'North America': ['Jake Morrison', 'Olivia Chen', 'Ryan Patel'],
    EMEA: ['Emma Schulz', 'Luca Romano', 'Chloe Martin'],
    APAC: ['Kenji Watanabe', 'Mei Lin Tan'],
    LATAM: ['Camila Rocha'],
  };
  const SOURCES = [['Inbound', 32], ['Outbound', 26], ['Referral', 14], ['Partner', 12], ['Event', 10], ['', 6]] as const;
  const WIN: Record<string, number> = { Inbound: 0.3, Outbound: 0.18, Referral: 0.48, Partner: 0.38, Event: 0.22, '': 0.25 };
  const start = Date.UTC(2023, 0, 1);
  const exportDay = Date.UTC(2025, 0, 1);
  const rows: { created: number; cells: string[] }[] = [];
  for (let i = 0; i < 1500; i++) {
    const created = start + int(0, 730) * DAY;
    const region = pick(REGIONS);
    const owners = OWNERS[region]!;
    const owner = owners[int(0, owners.length - 1)]!;
    const account = pick(accountWeight);
    const source = pick(SOURCES);
    const size = region === 'North America' ? 1.2 : region === 'LATAM' ? 0.7 : 1;
    const amount = Math.round((5000 + skewed(42_000) * size) / 50) * 50 + (random() < 0.02 ? 250_000 : 0);
    const cycle = Math.round(14 + skewed(65));
    const closes = created + cycle * DAY;
    let stage: string;
    let won = '';
    let closeDate = '';
    if (closes < exportDay) {
      const isWon = random() < WIN[source]! * (amount > 100_000 ? 0.7 : 1);
      stage = isWon ? 'Closed Won' : 'Closed Lost';
      won = isWon ? 'TRUE' : 'FALSE';
      closeDate = iso(closes);
    } else {
      stage = pick([['Prospecting', 25], ['Qualification', 25], ['Proposal', 22], ['Negotiation', 15], ['Verbal Commit', 6]] as const);
    }
    // Early-stage deals often carry no amount yet.
    const noAmount = (stage === 'Prospecting' && random() < 0.6) || (stage === 'Qualification' && random() < 0.25) || random() < 0.01;
    const typed = region !== 'North America' && random() < 0.04 ? region.toLowerCase() : region;
    rows.push({
      created,
      cells: ['', account, typed, owner, stage, noAmount ? '' : money(amount, 0), iso(created), closeDate, won, source],
    });
  }
  rows.sort((a, b) => a.created - b.created);
  const perYear: Record<string, number> = {};
  const out = rows.map(({ created, cells }) => {
    const year = new Date(created).getUTCFullYear();
    perYear[year] = (perYear[year] ?? 0) + 1;
    cells[0] = `D-${year}-${String(perYear[year]).padStart(4, '0')}`;
    return cells;
  });
  writeCsv('crm-deals.csv', [
    'deal_id', 'account', 'region', 'owner', 'stage', 'amount_usd', 'created_date', 'close_date', 'won', 'lead_source',
  ], out);
}

supportTickets();
posLines();
crmDeals();
