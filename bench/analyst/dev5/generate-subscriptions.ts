/**
 * Writes dev5/data/subscriptions.csv: a synthetic SaaS subscription export as a billing tool
 * gives it (no public export of this shape ships on npm). Deterministic: a seeded generator, so
 * the same file comes out on every run. Headers with spaces and units, money written "$1,234.00",
 * US dates written "03/14/2023", an empty cancel date for live accounts, region codes, an NPS
 * score that is often missing.
 *
 * Run: node --import tsx bench/analyst/dev5/generate-subscriptions.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** mulberry32: a small, well-known seeded generator. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(20251126);
const pick = <T>(weighted: readonly (readonly [T, number])[]): T => {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
};

/** Plan, weight, list price per seat per month, seat range. */
const PLANS = [
  ['Starter', 50, 15, 1, 10],
  ['Growth', 35, 39, 5, 60],
  ['Enterprise', 15, 69, 40, 400],
] as const;
const REGIONS = [['NA', 45], ['EMEA', 30], ['APAC', 17], ['LATAM', 8]] as const;
const REPS = [['Dana Whitfield', 1], ['Marco Ruiz', 1], ['Priya Natarajan', 1], ['Tom Becker', 1], ['Aiko Sato', 1]] as const;
const WORDS = ['Blue', 'Harbor', 'Nimbus', 'Pine', 'Vertex', 'Quartz', 'Lumen', 'Copper', 'Atlas', 'Orbit', 'Maple', 'Summit', 'Kite', 'Delta', 'Echo', 'Granite'];
const SUFFIXES = ['Labs', 'Logistics', 'Health', 'Studio', 'Systems', 'Foods', 'Analytics', 'Partners', 'Retail', 'Works'];

const ROWS = 1500;
const start = Date.UTC(2022, 0, 1);
const asOf = Date.UTC(2025, 9, 31);
const DAY = 86_400_000;
const usDate = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const signups = Array.from({ length: ROWS }, () => start + Math.floor(random() * ((asOf - start) / DAY - 14)) * DAY).sort((a, b) => a - b);
const names = new Set<string>();
const rows = signups.map((signup, i) => {
  let company: string;
  do company = `${WORDS[Math.floor(random() * WORDS.length)]} ${SUFFIXES[Math.floor(random() * SUFFIXES.length)]}${random() < 0.3 ? ' Inc.' : ''}`;
  while (names.has(company) && names.size < WORDS.length * SUFFIXES.length * 2 - 10 && random() < 0.9);
  names.add(company);
  const [plan, , price, low, high] = pick(PLANS.map((p) => [p, p[1]] as const));
  const seats = low + Math.floor(random() * (high - low + 1));
  const billing = pick([['monthly', plan === 'Enterprise' ? 20 : 60], ['annual', plan === 'Enterprise' ? 80 : 40]] as const);
  const mrr = Math.round(seats * price * (billing === 'annual' ? 0.85 : 1) * 100) / 100;
  const trialEnds = signup + 14 * DAY;
  let status: string;
  let cancel = '';
  if (trialEnds > asOf - 30 * DAY && random() < 0.5) status = 'Trial';
  else {
    const churnRate = plan === 'Starter' ? 0.45 : plan === 'Growth' ? 0.3 : 0.15;
    if (random() < churnRate * (billing === 'annual' ? 0.7 : 1)) {
      status = 'Churned';
      const lifetime = 30 + Math.floor(random() * ((asOf - signup) / DAY - 30));
      cancel = usDate(Math.min(signup + Math.max(lifetime, 15) * DAY, asOf));
    } else status = 'Active';
  }
  const nps = random() < 0.55 ? '' : String(Math.min(10, Math.max(0, Math.round(7 + (random() - 0.5) * 8 - (status === 'Churned' ? 2 : 0)))));
  return [
    `ACC-${String(20001 + i)}`,
    company.includes(',') ? `"${company}"` : company,
    plan,
    billing,
    String(seats),
    `"${money(mrr)}"`,
    usDate(signup),
    cancel,
    status,
    pick(REGIONS),
    pick(REPS),
    nps,
  ].join(',');
});

const header = 'Account ID,Company,Plan,Billing Cycle,Seats,MRR (USD),Signup Date,Cancel Date,Status,Region,Account Owner,NPS';
const out = join(dirname(fileURLToPath(import.meta.url)), 'data', 'subscriptions.csv');
writeFileSync(out, `${header}\n${rows.join('\n')}\n`);
console.log(`wrote ${rows.length} rows to ${out}`);
