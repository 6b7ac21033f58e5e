import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/platform/config';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/client';
import { createOrganization } from '../src/organizations/commands';
import { createUser } from '../src/auth/accounts';

/**
 * Test support: a fresh database per suite on both drivers (PGlite in memory, and a throwaway
 * PostgreSQL database on 127.0.0.1:5432 when reachable — always on CI), and a ready app.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const pgUp = await postgresReachable();
if (!pgUp && process.env.CI)
  throw new Error(`CI needs PostgreSQL at ${POSTGRES_ADMIN_URL} for the database tests`);

export type Driver = 'pglite' | 'postgres';
export const drivers: Driver[] = pgUp ? ['pglite', 'postgres'] : ['pglite'];

/** A new empty database with migrations applied; close() drops it. */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle & { url?: string }> {
  if (driver === 'pglite') return openDatabase({ pgliteDir: 'memory' });
  const name = `aia_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
}

export type TestUser = {
  id: string;
  username: string;
  password: string;
  organizationId: string;
  orgCode: string;
};

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Creates an organization with an admin and returns both. */
  seedOrganization(code: string): Promise<{ orgId: string; admin: TestUser }>;
  addUser(orgId: string, orgCode: string, username: string, role?: 'admin' | 'user'): Promise<TestUser>;
  /** Signs in over HTTP and returns the tokens. */
  login(user: TestUser): Promise<{ access: string; refresh: string }>;
  close(): Promise<void>;
};

export async function createTestApp(driver: Driver, env: Record<string, string> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase(driver);
  const app = await buildApp({ config, database });
  await app.ready();
  const addUser = async (
    orgId: string,
    orgCode: string,
    username: string,
    role: 'admin' | 'user' = 'user',
  ) => {
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const row = await createUser(database.db, {
      organizationId: orgId,
      username,
      password,
      role,
      firstName: username,
      lastName: 'Tester',
      email: `${username}@example.com`,
    });
    return { id: row.id, username, password, organizationId: orgId, orgCode };
  };
  return {
    app,
    database,
    config,
    addUser,
    async seedOrganization(code) {
      const org = await createOrganization(database.db, { name: `Org ${code}`, code });
      const admin = await addUser(org.id, org.code, `admin_${code.toLowerCase()}`, 'admin');
      return { orgId: org.id, admin };
    },
    async login(user) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: user.username, password: user.password, organization_code: user.orgCode },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { access: body.tokens.access_token, refresh: body.tokens.refresh_token };
    },
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
