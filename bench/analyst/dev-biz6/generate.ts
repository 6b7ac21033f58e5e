/**
 * Writes the three synthetic business exports of dev-biz6/data/:
 *
 * - `stock-movements.csv`: a warehouse management system's "Stock Movement Detail Report" for
 *   H1 2024 over three warehouses, exported the Excel way: a title line and a run line above the
 *   header and a blank line under them; dates written `2024/03/05`, movement types as WMS codes
 *   (`RCPT`, `PICK`, `XFER-OUT`, `XFER-IN`, `RTN`, `ADJ`, `SCRAP`), signed quantities and
 *   extended values, a reference document blank on adjustments and scrap, a reason code blank
 *   unless the movement is an adjustment or scrap (and missing on a few of those).
 * - `claims-export.csv`: a property & casualty insurer's claim listing (losses 2023 – Nov 2024,
 *   exported 2 Dec 2024) with dates written `Mar-05-2024`, money written `USD 1,234.50`,
 *   recoveries as negatives in brackets `USD (1,200.00)`, a claim status typed in inconsistent
 *   case (`Open`, `OPEN`, `open `, `Closed`, `CLOSED`, `denied` …), the adjuster blank on claims
 *   not yet assigned and the reserve blank on new claims not yet reserved.
 * - `fuel-transactions.csv`: a fleet fuel-card transaction export for Jan – Sep 2024 with
 *   snake_case headers, the transaction time in ISO 8601 with the merchant's UTC offset
 *   (`2024-03-05T14:22:00-06:00`), driver names `LAST, FIRST`, masked card numbers, a discount
 *   blank when none was given (zero) and an odometer blank when the driver skipped the prompt
 *   (unknown).
 *
 * Deterministic: the bench's seeded generator (mulberry32, ../seeded.ts) with one fixed seed per
 * file, so the same bytes come out on every run; Math.random is never used.
 *
 * Run: node --import tsx bench/analyst/dev-biz6/generate.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { draws } from '../seeded';

const DAY = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

/** `2024/03/05`. */
const slashed = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
};
/** `Mar-05-2024`. */
const monDayYear = (ms: number) => {
  const d = new Date(ms);
  return `${MONTHS[d.getUTCMonth()]}-${pad(d.getUTCDate())}-${d.getUTCFullYear()}`;
};
/** `14:22` or `14:22:07`. */
const clock = (ms: number, seconds: boolean) => {
  const d = new Date(ms);
  const hm = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return seconds ? `${hm}:${pad(d.getUTCSeconds())}` : hm;
};
/** A comma every three digits. */
const thousands = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** `USD 1,234.50`, negatives `USD (1,234.50)`. */
const usd = (n: number) => {
  const body = thousands(Math.abs(n).toFixed(2));
  return n < 0 ? `USD (${body})` : `USD ${body}`;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

const quoteCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

function writeCsv(file: string, header: string[], rows: string[][], preamble: string[] = []): void {
  const text = [...preamble, ...[header, ...rows].map((r) => r.map(quoteCell).join(','))].join('\n');
  const here = dirname(fileURLToPath(import.meta.url));
  mkdirSync(join(here, 'data'), { recursive: true });
  writeFileSync(join(here, 'data', file), `${text}\n`);
}

// ---------------------------------------------------------------------------------------------
// 1. Warehouse stock movements, H1 2024.

function stock(): void {
  const r = draws(20_240_601);
  type Sku = { sku: string; desc: string; cat: string; cost: number; pop: number; pack: number; bin: string };
  const catalogue: [string, string, [string, number][]][] = [
    [
      'FAS',
      'Fasteners',
      [
        ['Hex Bolt M8x40 (100pk)', 14.2],
        ['Hex Nut M8 (200pk)', 9.8],
        ['Flat Washer M10 (250pk)', 7.45],
        ['Wood Screw #8 x 1-1/4" (500pk)', 18.9],
        ['Drywall Screw 1-5/8" (1lb)', 8.6],
        ['Anchor Kit Plastic (75pc)', 11.25],
        ['Lag Bolt 3/8x4 (50pk)', 21.4],
        ['Rivet 1/8 Alum (100pk)', 6.3],
      ],
    ],
    [
      'ELE',
      'Electrical',
      [
        ['Wire Nut Asst (100pk)', 12.75],
        ['14/2 NM-B Cable 50ft', 48.5],
        ['Duplex Outlet 15A White', 1.85],
        ['Single Pole Switch White', 1.6],
        ['LED A19 60W Eqv (4pk)', 9.9],
        ['Extension Cord 25ft 12/3', 34.0],
        ['Electrical Tape Black (10pk)', 8.4],
        ['GFCI Outlet 20A', 16.8],
      ],
    ],
    [
      'PLB',
      'Plumbing',
      [
        ['PTFE Thread Tape 1/2" (10pk)', 6.2],
        ['PEX-A Pipe 1/2" x 100ft', 52.0],
        ['Ball Valve 3/4" Brass', 13.6],
        ['PVC Elbow 90 1-1/2" (10pk)', 8.9],
        ['Supply Line 3/8x20 Faucet', 5.75],
        ['Wax Ring w/ Flange', 3.95],
        ['P-Trap Kit 1-1/2"', 7.3],
        ['Shark Fitting 1/2" Coupling', 8.15],
      ],
    ],
    [
      'SAF',
      'Safety',
      [
        ['Nitrile Gloves L (100ct)', 11.4],
        ['Safety Glasses Clear', 2.3],
        ['Hi-Vis Vest Class 2 L', 5.6],
        ['N95 Respirator (20ct)', 19.8],
        ['Ear Plugs Foam (200pr)', 24.5],
        ['Hard Hat Type 1 White', 12.9],
        ['First Aid Kit 50 Person', 38.0],
        ['Cut Resistant Gloves M', 7.7],
      ],
    ],
    [
      'TOL',
      'Tools',
      [
        ['Utility Knife Retractable', 6.9],
        ['Tape Measure 25ft', 11.2],
        ['Screwdriver Set 10pc', 18.5],
        ['Claw Hammer 16oz', 14.3],
        ['Adjustable Wrench 10"', 13.1],
        ['Drill Bit Set HSS 21pc', 22.6],
        ['Level Torpedo 9"', 7.95],
        ['Caulk Gun Dripless', 9.4],
      ],
    ],
    [
      'PKG',
      'Packaging',
      [
        ['Stretch Film 18" x 1500ft', 21.0],
        ['Packing Tape 2" Clear (36rl)', 42.0],
        ['Corrugated Box 12x12x12 (25)', 27.5],
        ['Bubble Wrap 12" x 175ft', 23.8],
        ['Poly Mailer 10x13 (100)', 13.9],
        ['Shipping Labels 4x6 (500)', 16.4],
        ['Void Fill Paper 15" Roll', 31.5],
        ['Pallet Wrap Hand 20" x 1000ft', 19.2],
      ],
    ],
  ];
  const skus: Sku[] = [];
  catalogue.forEach(([prefix, cat, items], ci) => {
    items.forEach(([desc, cost], i) => {
      skus.push({
        sku: `${prefix}-${1000 + ci * 137 + i * 23}`,
        desc,
        cat,
        cost,
        pop: 0.3 + r.random() * 1.7 + (cat === 'Packaging' ? 0.6 : 0),
        pack: r.one([6, 10, 12, 24, 50]),
        bin: `${String.fromCharCode(65 + ci)}-${pad(i + 1)}-${pad(r.int(1, 5))}`,
      });
    });
  });
  // Two fast movers.
  skus.find((s) => s.desc.startsWith('Stretch Film'))!.pop = 4.2;
  skus.find((s) => s.desc.startsWith('Nitrile Gloves'))!.pop = 3.6;
  const popWeights = skus.map((s) => [s, s.pop] as const);
  const whses = [
    ['DAL1', 1.0],
    ['ATL2', 0.75],
    ['RNO1', 0.55],
  ] as const;
  const users: Record<string, string[]> = {
    DAL1: ['mlopez', 'jturner', 'kwhite', 'dnguyen'],
    ATL2: ['bjackson', 'tharris', 'sokafor'],
    RNO1: ['cmiller', 'rpatel'],
  };
  const invUser: Record<string, string> = { DAL1: 'aflores', ATL2: 'tharris', RNO1: 'rpatel' };
  const rnoOpen = utc(2024, 2, 12);
  type Row = { t: number; cells: string[] };
  const rows: Row[] = [];
  let po = 4_501_200;
  let so = 880_400;
  let to = 12_050;
  let rma = 3_100;
  const add = (
    t: number,
    whse: string,
    s: Sku,
    type: string,
    qty: number,
    ref: string,
    reason: string,
    user: string,
  ) => {
    rows.push({
      t,
      cells: [
        '',
        slashed(t),
        clock(t, false),
        whse,
        s.sku,
        s.desc,
        s.cat,
        s.bin,
        type,
        String(qty),
        s.cost.toFixed(2),
        (qty * s.cost).toFixed(2),
        ref,
        reason,
        user,
      ],
    });
  };
  const at = (day: number, fromHour: number, toHour: number) =>
    day + r.int(fromHour * 60, toHour * 60 - 1) * 60_000;
  for (let day = utc(2024, 1, 2); day <= utc(2024, 6, 29); day += DAY) {
    const d = new Date(day);
    const wd = d.getUTCDay();
    if (wd === 0) continue;
    const month = d.getUTCMonth();
    const holiday = (month === 4 && d.getUTCDate() === 27) || (month === 0 && d.getUTCDate() === 15);
    if (holiday) continue;
    const seasonal = [0.85, 0.9, 1.0, 1.08, 1.18, 1.1][month]!;
    for (const [whse, size] of whses) {
      if (whse === 'RNO1' && day < rnoOpen) continue;
      const sat = wd === 6 ? 0.35 : 1;
      // Picks against sales orders.
      const picks = r.poisson(3.4 * size * seasonal * sat * (wd === 1 ? 1.25 : 1));
      for (let i = 0; i < picks; i++) {
        const s = r.pick(popWeights);
        const qty = Math.max(1, Math.round(r.expo(s.cat === 'Packaging' ? 14 : 9)));
        add(at(day, 6, wd === 6 ? 12 : 17), whse, s, 'PICK', -qty, `SO-${so++}`, '', r.one(users[whse]!));
      }
      // Receipts against purchase orders, weekdays only.
      if (wd !== 6) {
        let receipts = r.poisson(0.75 * size);
        if (whse === 'RNO1' && day === rnoOpen) receipts += 14; // initial stocking
        for (let i = 0; i < receipts; i++) {
          const s = whse === 'RNO1' && day === rnoOpen ? r.one(skus) : r.pick(popWeights);
          const qty = s.pack * r.int(4, 30);
          add(at(day, 7, 15), whse, s, 'RCPT', qty, `PO-${po++}`, '', r.one(users[whse]!));
        }
      }
      // Customer returns.
      if (r.chance(0.22 * size)) {
        const s = r.pick(popWeights);
        add(at(day, 9, 16), whse, s, 'RTN', r.int(1, 6), `RMA-${rma++}`, '', r.one(users[whse]!));
      }
      // Scrap: damaged or expired stock.
      if (r.chance(0.045 * size)) {
        const s = r.pick(popWeights);
        const reason = r.pick([
          ['DAMAGED', 0.7],
          ['EXPIRED', s.cat === 'Safety' ? 0.5 : 0.05],
          ['', 0.08],
        ] as const);
        add(at(day, 8, 16), whse, s, 'SCRAP', -r.int(1, 12), '', reason, invUser[whse]!);
      }
      // Ad-hoc adjustments.
      if (r.chance(0.09 * size)) {
        const s = r.one(skus);
        const qty = r.chance(0.62) ? -r.int(1, 15) : r.int(1, 10);
        const reason = r.pick([
          ['FOUND', qty > 0 ? 0.6 : 0],
          ['MISPICK', 0.3],
          ['DAMAGED', qty < 0 ? 0.4 : 0],
          ['', 0.12],
        ] as const);
        add(at(day, 8, 16), whse, s, 'ADJ', qty, '', reason, invUser[whse]!);
      }
    }
    // Quarter-end cycle counts (last Friday and Saturday of March and June).
    const dom = d.getUTCDate();
    if ((month === 2 || month === 5) && dom >= 28) {
      for (const [whse] of whses) {
        const counted = skus.filter(() => r.chance(0.22));
        for (const s of counted) {
          const qty = r.chance(0.58) ? -r.int(1, 20) : r.int(1, 14);
          add(at(day, 7, 12), whse, s, 'ADJ', qty, '', 'CYCLE COUNT', invUser[whse]!);
        }
      }
    }
    // Transfers between warehouses: out today, in one to four days later.
    if (wd >= 1 && wd <= 4 && r.chance(0.42)) {
      const from =
        day < rnoOpen
          ? 'DAL1'
          : r.pick([
              ['DAL1', 0.7],
              ['ATL2', 0.3],
            ] as const);
      const toWhse =
        day < rnoOpen
          ? 'ATL2'
          : r.pick([
              ['RNO1', from === 'DAL1' ? 0.65 : 0.5],
              [from === 'DAL1' ? 'ATL2' : 'DAL1', 0.35],
            ] as const);
      const lines = r.int(1, 3);
      const ref = `TO-${to++}`;
      const arrive = day + r.int(1, 4) * DAY;
      for (let i = 0; i < lines; i++) {
        const s = r.pick(popWeights);
        const qty = s.pack * r.int(2, 10);
        add(at(day, 8, 14), from, s, 'XFER-OUT', -qty, ref, '', r.one(users[from]!));
        if (arrive <= utc(2024, 6, 29)) {
          add(at(arrive, 8, 16), toWhse, s, 'XFER-IN', qty, ref, '', r.one(users[toWhse]!));
        }
      }
    }
  }
  rows.sort((a, b) => a.t - b.t);
  rows.forEach((row, i) => (row.cells[0] = String(700_001 + i)));
  writeCsv(
    'stock-movements.csv',
    [
      'Trans #',
      'Date',
      'Time',
      'Whse',
      'SKU#',
      'Item Description',
      'Category',
      'Bin Loc',
      'Mvmt Type',
      'Qty',
      'Unit Cost',
      'Ext Value',
      'Ref Doc',
      'Reason Code',
      'User ID',
    ],
    rows.map((row) => row.cells),
    ['Stock Movement Detail Report', 'Run: 2024/07/01 06:00  Whse: ALL  Period: 2024/01/01 - 2024/06/30', ''],
  );
}

// ---------------------------------------------------------------------------------------------
// 2. P&C claim listing, losses Jan 2023 – Nov 2024, exported 2 Dec 2024.

function claims(): void {
  const r = draws(20_241_202);
  const exported = utc(2024, 12, 2);
  const lobs = [
    ['Auto', 0.45],
    ['Homeowners', 0.3],
    ['Commercial Property', 0.12],
    ['General Liability', 0.08],
    ['Inland Marine', 0.05],
  ] as const;
  const causes: Record<string, [string, number, number][]> = {
    // cause, weight, mean paid
    Auto: [
      ['Collision', 0.45, 6200],
      ['Hail', 0.17, 4100],
      ['Glass', 0.16, 650],
      ['Theft', 0.08, 9800],
      ['Bodily Injury', 0.14, 18500],
    ],
    Homeowners: [
      ['Water Damage', 0.36, 11200],
      ['Wind/Hail', 0.34, 14800],
      ['Fire', 0.07, 46000],
      ['Theft', 0.13, 4300],
      ['Liability', 0.1, 9200],
    ],
    'Commercial Property': [
      ['Fire', 0.15, 88000],
      ['Water Damage', 0.35, 24000],
      ['Wind/Hail', 0.35, 31000],
      ['Theft', 0.15, 12500],
    ],
    'General Liability': [
      ['Slip & Fall', 0.55, 21000],
      ['Property Damage', 0.3, 8800],
      ['Product Liability', 0.15, 42000],
    ],
    'Inland Marine': [
      ['Theft', 0.6, 7600],
      ['Transit Damage', 0.4, 5200],
    ],
  };
  const states = [
    ['TX', 0.42],
    ['OK', 0.16],
    ['LA', 0.13],
    ['CO', 0.12],
    ['AR', 0.09],
    ['KS', 0.08],
  ] as const;
  const adjusters: Record<string, string[]> = {
    Auto: ['K. Ortiz', 'D. Fischer', 'M. Chen', 'T. Boone'],
    Homeowners: ['S. Patel', 'R. Alvarez', 'J. Kowalski'],
    'Commercial Property': ['R. Alvarez', 'L. Whitfield'],
    'General Liability': ['L. Whitfield', 'A. Greene'],
    'Inland Marine': ['A. Greene', 'T. Boone'],
  };
  const statusForms: Record<string, [string, number][]> = {
    Open: [
      ['Open', 0.62],
      ['OPEN', 0.2],
      ['open', 0.1],
      ['Open ', 0.08],
    ],
    Closed: [
      ['Closed', 0.66],
      ['CLOSED', 0.18],
      ['closed', 0.12],
      ['Closed ', 0.04],
    ],
    Denied: [
      ['Denied', 0.6],
      ['DENIED', 0.25],
      ['denied', 0.15],
    ],
  };
  type Row = { t: number; cells: string[] };
  const rows: Row[] = [];
  const monthLoad = [0.9, 0.85, 1.0, 1.25, 1.35, 1.2, 1.05, 1.0, 0.95, 0.9, 0.88, 1.0];
  for (let day = utc(2023, 1, 1); day <= utc(2024, 11, 28); day += DAY) {
    const d = new Date(day);
    const month = d.getUTCMonth();
    const year = d.getUTCFullYear();
    let n = r.poisson(1.62 * monthLoad[month]! * (year === 2024 ? 1.1 : 1));
    // A hail storm over the Dallas – Fort Worth area on 28 Apr 2024.
    const storm = day === utc(2024, 4, 28);
    if (storm) n += 38;
    for (let i = 0; i < n; i++) {
      const lob = storm
        ? r.pick([
            ['Auto', 0.6],
            ['Homeowners', 0.4],
          ] as const)
        : r.pick(lobs);
      const spring = month >= 3 && month <= 5;
      const causeList = causes[lob]!.map(
        ([c, w, m]) => [[c, m] as const, spring && /Hail/.test(c) ? w * 2.4 : w] as const,
      );
      const [cause, meanPaid] = storm
        ? ([lob === 'Auto' ? 'Hail' : 'Wind/Hail', lob === 'Auto' ? 4100 : 14800] as const)
        : r.pick(causeList);
      const state = storm ? 'TX' : r.pick(states);
      const loss = day;
      const lag = Math.round(r.expo(lob === 'Auto' ? 3 : lob === 'General Liability' ? 16 : 7));
      const reported = Math.min(loss + lag * DAY, exported - DAY);
      const ageDays = (exported - reported) / DAY;
      const litigated = r.chance(lob === 'General Liability' ? 0.3 : cause === 'Bodily Injury' ? 0.35 : 0.03);
      const siu = r.chance(cause === 'Theft' ? 0.14 : cause === 'Fire' ? 0.1 : 0.025);
      // Time to settle.
      const settle = Math.round(
        r.expo(lob === 'Auto' ? 38 : lob === 'Homeowners' ? 62 : 95) * (litigated ? 3.5 : 1) + 4,
      );
      let status: 'Open' | 'Closed' | 'Denied';
      const denied = r.chance(siu ? 0.45 : 0.065);
      if (settle >= ageDays) status = 'Open';
      else status = denied ? 'Denied' : 'Closed';
      const severity = Math.exp(r.normal() * 0.75) * meanPaid * (litigated ? 1.8 : 1) * 0.76;
      let paid: number;
      let reserve: number | null = 0;
      let recovery = 0;
      let closed = '';
      if (status === 'Closed') {
        paid = round2(severity);
        closed = monDayYear(reported + settle * DAY);
        if ((cause === 'Collision' || cause === 'Theft') && lob === 'Auto' && r.chance(0.3)) {
          recovery = -round2(paid * (0.2 + r.random() * 0.6));
        }
      } else if (status === 'Denied') {
        paid = r.chance(0.15) ? round2(200 + r.random() * 900) : 0; // adjusting expense only
        closed = monDayYear(reported + settle * DAY);
      } else {
        const fraction = Math.min(0.9, settle > 0 ? ageDays / settle : 0);
        paid = r.chance(0.5) ? round2(severity * fraction * r.random()) : 0;
        reserve = round2(Math.max(500, severity - paid) * (0.9 + r.random() * 0.5));
        if (ageDays < 21 && r.chance(0.55)) reserve = null; // not yet reserved
      }
      const assigned = !(status === 'Open' && ageDays < 12 && r.chance(0.6));
      rows.push({
        t: reported + i,
        cells: [
          '',
          `${lob === 'Auto' ? 'PAP' : lob === 'Homeowners' ? 'HO3' : lob === 'Commercial Property' ? 'CPP' : lob === 'General Liability' ? 'CGL' : 'IMF'}-${r.int(100000, 999999)}`,
          lob,
          monDayYear(loss),
          monDayYear(reported),
          closed,
          r.pick(statusForms[status]!),
          assigned ? r.one(adjusters[lob]!) : '',
          state,
          cause,
          reserve === null ? '' : usd(reserve),
          usd(paid),
          recovery === 0 ? '' : usd(recovery),
          litigated ? 'Y' : 'N',
          siu ? 'Y' : 'N',
        ],
      });
    }
  }
  rows.sort((a, b) => a.t - b.t);
  rows.forEach((row, i) => {
    const year = new Date(row.t).getUTCFullYear() % 100;
    row.cells[0] = `CLM${year}-${String(10_000 + i * 7).padStart(6, '0')}`;
  });
  writeCsv(
    'claims-export.csv',
    [
      'Claim #',
      'Policy #',
      'Line of Business',
      'Loss Date',
      'Date Reported',
      'Date Closed',
      'Claim Status',
      'Adjuster',
      'Loss State',
      'Cause of Loss',
      'Outstanding Reserve',
      'Paid to Date',
      'Recovery',
      'Litigated',
      'SIU Referral',
    ],
    rows.map((row) => row.cells),
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Fleet fuel-card transactions, Jan – Sep 2024.

function fuel(): void {
  const r = draws(20_240_930);
  type Vehicle = {
    id: string;
    dept: string;
    kind: 'truck' | 'van' | 'pickup';
    driver: string;
    card: string;
    odo: number;
    mpg: number;
  };
  const drivers = [
    'GARZA, RAUL',
    'MITCHELL, DEREK',
    'OWENS, TAMMY',
    'PHAM, KEVIN',
    'REYES, JUAN',
    'COLLINS, BRIAN',
    'HUNTER, LISA',
    'WALKER, DAVID',
    'BROOKS, ANDRE',
    'SIMS, CARLA',
    'NOVAK, PETER',
    'DIAZ, MARCO',
    'FOSTER, AMY',
    'TRAN, LINDA',
    'KELLY, SEAN',
    'PRICE, JAMAL',
    'WARD, EMILY',
    'ROSS, TYLER',
    'HAYES, NORA',
    'BELL, GREG',
    'COLE, RUBEN',
    'LONG, DANA',
    'PARK, STEVEN',
    'GRAY, MONICA',
  ];
  const vehicles: Vehicle[] = [];
  let di = 0;
  for (let i = 1; i <= 12; i++)
    vehicles.push({
      id: `TRK-${100 + i}`,
      dept: 'Linehaul',
      kind: 'truck',
      driver: drivers[di++]!,
      card: '',
      odo: r.int(180_000, 640_000),
      mpg: 6 + r.random() * 1.4,
    });
  for (let i = 1; i <= 8; i++)
    vehicles.push({
      id: `VAN-${200 + i}`,
      dept: 'Local Delivery',
      kind: 'van',
      driver: drivers[di++]!,
      card: '',
      odo: r.int(22_000, 140_000),
      mpg: 13 + r.random() * 4,
    });
  for (let i = 1; i <= 4; i++)
    vehicles.push({
      id: `PU-${300 + i}`,
      dept: 'Field Service',
      kind: 'pickup',
      driver: drivers[di++]!,
      card: '',
      odo: r.int(15_000, 90_000),
      mpg: 16 + r.random() * 4,
    });
  for (const v of vehicles) v.card = `XXXX-XXXX-XXXX-${r.int(1000, 9999)}`;
  // A relief driver fills in on two trucks from June.
  const relief = 'MORALES, IVAN';

  type Stop = { brand: string; store: string; city: string; state: string };
  const longHaul: Stop[] = [
    ['Pilot', '#0412', 'Dallas', 'TX'],
    ['Loves', '#0287', 'Amarillo', 'TX'],
    ['TA', '#0193', 'El Paso', 'TX'],
    ['Flying J', '#0655', 'Oklahoma City', 'OK'],
    ['Loves', '#0301', 'Tulsa', 'OK'],
    ['Pilot', '#0488', 'Albuquerque', 'NM'],
    ['Loves', '#0552', 'Gallup', 'NM'],
    ['TA', '#0257', 'Phoenix', 'AZ'],
    ['Pilot', '#0713', 'Kingman', 'AZ'],
    ['Flying J', '#0640', 'Barstow', 'CA'],
    ['TA', '#0223', 'Ontario', 'CA'],
    ['Pilot', '#0919', 'Las Vegas', 'NV'],
    ['Loves', '#0418', 'Weatherford', 'TX'],
    ['Pilot', '#0377', 'Midland', 'TX'],
  ].map(([brand, store, city, state]) => ({ brand: brand!, store: store!, city: city!, state: state! }));
  const local: Stop[] = [
    ['QuikTrip', '#0934', 'Dallas', 'TX'],
    ['QuikTrip', '#0871', 'Irving', 'TX'],
    ['Shell', '#57412', 'Dallas', 'TX'],
    ['Chevron', '#21190', 'Fort Worth', 'TX'],
    ['Valero', '#3310', 'Arlington', 'TX'],
    ['Circle K', '#2705', 'Garland', 'TX'],
    ['RaceTrac', '#0466', 'Fort Worth', 'TX'],
    ['Shell', '#57880', 'Plano', 'TX'],
  ].map(([brand, store, city, state]) => ({ brand: brand!, store: store!, city: city!, state: state! }));
  const field: Stop[] = [
    ...local.slice(0, 5),
    { brand: 'Valero', store: '#1184', city: 'Waco', state: 'TX' },
    { brand: 'Shell', store: '#61022', city: 'Norman', state: 'OK' },
    { brand: 'Loves', store: '#0301', city: 'Tulsa', state: 'OK' },
  ];
  const weights = (stops: Stop[], favour: (s: Stop) => number) => stops.map((s) => [s, favour(s)] as const);
  const truckStops = weights(longHaul, (s) => (s.state === 'TX' ? 1.6 : s.state === 'CA' ? 0.6 : 1));
  const vanStops = weights(local, (s) => (s.brand === 'QuikTrip' ? 2 : 1));
  const fieldStops = weights(field, (s) => (s.state === 'OK' ? 0.6 : 1));

  /** Standard-time UTC offset in hours and whether the state keeps daylight time. */
  const zone: Record<string, [number, boolean]> = {
    TX: [-6, true],
    OK: [-6, true],
    NM: [-7, true],
    AZ: [-7, false],
    CA: [-8, true],
    NV: [-8, true],
  };
  const dstStart = utc(2024, 3, 10) + 2 * 3_600_000;
  const dstEnd = utc(2024, 11, 3) + 2 * 3_600_000;
  /** `2024-03-05T14:22:00-06:00` from a local wall-clock instant written in UTC fields. */
  const isoLocal = (wall: number, state: string) => {
    const [std, dst] = zone[state]!;
    const off = std + (dst && wall >= dstStart && wall < dstEnd ? 1 : 0);
    const d = new Date(wall);
    const sign = off < 0 ? '-' : '+';
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${clock(wall, true)}${sign}${pad(Math.abs(off))}:00`;
  };
  // Monthly pump price drift (index on Jan).
  const drift = [1.0, 1.01, 1.04, 1.08, 1.06, 1.03, 1.02, 1.0, 0.96];
  const stateAdj: Record<string, number> = { TX: -0.18, OK: -0.24, NM: 0.02, AZ: 0.21, CA: 1.28, NV: 0.62 };

  type Row = { t: number; cells: (string | number)[] };
  const rows: Row[] = [];
  const end = utc(2024, 9, 30);
  for (const v of vehicles) {
    let day = utc(2024, 1, 1) + r.int(0, 2) * DAY;
    const every = v.kind === 'truck' ? 2.1 : v.kind === 'van' ? 3.3 : 4.2;
    while (day <= end) {
      const d = new Date(day);
      const wd = d.getUTCDay();
      const weekendOff = v.kind !== 'truck' && (wd === 0 || (wd === 6 && r.chance(0.8)));
      if (!weekendOff) {
        const stop = r.pick(v.kind === 'truck' ? truckStops : v.kind === 'van' ? vanStops : fieldStops);
        const hour =
          v.kind === 'truck'
            ? r.pick([
                [0, 0.3],
                [2, 0.3],
                [4, 0.5],
                [5, 0.8],
                [6, 1.0],
                [8, 1.1],
                [10, 1.0],
                [12, 1.1],
                [14, 1.1],
                [16, 1.0],
                [18, 0.9],
                [20, 0.7],
                [22, 0.4],
              ] as const) + r.int(0, 1)
            : r.pick([
                [6, 0.8],
                [7, 1.4],
                [8, 1.0],
                [10, 0.6],
                [12, 0.9],
                [15, 0.8],
                [16, 1.0],
                [17, 0.6],
              ] as const);
        const wall = day + hour * 3_600_000 + r.int(0, 3599) * 1000;
        const month = d.getUTCMonth();
        const diesel = v.kind === 'truck';
        const product = diesel ? 'DIESEL #2' : v.kind === 'pickup' && r.chance(0.12) ? 'UNL PREM' : 'UNL REG';
        const base = diesel ? 3.92 : product === 'UNL PREM' ? 3.78 : 3.02;
        const price = round2((base + stateAdj[stop.state]!) * drift[month]! + r.normal() * 0.06) + 0.009;
        const gallons = diesel
          ? 70 + r.random() * 105
          : v.kind === 'van'
            ? 14 + r.random() * 13
            : 12 + r.random() * 12;
        const gal = Math.round(gallons * 1000) / 1000;
        const gross = round2(gal * price);
        const discountRate =
          diesel && (stop.brand === 'Pilot' || stop.brand === 'Flying J')
            ? 0.22
            : diesel && stop.brand === 'Loves'
              ? 0.15
              : stop.brand === 'QuikTrip'
                ? 0.05
                : 0;
        const discount = round2(gal * discountRate);
        v.odo += Math.round(gal * v.mpg * (0.92 + r.random() * 0.16));
        const skipOdo = r.chance(v.kind === 'van' ? 0.18 : v.kind === 'truck' ? 0.06 : 0.1);
        const driver =
          v.kind === 'truck' &&
          day >= utc(2024, 6, 1) &&
          (v.id === 'TRK-104' || v.id === 'TRK-109') &&
          r.chance(0.35)
            ? relief
            : v.driver;
        const base2 = [
          '',
          isoLocal(wall, stop.state),
          v.card,
          v.id,
          driver,
          v.dept,
          `${stop.brand.toUpperCase()} ${stop.store}`,
          stop.brand,
          stop.city,
          stop.state,
        ];
        rows.push({
          t: wall - zone[stop.state]![0] * 3_600_000,
          cells: [
            ...base2,
            product,
            gal.toFixed(3),
            price.toFixed(3),
            gross.toFixed(2),
            discount ? discount.toFixed(2) : '',
            (gross - discount).toFixed(2),
            skipOdo ? '' : String(v.odo),
          ],
        });
        // DEF on about one truck fill in five, a separate line a minute later.
        if (diesel && r.chance(0.2)) {
          const defGal = Math.round((2.5 + r.random() * 5) * 1000) / 1000;
          const defPrice = stop.brand === 'TA' ? 4.499 : 3.999;
          const defGross = round2(defGal * defPrice);
          rows.push({
            t: wall + 60_000 - zone[stop.state]![0] * 3_600_000,
            cells: [
              ...base2.slice(0, 1),
              isoLocal(wall + 60_000, stop.state),
              ...base2.slice(2),
              'DEF',
              defGal.toFixed(3),
              defPrice.toFixed(3),
              defGross.toFixed(2),
              '',
              defGross.toFixed(2),
              skipOdo ? '' : String(v.odo),
            ],
          });
        }
        // Car washes for the vans, about monthly.
        if (v.kind === 'van' && r.chance(0.1)) {
          rows.push({
            t: wall + 300_000 - zone[stop.state]![0] * 3_600_000,
            cells: [
              ...base2.slice(0, 1),
              isoLocal(wall + 300_000, stop.state),
              ...base2.slice(2),
              'CAR WASH',
              '',
              '',
              '12.00',
              '',
              '12.00',
              '',
            ],
          });
        }
      }
      day += Math.max(1, Math.round(every + r.normal() * 0.8)) * DAY;
    }
  }
  rows.sort((a, b) => a.t - b.t);
  rows.forEach((row, i) => (row.cells[0] = String(93_100_000 + i * 3 + (i % 3))));
  writeCsv(
    'fuel-transactions.csv',
    [
      'txn_id',
      'txn_datetime',
      'card_number',
      'vehicle_id',
      'driver_name',
      'department',
      'merchant_name',
      'merchant_brand',
      'merchant_city',
      'merchant_state',
      'product',
      'units',
      'unit_price',
      'gross_amount',
      'discount',
      'net_amount',
      'odometer',
    ],
    rows.map((row) => row.cells.map(String)),
  );
}

stock();
claims();
fuel();
