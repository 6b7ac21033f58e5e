import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewTool } from '../tools/datasets';
import { writeWideCsv } from './heavy-fixtures';
import { MAX_TEXT_COLUMNS } from './infer-types';
import { DatasetError, DatasetRegistry, loadTimeoutMs } from './registry';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engine-wide-load-'));
  // 1,500 columns, every fifth one text (300 text columns), 20 rows.
  await writeWideCsv(join(dir, 'wide.csv'), 1_500, 20);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loading a wide file', () => {
  it('checks the types of the first text columns only and skips the ragged-row pass, saying both', async () => {
    // Dates in the first and last examined text columns and in two past the cap; words elsewhere.
    const dates = new Set([0, MAX_TEXT_COLUMNS - 1, MAX_TEXT_COLUMNS, 1_099]);
    const header = Array.from({ length: 1_100 }, (_, i) => `d${i}`).join(',');
    const row = Array.from({ length: 1_100 }, (_, i) => (dates.has(i) ? `03/1${3 + (i % 6)}/2020` : `w${i}`)).join(',');
    await writeFile(join(dir, 'dates.csv'), `${header}\n${row}\n${row}\n`);
    const registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache-dates'), dataDirs: [dir] });
    try {
      const info = await registry.register(join(dir, 'dates.csv'));
      expect(info.columns).toHaveLength(1_100);
      expect(info.columns[0]?.type).toBe('DATE');
      expect(info.columns[MAX_TEXT_COLUMNS - 1]?.type).toBe('DATE');
      expect(info.columns[MAX_TEXT_COLUMNS]?.type).toBe('VARCHAR');
      expect(info.columns[1_099]?.type).toBe('VARCHAR');
      expect(info.warnings).toContain(
        'The file has more than 1,000 columns, so rows with a wrong number of fields were not counted; short rows are padded with empty cells.',
      );
      expect(info.warnings).toContain(
        `Only the first ${MAX_TEXT_COLUMNS} of 1,100 text columns were checked for dates, numbers and yes/no values; the others (from "d${MAX_TEXT_COLUMNS}") stay text.`,
      );
    } finally {
      await registry.close();
    }
  }, 20_000);

  it('previews the first 200 columns, and the preview tool names the columns it left out', async () => {
    const registry = await DatasetRegistry.open({ cacheDir: join(dir, 'cache-preview'), dataDirs: [dir] });
    try {
      await registry.register(join(dir, 'wide.csv'));
      const preview = await registry.preview('wide', 5);
      expect(preview.columns).toHaveLength(200);
      expect(preview.columns[199]?.name).toBe('c199');
      expect(preview.rows).toHaveLength(5);
      const result = await previewTool.run({ dataset: 'wide', limit: 5 }, { registry });
      expect(result.text).toBe(
        'The first 5 of 20 rows of **wide**. It shows the first 200 of 1,500 columns; the 1,300 left out are ' +
          '"c200", "c201", "c202", "c203", "c204", "c205", "c206", "c207", "c208", "c209" and 1,290 more. ' +
          'Query the others by name with run_sql.',
      );
      expect(result.data).toMatchObject({ omittedColumns: 1_300 });
    } finally {
      await registry.close();
    }
  }, 20_000);

  it('stops a load that takes longer than its time limit with a DatasetError in plain words, leaving nothing behind', async () => {
    const cacheDir = join(dir, 'cache-slow');
    const registry = await DatasetRegistry.open({ cacheDir, dataDirs: [dir], loadTimeoutMs: 30 });
    try {
      const started = Date.now();
      const error = await registry.register(join(dir, 'wide.csv')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatasetError);
      expect((error as DatasetError).code).toBe('unreadable');
      expect((error as DatasetError).message).toBe(
        'Loading wide.csv took longer than 0 seconds and was stopped. Split the file into smaller ones or remove the columns you do not need.',
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(registry.names()).toEqual([]);
      expect(await readdir(join(cacheDir, 'tables'))).toEqual([]);
    } finally {
      await registry.close();
    }
  }, 20_000);

  it('reads the time limit from DATASET_LOAD_TIMEOUT_S, ignoring values that are not positive numbers', () => {
    expect(loadTimeoutMs({})).toBe(120_000);
    expect(loadTimeoutMs({ DATASET_LOAD_TIMEOUT_S: '2.5' })).toBe(2_500);
    expect(loadTimeoutMs({ DATASET_LOAD_TIMEOUT_S: 'soon' })).toBe(120_000);
    expect(loadTimeoutMs({ DATASET_LOAD_TIMEOUT_S: '-1' })).toBe(120_000);
  });
});
