import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { userFilesRoot } from './paths';
import { client, multipart } from './test-helpers';

// Small limits keep the tests lean: 20 KB per file, 50 KB per user.
const MAX_UPLOAD = Math.round(0.02 * 1024 * 1024);
const QUOTA = Math.round(0.05 * 1024 * 1024);

describe.each(drivers)('file manager API on %s', (driver) => {
  let t: TestApp;
  let alice: ReturnType<typeof client>;
  let aliceRoot: string;
  let colleague: ReturnType<typeof client>;
  let stranger: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(driver, { MAX_UPLOAD_MB: '0.02', USER_QUOTA_MB: '0.05' });
    const a = await t.seedOrganization('ACME');
    const aliceUser = await t.addUser(a.orgId, 'ACME', 'alice');
    const colleagueUser = await t.addUser(a.orgId, 'ACME', 'colleague');
    const b = await t.seedOrganization('BETA');
    alice = client(t.app, (await t.login(aliceUser)).access);
    colleague = client(t.app, (await t.login(colleagueUser)).access);
    stranger = client(t.app, (await t.login(b.admin)).access);
    aliceRoot = userFilesRoot(t.config.dataDir, a.orgId, aliceUser.id);
  });
  afterAll(() => t.close());

  const partialFiles = () => {
    const dir = path.join(t.config.dataDir, 'files', '.partial');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('asks for sign-in on every endpoint', async () => {
    const anonymous = client(t.app, undefined);
    for (const res of [
      await anonymous.list(),
      await anonymous.mkdir('x'),
      await anonymous.upload([{ filename: 'a.txt', content: 'a' }]),
      await anonymous.download('a.txt'),
      await anonymous.remove('a.txt', 'file'),
      await anonymous.rename('a.txt', 'b.txt'),
    ])
      expect(res.statusCode).toBe(401);
  });

  it('lists an empty home with the storage figures', async () => {
    const res = await alice.list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      path: '',
      items: [],
      directory_info: { used: 0, quota: QUOTA, usage_percentage: 0 },
    });
  });

  it("creates the chat's Uploads folder on the first attachment, but no other missing folder", async () => {
    const up = await colleague.upload([{ filename: 'first.csv', content: 'a\n1\n' }], 'Uploads');
    expect(up.statusCode).toBe(201);
    expect(up.json().files).toEqual([{ name: 'first.csv', path: 'Uploads/first.csv', size: 4 }]);
    const missing = await colleague.upload([{ filename: 'x.csv', content: 'a\n1\n' }], 'Elsewhere');
    expect(missing.statusCode).toBe(404);
    expect((await colleague.remove('Uploads', 'folder')).statusCode).toBe(200);
  });

  it('creates folders, uploads files (path after the files) and lists folders first, parent entry first', async () => {
    expect((await alice.mkdir('Reports')).statusCode).toBe(201);
    expect((await alice.mkdir('2024', 'Reports')).json()).toEqual({ success: true, path: 'Reports/2024' });
    const conflict = await alice.mkdir('Reports');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toMatch(/already exists/);
    expect((await alice.mkdir('x', 'Nowhere')).statusCode).toBe(404);

    const up = await alice.upload(
      [
        { filename: 'zeta.csv', content: 'a,b\n1,2\n' },
        { filename: 'Alpha Report.pdf', content: Buffer.from([0x25, 0x50, 0x44, 0x46]) },
      ],
      'Reports',
    );
    expect(up.statusCode).toBe(201);
    expect(up.json().files).toEqual([
      { name: 'zeta.csv', path: 'Reports/zeta.csv', size: 8 },
      { name: 'Alpha Report.pdf', path: 'Reports/Alpha Report.pdf', size: 4 },
    ]);

    const list = await alice.list('Reports');
    const body = list.json();
    expect(body.path).toBe('Reports');
    expect(body.items.map((i: { name: string }) => i.name)).toEqual([
      '..',
      '2024',
      'Alpha Report.pdf',
      'zeta.csv',
    ]);
    expect(body.items[0]).toMatchObject({ path: '', type: 'folder', is_parent: true });
    expect(body.items[1]).toMatchObject({
      type: 'folder',
      items_count: 0,
      file_type: 'folder',
      is_parent: false,
    });
    expect(body.items[3]).toMatchObject({
      name: 'zeta.csv',
      path: 'Reports/zeta.csv',
      type: 'file',
      size: 8,
      file_type: 'spreadsheet',
      extension: 'csv',
      items_count: null,
      is_parent: false,
    });
    expect(Number.isInteger(body.items[3].modified)).toBe(true);
    expect(Math.abs(body.items[3].modified - Date.now() / 1000)).toBeLessThan(3600);
    expect(body.directory_info.used).toBe(12);

    const root = (await alice.list()).json();
    expect(root.items).toEqual([
      expect.objectContaining({ name: 'Reports', items_count: 3, is_parent: false }),
    ]);
  });

  it('uploads to the home folder without a path, and replaces a file of the same name', async () => {
    expect((await alice.upload([{ filename: 'notes.txt', content: 'first' }])).statusCode).toBe(201);
    expect((await alice.upload([{ filename: 'notes.txt', content: 'second!' }], '')).statusCode).toBe(201);
    expect((await alice.download('notes.txt')).body).toBe('second!');
    const asFolder = await alice.upload([{ filename: 'Reports', content: 'x' }]);
    expect(asFolder.statusCode).toBe(409);
    expect(partialFiles()).toEqual([]);
  });

  it('refuses uploads without files, with bad names or into missing folders, leaving nothing behind', async () => {
    const empty = await alice.call({
      method: 'POST',
      url: '/api/files/upload/',
      ...multipart([{ name: 'path', value: '' }]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Choose at least one file to upload');
    expect((await alice.upload([{ filename: '../../evil.txt', content: 'x' }])).statusCode).toBe(400);
    expect((await alice.upload([{ filename: 'ok.txt', content: 'x' }], 'Missing')).statusCode).toBe(404);
    expect((await alice.upload([{ filename: 'ok.txt', content: 'x' }], '../')).statusCode).toBe(400);
    const notMultipart = await alice.call({
      method: 'POST',
      url: '/api/files/upload/',
      payload: { files: [] },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(partialFiles()).toEqual([]);
    expect(existsSync(path.join(aliceRoot, 'ok.txt'))).toBe(false);
  });

  it('downloads byte-equal, with the file name, its type and byte ranges', async () => {
    const content = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
    expect((await alice.upload([{ filename: 'Résumé été.bin', content }], 'Reports')).statusCode).toBe(201);
    const full = await alice.download('Reports/Résumé été.bin');
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(content)).toBe(true);
    expect(full.headers['content-type']).toBe('application/octet-stream');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _t_.bin"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C3%A9t%C3%A9.bin`,
    );
    const csv = await alice.download('Reports/zeta.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe('a,b\n1,2\n');

    const part = await alice.download('Reports/Résumé été.bin', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/3000');
    expect(part.rawPayload.equals(content.subarray(100, 200))).toBe(true);
    const open = await alice.download('Reports/Résumé été.bin', { range: 'bytes=2990-' });
    expect(open.rawPayload.equals(content.subarray(2990))).toBe(true);
    const suffix = await alice.download('Reports/Résumé été.bin', { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe('bytes 2990-2999/3000');
    expect(suffix.rawPayload.equals(content.subarray(2990))).toBe(true);
    const beyond = await alice.download('Reports/Résumé été.bin', { range: 'bytes=3000-3100' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */3000');

    expect((await alice.download('Reports')).statusCode).toBe(400);
    expect((await alice.download('Reports/none.csv')).statusCode).toBe(404);
  });

  it('renames files and folders, answering 409 when the name is taken', async () => {
    expect((await alice.rename('Reports/zeta.csv', 'zeta-renamed.csv')).json()).toEqual({
      success: true,
      path: 'Reports/zeta-renamed.csv',
    });
    const taken = await alice.rename('Reports/zeta-renamed.csv', 'Alpha Report.pdf');
    expect(taken.statusCode).toBe(409);
    expect((await alice.rename('Reports/zeta-renamed.csv', '../x.csv')).statusCode).toBe(400);
    expect((await alice.rename('Reports/missing.csv', 'x.csv')).statusCode).toBe(404);
    expect((await alice.rename('', 'x')).statusCode).toBe(400);

    expect((await alice.rename('Reports', 'Archive')).statusCode).toBe(200);
    const moved = (await alice.list('Archive')).json();
    expect(moved.items.map((i: { path: string }) => i.path)).toContain('Archive/zeta-renamed.csv');
    expect((await alice.list('Reports')).statusCode).toBe(404);
  });

  it('deletes a file, and a folder with its contents, checking the type', async () => {
    expect((await alice.remove('Archive/Alpha Report.pdf', 'folder')).statusCode).toBe(400);
    expect((await alice.remove('Archive/Alpha Report.pdf', 'file')).json()).toEqual({ success: true });
    expect((await alice.remove('Archive/Alpha Report.pdf', 'file')).statusCode).toBe(404);
    expect((await alice.remove('', 'folder')).statusCode).toBe(400);
    const before = (await alice.list()).json().directory_info.used;
    expect((await alice.remove('Archive', 'folder')).statusCode).toBe(200);
    expect(existsSync(path.join(aliceRoot, 'Archive'))).toBe(false);
    expect((await alice.list()).json().directory_info.used).toBeLessThan(before);
  });

  it('reads a leading / as the root of the caller’s files on every endpoint', async () => {
    expect((await alice.mkdir('slash-root', '/')).statusCode).toBe(201);
    expect((await alice.upload([{ filename: 'q 1.csv', content: 'a\n1\n' }], '/slash-root')).statusCode).toBe(201);
    const listed = (await alice.list('/slash-root')).json().items.map((i: { name: string }) => i.name);
    expect(listed).toContain('q 1.csv');
    expect((await alice.download('/slash-root/q 1.csv')).body).toBe('a\n1\n');
    expect((await alice.rename('/slash-root/q 1.csv', 'q2.csv')).statusCode).toBe(200);
    expect((await alice.remove('/slash-root/q2.csv', 'file')).statusCode).toBe(200);
    expect((await alice.remove('/slash-root', 'folder')).statusCode).toBe(200);
  });

  it('refuses traversal in every form, on every endpoint', async () => {
    const attempts = ['..', '../', '../../etc', 'a/../../b', '/../etc', '//etc/passwd', 'C:/etc', 'a\0b', 'a\\..\\b'];
    for (const attempt of attempts) {
      for (const res of [
        await alice.list(attempt),
        await alice.download(attempt),
        await alice.remove(attempt, 'folder'),
        await alice.rename(attempt, 'x'),
        await alice.mkdir('x', attempt),
        await alice.upload([{ filename: 'x.txt', content: 'x' }], attempt),
      ])
        expect(res.statusCode, `${attempt}: ${res.body}`).toBe(400);
    }
    // A leading / is the root of the caller's own files: '/etc' is her (missing) folder 'etc'.
    expect((await alice.list('/etc')).statusCode).toBe(404);
    expect((await alice.download('/etc/passwd')).statusCode).toBe(404);
    // Encoded once, the query decodes to '..' (400); encoded twice, it is a literal, missing name.
    expect((await alice.call({ method: 'GET', url: '/api/files/list/?path=%2e%2e' })).statusCode).toBe(400);
    expect((await alice.call({ method: 'GET', url: '/api/files/list/?path=%2e%2e%2f' })).statusCode).toBe(
      400,
    );
    expect((await alice.call({ method: 'GET', url: '/api/files/list/?path=%00' })).statusCode).toBe(400);
    expect((await alice.call({ method: 'GET', url: '/api/files/list/?path=%252e%252e' })).statusCode).toBe(
      404,
    );
    expect((await alice.mkdir('..')).statusCode).toBe(400);
    expect((await alice.mkdir('a/b')).statusCode).toBe(400);
  });

  it('never follows a symbolic link planted inside the root', async () => {
    const outside = path.join(t.config.dataDir, 'outside');
    mkdirSync(outside, { recursive: true });
    writeFileSync(path.join(outside, 'secret.txt'), 'top secret');
    symlinkSync(outside, path.join(aliceRoot, 'link-to-outside'));
    symlinkSync(path.join(outside, 'secret.txt'), path.join(aliceRoot, 'secret.txt'));

    const listed = (await alice.list()).json().items.map((i: { name: string }) => i.name);
    expect(listed).not.toContain('link-to-outside');
    expect(listed).not.toContain('secret.txt');
    for (const res of [
      await alice.list('link-to-outside'),
      await alice.download('secret.txt'),
      await alice.download('link-to-outside/secret.txt'),
      await alice.upload([{ filename: 'planted.txt', content: 'x' }], 'link-to-outside'),
      await alice.mkdir('x', 'link-to-outside'),
      await alice.remove('link-to-outside/secret.txt', 'file'),
      await alice.rename('link-to-outside/secret.txt', 'mine.txt'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/Links are not allowed/);
    }
    expect(existsSync(path.join(outside, 'secret.txt'))).toBe(true);
    expect(existsSync(path.join(outside, 'planted.txt'))).toBe(false);
  });

  it('answers 413 for a file over MAX_UPLOAD_MB and keeps nothing of it', async () => {
    const before = (await alice.list()).json().directory_info.used;
    const res = await alice.upload([
      { filename: 'small.txt', content: 'fine' },
      { filename: 'huge.bin', content: Buffer.alloc(MAX_UPLOAD + 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'file_too_large' });
    expect(res.json().error).toMatch(/"huge.bin" is larger than the upload limit of 20.5 KB/);
    expect(existsSync(path.join(aliceRoot, 'huge.bin'))).toBe(false);
    expect(existsSync(path.join(aliceRoot, 'small.txt'))).toBe(false);
    expect(partialFiles()).toEqual([]);
    expect((await alice.list()).json().directory_info.used).toBe(before);
  });

  it('answers 413 when the quota would be passed, leaving usage unchanged', async () => {
    const chunk = Buffer.alloc(MAX_UPLOAD - 100, 7);
    let used = (await alice.list()).json().directory_info.used as number;
    let i = 0;
    while (used + chunk.length <= QUOTA) {
      expect((await alice.upload([{ filename: `fill-${i++}.bin`, content: chunk }])).statusCode).toBe(201);
      used += chunk.length;
    }
    const res = await alice.upload([{ filename: 'one-too-many.bin', content: chunk }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'quota_exceeded' });
    expect(res.json().error).toMatch(/storage quota of 51.2 KB is full/);
    expect(existsSync(path.join(aliceRoot, 'one-too-many.bin'))).toBe(false);
    expect(partialFiles()).toEqual([]);
    const info = (await alice.list()).json().directory_info;
    expect(info.used).toBe(used);
    expect(info.usage_percentage).toBe(Math.round((used / QUOTA) * 1000) / 10);
  });

  it('keeps users apart: a colleague and another organization see and touch nothing of alice', async () => {
    for (const other of [colleague, stranger]) {
      expect((await other.list()).json().items).toEqual([]);
      expect((await other.list()).json().directory_info.used).toBe(0);
      expect((await other.download('notes.txt')).statusCode).toBe(404);
      expect((await other.remove('notes.txt', 'file')).statusCode).toBe(404);
      expect((await other.rename('notes.txt', 'mine.txt')).statusCode).toBe(404);
    }
    expect((await alice.download('notes.txt')).body).toBe('second!');
    expect((await colleague.upload([{ filename: 'notes.txt', content: 'colleague' }])).statusCode).toBe(201);
    expect((await alice.download('notes.txt')).body).toBe('second!');
  });
});
