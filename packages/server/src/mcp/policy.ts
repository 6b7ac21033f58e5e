/**
 * Who may do what with the organization's tools and MCP servers. Any member lists tools, sets
 * their own switch and runs a tool switched on for them (a switch off at the organization beats
 * the user's own choice; 403 'tool_disabled'). Switching a tool for the whole organization and
 * adding or removing MCP servers is for its administrators (403). A server that runs a command on
 * this host is allowed only as the installation says (MCP_STDIO_SERVERS: for every organization,
 * for the operator's organization, or for none).
 */
import type { ConversationOwner } from '../auth/owner';
import type { AppConfig } from '../platform/config';
import { forbidden } from '../platform/errors';
import { definePolicy } from '../platform/policy';
import {
  administrators,
  type OrganizationMember,
  type OrganizationRef,
} from '../organizations/policy';

/** The organization's and the user's switches of the tools (a tool is on unless one says off). */
export type ToolSwitches = { organization: Map<string, boolean>; user: Map<string, boolean> };

export const isSwitchedOn = (name: string, switches: ToolSwitches): boolean =>
  switches.organization.get(name) !== false && switches.user.get(name) !== false;

type CommandServers = { installation: AppConfig['mcpStdioServers']; operatorCode: string };

export const toolPolicy = definePolicy<
  ConversationOwner,
  { run: { name: string; switches: ToolSwitches } }
>({
  run: {
    allow: (_caller, { name, switches }) => isSwitchedOn(name, switches),
    deny: (_caller, { name }) => forbidden(`The tool "${name}" is switched off`, 'tool_disabled'),
  },
});

export const mcpAdminPolicy = definePolicy<
  OrganizationMember,
  {
    switchForOrganization: OrganizationRef;
    manageServers: OrganizationRef;
    addCommandServer: CommandServers;
  }
>({
  switchForOrganization: administrators,
  manageServers: administrators,
  addCommandServer: {
    allow: (caller, { installation, operatorCode }) =>
      installation === 'all' || (installation === 'operator' && caller.organization.code === operatorCode),
    deny: (_caller, { installation }) =>
      forbidden(
        installation === 'off'
          ? 'MCP servers that run a command on the server are turned off on this installation; add one by its URL instead'
          : 'Only the administrators of the organization that runs this installation may add MCP servers that run a command; add one by its URL instead',
        'mcp_stdio_not_allowed',
      ),
  },
});
