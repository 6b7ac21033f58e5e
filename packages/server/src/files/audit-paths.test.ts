import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from './test-helpers';

/** A deleted file or folder is logged with its whole path, whatever characters its names hold. */
describe.each(drivers)('audit targets of file deletions on %s', (driver) => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    const seeded = await t.seedOrganization('AUDP');
    adminToken = (await t.login(seeded.admin)).access;
    userToken = (await t.login(await t.addUser(seeded.orgId, 'AUDP', 'writer'))).access;
  });
  afterAll(() => t.close());

  const deletions = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit-logs/?action=file.delete',
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json().logs as { target_type: string; target_id: string }[];

  it('logs "RCA data/meeting-notes 2.txt" and the folder "scratch-2" in full', async () => {
    const files = client(t.app, userToken);
    expect((await files.mkdir('RCA data')).statusCode).toBe(201);
    expect((await files.mkdir('scratch-2')).statusCode).toBe(201);
    expect((await files.mkdir('2025 Q1', 'RCA data')).statusCode).toBe(201);
    const upload = await files.upload([{ filename: 'meeting-notes 2.txt', content: 'notes' }], 'RCA data');
    expect(upload.statusCode).toBe(201);
    expect((await files.upload([{ filename: 'v1.0 (final).csv', content: 'a\n1\n' }], 'RCA data/2025 Q1')).statusCode).toBe(201);

    expect((await files.remove('RCA data/meeting-notes 2.txt', 'file')).statusCode).toBe(200);
    expect((await files.remove('RCA data/2025 Q1/v1.0 (final).csv', 'file')).statusCode).toBe(200);
    expect((await files.remove('scratch-2/', 'folder')).statusCode).toBe(200);

    const targets = (await deletions()).map((l) => `${l.target_type} ${l.target_id}`);
    expect(targets.sort()).toEqual(
      ['file RCA data/meeting-notes 2.txt', 'file RCA data/2025 Q1/v1.0 (final).csv', 'folder scratch-2'].sort(),
    );
  });
});
