import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { systemSecrets } from './db/schema';

/**
 * Returns the installation's secret named `key`, creating it on first use. Kept in the database so
 * that every instance of a scale-out deployment signs and verifies with the same value.
 */
export async function installationSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(systemSecrets)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSecrets).where(eq(systemSecrets.key, key)).limit(1);
  if (!row) throw new Error(`secret ${key} could not be created`);
  return row.value;
}
