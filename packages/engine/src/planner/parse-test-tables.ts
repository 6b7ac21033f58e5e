/**
 * The small tables the parser tests ask about (never the samples or the bench tables), written
 * here with a seeded sequence so they are the same on every run, and the helpers the tests share:
 * asking a question, reading its number, and running SQL on the same tables to check it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Row } from '../data/duck';
import { DatasetRegistry } from '../data/registry';
import { answerQuestion, type Answer, type AnswerOptions } from './answer';
import type { AskDataData } from './ask-data';

/** The folder the tables are written to, and the registry that serves them (set before the tests run). */
export let dir: string;
export let registry: DatasetRegistry;

/** A deterministic pseudo-random sequence, so the tables are the same on every run. */
export function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** Daily city readings, till receipts, a football squad and hotel stays, written as CSV files. */
async function writeTables(): Promise<void> {
  const r = rng(7);
  // Daily readings of two cities over three years.
  const readings = ['day,city,temperature_c,humidity_pct,rain_mm,sky'];
  const start = Date.UTC(2021, 0, 1);
  for (let d = 0; d < 3 * 365; d++) {
    const date = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    for (const city of ['Lyon', 'Oslo']) {
      const month = Number(date.slice(5, 7));
      const temp =
        Math.round(
          (10 + 12 * Math.sin(((month - 4) / 12) * 2 * Math.PI) + (city === 'Oslo' ? -6 : 0) + r() * 4) * 10,
        ) / 10;
      const rain = r() < 0.4 ? Math.round(r() * 200) / 10 : 0;
      const sky = rain > 0 ? 'rain' : r() < 0.5 ? 'sun' : 'cloud';
      const humidity = d % 97 === 0 ? '' : String(Math.round(50 + r() * 40));
      readings.push(`${date},${city},${temp},${humidity},${rain},${sky}`);
    }
  }
  await writeFile(join(dir, 'city_readings.csv'), readings.join('\n'));
  // Till receipts: amounts are summed, unit prices averaged, refunds are a 0/1 flag.
  const receipts = ['receipt_no,sold_on,store,item,qty,unit_price,amount,refunded,cashier'];
  const items: [string, number][] = [
    ['Kettle', 30],
    ['Toaster', 45],
    ['Lamp', 20],
    ['Mixer', 80],
  ];
  for (let i = 0; i < 900; i++) {
    const date = new Date(Date.UTC(2022, 0, 1) + Math.floor(r() * 730) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const store = ['Harbour', 'Market Street', 'Station'][Math.floor(r() * 3)];
    const [item, price] = items[Math.floor(r() * 4)] as [string, number];
    const qty = 1 + Math.floor(r() * 4);
    // uneven shares, so that one cashier clearly handled the most receipts
    const cashier = i % 50 === 0 ? '' : ['Ana', 'Ana', 'Ben', 'Chloe', 'Dev'][i % 5];
    receipts.push(
      `R${10000 + i},${date},${store},${item},${qty},${price},${qty * price},${r() < 0.1 ? 1 : 0},${cashier}`,
    );
  }
  await writeFile(join(dir, 'till_receipts.csv'), receipts.join('\n'));
  // Football players: one row each, no dates.
  const players = ['player_name,club,position,age,wage_eur,goals'];
  const names = [
    'Ada Quist',
    'Bo Lind',
    'Cy Marr',
    'Di Fenn',
    'Ed Hale',
    'Flo Ruiz',
    'Gus Pike',
    'Hal Moss',
    'Ivy Roe',
    'Jo Kerr',
  ];
  names.forEach((n, i) =>
    players.push(
      `${n},${i % 2 ? 'Rovers' : 'United'},${['GK', 'DF', 'MF', 'FW'][i % 4]},${19 + ((i * 7) % 15)},${20000 + i * 3500},${(i * 5) % 17}`,
    ),
  );
  await writeFile(join(dir, 'squad.csv'), players.join('\n'));
  // Hotel stays: camelCase names, the year as a number and the month as a word, a 0/1 flag.
  const stays = ['stayRef,hotelName,arrivalYear,arrivalMonth,nights,children,isCanceled,dailyRate'];
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  for (let i = 0; i < 500; i++)
    stays.push(
      `S${i},${r() < 0.5 ? 'City Hotel' : 'Resort Hotel'},${2015 + (i % 3)},${months[Math.floor(r() * 12)]},${1 + Math.floor(r() * 9)},${r() < 0.7 ? 0 : 1 + Math.floor(r() * 2)},${r() < 0.3 ? 1 : 0},${Math.round((40 + r() * 200) * 100) / 100}`,
    );
  await writeFile(join(dir, 'hotel_stays.csv'), stays.join('\n'));
}

/** Writes the tables and opens a registry over them before a test file runs; removes them after. */
export function useParserTables(): void {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parser-test-'));
    await writeTables();
    registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
    for (const f of ['city_readings.csv', 'till_receipts.csv', 'squad.csv', 'hotel_stays.csv'])
      await registry.register(join(dir, f));
  }, 60_000);
  afterAll(async () => {
    await registry.close();
    await rm(dir, { recursive: true, force: true });
  });
}

const on = (dataset: string, extra: AnswerOptions = {}): AnswerOptions => ({ datasets: [dataset], ...extra });
/** Asks a question of one dataset. */
export const ask = (question: string, dataset: string, extra: AnswerOptions = {}) =>
  answerQuestion(registry, question, on(dataset, extra));

/** The data of an answer that ran. */
export function data(answer: Answer): AskDataData {
  expect(answer.error, answer.markdown).toBeUndefined();
  expect(answer.result, answer.markdown).toBeDefined();
  return answer.result?.data as AskDataData;
}
/** The main number of a one-row answer. */
export function value(answer: Answer): number {
  const d = data(answer);
  return Number(d.rows[0]?.[d.valueKeys[0] as string]);
}
/** Rows of SQL run directly on the tables. */
export async function sql(query: string): Promise<Row[]> {
  return (await registry.query(query)).rows;
}
/** The first cell of SQL run directly on the tables. */
export async function one(query: string): Promise<number> {
  const rows = await sql(query);
  return Number(Object.values(rows[0] ?? {})[0]);
}
/** Two numbers equal within rounding. */
export const close = (a: number, b: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(b)));
