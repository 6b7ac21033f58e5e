/**
 * Writes dev-bookings/data/hotel-bookings.csv: a synthetic hotel-bookings export shaped like the
 * public "hotel booking demand" data (two hotels, arrival date split into year / month name / week
 * / day, a 0/1 cancellation flag, ISO3 country codes, daily rate, guests as three count columns).
 * Deterministic: a seeded generator, so the same file comes out on every run. Some cells are
 * empty (children, country, agent), as in the public export.
 *
 * Run: node --import tsx bench/analyst/dev-bookings/generate-bookings.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seeded, weightedPicker } from '../seeded';

const random = seeded(20151107);
const pick = weightedPicker(random);
const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
/** A skewed non-negative integer with the given mean (exponential, rounded). */
const skewed = (mean: number) => Math.floor(-Math.log(1 - random()) * mean);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Bookings per arrival month: summer is busiest. */
const SEASON = [5, 6, 8, 9, 10, 10, 12, 13, 9, 9, 6, 6];
const COUNTRIES = [
  ['PRT', 38], ['GBR', 11], ['FRA', 9], ['ESP', 8], ['DEU', 6], ['ITA', 4], ['IRL', 3], ['BEL', 2], ['BRA', 2],
  ['NLD', 2], ['USA', 2], ['CHE', 1.5], ['CN', 1], ['', 0.5],
] as const;
const SEGMENTS = [
  ['Online TA', 47, 'TA/TO'], ['Offline TA/TO', 20, 'TA/TO'], ['Groups', 16, 'TA/TO'], ['Direct', 10, 'Direct'],
  ['Corporate', 5, 'Corporate'], ['Complementary', 1, 'Direct'], ['Aviation', 1, 'Corporate'],
] as const;
const MEALS = [['BB', 77], ['HB', 12], ['SC', 9], ['FB', 1], ['Undefined', 1]] as const;
const ROOMS = [['A', 72], ['D', 16], ['E', 5], ['F', 3], ['G', 2], ['B', 1], ['C', 1]] as const;
const CUSTOMERS = [['Transient', 75], ['Transient-Party', 21], ['Contract', 3], ['Group', 1]] as const;
const AGENTS = [['9', 30], ['240', 14], ['1', 7], ['14', 4], ['7', 4], ['6', 3], ['', 14], ['250', 3], ['241', 2], ['28', 2]] as const;

/** Day count of a month (leap years included). */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** ISO week number of a date. */
function weekOf(ms: number): number {
  const d = new Date(ms);
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  return Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
}

