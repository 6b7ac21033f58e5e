import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertXlsxToCsv, spreadsheetLimits } from './formats';
import { writeSharedStringsBomb, writeWideCsv } from './heavy-fixtures';
import { DatasetError, DatasetRegistry } from './registry';
import { profileDataset, coverageNote } from '../profile/profile';
import { profileReportHtml } from '../profile/report';
import { profileInsights } from '../profile/insights';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engine-heavy-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * Peak RSS growth and the worst event-loop delay while `work` runs. The bounds the tests put on them are crash
 * guards, far above normal readings (an unguarded bomb takes gigabytes and stalls for many seconds); the measured
 * figures are printed by `npm run bench:security`.
 */
async function watched<T>(work: () => Promise<T>): Promise<{ result: T; rssGrowthMb: number; maxDelayMs: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const result = await work();
    return { result, rssGrowthMb: (peak - before) / 1024 / 1024, maxDelayMs: delay.max / 1e6 };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

describe('spreadsheet conversion limits', () => {
  it('refuses a shared-strings bomb in plain words, without the heap growing or the event loop stalling', async () => {
    const bomb = join(dir, 'bomb.xlsx');
    // The zip directory claims 1 MB: only the bytes counted while inflating give it away.
    const size = await writeSharedStringsBomb(bomb, 1024, { declaredMb: 1 });
    expect(size).toBeLessThan(4 * 1024 * 1024); // A few MB on disk…
    const { result, rssGrowthMb, maxDelayMs } = await watched(() =>
      convertXlsxToCsv(bomb, join(dir, 'bomb.csv')).then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(result).toBeInstanceOf(DatasetError);
    expect((result as DatasetError).message).toBe(
      'bomb.xlsx cannot be read: the spreadsheet expands to more than 200 MB when unpacked. Save its first sheet as CSV, or split it into smaller files.',
    );
    expect(rssGrowthMb).toBeLessThan(600);
    expect(maxDelayMs).toBeLessThan(3_000);
    expect(await readdir(dir)).not.toContain('bomb.csv.partial');
  });

  it('refuses two bombs converted at once (two users listing together), and a normal file still converts after', async () => {
    const bomb = join(dir, 'bomb2.xlsx');
    await writeSharedStringsBomb(bomb, 2048);
    const results = await Promise.allSettled([
      convertXlsxToCsv(bomb, join(dir, 'a.csv')),
      convertXlsxToCsv(bomb, join(dir, 'b.csv')),
    ]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason.message).toMatch(/expands to more than 200 MB/);
    }
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('S');
    ws.addRow(['city', 'sales']);
    ws.addRow(['Paris', 12]);
    ws.addRow(['Lyon, FR', 7.5]);
    await wb.xlsx.writeFile(join(dir, 'ok.xlsx'));
    await convertXlsxToCsv(join(dir, 'ok.xlsx'), join(dir, 'ok.csv'));
    expect(await readFile(join(dir, 'ok.csv'), 'utf8')).toBe('city,sales\nParis,12\n"Lyon, FR",7.5\n');
  });

  it('enforces the shared-strings, cell and memory limits, each with its own message', async () => {
    const bomb = join(dir, 'strings.xlsx');
    await writeSharedStringsBomb(bomb, 5); // ~5,000 texts, 5 MB: under the size limit.
    const limits = spreadsheetLimits({});
    await expect(convertXlsxToCsv(bomb, join(dir, 's.csv'), { ...limits, maxSharedStrings: 1000 })).rejects.toThrow(
      /table of texts holds more than 1,000 items/,
    );
    await expect(convertXlsxToCsv(bomb, join(dir, 's.csv'), { ...limits, maxCells: 20 })).rejects.toThrow(
      /first sheet has more than 20 cells/,
    );
    // exceljs keeps the texts in memory: a worker with a tiny heap runs out, the caller does not.
    await expect(
      convertXlsxToCsv(bomb, join(dir, 's.csv'), { ...limits, workerMemoryMb: 4 }),
    ).rejects.toThrow(/needs more than 4 MB of memory/);
    // Within the limits the same file converts: 10 rows of 3 texts.
    await convertXlsxToCsv(bomb, join(dir, 's.csv'), limits);
    expect((await readFile(join(dir, 's.csv'), 'utf8')).trim().split('\n')).toHaveLength(10);
  });

  it('reads the limits from the environment, ignoring values that are not positive numbers', () => {
    expect(spreadsheetLimits({ XLSX_MAX_INFLATED_MB: '50', XLSX_MAX_CELLS: 'lots', XLSX_TIMEOUT_S: '-1' })).toMatchObject({
      maxInflatedMb: 50,
      maxCells: 20_000_000,
      timeoutMs: 120_000,
    });
  });

  it('says a damaged or non-zip file is not a valid spreadsheet', async () => {
    await writeFile(join(dir, 'fake.xlsx'), 'city,sales\nParis,12\n');
    await expect(convertXlsxToCsv(join(dir, 'fake.xlsx'), join(dir, 'fake.csv'))).rejects.toThrow(
      /fake.xlsx cannot be read: it is not a valid spreadsheet file \(no zip directory\)/,
    );
  });
});

describe('wide tables', () => {
  let registry: DatasetRegistry;
  beforeAll(async () => {
    await writeWideCsv(join(dir, 'wide.csv'), 2_000, 50);
    registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache'), dataDirs: [dir] });
    await registry.register(join(dir, 'wide.csv'));
  }, 120_000);
  afterAll(() => registry.close());

  it('profiles the first 200 of 2,000 columns with a note, within bounded memory and without stalling', async () => {
    const { result: profile, rssGrowthMb, maxDelayMs } = await watched(() => profileDataset(registry, 'wide'));
    expect(profile.columns).toHaveLength(200);
    expect(profile.columns[199]?.name).toBe('c199');
    expect(profile.coverage).toMatchObject({ total: 2_000, start: 0, omitted: 1_800 });
    expect(profile.correlation.columns).toHaveLength(40);
    const note = coverageNote(profile, (next) => `Next: start=${next}.`);
    expect(note).toMatch(/^wide has 2,000 columns; this profile covers columns 1–200 and leaves out 1,800 \("c200", "c201"/);
    expect(note).toContain('Next: start=200.');
    const html = profileReportHtml(profile, profileInsights(profile), new Date(), note);
    expect(html).toContain('2,000 columns');
    expect(html.length).toBeLessThan(2_000_000);
    expect(rssGrowthMb).toBeLessThan(1_500);
    expect(maxDelayMs).toBeLessThan(3_000);
  }, 120_000);

  it('profiles a later range or named columns, and refuses unknown ones in plain words', async () => {
    const tail = await profileDataset(registry, 'wide', { start: 1_950 });
    expect(tail.columns.map((c) => c.name)).toEqual(Array.from({ length: 50 }, (_, i) => `c${1_950 + i}`));
    const named = await profileDataset(registry, 'wide', { columns: ['c1004', 'c3'] });
    expect(named.columns.map((c) => c.name)).toEqual(['c3', 'c1004']);
    expect(named.columns[1]?.topValues.length).toBeGreaterThan(0); // c1004 holds texts.
    await expect(profileDataset(registry, 'wide', { columns: ['nope'] })).rejects.toThrow('wide has no column named "nope".');
  }, 120_000);

  it('reads a result of 1,500 text columns (the large-cell guard stays within DuckDB\'s expression depth)', async () => {
    const columns = Array.from({ length: 1_500 }, (_, i) => `'v${i}' AS t${i}`);
    const result = await registry.query(`SELECT ${columns.join(', ')}`);
    expect(result.columns).toHaveLength(1_500);
    expect(result.rows[0]?.t1499).toBe('v1499');
  });

  it('stops a profile that runs past its time budget with a message in plain words', async () => {
    await expect(profileDataset(registry, 'wide', { timeoutMs: 1 })).rejects.toThrow(
      /^Profiling wide took longer than 1 ms and was stopped/,
    );
  });
});
