import { eq } from 'drizzle-orm';
import type { Plan } from '@ai-analyst/contract/admin';
import type { Database } from '../platform/db/client';
import { organizations } from '../platform/db/schema';
import { conflict } from '../platform/errors';

export type { Plan };

/** Creates an organization; codes are stored upper-case and must be unique. */
export async function createOrganization(db: Database, input: { name: string; code: string; plan?: Plan }) {
  const code = input.code.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{2,64}$/.test(code)) {
    throw conflict('An organization code has 2 to 64 letters, digits, dashes or underscores');
  }
  const [row] = await db
    .insert(organizations)
    .values({ name: input.name.trim(), code, plan: input.plan ?? 'starter' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`An organization with the code '${code}' already exists`);
  return row;
}

export async function listOrganizations(db: Database) {
  return db.select().from(organizations).orderBy(organizations.createdAt);
}

export async function findOrganization(db: Database, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}
