/**
 * Database connections of an organization: stored with the password encrypted, tested, their
 * catalog read and kept, and opened (one small pool each) when a tool reads a connected table.
 * Every query filters by the caller's organization; a connection of another organization does
 * not exist for the caller.
 */
import { and, asc, count, eq, isNotNull, lt, or, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  CONNECTED_TABLE_REFERENCE,
  planDataSourceLimits,
  type CreateConnectionRequest,
  type UpdateConnectionRequest,
} from '@ai-analyst/contract';
import { openConnector } from '@ai-analyst/engine/connectors/open';
import { ConnectedSource } from '@ai-analyst/engine/connectors/source';
import {
  ConnectorError,
  type CatalogTable,
  type ConnectionSettings,
  type Connector,
  type ConnectorLimits,
} from '@ai-analyst/engine/connectors/types';
import type { TableSource } from '@ai-analyst/engine/tools/types';
import type { FileStorage } from '../files/storage';
import type { ConversationOwner } from '../auth/owner';
import { ConnectedCopies, type AnalystCopy } from './copies';
import type { AuthContext } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { databaseConnections, googleSheetConnections } from '../platform/db/schema';
import { AppError, conflict, notFound } from '../platform/errors';
import { decryptSecret, encryptSecret } from './secrets';
import { readConnectionInput, type ConnectionInput } from './settings';

export type ConnectionRow = typeof databaseConnections.$inferSelect;

export type ConnectionServiceOptions = {
  db: Database;
  config: AppConfig;
  /** Timeouts, caps and pool size for every connection (tests shorten them). */
  limits?: Partial<ConnectorLimits>;
  log?: { warn: (obj: object, msg: string) => void };
  /** Where cubes of connected tables are written for analyses that read files (RCA). */
  files?: FileStorage;
};

export type TestOutcome = {
  ok: boolean;
  serverVersion: string | null;
  error: string | null;
  code: string | null;
  elapsedMs: number;
};

const connectionNotFound = () => notFound('This connection does not exist', 'connection_not_found');

/** The reference a conversation uses for a connected table. */
export function tableReference(
  row: Pick<ConnectionRow, 'engine' | 'name'>,
  table: Pick<CatalogTable, 'schema' | 'name'>,
) {
  return `${row.engine}:${row.name}/${table.schema}.${table.name}`;
}

export class ConnectionService {
  private readonly open = new Map<string, { stamp: number; connector: Connector }>();
  private readonly copies: ConnectedCopies;

  constructor(private readonly options: ConnectionServiceOptions) {
    this.copies = new ConnectedCopies({
      db: options.db,
      files: options.files,
      resolve: (organizationId) => this.resolverFor(organizationId),
    });
  }

  async list(caller: AuthContext): Promise<ConnectionRow[]> {
    return this.options.db
      .select()
      .from(databaseConnections)
      .where(eq(databaseConnections.organizationId, caller.organization.id))
      .orderBy(asc(databaseConnections.name));
  }

  async find(organizationId: string, id: string): Promise<ConnectionRow> {
    const [row] = await this.options.db
      .select()
      .from(databaseConnections)
      .where(and(eq(databaseConnections.organizationId, organizationId), eq(databaseConnections.id, id)))
      .limit(1);
    if (!row) throw connectionNotFound();
    return row;
  }

  async create(
    caller: AuthContext,
    request: CreateConnectionRequest & { name: string },
    http?: FastifyRequest,
  ) {
    const input = readConnectionInput(request);
    await this.checkPlanLimit(caller);
    const passwordEncrypted = input.password
      ? encryptSecret(this.options.config.secretsKey, input.password)
      : null;
    const [existing] = await this.options.db
      .select({ id: databaseConnections.id })
      .from(databaseConnections)
      .where(
        and(
          eq(databaseConnections.organizationId, caller.organization.id),
          eq(databaseConnections.name, input.name),
        ),
      )
      .limit(1);
    if (existing) throw conflict(`A connection named "${input.name}" already exists.`, 'connection_exists');
    const [row] = await this.options.db
      .insert(databaseConnections)
      .values({
        organizationId: caller.organization.id,
        name: input.name,
        engine: input.engine,
        host: input.host,
        port: input.port,
        database: input.database,
        user: input.user,
        passwordEncrypted,
        tls: input.tls,
        tlsCa: input.tlsCa ?? null,
        allowedSchemas: input.allowedSchemas,
        allowedTables: input.allowedTables,
        createdBy: caller.user.id,
      })
      .returning();
    if (!row) throw new Error('The connection was not stored');
    await this.audit(
      caller,
      'connection.create',
      row,
      { engine: row.engine, host: row.host, database: row.database },
      http,
    );
    return row;
  }

