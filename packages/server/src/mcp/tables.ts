import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from '../organizations/tables';
import { users } from '../auth/tables';

/**
 * An organization's switch for one tool, set by its admins. No row means enabled (the
 * default); rows are kept for tools that disappear so a returning tool keeps its state.
 */
export const mcpToolSettings = pgTable(
  'mcp_tool_settings',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    toolName: text('tool_name').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.toolName] })],
);

/**
 * A user's own choice for one tool (per user and tool name an enabled flag and
 * updatedAt). It can only narrow what the organization allows.
 */
export const mcpToolPreferences = pgTable(
  'mcp_tool_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    toolName: text('tool_name').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.toolName] })],
);

/** Running totals of every tool run in an organization: the tool panel's statistics. */
export const mcpToolStats = pgTable(
  'mcp_tool_stats',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    toolName: text('tool_name').notNull(),
    calls: integer('calls').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    totalDurationMs: bigint('total_duration_ms', { mode: 'number' }).notNull().default(0),
    lastCalledAt: timestamp('last_called_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.toolName] })],
);

/**
 * External MCP servers an organization's admin added: a command run over stdio, or a Streamable
 * HTTP URL. Their tools join the organization's tool list as `{server}__{tool}`.
 */
export const mcpServers = pgTable(
  'mcp_servers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    transport: text('transport', { enum: ['stdio', 'http'] }).notNull(),
    command: text('command'),
    args: jsonb('args')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    url: text('url'),
    /** Sent to an HTTP server as a bearer token; never returned to clients. */
    bearerToken: text('bearer_token'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mcp_servers_org_name_unique').on(t.organizationId, t.name)],
);

export type McpServerRow = typeof mcpServers.$inferSelect;
