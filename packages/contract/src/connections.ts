/**
 * Database connections, the schemas of /api/connections/*: the bodies that create, edit and test
 * a connection, the connection and its catalog as the API shows them. Their types are zod-free
 * in ./connections-types.
 */
import { z } from 'zod';
import {
  CONNECTION_ENGINES,
  CONNECTION_TLS_MODES,
  type Connection,
  type ConnectionColumn,
  type ConnectionEngine,
  type ConnectionTable,
  type ConnectionTestResult,
  type ConnectionTls,
  type CreateConnectionRequest,
  type UpdateConnectionRequest,
} from './connections-types';
import type { Checks, ParsesTo } from './schema-checks';

export * from './connections-types';

export const connectionEngineSchema = z.enum(CONNECTION_ENGINES);

/** A connection's name is part of table references, so it is a short key. */
export const connectionNameSchema = z
  .string()
  .trim()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,62}$/,
    'The name may hold lower-case letters, digits, "-" and "_" (up to 63), starting with a letter or digit',
  );

const identifierList = z.array(z.string().trim().min(1).max(200)).max(500, 'At most 500 names').default([]);

export const connectionTlsSchema = z.enum(CONNECTION_TLS_MODES);

const connectionFields = {
  name: connectionNameSchema,
  engine: connectionEngineSchema,
  host: z.string().trim().min(1, 'Enter the host').max(255),
  port: z.number().int().min(1).max(65535).optional(),
  database: z.string().trim().min(1, 'Enter the database name').max(128),
  user: z.string().trim().min(1, 'Enter the user').max(128),
  password: z.string().max(1024).optional(),
  tls: connectionTlsSchema.default('disable'),
  /** PEM certificate authority for `verify`. */
  tls_ca: z.string().max(20_000).optional(),
  allowed_schemas: identifierList,
  /** `schema.table` names; empty allows every table of the allowed schemas. */
  allowed_tables: identifierList,
};

/**
 * POST /api/connections/: the fields, or a connection URL
 * (`postgres://user:password@host:5432/db?sslmode=require`, `mysql://…`) that fills the fields
 * not given.
 */
export const createConnectionRequestSchema = z
  .object({
    ...connectionFields,
    engine: connectionEngineSchema.optional(),
    host: connectionFields.host.optional(),
    database: connectionFields.database.optional(),
    user: connectionFields.user.optional(),
    url: z.string().trim().max(2000).optional(),
  })
  .strict();

/** PATCH /api/connections/{id}/: any field; a password of '' clears it, an absent one keeps it. */
export const updateConnectionRequestSchema = z
  .object({
    name: connectionNameSchema.optional(),
    host: connectionFields.host.optional(),
    port: connectionFields.port,
    database: connectionFields.database.optional(),
    user: connectionFields.user.optional(),
    password: connectionFields.password,
    tls: connectionTlsSchema.optional(),
    tls_ca: connectionFields.tls_ca,
    allowed_schemas: z.array(z.string().trim().min(1).max(200)).max(500).optional(),
    allowed_tables: z.array(z.string().trim().min(1).max(200)).max(500).optional(),
  })
  .strict();

export const connectionColumnSchema = z.object({
  name: z.string(),
  type: z.string(),
  native_type: z.string(),
  nullable: z.boolean(),
  samples: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export const connectionTableSchema = z.object({
  /** What a conversation attaches: `postgres:{connection}/{schema}.{table}`. */
  reference: z.string(),
  schema: z.string(),
  name: z.string(),
  kind: z.enum(['table', 'view']),
  row_estimate: z.number().nullable(),
  columns: z.array(connectionColumnSchema),
});

/** A connection as the API shows it: never the password. */
export const connectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  engine: connectionEngineSchema,
  host: z.string(),
  port: z.number(),
  database: z.string(),
  user: z.string(),
  has_password: z.boolean(),
  tls: connectionTlsSchema,
  allowed_schemas: z.array(z.string()),
  allowed_tables: z.array(z.string()),
  status: z.enum(['untested', 'connected', 'error']),
  last_error: z.string().nullable(),
  server_version: z.string().nullable(),
  catalog_refreshed_at: z.string().nullable(),
  table_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** POST /api/connections/{id}/test/ (or /api/connections/test/ before saving). */
export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  server_version: z.string().nullable(),
  /** The schemas (MySQL/MariaDB: databases) the user can read, for picking the allowed ones; empty when the test failed. */
  schemas: z.array(z.string()).default([]),
  /** What failed, in plain words; null when ok. */
  error: z.string().nullable(),
  /** auth_failed, unreachable, database_missing, tls_required, tls_failed, timeout… */
  code: z.string().nullable(),
  elapsed_ms: z.number(),
});

const schemasMatchTypes: [
  Checks<typeof connectionEngineSchema, ConnectionEngine>,
  Checks<typeof connectionTlsSchema, ConnectionTls>,
  Checks<typeof createConnectionRequestSchema, CreateConnectionRequest>,
  Checks<typeof updateConnectionRequestSchema, UpdateConnectionRequest>,
  Checks<typeof connectionColumnSchema, ConnectionColumn>,
  Checks<typeof connectionTableSchema, ConnectionTable>,
  Checks<typeof connectionSchema, Connection>,
  ParsesTo<typeof connectionTestResultSchema, ConnectionTestResult>,
] = [true, true, true, true, true, true, true, true];
void schemasMatchTypes;
