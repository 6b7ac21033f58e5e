import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp, type TestUser } from '../../test/support';
import { client } from '../files/test-helpers';

/**
 * Settings an admin saves must change what the server does, not just what the Settings tab
 * shows: the per-user storage quota and the upload limit bind the file manager at once, for the
 * admin's organization only. File deletions land in the audit log.
 */
describe.each(drivers)('organization settings at work on %s', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let adminToken: string;
  let userToken: string;
  let otherToken: string;

  beforeAll(async () => {
    // Server defaults far above what the test uploads, so only the organization's settings bind.
    t = await createTestApp(driver, { MAX_UPLOAD_MB: '10', USER_QUOTA_MB: '100' });
    const a = await t.seedOrganization('SETA');
    admin = a.admin;
    const user = await t.addUser(a.orgId, 'SETA', 'uploader');
    const b = await t.seedOrganization('SETB');
    const other = await t.addUser(b.orgId, 'SETB', 'elsewhere');
    adminToken = (await t.login(admin)).access;
    userToken = (await t.login(user)).access;
    otherToken = (await t.login(other)).access;
  });
  afterAll(() => t.close());

  const putSettings = (body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/',
      payload: body,
      headers: { authorization: `Bearer ${adminToken}` },
    });

  it('applies the upload limit and the per-user quota to uploads, and shows the quota', async () => {
    const files = client(t.app, userToken);
    const kb = (n: number) => Buffer.alloc(n * 1024, 7);
    expect((await files.upload([{ filename: 'a.csv', content: kb(30) }])).statusCode).toBe(201);

    expect((await putSettings({ max_upload_mb: 0.02 })).statusCode).toBe(200); // 20.48 KB
    const tooBig = await files.upload([{ filename: 'b.csv', content: kb(25) }]);
    expect(tooBig.statusCode).toBe(413);
    expect((await files.upload([{ filename: 'c.csv', content: kb(15) }])).statusCode).toBe(201);

    expect((await putSettings({ max_upload_mb: null, user_quota_mb: 0.05 })).statusCode).toBe(200); // 51.2 KB
    const listing = (await files.list()).json();
    expect(listing.directory_info.quota).toBe(Math.round(0.05 * 1024 * 1024));
    const full = await files.upload([{ filename: 'd.csv', content: kb(10) }]);
    expect(full.statusCode).toBe(413);
    expect(full.json().code).toBe('quota_exceeded');

    // Another organization keeps the server's defaults.
    const elsewhere = client(t.app, otherToken);
    expect((await elsewhere.upload([{ filename: 'big.csv', content: kb(60) }])).statusCode).toBe(201);
    expect((await elsewhere.list()).json().directory_info.quota).toBe(100 * 1024 * 1024);

    expect((await putSettings({ user_quota_mb: null })).statusCode).toBe(200);
    expect((await files.upload([{ filename: 'd.csv', content: kb(10) }])).statusCode).toBe(201);
  });

  it('shows the organization storage against the per-user quota from the settings', async () => {
    await putSettings({ user_quota_mb: 2 });
    const org = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/organization/',
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json().organization;
    expect(org.storage).toEqual({
      used_bytes: (30 + 15 + 10) * 1024,
      per_user_quota_bytes: 2 * 1024 * 1024,
      quota_bytes: 2 * 2 * 1024 * 1024,
    });
  });

  it('records file deletions in the audit log of the organization', async () => {
    const files = client(t.app, userToken);
    expect((await files.remove('c.csv', 'file')).statusCode).toBe(200);
    const logs = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit-logs/?action=file.delete',
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json().logs;
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'file.delete',
      actor_username: 'uploader',
      target_type: 'file',
      target_id: 'c.csv',
    });
  });
});
