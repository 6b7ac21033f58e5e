/**
 * Who may do what with the organization's database connections: every member lists them, reads a
 * connection and its catalog, refreshes the catalog and runs read-only SQL on its tables; the
 * organization's administrators create, edit, test and delete them (403 'Administrator access is
 * required' for anyone else). Another organization's connection does not exist (404).
 */
import { administrators, type OrganizationMember, type OrganizationRef } from '../organizations/policy';
import { notFound } from '../platform/errors';
import { definePolicy, type PolicyRule } from '../platform/policy';

/** What these rules read of a connection. */
type InOrganization = { organizationId: string };

export const connectionNotFound = () => notFound('This connection does not exist', 'connection_not_found');

const members: PolicyRule<OrganizationMember, InOrganization> = {
  allow: (caller, row) => row.organizationId === caller.organization.id,
  deny: () => connectionNotFound(),
};

export const connectionPolicy = definePolicy<
  OrganizationMember,
  {
    /** Read the connection and its catalog, refresh the catalog. */
    read: InOrganization;
    /** Run read-only SQL on its allowed tables. */
    query: InOrganization;
    /** Create, edit, test and delete the organization's connections. */
    manage: OrganizationRef;
  }
>({
  read: members,
  query: members,
  manage: administrators,
});
