import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { generatePassword } from '../auth/passwords';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { createUser } from '../auth/accounts';
import { createFirstOrganization, hasOrganizations } from '../organizations/commands';

/**
 * On the very first start (no organization yet) creates the organization `ORG_CODE` and its admin.
 * The admin's password is ADMIN_PASSWORD or a random one, printed once and written to
 * DATA_DIR/initial-admin-password. Several instances may start at once: the organization insert
 * is the arbiter, and only the instance whose insert wins creates the admin.
 */
export async function ensureFirstRun(
  db: Database,
  config: AppConfig,
  log: Pick<Logger, 'info' | 'warn'>,
): Promise<void> {
  if (await hasOrganizations(db)) return;
  const { orgCode, orgName, adminUsername, adminPassword } = config.bootstrap;
  const org = await createFirstOrganization(db, { name: orgName, code: orgCode });
  if (!org) return; // another instance won the race
  const password = adminPassword ?? generatePassword();
  await createUser(db, {
    organizationId: org.id,
    username: adminUsername,
    password,
    role: 'admin',
    firstName: 'Admin',
    lastName: 'User',
  });
  if (!adminPassword) {
    const file = path.join(config.dataDir, 'initial-admin-password');
    await fs.mkdir(config.dataDir, { recursive: true });
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    // Printed once, on purpose, to the console only (not through the structured log).
    process.stdout.write(
      [
        '',
        '  First start: created the organization and its administrator.',
        `    Organization code: ${orgCode}`,
        `    Username:          ${adminUsername}`,
        `    Password:          ${password}`,
        `  (also written to ${file}; change it after signing in)`,
        '',
      ].join('\n') + '\n',
    );
  }
  log.info({ org: orgCode, username: adminUsername }, 'created the first organization and administrator');
}