const ROWS = 3000;
const DAY = 86_400_000;
const rows: string[][] = [];
for (let i = 0; i < ROWS; i++) {
  const hotel = random() < 0.64 ? 'City Hotel' : 'Resort Hotel';
  // Arrivals from July 2015 to August 2017, as in the public data.
  let year: number;
  let month: number;
  do {
    year = pick([[2015, 22], [2016, 47], [2017, 31]] as const);
    month = pick(SEASON.map((w, m) => [m, w] as const));
  } while ((year === 2015 && month < 6) || (year === 2017 && month > 7));
  const day = int(1, daysIn(year, month));
  const arrival = Date.UTC(year, month, day);
  const segment = pick(SEGMENTS.map((s) => [s, s[1]] as const));
  const [segmentName, , channel] = segment;
  const lead = Math.min(600, segmentName === 'Groups' ? skewed(180) : segmentName === 'Direct' ? skewed(45) : skewed(95));
  const deposit = segmentName === 'Groups' && random() < 0.5 ? 'Non Refund' : pick([['No Deposit', 96], ['Non Refund', 3], ['Refundable', 1]] as const);
  const cancelBase = hotel === 'City Hotel' ? 0.38 : 0.26;
  const canceled = deposit === 'Non Refund' ? random() < 0.95 : random() < cancelBase + Math.min(0.2, lead / 2000);
  const weekend = pick([[0, 40], [1, 25], [2, 30], [3, 3], [4, 2]] as const);
  const week = hotel === 'Resort Hotel' ? pick([[0, 8], [1, 18], [2, 22], [3, 18], [4, 12], [5, 14], [6, 4], [7, 2], [10, 2]] as const) : pick([[0, 10], [1, 28], [2, 30], [3, 20], [4, 8], [5, 4]] as const);
  const adults = pick([[2, 75], [1, 19], [3, 5], [0, 0.5], [4, 0.5]] as const);
  const kids = random() < 0.004 ? '' : String(pick([[0, 92], [1, 4], [2, 3.5], [3, 0.5]] as const));
  const babies = pick([[0, 99.2], [1, 0.8]] as const);
  const meal = pick(MEALS);
  const country = pick(COUNTRIES);
  const repeated = random() < (segmentName === 'Corporate' ? 0.25 : 0.03) ? 1 : 0;
  const reserved = pick(ROOMS);
  const assigned = random() < 0.88 ? reserved : pick(ROOMS);
  const changes = pick([[0, 84], [1, 11], [2, 3.5], [3, 1], [4, 0.5]] as const);
  const agent = segmentName === 'Direct' || segmentName === 'Corporate' ? '' : pick(AGENTS);
  const customer = segmentName === 'Groups' ? 'Transient-Party' : pick(CUSTOMERS);
  const seasonal = [0.75, 0.75, 0.85, 0.95, 1.0, 1.15, 1.4, 1.5, 1.1, 0.9, 0.8, 0.85][month]!;
  const base = hotel === 'City Hotel' ? 105 : 95;
  const adr = segmentName === 'Complementary' ? 0 : Math.max(0, Math.round(base * seasonal * (0.6 + random() * 0.8) * (1 + 0.02 * (year - 2015)) * 100) / 100 + (kids !== '' && kids !== '0' ? 15 : 0));
  const parking = canceled ? 0 : pick([[0, 92], [1, 8]] as const);
  const requests = pick([[0, 55], [1, 28], [2, 12], [3, 4], [4, 1]] as const);
  const noShow = canceled && random() < 0.03;
  const status = !canceled ? 'Check-Out' : noShow ? 'No-Show' : 'Canceled';
  const statusDate = !canceled ? arrival + (weekend + week) * DAY : noShow ? arrival : arrival - Math.floor(random() * Math.max(1, lead)) * DAY;
  rows.push([
    hotel,
    canceled ? '1' : '0',
    String(lead),
    String(year),
    MONTHS[month]!,
    String(weekOf(arrival)),
    String(day),
    String(weekend),
    String(week),
    String(adults),
    kids,
    String(babies),
    meal,
    country,
    segmentName,
    channel,
    String(repeated),
    reserved,
    assigned,
    String(changes),
    deposit,
    agent,
    customer,
    String(Math.round(adr * 100) / 100),
    String(parking),
    String(requests),
    status,
    iso(statusDate),
  ]);
}

const header = [
  'hotel', 'is_canceled', 'lead_time', 'arrival_date_year', 'arrival_date_month', 'arrival_date_week_number',
  'arrival_date_day_of_month', 'stays_in_weekend_nights', 'stays_in_week_nights', 'adults', 'children', 'babies', 'meal',
  'country', 'market_segment', 'distribution_channel', 'is_repeated_guest', 'reserved_room_type', 'assigned_room_type',
  'booking_changes', 'deposit_type', 'agent', 'customer_type', 'adr', 'required_car_parking_spaces',
  'total_of_special_requests', 'reservation_status', 'reservation_status_date',
];
const quote = (s: string) => (/[",]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const text = [header, ...rows].map((r) => r.map(quote).join(',')).join('\n');
const dir = join(dirname(fileURLToPath(import.meta.url)), 'data');
mkdirSync(dir, { recursive: true });
const out = join(dir, 'hotel-bookings.csv');
writeFileSync(out, `${text}\n`);
console.log(`${rows.length} bookings → ${out}`);
