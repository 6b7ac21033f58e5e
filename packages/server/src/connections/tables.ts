import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../auth/tables';

/**
 * Database connections of an organization (PostgreSQL, MySQL/MariaDB). The password is stored
 * only encrypted (`password_encrypted`, AES-256-GCM under SECRETS_KEY) and never leaves the
 * server. The catalog read from the database is kept here so every member sees the same tables
 * until someone refreshes it. Always read with the caller's organization.
 */
export const databaseConnections = pgTable(
  'database_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    engine: text('engine', { enum: ['postgres', 'mysql'] }).notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    database: text('database').notNull(),
    user: text('user_name').notNull(),
    passwordEncrypted: text('password_encrypted'),
    tls: text('tls', { enum: ['disable', 'require', 'verify'] })
      .notNull()
      .default('disable'),
    tlsCa: text('tls_ca'),
    allowedSchemas: jsonb('allowed_schemas').$type<string[]>().notNull().default([]),
    allowedTables: jsonb('allowed_tables').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['untested', 'connected', 'error'] })
      .notNull()
      .default('untested'),
    lastError: text('last_error'),
    serverVersion: text('server_version'),
    /** The catalog as last read (tables, columns, estimates, samples); null until read. */
    catalog: jsonb('catalog'),
    catalogRefreshedAt: timestamp('catalog_refreshed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('database_connections_org_name_unique').on(t.organizationId, t.name),
    index('database_connections_org_idx').on(t.organizationId),
  ],
);
