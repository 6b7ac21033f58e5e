import { eq } from 'drizzle-orm';
import type { Plan } from '@ai-analyst/contract/admin';
import type { Database } from '../platform/db/client';
import { organizations } from './tables';
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

export async function findOrganizationByCode(db: Database, code: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.code, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

/** Whether any organization exists yet (none before the first start). */
export async function hasOrganizations(db: Database): Promise<boolean> {
  const existing = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return existing.length > 0;
}

/**
 * Creates the organization of the first start, unless one with its code exists; undefined when
 * another instance created it first.
 */
export async function createFirstOrganization(db: Database, input: { name: string; code: string }) {
  const [row] = await db
    .insert(organizations)
    .values({ name: input.name, code: input.code, plan: 'enterprise' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The organization's code, upper-case ('' for an unknown id). */
export async function organizationCodeOf(db: Database, id: string): Promise<string> {
  const [row] = await db
    .select({ code: organizations.code })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row?.code.toUpperCase() ?? '';
}

/** The organization's stored settings (read them with `readSettings`), undefined for an unknown id. */
export async function organizationSettingsOf(db: Database, id: string) {
  const [row] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row?.settings;
}

/** Changes the organization's name, code or plan; undefined for an unknown id. */
export async function updateOrganization(
  db: Database,
  id: string,
  input: Partial<Pick<typeof organizations.$inferInsert, 'name' | 'code' | 'plan'>>,
) {
  const [row] = await db
    .update(organizations)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row;
}

/** Stores the organization's settings, whole. */
export async function saveOrganizationSettings(
  db: Database,
  id: string,
  settings: (typeof organizations.$inferInsert)['settings'],
): Promise<void> {
  await db.update(organizations).set({ settings, updatedAt: new Date() }).where(eq(organizations.id, id));
}
