/**
 * What an administrator may do to a user of their organization (the organization policy decides
 * who is an administrator; the admin service finds users in the administrator's organization
 * only, another organization's user being 404). An administrator cannot take away their own
 * administrator role nor disable their own account (409), so an organization always keeps one.
 */
import { AppError } from '../platform/errors';
import { definePolicy } from '../platform/policy';

/** What these rules read of the caller (an `AuthContext` fits). */
export type Administrator = { user: { id: string } };
type Target = { id: string };

export const userPolicy = definePolicy<
  Administrator,
  {
    /** `role` is the role the update gives, if it changes one. */
    update: { user: Target; role?: 'admin' | 'user' | undefined };
    disable: Target;
  }
>({
  update: {
    allow: (admin, { user, role }) => user.id !== admin.user.id || role === undefined || role === 'admin',
    deny: () => new AppError(409, 'conflict', 'You cannot remove your own administrator role'),
  },
  disable: {
    allow: (admin, user) => user.id !== admin.user.id,
    deny: () => new AppError(409, 'conflict', 'You cannot disable your own account'),
  },
});
