import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN, ANALYST, ORG_CODE } from './accounts';
import { adminCommand, startServer, type RunningServer } from './server';

let server: RunningServer | undefined;

/**
 * Prepares a data directory with the admin CLI (organization, an admin, an analyst), starts the
 * built server on it and hands its URL to the specs.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aia-e2e-main-'));
  adminCommand(dataDir, ['create-org', '--code', ORG_CODE, '--name', 'Demo Organization', '--plan', 'enterprise']);
  for (const [account, role] of [
    [ADMIN, 'admin'],
    [ANALYST, 'user'],
  ] as const) {
    adminCommand(dataDir, [
      'create-user',
      '--org', ORG_CODE,
      '--username', account.username,
      '--password', account.password,
      '--role', role,
      '--first-name', account.firstName,
      '--last-name', account.lastName,
    ]);
  }
  server = await startServer({}, dataDir);
  project.provide('baseUrl', server.url);
  return async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
