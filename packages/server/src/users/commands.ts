import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@ai-analyst/contract';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../platform/db/client';
import { authSessions, organizations, users } from '../platform/db/schema';
import { conflict, notFound } from '../platform/errors';

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

export async function findOrganizationByCode(db: Database, code: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.code, code.trim().toUpperCase()))
    .limit(1);
  return row;
}
