import { personalizationSchema, type User } from '@ai-analyst/contract';
import type { organizations, users } from '../platform/db/schema';

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

/** The user as the wire shows it (contract `User`); the one place database names become API names. */
export function presentUser(user: UserRow, organization: OrganizationRow): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    organizationId: organization.id,
    organization: { id: organization.id, name: organization.name, code: organization.code },
    lastLogin: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
    personalization: personalizationSchema.parse(user.personalization ?? {}),
  };
}
