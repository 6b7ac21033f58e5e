/**
 * Generates the sample datasets shipped with the engine (see README.md for the planted
 * patterns). Deterministic: a seeded PRNG, no clock, so running it again reproduces the
 * committed CSVs byte for byte. Run: `node --import tsx packages/engine/samples/generate.ts`.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** mulberry32: a tiny, well-distributed 32-bit PRNG; enough for synthetic business data. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const days = (from: string, to: string) => {
  const out: number[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY) out.push(t);
  return out;
};
const pick = <T>(r: () => number, items: readonly T[], weights?: readonly number[]): T => {
  if (!weights) return items[Math.floor(r() * items.length)] as T;
  const total = weights.reduce((s, w) => s + w, 0);
  let x = r() * total;
  for (let i = 0; i < items.length; i++) {
    x -= weights[i] ?? 0;
    if (x <= 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
};
/** Poisson draw (Knuth for small means, normal approximation above 30). */
const poisson = (r: () => number, mean: number) => {
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(r)));
  const l = Math.exp(-mean);
  let k = 0;
  let p = 1;
  do {
    k++;
    p *= r();
  } while (p > l);
  return k - 1;
};
const normal = (r: () => number) => Math.sqrt(-2 * Math.log(r() || 1e-12)) * Math.cos(2 * Math.PI * r());
const csv = (header: string[], rows: (string | number)[][]) =>
  [
    header.join(','),
    ...rows.map((row) =>
      row
        .map((v) => (typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v)))
        .join(','),
    ),
  ].join('\n') + '\n';

/** E-commerce orders 2023–2024: trend, weekly and yearly seasonality, a flash-sale spike, a segment drop. */
function orders(): string {
  const r = rng(42);
  const products = [
    ['Laptop', 'Electronics', 899],
    ['Headphones', 'Electronics', 129],
    ['Smartphone', 'Electronics', 649],
    ['Monitor', 'Electronics', 259],
    ['Desk Chair', 'Home', 189],
    ['Coffee Maker', 'Home', 79],
    ['Blender', 'Home', 59],
    ['Running Shoes', 'Apparel', 99],
    ['Jacket', 'Apparel', 149],
    ['T-Shirt', 'Apparel', 19],
  ] as const;
  const popularity = [4, 9, 5, 5, 4, 7, 6, 8, 5, 12];
  const regions = ['North', 'South', 'East', 'West'] as const;
  const channels = ['Online', 'Retail', 'Partner'] as const;
  const rows: (string | number)[][] = [];
  let id = 100000;
  for (const t of days('2023-01-01', '2024-12-31')) {
    const d = new Date(t);
    const dayIndex = (t - Date.parse('2023-01-01')) / DAY;
    const trend = 1 + 0.3 * (dayIndex / 730);
    const weekly = d.getUTCDay() === 0 || d.getUTCDay() === 6 ? 1.25 : 1;
    const month = d.getUTCMonth();
    const yearly = month === 10 ? 1.35 : month === 11 ? 1.6 : month === 0 || month === 1 ? 0.85 : 1;
    const flashSale = iso(t) === '2024-07-15' ? 5 : 1;
    const n = poisson(r, 19 * trend * weekly * yearly * flashSale);
    for (let i = 0; i < n; i++) {
      const p = pick(r, products, popularity);
      const region = pick(r, regions, [3, 2, 2.5, 2.5]);
      const channel = pick(r, channels, [5, 3, 1]);
      // West online sales fall by 60% from October 2024 (a planted segment drop).
      if (region === 'West' && channel === 'Online' && iso(t) >= '2024-10-01' && r() < 0.6) continue;
      const units = 1 + poisson(r, p[2] > 300 ? 0.2 : 1.2);
      const discount = flashSale > 1 ? 0.8 : r() < 0.15 ? 0.9 : 1;
      const price = Math.round(p[2] * discount * (0.97 + 0.06 * r()) * 100) / 100;
      rows.push([
        `O${id++}`,
        iso(t),
        region,
        channel,
        p[0],
        p[1],
        units,
        price,
        Math.round(units * price * 100) / 100,
        `C${10000 + Math.floor(r() * 4000)}`,
      ]);
    }
  }
  return csv(
    [
      'order_id',
      'order_date',
      'region',
      'channel',
      'product',
      'category',
      'units',
      'price',
      'revenue',
      'customer_id',
    ],
    rows,
  );
}

