/**
 * Writes heldout3/data/support-tickets.csv: a synthetic help-desk ticket export (no public table of
 * this shape ships on npm). Deterministic: a seeded generator, so the same file comes out on every
 * run. Columns as a help-desk export gives them: a ticket id, when it was opened and resolved (empty
 * while unresolved), priority, channel, product area, customer plan, the assigned agent, status,
 * minutes to first response, an SLA-breach flag written TRUE / FALSE, a 0/1 reopened flag and a
 * satisfaction score from 1 to 5 (empty when the customer did not answer the survey).
 *
 * Run: node --import tsx bench/analyst/heldout3/generate-tickets.ts
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

const random = seeded(77031);
const pick = <T>(weighted: readonly (readonly [T, number])[]): T => {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
};

const PRIORITIES = [['Low', 35], ['Medium', 40], ['High', 18], ['Urgent', 7]] as const;
const CHANNELS = [['email', 40], ['live chat', 30], ['phone', 15], ['web form', 15]] as const;
const PRODUCTS = [['Billing', 25], ['Mobile App', 20], ['API', 15], ['Dashboard', 25], ['Integrations', 15]] as const;
const PLANS = [['Free', 45], ['Pro', 40], ['Enterprise', 15]] as const;
const AGENTS = [['Priya', 1], ['Marcus', 1], ['Sofia', 1], ['Kenji', 1], ['Amara', 1], ['Lukas', 1], ['Dana', 1]] as const;
/** Target minutes to first response per priority: the SLA. */
const SLA: Record<string, number> = { Low: 480, Medium: 240, High: 60, Urgent: 15 };
/** How fast each channel usually gets a first reply (a multiplier on the SLA). */
const SPEED: Record<string, number> = { email: 0.9, 'live chat': 0.25, phone: 0.15, 'web form': 1.0 };

const ROWS = 2600;
const start = Date.UTC(2025, 0, 1);
const end = Date.UTC(2025, 9, 1);
const last = Date.UTC(2025, 9, 1, 12); // the export was taken at noon on 1 Oct 2025
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

const opened: number[] = [];
for (let i = 0; i < ROWS; i++) {
  // Weekdays get about three times the tickets of weekend days; office hours are busier.
  let at: number;
  for (;;) {
    const day = start + Math.floor(random() * ((end - start) / 86_400_000)) * 86_400_000;
    const weekday = new Date(day).getUTCDay();
    if ((weekday === 0 || weekday === 6) && random() > 0.33) continue;
    const hour = random() < 0.75 ? 8 + Math.floor(random() * 10) : Math.floor(random() * 24);
    at = day + hour * 3_600_000 + Math.floor(random() * 60) * 60_000;
    break;
  }
  opened.push(at);
}
opened.sort((a, b) => a - b);

const rows = opened.map((at, i) => {
  const priority = pick(PRIORITIES);
  const channel = pick(CHANNELS);
  const product = pick(PRODUCTS);
  const plan = pick(PLANS);
  const agent = pick(AGENTS);
  const sla = SLA[priority]!;
  const firstResponse = Math.max(1, Math.round(sla * SPEED[channel]! * (0.2 + 1.6 * random() ** 1.5) * (agent === 'Lukas' ? 1.4 : 1)));
  const breached = firstResponse > sla;
  const age = last - at;
  const hoursToResolve = (priority === 'Urgent' ? 4 : priority === 'High' ? 12 : 30) * (0.3 + 3 * random() ** 2) * (product === 'API' ? 1.5 : 1);
  const resolvedMs = at + Math.round(hoursToResolve * 60) * 60_000;
  const resolved = resolvedMs < last && random() > 0.02;
  let status: string;
  if (!resolved) status = pick([['open', 60], ['pending', 40]] as const);
  else status = age > 7 * 86_400_000 ? 'closed' : 'solved';
  const reopened = resolved && random() < (product === 'Integrations' ? 0.12 : 0.05) ? 1 : 0;
  const surveyed = resolved && random() < 0.55;
  const score = surveyed ? Math.min(5, Math.max(1, Math.round(4.3 - (breached ? 1.2 : 0) - reopened * 1.0 + (random() - 0.5) * 2.2))) : undefined;
  return [
    `TCK-${String(10001 + i)}`,
    stamp(at),
    resolved ? stamp(resolvedMs) : '',
    priority,
    channel,
    product,
    plan,
    agent,
    status,
    String(firstResponse),
    breached ? 'TRUE' : 'FALSE',
    String(reopened),
    score === undefined ? '' : String(score),
  ];
});

const header = ['ticket_id', 'created_at', 'resolved_at', 'priority', 'channel', 'product', 'plan', 'agent', 'status', 'first_response_min', 'sla_breached', 'reopened', 'csat'];
const text = [header, ...rows].map((r) => r.join(',')).join('\n');
const out = join(dirname(fileURLToPath(import.meta.url)), 'data', 'support-tickets.csv');
writeFileSync(out, `${text}\n`);
console.log(`${rows.length} tickets → ${out}`);
