/**
 * Who may do what with connected data sources (Google Sheets by link). A connection is personal:
 * only the user who connected it refreshes or disconnects it; to anyone else it does not exist
 * (404). A new connection counts against the organization's plan (Starter 10, Professional 50,
 * Enterprise unlimited; 403 'plan_limit' beyond), replacing one of the same name adds nothing.
 */
import type { AuthContext } from '../auth/authenticate';
import { AppError, notFound } from '../platform/errors';
import { definePolicy, type PolicyRule } from '../platform/policy';
import type { SheetConnectionRow } from './service';

type Owned = Pick<SheetConnectionRow, 'organizationId' | 'userId'>;
/** The organization's connections now and its plan's limit (null: no limit). */
export type PlanUsage = { connected: number; limit: number | null; replaces: boolean };

export const dataSourceNotFound = () => notFound('This data source does not exist', 'data_source_not_found');

const ownerOnly: PolicyRule<AuthContext, Owned> = {
  allow: (caller, row) => row.organizationId === caller.organization.id && row.userId === caller.user.id,
  deny: () => dataSourceNotFound(),
};

export const dataSourcePolicy = definePolicy<
  AuthContext,
  { connect: PlanUsage; refresh: Owned; disconnect: Owned }
>({
  connect: {
    allow: (_caller, usage) => usage.replaces || usage.limit === null || usage.connected < usage.limit,
    deny: (_caller, { limit }) =>
      new AppError(
        403,
        'plan_limit',
        `Your organization's plan allows ${limit} connected data sources. Remove one or upgrade the plan.`,
      ),
  },
  refresh: ownerOnly,
  disconnect: ownerOnly,
});
