import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp, type TestUser } from '../../test/support';
import { startFakeGoogle, type FakeGoogle } from '../data-sources/fake-google';
import { client } from '../files/test-helpers';
import { googleSheetConnections } from '../platform/db/schema';

const SHEET = 'PLANSHEET1abcdefghijklmnop';

/**
 * The plan limits — Starter 10 data sources, Professional 50, Enterprise unlimited —
 * are shown on the Organizations tab and bind new connections; changing the plan there takes
 * effect at once. Another organization's connections never count.
 */
describe.each(drivers)('plan limits on %s', (driver) => {
  let t: TestApp;
  let google: FakeGoogle;
  let member: TestUser;
  let adminToken: string;
  let memberToken: string;

  /** Connections made earlier, written directly: what they hold does not matter to the count. */
  let seeded = 0;
  async function seedConnections(user: TestUser, n: number) {
    for (let end = seeded + n; seeded < end; seeded++) {
      const i = seeded;
      await t.database.db.insert(googleSheetConnections).values({
        organizationId: user.organizationId,
        userId: user.id,
        name: `seeded_${i}`,
        url: `https://docs.google.com/spreadsheets/d/${SHEET}/edit`,
        spreadsheetId: SHEET,
        filePath: `Data Sources/seeded_${i}.csv`,
      });
    }
  }

  beforeAll(async () => {
    google = await startFakeGoogle();
    google.setCsv(SHEET, '0', 'region,revenue\nnorth,10\nsouth,20\n');
    t = await createTestApp(driver, { GOOGLE_SHEETS_EXPORT_BASE_URL: google.baseUrl });
    const a = await t.seedOrganization('PLANA');
    member = await t.addUser(a.orgId, 'PLANA', 'member');
    adminToken = (await t.login(a.admin)).access;
    memberToken = (await t.login(member)).access;
    const b = await t.seedOrganization('PLANB');
    await seedConnections(await t.addUser(b.orgId, 'PLANB', 'busy'), 12);
    await seedConnections(member, 9);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const connect = (name: string) =>
    client(t.app, memberToken).call({
      method: 'POST',
      url: '/api/files/data-sources/connect-google-sheets/',
      payload: { url: `https://docs.google.com/spreadsheets/d/${SHEET}/edit`, name },
    });
  const admin = (method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({
      method,
      url: '/api/admin/organization/',
      payload,
      headers: { authorization: `Bearer ${adminToken}` },
    });

  it('lets a Starter organization connect its tenth data source, not an eleventh', async () => {
    expect((await connect('tenth')).statusCode).toBe(201);
    const refused = await connect('eleventh');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'plan_limit',
      error: "Your organization's plan allows 10 connected data sources. Remove one or upgrade the plan.",
    });
    expect((await admin('GET')).json().organization).toMatchObject({
      plan: 'starter',
      data_sources: { used: 10, limit: 10 },
    });
  });

  it('raises the limit to 50 on Professional and removes it on Enterprise', async () => {
    expect((await admin('PUT', { plan: 'professional' })).statusCode).toBe(200);
    expect((await connect('eleventh')).statusCode).toBe(201);
    expect((await admin('GET')).json().organization.data_sources).toEqual({ used: 11, limit: 50 });

    await seedConnections(member, 39);
    expect((await connect('fifty_first')).statusCode).toBe(403);

    expect((await admin('PUT', { plan: 'enterprise' })).statusCode).toBe(200);
    expect((await connect('fifty_first')).statusCode).toBe(201);
    expect((await admin('GET')).json().organization.data_sources).toEqual({ used: 51, limit: null });
  });
});
