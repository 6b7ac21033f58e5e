/**
 * Writes dev3/data/orders.csv: a synthetic web-shop order export (no public table of this shape
 * ships on npm). Deterministic: a seeded generator, so the same file comes out on every run.
 * Columns as a shop export gives them: ids, a timestamp, country, sales channel, category,
 * quantity, unit price, an optional discount code, the order total, a status, a first-order flag
 * and delivery days (empty for orders that were not delivered).
 *
 * Run: node --import tsx bench/analyst/dev3/generate-orders.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seeded, weightedPicker } from '../seeded';

const random = seeded(20240611);
const pick = weightedPicker(random);

const COUNTRIES = [['US', 40], ['GB', 18], ['DE', 14], ['FR', 10], ['CA', 10], ['AU', 8]] as const;
const CHANNELS = [['web', 45], ['mobile app', 30], ['marketplace', 15], ['phone', 10]] as const;
const CATEGORIES = [
  ['Electronics', 20, 60, 400],
  ['Home & Kitchen', 25, 12, 150],
  ['Books', 20, 6, 40],
  ['Toys', 15, 8, 90],
  ['Apparel', 20, 10, 120],
] as const;
const CODES = [['', 70], ['WELCOME10', 12], ['SPRING15', 8], ['VIP20', 10]] as const;
const STATUSES = [['delivered', 78], ['cancelled', 8], ['returned', 7], ['shipped', 7]] as const;

const ROWS = 2400;
const start = Date.UTC(2024, 0, 1);
const end = Date.UTC(2025, 6, 1);
const customers = 700;
const seen = new Set<string>();
const orders: { at: number; line: string[] }[] = [];
for (let i = 0; i < ROWS; i++) {
  // Later months sell a little more: the rate grows by half over the period.
  const u = random();
  const at = start + Math.floor(((Math.sqrt(1 + 3 * u) - 1) / 1) * (end - start));
  orders.push({ at: Math.min(at, end - 60_000), line: [] });
}
orders.sort((a, b) => a.at - b.at);
const rows = orders.map(({ at }, i) => {
  const customer = `C${String(1 + Math.floor(random() * customers)).padStart(4, '0')}`;
  const first = !seen.has(customer);
  seen.add(customer);
  const category = pick(CATEGORIES.map((c) => [c, c[1]] as const));
  const [name, , low, high] = category;
  const unit = Math.round((low + random() * (high - low)) * 100) / 100 - 0.01;
  const quantity = pick([[1, 60], [2, 25], [3, 10], [4, 5]] as const);
  const code = first && random() < 0.5 ? 'WELCOME10' : pick(CODES.filter(([c]) => c !== 'WELCOME10'));
  const rate = code === '' ? 0 : Number(code.replace(/\D/g, '')) / 100;
  const total = Math.round(unit * quantity * (1 - rate) * 100) / 100;
  const status = pick(STATUSES);
  const days = status === 'delivered' || status === 'returned' ? String(1 + Math.floor(random() * 6) + (name === 'Electronics' ? 1 : 0)) : '';
  const stamp = new Date(at).toISOString().slice(0, 16).replace('T', ' ');
  return [
    `SO-${100001 + i}`,
    stamp,
    customer,
    pick(COUNTRIES),
    pick(CHANNELS),
    name,
    String(quantity),
    unit.toFixed(2),
    code,
    total.toFixed(2),
    status,
    first ? 'yes' : 'no',
    days,
  ];
});

const header = ['order_id', 'order_ts', 'customer_id', 'country', 'channel', 'category', 'qty', 'unit_price', 'promo_code', 'order_total', 'status', 'first_order', 'delivery_days'];
const quote = (s: string) => (/[",&]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const text = [header, ...rows].map((r) => r.map(quote).join(',')).join('\n');
const out = join(dirname(fileURLToPath(import.meta.url)), 'data', 'orders.csv');
writeFileSync(out, `${text}\n`);
console.log(`${rows.length} orders → ${out}`);
