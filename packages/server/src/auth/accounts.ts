import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@ai-analyst/contract';
/**
 * User accounts, the service other features use to read and change them: the named commands
 * shared by the admin CLI, the first run and the admin API (create, set a password, find by
 * username), and what the chat reads of a user (the name a shared conversation shows, the
 * personalization a reply follows, whether a socket's session still stands).
 */
import type { Database } from '../platform/db/client';
import { conflict, notFound } from '../platform/errors';
import { likePattern } from '../platform/pagination';
import { hashPassword } from './passwords';
import { authSessions, users } from './tables';

export type NewUser = {
  organizationId: string;
  username: string;
  password: string;
  role: Role;
  firstName?: string;
  lastName?: string;
  email?: string;
};

/** Creates a user in an organization; a taken username (case-insensitive) is a 409. */
export async function createUser(db: Database, input: NewUser) {
  const username = input.username.trim();
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, input.organizationId),
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (taken.length > 0) throw conflict(`The username '${username}' is already taken in this organization`);
  const [row] = await db
    .insert(users)
    .values({
      organizationId: input.organizationId,
      username,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      email: input.email ?? '',
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Sets a new password and ends every session of the user, so old tokens stop working. */
export async function setUserPassword(
  db: Database,
  organizationId: string,
  userId: string,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
      .returning({ id: users.id });
    if (!row) throw notFound('User not found');
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'password_reset' })
      .where(eq(authSessions.userId, userId));
  });
}

export async function findUserByUsername(db: Database, organizationId: string, username: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        sql`lower(${users.username}) = ${username.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

/** The names a shared conversation shows of its owner. */
export async function accountNames(db: Database, userId: string) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The user's personalization (what replies to them follow), or undefined for an unknown user. */
export async function personalizationOf(db: Database, userId: string) {
  const [row] = await db.select({ personalization: users.personalization }).from(users).where(eq(users.id, userId));
  return row?.personalization;
}

/** The sign-in session is neither revoked (logout, token reuse) nor its user disabled. */
export async function sessionStillValid(db: Database, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: authSessions.revokedAt, isActive: users.isActive })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .limit(1);
  return row !== undefined && row.revokedAt === null && row.isActive;
}

/** How many users an organization has. */
export async function memberCount(db: Database, organizationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.organizationId, organizationId));
  return row?.n ?? 0;
}

/** The organization's users by username: id and username (usage analytics). */
export function accountsOf(db: Database, organizationId: string) {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.username));
}

/** The user of this id in the organization, if any. */
export async function findAccount(db: Database, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)))
    .limit(1);
  return row;
}

export type AccountFilters = {
  /** Part of the username, names or email, case-insensitive. */
  search?: string | undefined;
  role?: 'admin' | 'user' | undefined;
  active?: boolean | undefined;
};

/** One page of the organization's users, newest first, and how many match in all. */
export async function accountPage(
  db: Database,
  organizationId: string,
  filters: AccountFilters,
  page: { page: number; pageSize: number },
) {
  const conditions: SQL[] = [eq(users.organizationId, organizationId)];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    const match = or(
      ilike(users.username, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.active !== undefined) conditions.push(eq(users.isActive, filters.active));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), users.username)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Every user of the organization, by username. */
export function allAccounts(db: Database, organizationId: string) {
  return db.select().from(users).where(eq(users.organizationId, organizationId)).orderBy(users.username);
}

/** Changes a user's names, email, role or whether they may sign in; undefined for an unknown user. */
export async function updateAccount(
  db: Database,
  organizationId: string,
  id: string,
  changes: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'role' | 'isActive'>>,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)))
    .returning();
  return row;
}
