/**
 * Writes the three synthetic business exports of dev-biz8/data/:
 *
 * - `expense-lines.csv`: an engineering firm's employee expense line detail for H1 2024, with a
 *   four-line header block above the column header, the column header repeated every 50 data lines
 *   (page breaks of the report), dates written `2024.03.05`, amounts written with their currency
 *   code in front (`EUR 1,234.50`) next to a USD amount, employee numbers and cost centres with
 *   leading zeros (`000417`, `0410`) and Y/N receipt and billable flags.
 * - `rent-roll.csv`: a commercial landlord's rent roll as of 30 Jun 2024, grouped by property:
 *   a merged category row naming each property above its units (the other cells empty), a blank
 *   line between properties, lease dates written `"Mar 1, 2021"`, escalations as percent cells
 *   (`3.0%`), money with thousands commas and balances in credit written `850.00 CR`.
 * - `mrr-movements.csv`: a SaaS company's subscription MRR movements for Jan – Jun 2024, event
 *   times written `05-Mar-2024 14:02`, customer ids with leading zeros (`0004187`), MRR changes
 *   written with parentheses when negative (`(450.00)`), discounts as percent cells (`15%`), a
 *   Y/N self-serve flag and a blank line between months.
 *
 * Deterministic: the bench's seeded generator (mulberry32, ../seeded.ts) with one fixed seed per
 * file, so the same bytes come out on every run; Math.random is never used.
 *
 * Run: node --import tsx bench/analyst/dev-biz8/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { draws } from '../seeded';

const DAY = 86_400_000;
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const ymd = (ms: number) => {
  const d = new Date(ms);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] as const;
};
/** `2024.03.05`. */
const dotted = (ms: number) => {
  const [y, m, d] = ymd(ms);
  return `${y}.${pad(m)}.${pad(d)}`;
};
/** `Mar 1, 2021`. */
const longDate = (ms: number) => {
  const [y, m, d] = ymd(ms);
  return `${MON[m - 1]} ${d}, ${y}`;
};
/** `05-Mar-2024 14:02`. */
const stamp = (ms: number) => {
  const [y, m, d] = ymd(ms);
  const t = new Date(ms);
  return `${pad(d)}-${MON[m - 1]}-${y} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
};
const grouped = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** Cents to `1,234.56`. */
const money = (cents: number) => {
  const s = (Math.abs(cents) / 100).toFixed(2);
  const [i, f] = s.split('.') as [string, string];
  return `${grouped(i)}.${f}`;
};
const cents = (x: number) => Math.round(x * 100);

const quoteCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

function writeLines(file: string, lines: string[]): void {
  const here = dirname(fileURLToPath(import.meta.url));
  mkdirSync(join(here, 'data'), { recursive: true });
  writeFileSync(join(here, 'data', file), `${lines.join('\n')}\n`);
}
const csvLine = (cells: readonly string[]) => cells.map(quoteCell).join(',');

// ---------------------------------------------------------------------------------------------
// 1. Employee expense lines, Jan – Jun 2024.

function expenses(): void {
  const r = draws(20_240_811);
  type Dept = { name: string; cc: string; approver: string; trips: number; client: number };
  const depts: Dept[] = [
    { name: 'Sales', cc: '0410', approver: 'Holt, Diane', trips: 2.1, client: 0.75 },
    { name: 'Field Services', cc: '0520', approver: 'Mensah, Kofi', trips: 2.6, client: 0.9 },
    { name: 'Engineering', cc: '0310', approver: 'Sato, Ken', trips: 0.7, client: 0.45 },
    { name: 'Marketing', cc: '0450', approver: 'Ruiz, Carmen', trips: 0.9, client: 0.1 },
    { name: 'Finance', cc: '0120', approver: 'Byrne, Alan', trips: 0.3, client: 0 },
    { name: 'Executive', cc: '0100', approver: 'Board, Chair', trips: 1.6, client: 0.35 },
  ];
  const first = [
    'Aaron',
    'Bianca',
    'Carlos',
    'Deepa',
    'Ethan',
    'Fatima',
    'George',
    'Hannah',
    'Ivan',
    'Julia',
    'Kevin',
    'Leila',
    'Marco',
    'Nadia',
    'Owen',
    'Priya',
    'Quentin',
    'Rosa',
    'Stefan',
    'Tara',
    'Umar',
    'Vera',
    'Wes',
    'Xin',
    'Yusuf',
    'Zoe',
    'Brandon',
    'Claire',
    'Dmitri',
    'Elena',
    'Felix',
    'Grace',
    'Hugo',
    'Isla',
    'Jonas',
    'Kira',
    'Liam',
    'Maya',
    'Noah',
    'Olga',
  ];
  const last = [
    'Abbott',
    'Becker',
    'Costa',
    'Dubois',
    'Evans',
    'Fischer',
    'Grant',
    'Hughes',
    'Iyer',
    'Jensen',
    'Kowalski',
    'Lam',
    'Moreau',
    'Nguyen',
    'Oliveira',
    'Park',
    'Quinn',
    'Rossi',
    'Schmidt',
    'Tanaka',
    'Upton',
    'Varga',
    'Walsh',
    'Xu',
    'Young',
    'Zimmer',
    'Bishop',
    'Carter',
    'Doyle',
    'Ellis',
    'Foster',
    'Gomez',
    'Hale',
    'Ito',
    'Jordan',
    'Klein',
    'Lopez',
    'Murphy',
    'Novak',
    'Ortiz',
  ];
  const deptCounts = [9, 10, 9, 5, 3, 3];
  type Emp = { name: string; no: string; dept: Dept; trips: number; home: string };
  const emps: Emp[] = [];
  const usedNo = new Set<string>();
  let k = 0;
  deptCounts.forEach((n, di) => {
    for (let i = 0; i < n; i++) {
      const name = `${first[(k * 7) % 40]} ${last[(k * 13 + 5) % 40]}`;
      k++;
      let no: string;
      do no = String(r.int(12, 1890)).padStart(6, '0');
      while (usedNo.has(no));
      usedNo.add(no);
      const dept = depts[di]!;
      const home = r.pick([
        ['US', 0.72],
        ['UK', 0.14],
        ['DE', 0.14],
      ] as const);
      emps.push({ name, no, dept, trips: dept.trips * (0.4 + r.expo(0.6)), home });
    }
  });
  const clients = [
    'Northwind Utilities',
    'Baltic Rail AG',
    'Crescent Water',
    'Summit Mining Co',
    'Harbor Port Authority',
    'Vantage Chemicals',
    'Pioneer Wind Farms',
    'Delta Metro Transit',
  ];
  const ccyOf: Record<string, string> = { US: 'USD', UK: 'GBP', DE: 'EUR', FR: 'EUR', CA: 'CAD' };
  // Monthly average USD rate per unit of currency.
  const rate: Record<string, number[]> = {
    USD: [1, 1, 1, 1, 1, 1, 1],
    EUR: [1.09, 1.079, 1.087, 1.073, 1.081, 1.076, 1.08],
    GBP: [1.271, 1.263, 1.272, 1.254, 1.263, 1.271, 1.27],
    CAD: [0.744, 0.739, 0.738, 0.733, 0.731, 0.73, 0.73],
  };
  const meal = (ccy: string) => (ccy === 'USD' ? 1 : ccy === 'CAD' ? 1.3 : ccy === 'GBP' ? 0.8 : 0.92);
  type Line = {
    date: number;
    cat: string;
    merchant: string;
    ccy: string;
    amount: number; // cents in ccy
    receipt: boolean;
    billable: boolean;
    client: string;
  };
  type Report = { emp: Emp; lines: Line[]; submitted: number };
  const reports: Report[] = [];
  const start = utc(2024, 1, 2);
  const hotels = [
    'Marriott',
    'Hilton',
    'Hyatt Place',
    'Premier Inn',
    'Novotel',
    'Holiday Inn',
    'Best Western',
  ];
  const airlines = ['United', 'Delta', 'American', 'British Airways', 'Lufthansa', 'Air Canada'];
  const eats = [
    'Starbucks',
    'Panera Bread',
    'Pret A Manger',
    'Local Bistro',
    'Airport Grill',
    'Sushi Bar',
    'Steakhouse',
  ];
  for (const emp of emps) {
    const nTrips = r.poisson(emp.trips * 6);
    for (let t = 0; t < nTrips; t++) {
      const tripStart = start + r.int(0, 175) * DAY;
      const nights = r.pick([
        [0, 0.3],
        [1, 0.2],
        [2, 0.2],
        [3, 0.15],
        [4, 0.1],
        [5, 0.05],
      ] as const);
      const billable = r.chance(emp.dept.client);
      const client = billable ? r.one(clients) : '';
      const dest = r.pick([
        [emp.home, 0.7],
        ['US', 0.12],
        ['DE', 0.06],
        ['FR', 0.05],
        ['UK', 0.04],
        ['CA', 0.05],
      ] as const);
      const ccy = ccyOf[dest]!;
      const lines: Line[] = [];
      const add = (day: number, cat: string, merchant: string, c: string, amount: number, receipt = true) =>
        lines.push({
          date: tripStart + day * DAY,
          cat,
          merchant,
          ccy: c,
          amount: cents(amount),
          receipt,
          billable: billable && cat !== 'Office Supplies',
          client,
        });
      const homeCcy = ccyOf[emp.home]!;
      if (nights === 0) {
        if (r.chance(0.6)) {
          const miles = r.int(18, 240);
          add(0, 'Mileage', 'Personal vehicle', 'USD', miles * 0.67, false);
        } else add(0, 'Taxi/Rideshare', r.one(['Uber', 'Lyft', 'Yellow Cab']), homeCcy, 12 + r.expo(22));
        if (r.chance(0.7))
          add(0, 'Meals', r.one(eats), homeCcy, (14 + r.expo(20)) * meal(homeCcy), r.chance(0.9));
        if (r.chance(0.15 + (emp.dept.name === 'Sales' ? 0.25 : 0)))
          add(
            0,
            'Client Entertainment',
            r.one(['Steakhouse', 'Wine Bar', 'Golf Club', 'Sushi Bar']),
            homeCcy,
            (90 + r.expo(160)) * meal(homeCcy),
          );
      } else {
        const far = dest !== emp.home;
        add(0, 'Airfare', r.one(airlines), homeCcy, (far ? 780 : 260) + r.expo(far ? 520 : 180));
        const hotel = r.one(hotels);
        const nightly = (dest === 'US' ? 165 : dest === 'UK' ? 135 : dest === 'CA' ? 190 : 125) + r.expo(45);
        add(nights, 'Hotel', hotel, ccy, nightly * nights, true);
        if (r.chance(0.35))
          add(
            0,
            'Car Rental',
            r.one(['Hertz', 'Avis', 'Enterprise', 'Sixt']),
            ccy,
            (55 + r.expo(20)) * (nights + 1),
          );
        for (let d = 0; d <= nights; d++) {
          if (emp.dept.name === 'Field Services' && r.chance(0.6)) {
            add(d, 'Per Diem', 'Per diem allowance', ccy, 64 * meal(ccy), false);
            continue;
          }
          const nMeals = r.int(1, 3);
          for (let m = 0; m < nMeals; m++)
            add(d, 'Meals', r.one(eats), ccy, (11 + r.expo(m === 2 ? 38 : 16)) * meal(ccy), r.chance(0.92));
          if (r.chance(0.45))
            add(
              d,
              'Taxi/Rideshare',
              r.one(['Uber', 'Lyft', 'Bolt', 'FreeNow']),
              ccy,
              9 + r.expo(26),
              r.chance(0.9),
            );
        }
        if (r.chance(0.12))
          add(
            1,
            'Client Entertainment',
            r.one(['Steakhouse', 'Wine Bar', 'Brasserie']),
            ccy,
            (120 + r.expo(220)) * meal(ccy),
          );
        if (emp.dept.name !== 'Field Services' && r.chance(0.1))
          add(
            1,
            'Conference Fees',
            r.one(['PowerGen Expo', 'Hydro Summit', 'RailTech Forum', 'DigitalOps Conf']),
            ccy,
            450 + r.expo(600),
          );
      }
      if (r.chance(0.08))
        add(0, 'Office Supplies', r.one(['Staples', 'Amazon', 'Office Depot']), homeCcy, 12 + r.expo(55));
      if (r.chance(0.05))
        add(
          0,
          'Phone/Internet',
          r.one(['Verizon', 'AT&T', 'Vodafone', 'Hotel Wi-Fi']),
          homeCcy,
          15 + r.expo(35),
        );
      lines.sort((a, b) => a.date - b.date);
      const lastDay = lines[lines.length - 1]!.date;
      const lag = Math.round(1 + r.expo(emp.dept.name === 'Field Services' ? 11 : 6));
      const submitted = lastDay + lag * DAY;
      if (submitted > utc(2024, 6, 30)) continue;
      reports.push({ emp, lines, submitted });
    }
  }
  reports.sort((a, b) => a.submitted - b.submitted || a.emp.no.localeCompare(b.emp.no));
  const header = [
    'Report No',
    'Line',
    'Employee',
    'Emp No',
    'Cost Ctr',
    'Dept',
    'Txn Date',
    'Submitted',
    'Category',
    'Merchant',
    'Amount',
    'Amount USD',
    'Receipt',
    'Billable',
    'Client',
    'Status',
    'Approver',
  ];
  const out: string[] = [
    'Meridian Engineering Group - Expense Line Detail',
    'Report period: 01 Jan 2024 - 30 Jun 2024 (by submission date)',
    'Run 2024.07.02 08:15 by finance.ops; USD at monthly average rates',
    '',
    csvLine(header),
  ];
  let n = 0;
  reports.forEach((rep, i) => {
    const reportNo = `ER-24-${String(i + 1).padStart(4, '0')}`;
    const age = utc(2024, 6, 30) - rep.submitted;
    const noReceipt = rep.lines.filter(
      (l) => !l.receipt && l.cat !== 'Per Diem' && l.cat !== 'Mileage',
    ).length;
    rep.lines.forEach((l, j) => {
      const month = ymd(l.date)[1] - 1;
      const usd = Math.round(l.amount * rate[l.ccy]![month]!);
      let status: string;
      const rejected =
        (!l.receipt && l.cat !== 'Per Diem' && l.cat !== 'Mileage' && r.chance(0.3)) ||
        (l.cat === 'Client Entertainment' && r.chance(0.08)) ||
        r.chance(0.012);
      if (rejected) status = 'Rejected';
      else if (age < 4 * DAY) status = 'Pending';
      else if (age < 12 * DAY) status = 'Approved';
      else status = noReceipt > 2 && r.chance(0.3) ? 'Approved' : 'Paid';
      if (n > 0 && n % 50 === 0) out.push(csvLine(header));
      n++;
      out.push(
        csvLine([
          reportNo,
          String(j + 1),
          rep.emp.name,
          rep.emp.no,
          rep.emp.dept.cc,
          rep.emp.dept.name,
          dotted(l.date),
          dotted(rep.submitted),
          l.cat,
          l.merchant,
          `${l.ccy} ${money(l.amount)}`,
          money(usd),
          l.receipt ? 'Y' : 'N',
          l.billable ? 'Y' : 'N',
          l.billable ? l.client : '',
          status,
          status === 'Pending' ? '' : rep.emp.dept.approver,
        ]),
      );
    });
  });
  writeLines('expense-lines.csv', out);
}

// ---------------------------------------------------------------------------------------------
// 2. Commercial rent roll as of 30 Jun 2024.

function rentRoll(): void {
  const r = draws(20_240_630);
  type Prop = {
    code: string;
    name: string;
    use: [string, number][];
    units: number;
    psf: number;
    vacancy: number;
  };
  const props: Prop[] = [
    { code: 'HPP', name: 'Harbor Point Plaza', use: [['Retail', 1]], units: 26, psf: 31, vacancy: 0.08 },
    {
      code: 'CRB',
      name: 'Cedar Ridge Business Park',
      use: [
        ['Flex', 0.7],
        ['Office', 0.3],
      ],
      units: 22,
      psf: 17,
      vacancy: 0.06,
    },
    {
      code: 'MPC',
      name: 'Maple Commons',
      use: [
        ['Retail', 0.85],
        ['Office', 0.15],
      ],
      units: 19,
      psf: 26,
      vacancy: 0.16,
    },
    { code: 'WOC', name: 'Westgate Office Center', use: [['Office', 1]], units: 31, psf: 34, vacancy: 0.22 },
    {
      code: 'LFC',
      name: 'Lakeshore Flex Center',
      use: [
        ['Flex', 0.6],
        ['Industrial', 0.4],
      ],
      units: 16,
      psf: 13,
      vacancy: 0.04,
    },
    {
      code: 'OML',
      name: 'Old Mill Lofts',
      use: [
        ['Office', 0.6],
        ['Retail', 0.4],
      ],
      units: 14,
      psf: 29,
      vacancy: 0.1,
    },
  ];
  const retailers = [
    'Sunrise Nails',
    'Bella Pizza',
    'Green Leaf Pharmacy',
    'Metro Mattress',
    'Java Junction',
    'Pet Palace',
    'Quick Cuts',
    'Golden Wok',
    'Fit Factory Gym',
    'Smile Dental',
    'Urban Threads',
    'Corner Books',
    'Tasty Tacos',
    'Verizon Wireless',
    'H&R Block',
    'Mattress Hub',
    'Sally Beauty',
    'Subway',
    'GameStop',
    'Dollar Depot',
    'Ace Hardware',
    'Fresh Market',
    'Wells Fargo',
    'Chipotle',
    'Blue Lotus Spa',
    'Tiny Tots Daycare',
    'Vision Works',
    'Allstate Agency',
    'UPS Store',
    'Panda Express',
    'Kumon Center',
    'Sports Clips',
    'Little Caesars',
    'Cricket Wireless',
    'Bagel Barn',
    'Thrifty Threads',
    'Lucky Nails & Spa',
    'Pho Saigon',
    'Cellar Wine Shop',
    'Great Clips',
    'Mod Pizza',
    'Five Below',
    'Bark & Bath Grooming',
    'Sweet Crumbs Bakery',
    'Jackson Hewitt',
    'Boba Bliss',
    'Oak Street Florist',
    'Snap Fitness',
    'Liberty Tax',
    'Crunch Burger',
    'Petal & Stem',
    'Mint Dental',
    'Rent-A-Center',
    'Sherwin-Williams',
    'Jersey Mikes',
    'Spice Route Grocery',
  ];
  const offices = [
    'Baker & Lowe LLP',
    'Crestline Insurance',
    'Nova Dental Group',
    'Pinnacle Wealth',
    'Brightpath Therapy',
    'Summit CPA Group',
    'Keystone Realty',
    'Orion Software',
    'Atlas Staffing',
    'Redwood Title Co',
    'Harper Engineering',
    'Civic Credit Union',
    'Bluebird Marketing',
    'Meadow Health Clinic',
    'Iron Gate Security',
    'Vertex Consulting',
    'Clearview Optometry',
    'Northstar Logistics',
    'Sterling Law Office',
    'Quantum Labs',
    'Evergreen Counseling',
    'Harbor Family Medicine',
    'Peak Physical Therapy',
    'Copper Kettle Catering',
    'Lumen Architects',
    'Riverbend Tutoring',
    'Solace Hospice',
    'Trident IT Services',
    'Granite Mortgage',
    'Willow Pediatrics',
    'Beacon Financial',
    'Zenith Media',
    'Oakhurst Dermatology',
    'Pacific Claims Services',
    'Hartwell Accounting',
    'Silverline Recruiting',
    'Cascade Chiropractic',
    'Union Bay Engineering',
    'Juniper Audiology',
    'Legacy Estate Planning',
    'Northgate Surveyors',
    'Brookside Pediatric Dental',
  ];
  const flexers = [
    'ProFlow Plumbing',
    'Apex HVAC',
    'Coastal Cabinets',
    'Precision Machining',
    'Urban Brewing Co',
    'Rapid Print',
    'Bright Solar Install',
    'Titan Fitness Equipment',
    'Crafted Millwork',
    'Allied Electric',
    'Prime Auto Glass',
    'Fresh Roots Produce',
    'Summit Signs',
    'Ironwood Flooring',
    'Nexus Robotics',
    'BlueWave Pools',
    'Metro Movers',
    'Artisan Stone',
    'Keystone Packaging',
    'Vista Labs',
    'Harbor Marine Supply',
    'Redline Motorsports',
    'Evergreen Landscaping',
    'Polar Cold Storage',
    'Delta Distribution',
    'Forge Welding',
    'Copperleaf Coffee Roasters',
    'Swift Couriers',
  ];
  const pools: Record<string, string[]> = {
    Retail: retailers,
    Office: offices,
    Flex: flexers,
    Industrial: flexers,
  };
  const asOf = utc(2024, 6, 30);
  const header = [
    'Unit',
    'Tenant',
    'Use',
    'Sq Ft',
    'Lease From',
    'Lease To',
    'Monthly Rent',
    'Rent/SF/Yr',
    'Annual Esc',
    'Deposit',
    'Balance',
    'Status',
    'Auto Renew',
    'NNN',
  ];
  const out: string[] = [csvLine(header)];
  const blank = header.map(() => '');
  props.forEach((p, pi) => {
    if (pi > 0) out.push('');
    out.push(csvLine([`${p.name} (${p.code})`, ...blank.slice(1)]));
    let suite = 100;
    for (let u = 0; u < p.units; u++) {
      const use = r.pick(p.use);
      suite += r.int(1, 4) * (use === 'Retail' ? 2 : 1);
      if (u === Math.floor(p.units / 2) && use !== 'Retail') suite = 200 + r.int(0, 6);
      const unit =
        use === 'Flex' || use === 'Industrial'
          ? `${p.code}-${String.fromCharCode(65 + Math.floor(u / 6))}${suite}`
          : `${p.code}-${suite}`;
      const anchor = use === 'Retail' && u === 0 && p.code !== 'OML';
      const sqft = anchor
        ? r.int(18, 32) * 1000 + r.int(0, 9) * 100
        : use === 'Retail'
          ? Math.round((900 + r.expo(1500)) / 50) * 50
          : use === 'Office'
            ? Math.round((1200 + r.expo(3200)) / 50) * 50
            : Math.round((2500 + r.expo(5200)) / 100) * 100;
      const vacant = !anchor && r.chance(p.vacancy * (sqft > 6000 ? 1.6 : 1));
      if (vacant) {
        out.push(
          csvLine([unit, 'VACANT', use, grouped(String(sqft)), '', '', '', '', '', '', '', 'Vacant', '', '']),
        );
        continue;
      }
      const pool = pools[use]!;
      const ti = r.int(0, pool.length - 1);
      const tenant = pool.splice(ti, 1)[0];
      if (!tenant) throw new Error(`out of ${use} tenant names`);
      let psf = p.psf * (anchor ? 0.45 : 1) * (0.85 + r.random() * 0.35) * (sqft > 8000 ? 0.9 : 1.05);
      if (use === 'Office' && p.code === 'OML') psf *= 0.95;
      if (use === 'Industrial') psf *= 0.82;
      psf = Math.round(psf * 4) / 4;
      const term = anchor
        ? r.one([10, 15])
        : r.pick([
            [3, 0.3],
            [5, 0.45],
            [7, 0.15],
            [10, 0.1],
          ] as const);
      // Lease start: sometime in the last `term` years, first of a month.
      const monthsBack = r.int(1, term * 12 - 1);
      const fromY = 2024 - Math.floor((monthsBack + 5) / 12);
      const fromM = ((((6 - monthsBack) % 12) + 12) % 12) + 1;
      let from = utc(fromY, fromM, 1);
      let to = utc(fromY + term, fromM, 1) - DAY;
      let status = 'Current';
      if (r.chance(0.07)) {
        // Holding over month to month after the lease ran out.
        const endY = 2024 - r.int(0, 1);
        const endM = r.int(1, 6);
        from = utc(endY - term, endM, 1);
        to = utc(endY, endM, 1) - DAY;
        status = 'MTM';
      } else if (to < utc(2025, 3, 1) && r.chance(0.35)) status = 'Notice';
      if (to < asOf && status !== 'MTM') to = asOf + r.int(20, 200) * DAY;
      const monthly = cents((sqft * psf) / 12);
      const esc = anchor
        ? r.one([0, 1.5, 2])
        : r.pick([
            [2.5, 0.3],
            [3, 0.45],
            [3.5, 0.15],
            [4, 0.1],
          ] as const);
      const deposit = anchor ? 0 : Math.round((monthly * r.one([1, 1, 2])) / 100) * 100;
      let balance = 0;
      if (r.chance(0.14))
        balance = Math.round(
          monthly *
            r.pick([
              [0.5, 0.2],
              [1, 0.5],
              [2, 0.2],
              [3, 0.1],
            ] as const) +
            r.int(0, 40000),
        );
      else if (r.chance(0.06)) balance = -Math.round(r.int(150, 2400) * 100) / 1;
      if (status === 'MTM' && r.chance(0.5)) balance += monthly;
      const bal = balance < 0 ? `${money(-balance)} CR` : money(balance);
      out.push(
        csvLine([
          unit,
          tenant,
          use,
          grouped(String(sqft)),
          longDate(from),
          longDate(to),
          money(monthly),
          psf.toFixed(2),
          `${esc.toFixed(1)}%`,
          money(deposit),
          bal,
          status,
          status === 'MTM' ? 'N' : r.chance(anchor ? 0.9 : 0.3) ? 'Y' : 'N',
          use === 'Retail' || use === 'Industrial' ? 'Y' : r.chance(0.35) ? 'Y' : 'N',
        ]),
      );
    }
  });
  writeLines('rent-roll.csv', out);
}

// ---------------------------------------------------------------------------------------------
// 3. SaaS MRR movements, Jan – Jun 2024.

function mrr(): void {
  const r = draws(20_240_702);
  const plans: [string, number][] = [
    ['Starter', 15],
    ['Growth', 29],
    ['Pro', 49],
    ['Enterprise', 79],
  ];
  const price = Object.fromEntries(plans);
  const a = [
    'Acorn',
    'Bluefin',
    'Cobalt',
    'Driftwood',
    'Ember',
    'Fjord',
    'Granite',
    'Hollow',
    'Indigo',
    'Juniper',
    'Kestrel',
    'Lantern',
    'Marlin',
    'Nimbus',
    'Onyx',
    'Pebble',
    'Quarry',
    'Rook',
    'Saffron',
    'Tundra',
    'Umber',
    'Vesper',
    'Willow',
    'Yarrow',
    'Zephyr',
    'Alder',
    'Birch',
    'Cinder',
    'Dune',
    'Falcon',
  ];
  const b = [
    'Analytics',
    'Bakery',
    'Builders',
    'Clinic',
    'Creative',
    'Dental',
    'Digital',
    'Foods',
    'Freight',
    'Group',
    'Health',
    'Labs',
    'Legal',
    'Logistics',
    'Media',
    'Partners',
    'Realty',
    'Retail',
    'Studio',
    'Systems',
    'Travel',
    'Ventures',
    'Works',
    'Outfitters',
    'Supply',
  ];
  const names: string[] = [];
  for (const x of a) for (const y of b) names.push(`${x} ${y}`);
  // Shuffle (Fisher–Yates on the seeded stream).
  for (let i = names.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [names[i], names[j]] = [names[j]!, names[i]!];
  }
  const regions: [string, number][] = [
    ['NA', 0.52],
    ['EMEA', 0.28],
    ['APAC', 0.13],
    ['LATAM', 0.07],
  ];
  const reps: Record<string, string[]> = {
    NA: ['J. Morgan', 'T. Alvarez', 'S. Kim'],
    EMEA: ['L. Becker', 'R. Okoye'],
    APAC: ['H. Tan'],
    LATAM: ['M. Souza'],
  };
  type Cust = {
    id: string;
    name: string;
    plan: string;
    seats: number;
    billing: string;
    disc: number;
    region: string;
    rep: string;
    self: boolean;
    active: boolean;
    churnedAt: number;
  };
  const usedIds = new Set<string>();
  let nameIdx = 0;
  const newCust = (): Cust => {
    let id: string;
    do id = String(r.int(1000, 9999)).padStart(7, '0');
    while (usedIds.has(id));
    usedIds.add(id);
    const plan = r.pick([
      ['Starter', 0.42],
      ['Growth', 0.33],
      ['Pro', 0.18],
      ['Enterprise', 0.07],
    ] as const);
    const self = plan === 'Starter' ? r.chance(0.85) : plan === 'Growth' ? r.chance(0.45) : false;
    const region = r.pick(regions);
    const seats =
      plan === 'Starter'
        ? r.int(1, 5)
        : plan === 'Growth'
          ? r.int(4, 18)
          : plan === 'Pro'
            ? r.int(10, 45)
            : r.int(40, 180);
    const billing = r.chance(plan === 'Enterprise' ? 0.8 : plan === 'Pro' ? 0.55 : 0.3)
      ? 'Annual'
      : 'Monthly';
    const disc = self
      ? billing === 'Annual'
        ? 15
        : 0
      : billing === 'Annual'
        ? r.one([15, 20, 25])
        : r.one([0, 0, 5, 10]);
    return {
      id,
      name: names[nameIdx++]!,
      plan,
      seats,
      billing,
      disc,
      region,
      rep: self ? '' : r.one(reps[region]!),
      self,
      active: true,
      churnedAt: 0,
    };
  };
  const mrrOf = (c: Cust) => cents(c.seats * price[c.plan]! * (1 - c.disc / 100));
  const base: Cust[] = Array.from({ length: 380 }, () => newCust());
  type Ev = {
    t: number;
    c: Cust;
    move: string;
    plan: string;
    sb: number;
    sa: number;
    mb: number;
    ma: number;
  };
  const events: Ev[] = [];
  const days = [31, 29, 31, 30, 31, 30];
  for (let m = 1; m <= 6; m++) {
    const when = () => utc(2024, m, r.int(1, days[m - 1]!)) + r.int(7 * 60, 22 * 60) * 60_000;
    const active = () => base.filter((c) => c.active);
    // New logos.
    const nNew = r.poisson(m === 3 ? 44 : m === 6 ? 40 : 31);
    for (let i = 0; i < nNew; i++) {
      const c = newCust();
      base.push(c);
      events.push({ t: when(), c, move: 'New', plan: c.plan, sb: 0, sa: c.seats, mb: 0, ma: mrrOf(c) });
    }
    // Expansions, contractions and churn among the customers active at the start of the month.
    for (const c of active()) {
      if (events.some((e) => e.c === c && e.move === 'New' && ymd(e.t)[1] === m)) continue;
      const churnP =
        (c.plan === 'Starter' ? 0.045 : c.plan === 'Growth' ? 0.025 : 0.012) *
        (c.billing === 'Annual' ? 0.5 : 1);
      const u = r.random();
      const before = { plan: c.plan, seats: c.seats, m: mrrOf(c) };
      if (u < churnP) {
        c.active = false;
        c.churnedAt = m;
        events.push({ t: when(), c, move: 'Churn', plan: c.plan, sb: c.seats, sa: 0, mb: before.m, ma: 0 });
      } else if (u < churnP + 0.07) {
        const up = c.plan !== 'Enterprise' && r.chance(0.22);
        if (up) c.plan = plans[plans.findIndex(([p]) => p === c.plan) + 1]![0];
        else c.seats += Math.max(1, Math.round(c.seats * (0.1 + r.random() * 0.4)));
        events.push({
          t: when(),
          c,
          move: 'Expansion',
          plan: c.plan,
          sb: before.seats,
          sa: c.seats,
          mb: before.m,
          ma: mrrOf(c),
        });
      } else if (u < churnP + 0.07 + 0.03 && c.seats > 1) {
        c.seats -= Math.max(1, Math.round(c.seats * (0.1 + r.random() * 0.3)));
        events.push({
          t: when(),
          c,
          move: 'Contraction',
          plan: c.plan,
          sb: before.seats,
          sa: c.seats,
          mb: before.m,
          ma: mrrOf(c),
        });
      }
    }
    // Reactivations of customers churned in an earlier month.
    for (const c of base) {
      if (!c.active && c.churnedAt > 0 && c.churnedAt < m && r.chance(0.06)) {
        c.active = true;
        events.push({
          t: when(),
          c,
          move: 'Reactivation',
          plan: c.plan,
          sb: 0,
          sa: c.seats,
          mb: 0,
          ma: mrrOf(c),
        });
      }
    }
  }
  events.sort((x, y) => x.t - y.t || x.c.id.localeCompare(y.c.id));
  const header = [
    'Event Time',
    'Customer ID',
    'Customer',
    'Plan',
    'Movement',
    'Seats Before',
    'Seats After',
    'MRR Before',
    'MRR After',
    'MRR Change',
    'Billing',
    'Discount',
    'Region',
    'Sales Rep',
    'Self-Serve',
  ];
  const out: string[] = [csvLine(header)];
  let month = 1;
  for (const e of events) {
    const m = ymd(e.t)[1];
    if (m !== month) {
      out.push('');
      month = m;
    }
    const change = e.ma - e.mb;
    out.push(
      csvLine([
        stamp(e.t),
        e.c.id,
        e.c.name,
        e.plan,
        e.move,
        String(e.sb),
        String(e.sa),
        money(e.mb),
        money(e.ma),
        change < 0 ? `(${money(-change)})` : money(change),
        e.c.billing,
        `${e.c.disc}%`,
        e.c.region,
        e.c.rep,
        e.c.self ? 'Y' : 'N',
      ]),
    );
  }
  writeLines('mrr-movements.csv', out);
}

expenses();
rentRoll();
mrr();