  async update(caller: AuthContext, id: string, patch: UpdateConnectionRequest, http?: FastifyRequest) {
    const row = await this.find(caller.organization.id, id);
    const values: Partial<ConnectionRow> = { updatedAt: new Date() };
    if (patch.name !== undefined && patch.name !== row.name) {
      const [clash] = await this.options.db
        .select({ id: databaseConnections.id })
        .from(databaseConnections)
        .where(
          and(
            eq(databaseConnections.organizationId, caller.organization.id),
            eq(databaseConnections.name, patch.name),
          ),
        )
        .limit(1);
      if (clash) throw conflict(`A connection named "${patch.name}" already exists.`, 'connection_exists');
      values.name = patch.name;
    }
    if (patch.host !== undefined) values.host = patch.host;
    if (patch.port !== undefined) values.port = patch.port;
    if (patch.database !== undefined) values.database = patch.database;
    if (patch.user !== undefined) values.user = patch.user;
    if (patch.tls !== undefined) values.tls = patch.tls;
    if (patch.tls_ca !== undefined) values.tlsCa = patch.tls_ca || null;
    if (patch.allowed_schemas !== undefined) values.allowedSchemas = patch.allowed_schemas;
    if (patch.allowed_tables !== undefined) values.allowedTables = patch.allowed_tables;
    if (patch.password !== undefined)
      values.passwordEncrypted =
        patch.password === '' ? null : encryptSecret(this.options.config.secretsKey, patch.password);
    // What the catalog and the status said may no longer hold.
    values.status = 'untested';
    values.catalog = null;
    values.catalogRefreshedAt = null;
    const [updated] = await this.options.db
      .update(databaseConnections)
      .set(values)
      .where(
        and(eq(databaseConnections.organizationId, caller.organization.id), eq(databaseConnections.id, id)),
      )
      .returning();
    if (!updated) throw connectionNotFound();
    await this.closeOne(id);
    const changed = Object.keys(patch).filter((k) => k !== 'password');
    await this.audit(
      caller,
      'connection.update',
      updated,
      { changed, password_changed: patch.password !== undefined },
      http,
    );
    return updated;
  }

  async remove(caller: AuthContext, id: string, http?: FastifyRequest): Promise<void> {
    const row = await this.find(caller.organization.id, id);
    await this.options.db
      .delete(databaseConnections)
      .where(
        and(eq(databaseConnections.organizationId, caller.organization.id), eq(databaseConnections.id, id)),
      );
    await this.closeOne(id);
    await this.audit(caller, 'connection.delete', row, { engine: row.engine, host: row.host }, http);
  }

  /** Tries settings that are not stored yet (the admin form's Test button). */
  async testInput(request: CreateConnectionRequest & { name: string }): Promise<TestOutcome> {
    const input = readConnectionInput(request);
    return this.tryConnect(settingsOf(input, input.password));
  }

  /** Tries a stored connection and remembers the outcome on it. */
  async test(caller: AuthContext, id: string): Promise<TestOutcome> {
    const row = await this.find(caller.organization.id, id);
    const outcome = await this.tryConnect(this.settingsOfRow(row));
    await this.options.db
      .update(databaseConnections)
      .set({
        status: outcome.ok ? 'connected' : 'error',
        lastError: outcome.error,
        ...(outcome.serverVersion ? { serverVersion: outcome.serverVersion } : {}),
      })
      .where(
        and(eq(databaseConnections.organizationId, caller.organization.id), eq(databaseConnections.id, id)),
      );
    return outcome;
  }

  /** Reads the catalog again (tables, columns, estimates, samples) and keeps it. */
  async refreshCatalog(caller: AuthContext, id: string): Promise<ConnectionRow> {
    const row = await this.find(caller.organization.id, id);
    try {
      const catalog = await this.connectorFor(row).catalog({ samples: true });
      const [updated] = await this.options.db
        .update(databaseConnections)
        .set({ catalog, catalogRefreshedAt: new Date(), status: 'connected', lastError: null })
        .where(
          and(eq(databaseConnections.organizationId, caller.organization.id), eq(databaseConnections.id, id)),
        )
        .returning();
      if (!updated) throw connectionNotFound();
      return updated;
    } catch (error) {
      if (error instanceof ConnectorError) {
        await this.options.db
          .update(databaseConnections)
          .set({ status: 'error', lastError: error.message })
          .where(eq(databaseConnections.id, id));
        throw new AppError(400, error.code, error.message);
      }
      throw error;
    }
  }

