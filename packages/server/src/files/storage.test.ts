import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileStorage, PARTIAL_MAX_IDLE_MS } from './storage';

describe('FileStorage.sweepStalePartials', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes the temp files of dead transfers and keeps the ones still being written', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-partials-'));
    dirs.push(dataDir);
    const storage = new FileStorage(dataDir, 1024 * 1024, 1024 * 1024);
    expect(await storage.sweepStalePartials()).toBe(0); // no uploads yet: nothing to sweep

    const stale = await storage.tempFile();
    const live = await storage.tempFile();
    const other = path.join(storage.partialDir(), 'README');
    for (const file of [stale, live, other]) fs.writeFileSync(file, 'bytes');
    const old = new Date(Date.now() - PARTIAL_MAX_IDLE_MS - 60_000);
    fs.utimesSync(stale, old, old);
    fs.utimesSync(other, old, old);

    expect(await storage.sweepStalePartials()).toBe(1);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
  });
});
