/**
 * Writes the three synthetic business exports of dev-biz4/data/: a paid-ads daily campaign report
 * (Title Case headers, days written month-first `3/5/24`, spend and conversion value as
 * `$1,234.56`, impressions as `12,345`, CTR as `2.35%`, Brand `Y` / `N`, conversions blank during
 * a tracking outage), an HR employee roster (snake_case headers, dates written `05-Mar-2019`, a
 * termination date blank while employed, manager ids repeated over their reports, salary blank for
 * contractors, bonus as `8%`) and an e-commerce returns log (camelCase headers, dates written
 * `2024/03/05`, order and customer ids repeated, amounts as `£1,299.00`, refund blank unless
 * refunded, restocked `yes` / `no`).
 *
 * Deterministic: its own small seeded generator (mulberry32) with one fixed seed per file, so the
 * same bytes come out on every run; Math.random is never used.
 *
 * Run: node --import tsx bench/analyst/dev-biz4/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
/** Month-first with a two-digit year and no leading zeros: `3/5/24` for 5 March 2024. */
const usShort = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${String(d.getUTCFullYear()).slice(2)}`;
};
/** `05-Mar-2019`. */
const dmy = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
};
/** `2024/03/05`. */
const ymdSlash = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
};
/** A comma every three digits. */
const thousands = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** `1,234.50` with two decimals. */
const money = (n: number) => {
  const [whole, cents] = n.toFixed(2).split('.') as [string, string];
  return `${thousands(whole)}.${cents}`;
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
  /** A multiplicative noise factor around 1 (between 1 - spread and 1 + spread). */
  const noise = (spread: number) => 1 - spread + 2 * spread * random();
  return { random, pick, int, skewed, noise };
}

function writeCsv(file: string, header: string[], rows: string[][]): void {
  const quote = (s: string) => (/[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
  const text = [header, ...rows].map((r) => r.map(quote).join(',')).join('\n');
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'data');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), `${text}\n`);
  console.log(`${rows.length} rows → ${file}`);
}

function adCampaigns(): void {
  const { random, int, noise } = draws(20_250_701);
  interface Campaign {
    id: string;
    name: string;
    channel: string;
    type: string;
    brand: boolean;
    start: number;
    end: number;
    spend: number;
    cpc: number;
    ctr: number;
    cvr: number;
    aov: number;
  }
  const from = Date.UTC(2024, 0, 1);
  const to = Date.UTC(2025, 5, 30);
  const c = (
    id: string,
    name: string,
    channel: string,
    type: string,
    brand: boolean,
    start: number,
    end: number,
    spend: number,
    cpc: number,
    ctr: number,
    cvr: number,
    aov: number,
  ): Campaign => ({ id, name, channel, type, brand, start, end, spend, cpc, ctr, cvr, aov });
  const CAMPAIGNS: Campaign[] = [
    c('1001', 'Brand - Search - US', 'Google Ads', 'Search', true, from, to, 160, 0.85, 0.092, 0.11, 92),
    c('1002', 'Generic - Search - US', 'Google Ads', 'Search', false, from, to, 410, 2.35, 0.041, 0.034, 108),
    c(
      '1003',
      'Shopping - All Products',
      'Google Ads',
      'Shopping',
      false,
      from,
      to,
      330,
      0.78,
      0.012,
      0.026,
      84,
    ),
    c(
      '1004',
      'PMax - Holiday 2024',
      'Google Ads',
      'Performance Max',
      false,
      Date.UTC(2024, 9, 14),
      Date.UTC(2025, 0, 5),
      620,
      0.95,
      0.018,
      0.031,
      96,
    ),
    c(
      '1005',
      'YouTube - Brand Awareness',
      'Google Ads',
      'Video',
      true,
      Date.UTC(2024, 2, 4),
      to,
      140,
      0.32,
      0.006,
      0.004,
      90,
    ),
    c(
      '1006',
      'PMax - Always On',
      'Google Ads',
      'Performance Max',
      false,
      Date.UTC(2025, 0, 6),
      to,
      380,
      0.9,
      0.016,
      0.027,
      90,
    ),
    c('2001', 'Prospecting - Lookalike 1%', 'Meta', 'Social', false, from, to, 290, 1.15, 0.011, 0.019, 79),
    c('2002', 'Retargeting - 30d Visitors', 'Meta', 'Social', false, from, to, 115, 0.72, 0.019, 0.058, 88),
    c(
      '2003',
      'Spring Sale 2024',
      'Meta',
      'Social',
      false,
      Date.UTC(2024, 2, 1),
      Date.UTC(2024, 3, 14),
      350,
      0.98,
      0.015,
      0.03,
      71,
    ),
    c(
      '2004',
      'Spring Sale 2025',
      'Meta',
      'Social',
      false,
      Date.UTC(2025, 2, 1),
      Date.UTC(2025, 3, 13),
      390,
      1.02,
      0.014,
      0.029,
      74,
    ),
    c(
      '3001',
      'Sponsored Content - B2B',
      'LinkedIn',
      'Social',
      false,
      Date.UTC(2024, 1, 5),
      to,
      210,
      6.4,
      0.0065,
      0.012,
      420,
    ),
    c(
      '4001',
      'UGC Creators Test',
      'TikTok',
      'Video',
      false,
      Date.UTC(2024, 5, 3),
      Date.UTC(2024, 11, 22),
      180,
      0.55,
      0.0092,
      0.009,
      58,
    ),
    c(
      '5001',
      'Bing - Brand + Generic',
      'Microsoft Ads',
      'Search',
      false,
      from,
      to,
      95,
      1.25,
      0.034,
      0.038,
      101,
    ),
  ];
  // Spend by month of year: a January lull, a summer dip, an autumn build-up to the holidays.
  const MONTH = [0.82, 0.86, 1.0, 1.02, 0.96, 0.9, 0.82, 0.88, 1.0, 1.1, 1.45, 1.3];
  const rows: string[][] = [];
  for (let day = from; day <= to; day += DAY) {
    const d = new Date(day);
    const month = d.getUTCMonth();
    const weekday = d.getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const cyberWeek = day >= Date.UTC(2024, 10, 25) && day <= Date.UTC(2024, 11, 2);
    const blackFriday = day === Date.UTC(2024, 10, 29);
    const growth = d.getUTCFullYear() === 2025 ? 1.12 : 1;
    // Meta's pixel broke for five days in July 2024: conversions were not recorded.
    const outage = day >= Date.UTC(2024, 6, 8) && day <= Date.UTC(2024, 6, 12);
    for (const cp of CAMPAIGNS) {
      if (day < cp.start || day > cp.end) continue;
      // LinkedIn does not serve on most weekends; other campaigns are paused on the odd day.
      if (cp.channel === 'LinkedIn' && weekend && random() < 0.8) continue;
      if (random() < 0.012) continue;
      const season = MONTH[month]! * (cyberWeek ? 1.7 : 1) * (blackFriday ? 1.5 : 1) * growth;
      const spend = Math.round(cp.spend * season * (weekend ? 0.85 : 1) * noise(0.22) * 100) / 100;
      const clicks = Math.max(1, Math.round(spend / (cp.cpc * noise(0.15))));
      const impressions = Math.round(clicks / (cp.ctr * noise(0.2)));
      const cvr =
        cp.cvr * (cyberWeek ? 1.45 : 1) * (month === 10 || month === 11 ? 1.15 : 1) * (cp.brand ? 1 : 1);
      const conversions = Math.round(clicks * cvr * noise(0.35) + (random() < 0.5 ? 0.5 : 0));
      const value = Math.round(conversions * cp.aov * noise(0.25) * 100) / 100;
      const blank = outage && cp.channel === 'Meta';
      rows.push([
        usShort(day),
        cp.id,
        cp.name,
        cp.channel,
        cp.type,
        cp.brand ? 'Y' : 'N',
        `$${money(spend)}`,
        thousands(String(impressions)),
        thousands(String(clicks)),
        `${((100 * clicks) / impressions).toFixed(2)}%`,
        blank ? '' : String(conversions),
        blank ? '' : `$${money(value)}`,
      ]);
    }
  }
  void int;
  writeCsv(
    'ad-campaigns.csv',
    [
      'Day',
      'Campaign ID',
      'Campaign',
      'Channel',
      'Campaign Type',
      'Brand',
      'Spend',
      'Impressions',
      'Clicks',
      'CTR',
      'Conversions',
      'Conv. Value',
    ],
    rows,
  );
}

function employees(): void {
  const { random, pick, int, skewed } = draws(8_675_309);
  const FIRST = [
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
    'Sandra',
    'Mark',
    'Ashley',
    'Priya',
    'Emily',
    'Andrew',
    'Donna',
    'Kevin',
    'Michelle',
    'Brian',
    'Carol',
    'George',
    'Amanda',
    'Wei',
    'Melissa',
    'Omar',
    'Deborah',
    'Ryan',
    'Stephanie',
    'Jacob',
    'Rebecca',
    'Gary',
    'Sharon',
    'Nicholas',
    'Laura',
    'Eric',
    'Cynthia',
    'Jonathan',
    'Aisha',
    'Stephen',
    'Amy',
    'Larry',
    'Angela',
    'Justin',
    'Sofia',
    'Raj',
    'Hannah',
    'Luis',
    'Olivia',
    'Mateo',
    'Chloe',
    'Tariq',
    'Nina',
  ];
  // Surnames, one word each, in the order the seeded draws index them.
  const LAST = (
    'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez ' +
    'Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson ' +
    'White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott ' +
    'Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter ' +
    'Roberts Patel Chen Kim Okafor Schmidt Murphy Cooper Reed Bailey Kowalski Singh Novak ' +
    'Dubois Haddad Fischer Russo'
  ).split(' ');
  const DEPT = [
    ['Engineering', 28],
    ['Sales', 20],
    ['Customer Success', 14],
    ['Marketing', 9],
    ['Product', 8],
    ['Operations', 9],
    ['Finance', 6],
    ['People', 6],
  ] as const;
  const ROLE: Record<string, string> = {
    Engineering: 'Software Engineer',
    Sales: 'Account Executive',
    'Customer Success': 'CS Specialist',
    Marketing: 'Marketing Specialist',
    Product: 'Product Manager',
    Operations: 'Operations Analyst',
    Finance: 'Financial Analyst',
    People: 'HR Generalist',
  };
  const BASE: Record<string, number> = {
    Engineering: 118_000,
    Sales: 82_000,
    'Customer Success': 64_000,
    Marketing: 78_000,
    Product: 108_000,
    Operations: 66_000,
    Finance: 84_000,
    People: 70_000,
  };
  // Mean years until someone leaves, by department.
  const STAY: Record<string, number> = {
    Engineering: 7.5,
    Sales: 4.0,
    'Customer Success': 5.0,
    Marketing: 6.0,
    Product: 7.5,
    Operations: 6.5,
    Finance: 8.5,
    People: 7.0,
  };
  const LOCATION = [
    ['Austin', 38],
    ['Denver', 18],
    ['Toronto', 12],
    ['London', 10],
    ['Remote', 22],
  ] as const;
  const LEVELS = [
    ['Associate', 30, 0.78],
    ['', 34, 1.0],
    ['Senior', 24, 1.25],
    ['Lead', 12, 1.45],
  ] as const;
  const HIRES = [28, 46, 70, 95, 120, 150, 210, 240, 135, 175];
  const end = Date.UTC(2024, 11, 31);
  const usedNames = new Set<string>();
  const name = () => {
    for (;;) {
      const n = `${FIRST[int(0, FIRST.length - 1)]} ${LAST[int(0, LAST.length - 1)]}`;
      if (!usedNames.has(n)) {
        usedNames.add(n);
        return n;
      }
    }
  };
  interface Person {
    hire: number;
    row: Record<string, string> & { job_title: string };
    dept: string;
    manager: boolean;
  }
  const people: Person[] = [];
  const base = (dept: string, hire: number, title: string, salary: number, type = 'Full-time'): Person => ({
    hire,
    dept,
    manager: true,
    row: {
      full_name: name(),
      department: dept,
      job_title: title,
      location: 'Austin',
      employment_type: type,
      hire_date: dmy(hire),
      termination_date: '',
      termination_type: '',
      manager_id: '',
      annual_salary: String(salary),
      bonus_pct: '15%',
      remote: 'N',
      performance_rating: String(int(3, 5)),
      rehire_eligible: '',
    },
  });
  // The CEO and one head per department, then two to four managers per department: all still employed.
  people.push(base('Executive', Date.UTC(2015, 0, 5), 'Chief Executive Officer', 285_000));
  DEPT.forEach(([dept], i) => {
    people.push(
      base(
        dept,
        Date.UTC(2015, 0, 12) + i * 37 * DAY,
        `Head of ${dept}`,
        Math.round((BASE[dept]! * 1.9) / 500) * 500,
      ),
    );
  });
  DEPT.forEach(([dept, w], i) => {
    const n = w >= 20 ? 4 : w >= 9 ? 3 : 2;
    for (let k = 0; k < n; k++) {
      const hire = Date.UTC(2016 + k, int(0, 11), int(1, 28)) + i * DAY;
      people.push(
        base(
          dept,
          hire,
          `${ROLE[dept]!.split(' ').slice(-1)[0] === 'Manager' ? 'Group Product' : dept} Manager`,
          Math.round((BASE[dept]! * 1.55 * (0.92 + 0.16 * random())) / 500) * 500,
        ),
      );
    }
  });
  for (const p of people) {
    p.row.bonus_pct =
      p.row.job_title === 'Chief Executive Officer'
        ? '25%'
        : p.row.job_title.startsWith('Head')
          ? '20%'
          : '15%';
    p.row.location = pick([
      ['Austin', 70],
      ['Denver', 15],
      ['Toronto', 15],
    ] as const);
  }
  HIRES.forEach((count, y) => {
    const year = 2015 + y;
    for (let i = 0; i < count; i++) {
      // More hiring in Q1 and September.
      const month = pick(
        [
          [0, 13],
          [1, 10],
          [2, 10],
          [3, 8],
          [4, 8],
          [5, 7],
          [6, 6],
          [7, 7],
          [8, 11],
          [9, 8],
          [10, 7],
          [11, 5],
        ].map(([m, w]) => [m!, w!] as const),
      );
      const hire = Date.UTC(year, month, int(1, new Date(Date.UTC(year, month + 1, 0)).getUTCDate()));
      const dept = pick(DEPT);
      const type = pick([
        ['Full-time', 85],
        ['Part-time', 7],
        ['Contractor', 8],
      ] as const);
      const [level, , mult] = pick(LEVELS.map((l) => [l, l[1]] as const));
      const location = pick(LOCATION);
      const stay = skewed(type === 'Contractor' ? 1.3 : STAY[dept]!) + 0.08;
      let term = hire + Math.round(stay * 365.25) * DAY;
      if (term > end) term = 0;
      const voluntary = random() < (dept === 'Sales' ? 0.65 : 0.78);
      let salary =
        Math.round((BASE[dept]! * mult * (1 + 0.025 * (year - 2015)) * (0.9 + 0.2 * random())) / 500) * 500;
      if (location === 'Remote' || location === 'Toronto') salary = Math.round((salary * 0.94) / 500) * 500;
      if (type === 'Part-time') salary = Math.round((salary * 0.55) / 500) * 500;
      const reviewed = hire < Date.UTC(2024, 6, 1) && (term === 0 || term - hire > 200 * DAY);
      const rating = Math.min(5, Math.max(1, Math.round(3.2 + (random() - 0.5) * 2.6 + (mult - 1))));
      const bonus =
        type !== 'Full-time'
          ? ''
          : `${
              dept === 'Sales'
                ? 10 + (level === 'Lead' ? 5 : level === 'Senior' ? 2 : 0)
                : level === 'Lead'
                  ? 10
                  : level === 'Senior'
                    ? 8
                    : 5
            }%`;
      people.push({
        hire,
        dept,
        manager: false,
        row: {
          full_name: name(),
          department: dept,
          job_title: `${level ? `${level} ` : ''}${ROLE[dept]}`,
          location,
          employment_type: type,
          hire_date: dmy(hire),
          termination_date: term ? dmy(term) : '',
          termination_type: term ? (voluntary ? 'Voluntary' : 'Involuntary') : '',
          manager_id: '',
          annual_salary: type === 'Contractor' ? '' : String(salary),
          bonus_pct: bonus,
          remote: location === 'Remote' ? 'Y' : 'N',
          performance_rating: reviewed ? String(rating) : '',
          rehire_eligible: term
            ? voluntary
              ? random() < 0.9
                ? 'Y'
                : 'N'
              : random() < 0.2
                ? 'Y'
                : 'N'
            : '',
        },
      });
    }
  });
  people.sort((a, b) => a.hire - b.hire);
  const ids = people.map((_, i) => `E${String(1001 + i)}`);
  const ceo = people.findIndex((p) => p.row.job_title === 'Chief Executive Officer');
  people.forEach((p, i) => {
    if (i === ceo) return;
    if (p.row.job_title.startsWith('Head of')) {
      p.row.manager_id = ids[ceo]!;
      return;
    }
    const head = people.findIndex((q) => q.dept === p.dept && q.row.job_title.startsWith('Head of'));
    if (p.manager) {
      p.row.manager_id = ids[head]!;
      return;
    }
    // Report to a manager of the department hired before; unequal team sizes.
    const managers = people
      .map((q, j) => [q, j] as const)
      .filter(
        ([q]) => q.manager && q.dept === p.dept && !q.row.job_title.startsWith('Head of') && q.hire < p.hire,
      );
    const j = managers.length === 0 ? head : pick(managers.map(([, jj], k) => [jj, k + 1.5] as const));
    // A few contractors were loaded without a manager.
    p.row.manager_id = p.row.employment_type === 'Contractor' && random() < 0.12 ? '' : ids[j]!;
  });
  const header = [
    'employee_id',
    'full_name',
    'department',
    'job_title',
    'location',
    'employment_type',
    'hire_date',
    'termination_date',
    'termination_type',
    'rehire_eligible',
    'manager_id',
    'annual_salary',
    'bonus_pct',
    'remote',
    'performance_rating',
  ];
  writeCsv(
    'employees.csv',
    header,
    people.map((p, i) => [ids[i]!, ...header.slice(1).map((h) => p.row[h]!)]),
  );
}

function returns(): void {
  const { random, pick, int, skewed } = draws(4_242_024);
  const SKUS: [sku: string, name: string, category: string, price: number][] = [];
  const CATS: [category: string, items: string[], low: number, high: number][] = [
    [
      'Apparel',
      [
        'Linen Shirt',
        'Slim Chinos',
        'Wool Jumper',
        'Denim Jacket',
        'Midi Dress',
        'Puffer Coat',
        'Hoodie',
        'Rain Mac',
        'Cord Trousers',
        'Silk Blouse',
      ],
      22,
      180,
    ],
    [
      'Footwear',
      ['Leather Trainers', 'Chelsea Boots', 'Running Shoes', 'Suede Loafers', 'Hiking Boots', 'Sandals'],
      35,
      160,
    ],
    [
      'Electronics',
      [
        'Wireless Earbuds',
        'Smart Watch',
        'Bluetooth Speaker',
        '4K Action Camera',
        'Noise-Cancelling Headphones',
        'Tablet 11"',
        'E-Reader',
      ],
      45,
      1290,
    ],
    [
      'Home',
      ['Duvet Set', 'Table Lamp', 'Cast Iron Pan', 'Coffee Grinder', 'Throw Blanket', 'Knife Block'],
      18,
      140,
    ],
    ['Beauty', ['Serum 30ml', 'Hair Dryer', 'Perfume 50ml', 'Face Cream'], 15, 95],
    ['Accessories', ['Leather Belt', 'Backpack', 'Sunglasses', 'Wallet', 'Scarf'], 12, 120],
  ];
  let n = 0;
  for (const [category, items, low, high] of CATS) {
    const prefix = category.slice(0, 3).toUpperCase();
    for (const item of items) {
      n += 1;
      const price = Math.round(low + (high - low) * random() ** 1.6) - 0.01;
      SKUS.push([`${prefix}-${String(1000 + n * 17)}`, item, category, price]);
    }
  }
  const REASONS: Record<string, [string, number][]> = {
    Apparel: [
      ['Wrong size', 48],
      ['Changed mind', 18],
      ['Not as described', 14],
      ['Defective', 5],
      ['Arrived damaged', 4],
      ['Arrived late', 5],
    ],
    Footwear: [
      ['Wrong size', 55],
      ['Changed mind', 14],
      ['Not as described', 10],
      ['Defective', 9],
      ['Arrived damaged', 4],
      ['Arrived late', 4],
    ],
    Electronics: [
      ['Defective', 38],
      ['Changed mind', 18],
      ['Not as described', 16],
      ['Arrived damaged', 14],
      ['Arrived late', 6],
    ],
    Home: [
      ['Arrived damaged', 30],
      ['Changed mind', 24],
      ['Not as described', 22],
      ['Defective', 14],
      ['Arrived late', 6],
    ],
    Beauty: [
      ['Changed mind', 34],
      ['Arrived damaged', 26],
      ['Not as described', 20],
      ['Defective', 12],
      ['Arrived late', 8],
    ],
    Accessories: [
      ['Changed mind', 38],
      ['Not as described', 26],
      ['Defective', 14],
      ['Arrived damaged', 10],
      ['Arrived late', 8],
    ],
  };
  const CAT_W: Record<string, number> = {
    Apparel: 40,
    Footwear: 20,
    Electronics: 14,
    Home: 11,
    Beauty: 6,
    Accessories: 9,
  };
  const customers = Array.from({ length: 1900 }, (_, i) => `CU${String(300_000 + i * 13)}`);
  // Return requests by month of 2024: the post-Christmas January peak, a summer-sale bump, a December rise.
  const MONTH_W = [19, 10, 8, 7, 8, 9, 10, 8, 7, 8, 9, 12];
  const rows: { day: number; row: string[] }[] = [];
  let order = 7_700_100;
  const exported = Date.UTC(2025, 0, 8);
  while (rows.length < 2650) {
    const month = pick(MONTH_W.map((w, m) => [m, w] as const));
    const dayCount = new Date(Date.UTC(2024, month + 1, 0)).getUTCDate();
    const returnDay = Date.UTC(2024, month, int(1, dayCount));
    const lag = Math.min(60, 2 + Math.round(skewed(9)));
    const orderDay = returnDay - lag * DAY;
    order += int(3, 40);
    const customer =
      random() < 0.3
        ? customers[Math.floor(random() ** 1.8 * 200)]!
        : customers[int(0, customers.length - 1)]!;
    const channel = pick([
      ['Website', 52],
      ['App', 33],
      ['Marketplace', 15],
    ] as const);
    const lines = random() < 0.13 ? int(2, 3) : 1;
    for (let l = 0; l < lines; l++) {
      const category = pick(Object.entries(CAT_W));
      const options = SKUS.filter((s) => s[2] === category);
      const [sku, item, , price] = options[Math.floor(random() ** 1.3 * options.length)]!;
      const reason = pick(REASONS[category]!);
      const qty = random() < 0.9 ? 1 : int(2, 3);
      const late = returnDay > Date.UTC(2024, 11, 17);
      let status: string = pick([
        ['Refunded', 80],
        ['Exchanged', 9],
        ['Rejected', 7],
        ['Pending', 4],
      ] as const);
      if (late && random() < 0.6) status = 'Pending';
      if (lag > 30 && status === 'Refunded' && random() < 0.5) status = 'Rejected';
      const refundDay = returnDay + (2 + Math.round(skewed(channel === 'Marketplace' ? 7 : 3.5))) * DAY;
      // Exported on 8 Jan 2025: a refund not yet paid out by then is still pending.
      if (status === 'Refunded' && refundDay > exported) status = 'Pending';
      const fee =
        (category === 'Electronics' || category === 'Home') &&
        reason === 'Changed mind' &&
        status === 'Refunded'
          ? category === 'Electronics'
            ? 15
            : 10
          : 0;
      const refund = status === 'Refunded' ? Math.round(price * qty * (1 - fee / 100) * 100) / 100 : 0;
      const restocked =
        status === 'Rejected'
          ? 'no'
          : reason === 'Defective' || reason === 'Arrived damaged'
            ? random() < 0.1
              ? 'yes'
              : 'no'
            : random() < 0.88
              ? 'yes'
              : 'no';
      rows.push({
        day: returnDay,
        row: [
          '',
          `SO-${order}`,
          customer,
          ymdSlash(orderDay),
          ymdSlash(returnDay),
          sku,
          item,
          category,
          String(qty),
          `£${money(price)}`,
          reason,
          channel,
          status,
          status === 'Refunded' ? `£${money(refund)}` : '',
          status === 'Refunded'
            ? random() < 0.74
              ? 'Original payment'
              : 'Store credit'
            : status === 'Exchanged'
              ? 'Exchange'
              : '',
          status === 'Refunded' ? ymdSlash(refundDay) : '',
          fee ? `${fee}%` : '',
          restocked,
        ],
      });
    }
  }
  rows.sort((a, b) => a.day - b.day);
  rows.forEach((r, i) => (r.row[0] = `RMA-${String(240_001 + i)}`));
  writeCsv(
    'returns.csv',
    [
      'returnId',
      'orderId',
      'customerId',
      'orderDate',
      'returnDate',
      'sku',
      'productName',
      'category',
      'qty',
      'itemPrice',
      'returnReason',
      'salesChannel',
      'status',
      'refundAmount',
      'refundMethod',
      'refundDate',
      'restockingFeePct',
      'restocked',
    ],
    rows.map((r) => r.row),
  );
}

adCampaigns();
employees();
returns();