/** SaaS subscriptions, one row per account and month: MRR growth, and a Starter churn spike in March 2024. */
function subscriptions(): string {
  const r = rng(7);
  const plans = [
    ['Starter', 49],
    ['Pro', 199],
    ['Enterprise', 990],
  ] as const;
  const countries = ['US', 'UK', 'Germany', 'France', 'Canada', 'Australia'] as const;
  const industries = ['Retail', 'Finance', 'Healthcare', 'Software', 'Education'] as const;
  type Account = {
    id: string;
    plan: number;
    country: string;
    industry: string;
    seats: number;
    start: string;
  };
  const active: Account[] = [];
  const rows: (string | number)[][] = [];
  let next = 1;
  for (let y = 2022; y <= 2024; y++) {
    for (let m = 0; m < 12; m++) {
      const month = iso(Date.UTC(y, m, 1));
      const signups = poisson(r, 14 + (y - 2022) * 4 + m * 0.3);
      for (let i = 0; i < signups; i++) {
        active.push({
          id: `A${String(next++).padStart(4, '0')}`,
          plan: pick(r, [0, 1, 2], [6, 3, 1]),
          country: pick(r, countries, [5, 2, 2, 1.5, 1.5, 1]),
          industry: pick(r, industries),
          seats: 1 + poisson(r, 4),
          start: month,
        });
      }
      for (let i = active.length - 1; i >= 0; i--) {
        const a = active[i] as Account;
        if (r() < 0.03 && a.plan < 2) a.plan++; // Upgrades.
        if (r() < 0.08) a.seats += 1;
        const base = [0.04, 0.02, 0.01][a.plan] ?? 0.02;
        const spike = month === '2024-03-01' && a.plan === 0 ? 0.25 : 0; // Starter price change.
        const churned = a.start !== month && r() < base + spike;
        const plan = plans[a.plan] ?? plans[0];
        const mrr = churned ? 0 : plan[1] * (a.plan === 0 ? 1 : a.seats / 3 + 1);
        rows.push([
          month,
          a.id,
          plan[0],
          a.country,
          a.industry,
          a.seats,
          Math.round(mrr * 100) / 100,
          churned ? 'churned' : 'active',
          churned ? 1 : 0,
          a.start,
        ]);
        if (churned) active.splice(i, 1);
      }
    }
  }
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
  return csv(
    [
      'month',
      'account_id',
      'plan',
      'country',
      'industry',
      'seats',
      'mrr',
      'status',
      'churned',
      'signup_month',
    ],
    rows,
  );
}

/** Daily web traffic by source and device: weekly cycle, growth, a tracking outage, a paid-mobile conversion drop. */
function traffic(): string {
  const r = rng(2024);
  const sources = [
    ['organic', 900, 0.03],
    ['paid', 500, 0.045],
    ['social', 350, 0.015],
    ['email', 150, 0.06],
    ['referral', 120, 0.035],
  ] as const;
  const devices = [
    ['desktop', 0.45],
    ['mobile', 0.48],
    ['tablet', 0.07],
  ] as const;
  const rows: (string | number)[][] = [];
  for (const t of days('2023-01-01', '2024-12-31')) {
    const d = new Date(t);
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const growth = 1 + 0.4 * ((t - Date.parse('2023-01-01')) / DAY / 730);
    const outage = iso(t) === '2024-05-10' ? 0.05 : 1; // Analytics tag missing for most of the day.
    for (const [source, base, cr] of sources) {
      for (const [device, share] of devices) {
        const weekly = device === 'desktop' ? (weekend ? 0.6 : 1.15) : weekend ? 1.3 : 0.95;
        const sessions = poisson(r, base * share * weekly * growth * outage);
        const drop = source === 'paid' && device === 'mobile' && iso(t) >= '2024-09-01' ? 0.5 : 1; // Checkout bug.
        const conversions = poisson(r, sessions * cr * drop * (device === 'desktop' ? 1.2 : 0.9));
        const bounce = Math.min(0.95, Math.max(0.1, (device === 'mobile' ? 0.55 : 0.42) + 0.05 * normal(r)));
        rows.push([
          iso(t),
          source,
          device,
          sessions,
          Math.round(sessions * (2.2 + r())),
          conversions,
          Math.round(bounce * 1000) / 1000,
          Math.round(60 + 140 * r() + (device === 'desktop' ? 60 : 0)),
        ]);
      }
    }
  }
  return csv(
    [
      'date',
      'source',
      'device',
      'sessions',
      'pageviews',
      'conversions',
      'bounce_rate',
      'avg_session_seconds',
    ],
    rows,
  );
}

writeFileSync(join(here, 'ecommerce_orders.csv'), orders());
writeFileSync(join(here, 'saas_subscriptions.csv'), subscriptions());
writeFileSync(join(here, 'web_traffic.csv'), traffic());
console.log('Wrote ecommerce_orders.csv, saas_subscriptions.csv, web_traffic.csv');