  /** The stored catalog, read from the database on first use. */
  async catalog(caller: AuthContext, id: string): Promise<{ row: ConnectionRow; tables: CatalogTable[] }> {
    let row = await this.find(caller.organization.id, id);
    if (!row.catalog) row = await this.refreshCatalog(caller, id);
    return { row, tables: (row.catalog ?? []) as CatalogTable[] };
  }

  /**
   * Resolves connected-table references (`postgres:{name}/{schema}.{table}`) of the owner's
   * organization to the sources tools read; anything else (a file's dataset) is undefined.
   */
  async resolverFor(organizationId: string): Promise<(dataset: string) => TableSource | undefined> {
    const rows = await this.options.db
      .select()
      .from(databaseConnections)
      .where(eq(databaseConnections.organizationId, organizationId));
    const sources = new Map<string, ConnectedSource>();
    return (dataset) => {
      const match = CONNECTED_TABLE_REFERENCE.exec(dataset);
      if (!match) return undefined;
      const [, engine, name] = match;
      const row = rows.find((r) => r.engine === engine && r.name === name);
      if (!row) return undefined;
      const catalog = (row.catalog ?? []) as CatalogTable[];
      const table = catalog.find((t) => tableReference(row, t) === dataset);
      if (!table) return undefined;
      let source = sources.get(row.id);
      if (!source) {
        source = new ConnectedSource(
          this.connectorFor(row),
          catalog.map((t) => ({ dataset: tableReference(row, t), table: t })),
          catalog,
          row.engine === 'postgres' ? 'public' : row.database,
        );
        sources.set(row.id, source);
      }
      return source;
    };
  }

  /** What a model is told about attached connected tables: where they live and their columns. */
  async describeReferences(organizationId: string, references: string[]): Promise<string[]> {
    const rows = await this.options.db
      .select()
      .from(databaseConnections)
      .where(eq(databaseConnections.organizationId, organizationId));
    return references.map((reference) => {
      const row = rows.find((r) => reference.startsWith(`${r.engine}:${r.name}/`));
      const table = ((row?.catalog ?? []) as CatalogTable[]).find(
        (t) => row && tableReference(row, t) === reference,
      );
      if (!row || !table)
        return `- ${reference}: cannot be used (no such connected table; refresh the connection's catalog)`;
      const engine = row.engine === 'postgres' ? 'PostgreSQL' : 'MySQL/MariaDB';
      const rows_ = table.rowEstimate === null ? 'rows unknown' : `about ${table.rowEstimate} rows`;
      const columns = table.columns.map((c) => `${c.name} ${c.type}`).join(', ');
      return (
        `- ${reference}: ${engine} table (${rows_}; columns ${columns}). Pass \`${reference}\` as the dataset to ` +
        `aggregate, compare_periods, time_series, forecast and anomalies (they run inside the database); run_sql takes it as ` +
        `\`source\` with ${engine} SQL naming the table ${table.schema}.${table.name}.`
      );
    });
  }

  /** The cube of a connected table in the caller's 'Data Sources/' (see ConnectedCopies). */
  materializeCube(caller: AuthContext, reference: string): Promise<string> {
    return this.copies.materializeCube(caller, reference);
  }

  /** A connected table as the built-in analyst reads it (see ConnectedCopies). */
  copyForAnalyst(owner: ConversationOwner, reference: string, maxRows?: number): Promise<AnalystCopy | null> {
    return this.copies.copyForAnalyst(owner, reference, maxRows);
  }

  /** Connections count against the organization's plan together with connected sheets. */
  private async checkPlanLimit(caller: AuthContext): Promise<void> {
    const limit = planDataSourceLimits[caller.organization.plan];
    if (limit === null) return;
    const [sheets] = await this.options.db
      .select({ n: count() })
      .from(googleSheetConnections)
      .where(eq(googleSheetConnections.organizationId, caller.organization.id));
    const [connections] = await this.options.db
      .select({ n: count() })
      .from(databaseConnections)
      .where(eq(databaseConnections.organizationId, caller.organization.id));
    if ((sheets?.n ?? 0) + (connections?.n ?? 0) >= limit)
      throw new AppError(
        403,
        'plan_limit',
        `Your organization's plan allows ${limit} connected data sources. Remove one or upgrade the plan.`,
      );
  }

