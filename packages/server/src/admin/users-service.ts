import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminCreateUserSchema,
  adminUpdateUserSchema,
  adminUserListQuerySchema,
} from '@ai-analyst/contract';
import type { AuthContext } from '../auth/authenticate';
import type { UserRow } from '../auth/presenters';
import { generatePassword } from '../auth/passwords';
import type { Database } from '../platform/db/client';
import { users } from '../platform/db/schema';
import { notFound } from '../platform/errors';
import { likePattern, paginate } from '../platform/pagination';
import { isUuid } from '../platform/validation';
import { createUser, setUserPassword } from '../users/commands';
import { presentAdminUser } from './presenters';

/** Ends sessions and live sockets of a user; the chat feature plugs the socket part in. */
export type SessionTerminator = (userId: string, reason: string) => Promise<void>;

/**
 * The organization's users as its admins manage them. Every query is filtered by the admin's
 * organization: an id from another organization is simply not found.
 */
export class AdminUsersService {
  constructor(
    private readonly db: Database,
    private readonly endSessions: SessionTerminator,
  ) {}

  async list(admin: AuthContext, query: z.output<typeof adminUserListQuerySchema>) {
    const filters: SQL[] = [eq(users.organizationId, admin.organization.id)];
    if (query.search) {
      const pattern = likePattern(query.search);
      const match = or(
        ilike(users.username, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
      );
      if (match) filters.push(match);
    }
    if (query.role) filters.push(eq(users.role, query.role));
    if (query.status) filters.push(eq(users.isActive, query.status === 'active'));
    const where = and(...filters);
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.username)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size);
    return {
      users: rows.map(presentAdminUser),
      pagination: paginate(query.page, query.page_size, total?.n ?? 0),
    };
  }

  /** All users, for the CSV export. */
  async all(admin: AuthContext) {
    const rows = await this.db
      .select()
      .from(users)
      .where(eq(users.organizationId, admin.organization.id))
      .orderBy(users.username);
    return rows.map(presentAdminUser);
  }

  async create(admin: AuthContext, input: z.output<typeof adminCreateUserSchema>) {
    const temporaryPassword = input.password ? undefined : generatePassword();
    const row = await createUser(this.db, {
      organizationId: admin.organization.id,
      username: input.username,
      password: input.password ?? temporaryPassword!,
      role: input.role,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
    });
    return { user: presentAdminUser(row), temporaryPassword };
  }

  async get(admin: AuthContext, id: string) {
    if (!isUuid(id)) throw notFound('User not found');
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.organizationId, admin.organization.id)))
      .limit(1);
    if (!row) throw notFound('User not found');
    return row;
  }

  /** Changes a user found by `get`, once the user policy allowed the update. */
  async update(admin: AuthContext, current: UserRow, input: z.output<typeof adminUpdateUserSchema>) {
    const id = current.id;
    const [row] = await this.db
      .update(users)
      .set({
        ...(input.first_name !== undefined && { firstName: input.first_name }),
        ...(input.last_name !== undefined && { lastName: input.last_name }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.role !== undefined && { role: input.role }),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, id), eq(users.organizationId, admin.organization.id)))
      .returning();
    if (!row) throw notFound('User not found');
    // A role change takes effect at once: tokens carry the role, so the user signs in again.
    if (input.role && input.role !== current.role) await this.endSessions(row.id, 'role_changed');
    return { before: presentAdminUser(current), after: presentAdminUser(row) };
  }

  /** Enables or disables a user found by `get`, once the user policy allowed it. */
  async setActive(admin: AuthContext, current: UserRow, active: boolean) {
    const id = current.id;
    const [row] = await this.db
      .update(users)
      .set({ isActive: active, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.organizationId, admin.organization.id)))
      .returning();
    if (!row) throw notFound('User not found');
    if (!active) await this.endSessions(row.id, 'disabled');
    return presentAdminUser(row);
  }

  async resetPassword(admin: AuthContext, id: string, password: string | undefined) {
    const user = await this.get(admin, id);
    const next = password ?? generatePassword();
    await setUserPassword(this.db, admin.organization.id, user.id, next);
    await this.endSessions(user.id, 'password_reset');
    return { user: presentAdminUser(user), temporaryPassword: password ? undefined : next };
  }
}

