import path from 'node:path';
import { parseArgs } from 'node:util';
import { generatePassword } from '../auth/passwords';
import { createOrganization, findOrganizationByCode, listOrganizations, type Plan } from '../organizations/commands';
import { loadConfig } from '../platform/config';
import { acquireDataDirLock } from '../platform/data-dir-lock';
import { openDatabase } from '../platform/db/client';
import { AppError } from '../platform/errors';
import { createUser, findUserByUsername, setUserPassword } from '../auth/accounts';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-org      --code CODE --name NAME [--plan starter|professional|enterprise]
  list-orgs
  create-user     --org CODE --username NAME [--role user|admin] [--password P]
                  [--first-name F] [--last-name L] [--email E]
  reset-password  --org CODE --username NAME [--password P]

A password that is not given is generated and printed once.
The database is the one the server uses (DATABASE_URL, else PGlite under DATA_DIR).`;

/** The administrator's command line: organizations, users and password resets. */
async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      plan: { type: 'string' },
      org: { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const release = config.databaseUrl
    ? () => undefined
    : acquireDataDirLock(config.dataDir, 'the admin command');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const need = (value: string | undefined, flag: string): string => {
    if (!value || !value.trim()) throw new Error(`--${flag} is required\n\n${USAGE}`);
    return value;
  };
  const orgByCode = async (code: string) => {
    const org = await findOrganizationByCode(database.db, code);
    if (!org) throw new Error(`No organization has the code '${code}'`);
    return org;
  };
  try {
    switch (command) {
      case 'create-org': {
        const plan = (values.plan ?? 'starter') as Plan;
        if (!['starter', 'professional', 'enterprise'].includes(plan))
          throw new Error('--plan must be starter, professional or enterprise');
        const org = await createOrganization(database.db, {
          code: need(values.code, 'code'),
          name: need(values.name, 'name'),
          plan,
        });
        console.log(`Created organization ${org.name} (code ${org.code}, plan ${org.plan}).`);
        break;
      }
      case 'list-orgs': {
        for (const org of await listOrganizations(database.db))
          console.log(`${org.code}\t${org.name}\t${org.plan}`);
        break;
      }
      case 'create-user': {
        const org = await orgByCode(need(values.org, 'org'));
        const role = values.role ?? 'user';
        if (role !== 'user' && role !== 'admin') throw new Error('--role must be user or admin');
        const password = values.password ?? generatePassword();
        const user = await createUser(database.db, {
          organizationId: org.id,
          username: need(values.username, 'username'),
          password,
          role,
          firstName: values['first-name'],
          lastName: values['last-name'],
          email: values.email,
        });
        console.log(`Created ${role} '${user.username}' in ${org.code}.`);
        if (!values.password) console.log(`Password (shown once): ${password}`);
        break;
      }
      case 'reset-password': {
        const org = await orgByCode(need(values.org, 'org'));
        const username = need(values.username, 'username');
        const user = await findUserByUsername(database.db, org.id, username);
        if (!user) throw new Error(`No user '${username}' in ${org.code}`);
        const password = values.password ?? generatePassword();
        await setUserPassword(database.db, org.id, user.id, password);
        console.log(`Password of '${user.username}' in ${org.code} reset; their sessions were ended.`);
        if (!values.password) console.log(`New password (shown once): ${password}`);
        break;
      }
      default:
        throw new Error(`Unknown command '${command}'\n\n${USAGE}`);
    }
  } finally {
    await database.close();
    release();
  }
}

run(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof AppError || err instanceof Error ? err.message : String(err));
  process.exit(1);
});