  private async tryConnect(settings: ConnectionSettings): Promise<TestOutcome> {
    const started = Date.now();
    const connector = openConnector(settings, { ...this.options.limits, poolSize: 1 });
    try {
      const { serverVersion } = await connector.test();
      return { ok: true, serverVersion, error: null, code: null, elapsedMs: Date.now() - started };
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      return {
        ok: false,
        serverVersion: null,
        error: error.message,
        code: error.code,
        elapsedMs: Date.now() - started,
      };
    } finally {
      await connector.close().catch(() => undefined);
    }
  }

  private settingsOfRow(row: ConnectionRow): ConnectionSettings {
    const password = row.passwordEncrypted
      ? decryptSecret(this.options.config.secretsKey, row.passwordEncrypted)
      : undefined;
    return settingsOf(
      {
        engine: row.engine,
        host: row.host,
        port: row.port,
        database: row.database,
        user: row.user,
        tls: row.tls,
        tlsCa: row.tlsCa ?? undefined,
        allowedSchemas: row.allowedSchemas,
        allowedTables: row.allowedTables,
      },
      password,
    );
  }

  /** The open pool of a connection, replaced when the connection was edited since it opened. */
  private connectorFor(row: ConnectionRow): Connector {
    const stamp = row.updatedAt.getTime();
    const open = this.open.get(row.id);
    if (open && open.stamp === stamp) return open.connector;
    if (open) void open.connector.close().catch(() => undefined);
    const connector = openConnector(this.settingsOfRow(row), this.options.limits);
    this.open.set(row.id, { stamp, connector });
    return connector;
  }

  private async closeOne(id: string): Promise<void> {
    const open = this.open.get(id);
    this.open.delete(id);
    await open?.connector.close().catch(() => undefined);
  }

  /**
   * Reads again, one after the other, the catalogs of every organization's connections that were
   * read more than `maxAgeMs` ago (a scheduled refresh: tables added or renamed since show up
   * without anyone asking). A failure is remembered on the connection and the next one goes on.
   */
  async refreshStaleCatalogs(maxAgeMs: number): Promise<number> {
    const stale = await this.options.db
      .select()
      .from(databaseConnections)
      .where(
        and(
          isNotNull(databaseConnections.catalog),
          or(
            isNull(databaseConnections.catalogRefreshedAt),
            lt(databaseConnections.catalogRefreshedAt, new Date(Date.now() - maxAgeMs)),
          ),
        ),
      );
    let refreshed = 0;
    for (const row of stale) {
      try {
        const catalog = await this.connectorFor(row).catalog({ samples: true });
        await this.options.db
          .update(databaseConnections)
          .set({ catalog, catalogRefreshedAt: new Date(), status: 'connected', lastError: null })
          .where(eq(databaseConnections.id, row.id));
        refreshed++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await this.options.db
          .update(databaseConnections)
          .set({ status: 'error', lastError: message, catalogRefreshedAt: new Date() })
          .where(eq(databaseConnections.id, row.id));
        this.options.log?.warn({ connection: row.id, err: message }, 'scheduled catalog refresh failed');
      }
    }
    return refreshed;
  }

  /** Ends every pool (the server is closing). */
  async close(): Promise<void> {
    await Promise.all([...this.open.keys()].map((id) => this.closeOne(id)));
  }

  private async audit(
    caller: AuthContext,
    action: 'connection.create' | 'connection.update' | 'connection.delete',
    row: ConnectionRow,
    details: Record<string, unknown>,
    http?: FastifyRequest,
  ) {
    await recordAudit(
      this.options.db,
      {
        organizationId: caller.organization.id,
        actor: { id: caller.user.id, username: caller.user.username },
        action,
        target: { type: 'connection', id: row.id },
        details: { name: row.name, ...details },
        request: http ?? null,
      },
      this.options.log,
    );
  }
}

function settingsOf(
  input: Pick<
    ConnectionInput,
    'engine' | 'host' | 'port' | 'database' | 'user' | 'tls' | 'tlsCa' | 'allowedSchemas' | 'allowedTables'
  >,
  password: string | undefined,
): ConnectionSettings {
  return {
    engine: input.engine,
    host: input.host,
    port: input.port,
    database: input.database,
    user: input.user,
    password,
    tls: { mode: input.tls, ca: input.tlsCa },
    allowedSchemas: input.allowedSchemas,
    allowedTables: input.allowedTables,
  };
}
