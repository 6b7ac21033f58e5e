/**
 * Database connections on the wire, as types and constants only (no zod), so the web imports them
 * at no cost. An organization's connections (PostgreSQL, MySQL/MariaDB): admins create, edit,
 * test and delete them; every member lists them, reads their catalog and attaches tables to a
 * conversation by reference (`postgres:{name}/{schema}.{table}`). Passwords go in, never out.
 * The schemas that check them are in ./connections.
 */

export const CONNECTION_ENGINES = ['postgres', 'mysql'] as const;
export type ConnectionEngine = (typeof CONNECTION_ENGINES)[number];

export const CONNECTION_TLS_MODES = ['disable', 'require', 'verify'] as const;
export type ConnectionTls = (typeof CONNECTION_TLS_MODES)[number];

/**
 * POST /api/connections/: the fields, or a connection URL
 * (`postgres://user:password@host:5432/db?sslmode=require`, `mysql://…`) that fills the fields
 * not given.
 */
export interface CreateConnectionRequest {
  name: string;
  engine?: ConnectionEngine | undefined;
  host?: string | undefined;
  port?: number | undefined;
  database?: string | undefined;
  user?: string | undefined;
  password?: string | undefined;
  /** Defaults to `disable`. */
  tls?: ConnectionTls | undefined;
  /** PEM certificate authority for `verify`. */
  tls_ca?: string | undefined;
  allowed_schemas?: string[] | undefined;
  /** `schema.table` names; empty allows every table of the allowed schemas. */
  allowed_tables?: string[] | undefined;
  url?: string | undefined;
}

/**
 * PATCH /api/connections/{id}/: any field but the engine; a password of '' clears it, an absent
 * one keeps it.
 */
export type UpdateConnectionRequest = Partial<Omit<CreateConnectionRequest, 'engine' | 'url'>>;

export interface ConnectionColumn {
  name: string;
  type: string;
  native_type: string;
  nullable: boolean;
  samples: (string | number | boolean | null)[];
}

export interface ConnectionTable {
  /** What a conversation attaches: `postgres:{connection}/{schema}.{table}`. */
  reference: string;
  schema: string;
  name: string;
  kind: 'table' | 'view';
  row_estimate: number | null;
  columns: ConnectionColumn[];
}

/** A connection as the API shows it: never the password. */
export interface Connection {
  id: string;
  name: string;
  engine: ConnectionEngine;
  host: string;
  port: number;
  database: string;
  user: string;
  has_password: boolean;
  tls: ConnectionTls;
  allowed_schemas: string[];
  allowed_tables: string[];
  status: 'untested' | 'connected' | 'error';
  last_error: string | null;
  server_version: string | null;
  catalog_refreshed_at: string | null;
  table_count: number;
  created_at: string;
  updated_at: string;
}

/** POST /api/connections/{id}/test/ (or /api/connections/test/ before saving). */
export interface ConnectionTestResult {
  ok: boolean;
  server_version: string | null;
  /** The schemas (MySQL/MariaDB: databases) the user can read, for picking the allowed ones; empty when the test failed. */
  schemas: string[];
  /** What failed, in plain words; null when ok. */
  error: string | null;
  /** auth_failed, unreachable, database_missing, tls_required, tls_failed, timeout… */
  code: string | null;
  elapsed_ms: number;
}

/** A connected table reference: `postgres:{connection}/{schema}.{table}` (or `mysql:`). */
export const CONNECTED_TABLE_REFERENCE = /^(postgres|mysql):([a-z0-9][a-z0-9_-]{0,62})\/(.+)$/;
