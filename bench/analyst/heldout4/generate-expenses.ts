/**
 * Writes heldout4/data/expense-claims.csv: a synthetic employee expense-claims export as an
 * expense tool gives it (no public export of this shape ships on npm). Deterministic: a seeded
 * generator, so the same file comes out on every run. Claim numbers, dates written "14-Mar-2025",
 * an amount in the claim's own currency next to its USD value, a status, an approver, a Y/N
 * receipt flag and the days to approval (empty while a claim is pending).
 *
 * Run: node --import tsx bench/analyst/heldout4/generate-expenses.ts
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

const random = seeded(7310412);
const pick = <T>(weighted: readonly (readonly [T, number])[]): T => {
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
};

/** Category, weight, typical low and high amount in USD. */
const CATEGORIES = [
  ['Airfare', 12, 180, 1400],
  ['Lodging', 16, 90, 650],
  ['Meals', 30, 8, 140],
  ['Ground Transport', 18, 6, 120],
  ['Software', 8, 10, 400],
  ['Office Supplies', 10, 5, 160],
  ['Training', 6, 150, 2200],
] as const;
const DEPARTMENTS = [['Sales', 35], ['Engineering', 25], ['Marketing', 15], ['Finance', 10], ['Operations', 15]] as const;
/** Currency, weight, USD per unit. */
const CURRENCIES = [['USD', 60, 1], ['EUR', 25, 1.08], ['GBP', 15, 1.27]] as const;
const APPROVERS: Record<string, string> = {
  Sales: 'R. Okafor',
  Engineering: 'L. Chen',
  Marketing: 'S. Alvarez',
  Finance: 'M. Novak',
  Operations: 'J. Byrne',
};
const FIRST = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Drew', 'Parker'];
const LAST = ['Smith', 'Patel', 'Garcia', 'Kim', 'Muller', 'Rossi', 'Dubois', 'Nguyen', 'Walsh', 'Haddad'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const employees = Array.from({ length: 60 }, (_, i) => {
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) * 2 + (i % 2)]}`;
  return { name, department: pick(DEPARTMENTS) };
});

const ROWS = 2000;
const start = Date.UTC(2024, 0, 1);
const asOf = Date.UTC(2025, 5, 30);
const DAY = 86_400_000;
const written = (ms: number) => {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
};

const days = Array.from({ length: ROWS }, () => start + Math.floor(random() * ((asOf - start) / DAY)) * DAY).sort((a, b) => a - b);
const rows = days.map((submitted, i) => {
  const employee = employees[Math.floor(random() * employees.length)]!;
  const [category, , low, high] = pick(CATEGORIES.map((c) => [c, c[1]] as const));
  const [currency, , rate] = pick(CURRENCIES.map((c) => [c, c[1]] as const));
  const usd = low + (high - low) * random() ** 1.6;
  const amount = Math.round((usd / rate) * 100) / 100;
  const amountUsd = Math.round(amount * rate * 100) / 100;
  const receipt = usd > 75 || random() < 0.8 ? 'Y' : 'N';
  const recent = asOf - submitted < 21 * DAY;
  const status = recent && random() < 0.6
    ? 'Pending'
    : receipt === 'N' && random() < 0.5
      ? 'Rejected'
      : pick([['Approved', 25], ['Reimbursed', 65], ['Rejected', 10]] as const);
  const wait = status === 'Pending' ? '' : String(1 + Math.floor(random() * (employee.department === 'Finance' ? 4 : 12)));
  return [
    `EXP-${String(i + 1).padStart(5, '0')}`,
    employee.name,
    employee.department,
    category,
    written(submitted),
    amount.toFixed(2),
    currency,
    amountUsd.toFixed(2),
    status,
    APPROVERS[employee.department],
    receipt,
    wait,
  ].join(',');
});

const header = 'Claim No,Employee,Department,Expense Category,Submitted On,Amount,Currency,Amount (USD),Status,Approver,Receipt Attached,Days to Approve';
const out = join(dirname(fileURLToPath(import.meta.url)), 'data', 'expense-claims.csv');
writeFileSync(out, `${header}\n${rows.join('\n')}\n`);
console.log(`wrote ${rows.length} rows to ${out}`);
