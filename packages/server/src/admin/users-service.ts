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
import { notFound } from '../platform/errors';
import { paginate } from '../platform/pagination';
import { isUuid } from '../platform/validation';
import {
  accountPage,
  allAccounts,
  createUser,
  findAccount,
  setUserPassword,
  updateAccount,
} from '../auth/accounts';
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
    const { rows, total } = await accountPage(
      this.db,
      admin.organization.id,
      {
        search: query.search,
        role: query.role,
        active: query.status ? query.status === 'active' : undefined,
      },
      { page: query.page, pageSize: query.page_size },
    );
    return {
      users: rows.map(presentAdminUser),
      pagination: paginate(query.page, query.page_size, total),
    };
  }

  /** All users, for the CSV export. */
  async all(admin: AuthContext) {
    return (await allAccounts(this.db, admin.organization.id)).map(presentAdminUser);
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
    const row = await findAccount(this.db, admin.organization.id, id);
    if (!row) throw notFound('User not found');
    return row;
  }

  /** Changes a user found by `get`, once the user policy allowed the update. */
  async update(admin: AuthContext, current: UserRow, input: z.output<typeof adminUpdateUserSchema>) {
    const id = current.id;
    const row = await updateAccount(this.db, admin.organization.id, id, {
      ...(input.first_name !== undefined && { firstName: input.first_name }),
      ...(input.last_name !== undefined && { lastName: input.last_name }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.role !== undefined && { role: input.role }),
    });
    if (!row) throw notFound('User not found');
    // A role change takes effect at once: tokens carry the role, so the user signs in again.
    if (input.role && input.role !== current.role) await this.endSessions(row.id, 'role_changed');
    return { before: presentAdminUser(current), after: presentAdminUser(row) };
  }

  /** Enables or disables a user found by `get`, once the user policy allowed it. */
  async setActive(admin: AuthContext, current: UserRow, active: boolean) {
    const id = current.id;
    const row = await updateAccount(this.db, admin.organization.id, id, { isActive: active });
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

