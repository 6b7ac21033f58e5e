/**
 * A disk that really fills during an upload: the caller's files live on a 2 MB tmpfs. Needs root
 * on Linux to mount it (as on CI and the development machines); elsewhere the injected-ENOSPC test
 * in faults.test.ts covers the same path.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../src/files/test-helpers';
import { createTestApp, type TestApp } from './support';

const mountTmpfs = (dir: string, size: string) =>
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
const unmount = (dir: string) => execFileSync('umount', [dir], { stdio: 'pipe' });

/** Whether this process may mount a tmpfs (root on Linux, mount allowed in this container). */
function canMount(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-mount-probe-'));
  try {
    mountTmpfs(probe, '64k');
    unmount(probe);
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}

describe.skipIf(!canMount())('a real full disk during an upload', () => {
  let t: TestApp;
  let alice: ReturnType<typeof client>;
  let filesDir: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { MAX_UPLOAD_MB: '64', USER_QUOTA_MB: '128' });
    filesDir = path.join(t.config.dataDir, 'files');
    fs.mkdirSync(filesDir, { recursive: true });
    mountTmpfs(filesDir, '2m');
    const { orgId } = await t.seedOrganization('FULL');
    alice = client(t.app, (await t.login(await t.addUser(orgId, 'FULL', 'alice'))).access);
  });
  afterAll(async () => {
    if (filesDir) unmount(filesDir);
    await t?.close();
  });

  it('answers 507, keeps no partial file and no usage, and works again once space is back', async () => {
    expect((await alice.upload([{ filename: 'small.csv', content: 'a,b\n1,2\n' }])).statusCode).toBe(201);
    const before = (await alice.list()).json();

    const res = await alice.upload([{ filename: 'big.bin', content: randomBytes(4 * 1024 * 1024) }]);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({ success: false, code: 'insufficient_storage' });

    const after = (await alice.list()).json();
    expect(after.items.map((i: { name: string }) => i.name)).toEqual(['small.csv']);
    expect(after.directory_info).toEqual(before.directory_info);
    const partialDir = path.join(filesDir, '.partial');
    expect(fs.existsSync(partialDir) ? fs.readdirSync(partialDir) : []).toEqual([]);

    // The failed upload gave its space back: a file that fits goes through.
    const fits = await alice.upload([{ filename: 'fits.bin', content: randomBytes(512 * 1024) }]);
    expect(fits.statusCode).toBe(201);
  });
});
