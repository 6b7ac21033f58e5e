/**
 * Who may administer an organization: its administrators, for their own organization only (the
 * organization, its settings, its users, its tools and MCP servers, its database connections;
 * 403 'Administrator access is required' for anyone else). Contact requests from the landing
 * page are the operator's sales inbox: only the administrators of the organization that runs the
 * installation read or update them.
 */
import { forbidden } from '../platform/errors';
import { definePolicy, type PolicyRule } from '../platform/policy';

/** What these rules read of a caller (an `AuthContext` fits). */
export type OrganizationMember = {
  user: { role: 'admin' | 'user' };
  organization: { id: string; code: string };
};

/** The organization an action is taken on. */
export type OrganizationRef = { id: string };
/** The organization that runs the installation (ORG_CODE). */
export type Operator = { code: string };

export const administratorRequired = () => forbidden('Administrator access is required');

export const administrators: PolicyRule<OrganizationMember, OrganizationRef> = {
  allow: (caller, organization) => caller.user.role === 'admin' && caller.organization.id === organization.id,
  deny: () => administratorRequired(),
};

const operatorAdministrators: PolicyRule<OrganizationMember, Operator> = {
  allow: (caller, operator) => caller.user.role === 'admin' && caller.organization.code === operator.code,
  deny: (caller) =>
    caller.user.role === 'admin'
      ? forbidden("Contact requests are visible to the operator's administrators only")
      : administratorRequired(),
};

export const organizationPolicy = definePolicy<
  OrganizationMember,
  {
    administer: OrganizationRef;
    update: OrganizationRef;
    readSettings: OrganizationRef;
    updateSettings: OrganizationRef;
    readContactRequests: Operator;
    updateContactRequests: Operator;
  }
>({
  administer: administrators,
  update: administrators,
  readSettings: administrators,
  updateSettings: administrators,
  readContactRequests: operatorAdministrators,
  updateContactRequests: operatorAdministrators,
});
