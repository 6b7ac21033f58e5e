/**
 * Database connections of an organization: stored with the password encrypted, tested, their
 * catalog read and kept, and opened (one small pool each) when a tool reads a connected table.
 * Every query filters by the caller's organization; a connection of another organization does
 * not exist for the caller.
 */
import { and, asc, eq, isNotNull, lt, or, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  CONNECTED_TABLE_REFERENCE,
  type CreateConnectionRequest,
  type UpdateConnectionRequest,
} from '@ai-analyst/contract';
import { ConnectedSource } from '@ai-analyst/engine/connectors/source';
import { ConnectorError, type CatalogTable, type ConnectorLimits } from '@ai-analyst/engine/connectors/types';
import type { TableSource } from '@ai-analyst/engine/tools/types';
import type { FileStorage } from '../files/storage';
import type { ConversationOwner } from '../auth/owner';
import { ConnectedCopies, type AnalystCopy } from './copies';
import { checkPlanLimit } from './plan-limit';
import { describeTables, tableReference } from './references';

export { tableReference } from './references';
import type { AuthContext } from '../auth/authenticate';
import { recordAudit } from '../audit/record';
import type { AppConfig } from '../platform/config';
import type { Database } from '../platform/db/client';
import { databaseConnections } from '../platform/db/schema';
import { AppError, conflict, notFound } from '../platform/errors';
import { ConnectionPools, settingsOf, type TestOutcome } from './pools';
import { encryptSecret } from './secrets';
import { readConnectionInput } from './settings';

export type { TestOutcome } from './pools';

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

const connectionNotFound = () => notFound('This connection does not exist', 'connection_not_found');

export class ConnectionService {
  private readonly pools: ConnectionPools;
  private readonly copies: ConnectedCopies;

  constructor(private readonly options: ConnectionServiceOptions) {
    this.pools = new ConnectionPools(options.config, options.limits);
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
    await checkPlanLimit(this.options.db, caller);
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
    await this.pools.closeOne(id);
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
    await this.pools.closeOne(id);
    await this.audit(caller, 'connection.delete', row, { engine: row.engine, host: row.host }, http);
  }

  /** Tries settings that are not stored yet (the admin form's Test button). */
  async testInput(
    caller: AuthContext,
    request: CreateConnectionRequest & { name: string },
    http?: FastifyRequest,
  ): Promise<TestOutcome> {
    const input = readConnectionInput(request);
    const outcome = await this.pools.tryConnect(settingsOf(input, input.password));
    const target = { id: null, name: input.name };
    await this.audit(caller, 'connection.test', target, { host: input.host, ...testDetails(outcome) }, http);
    return outcome;
  }

  /** Tries a stored connection and remembers the outcome on it. */
  async test(caller: AuthContext, id: string, http?: FastifyRequest): Promise<TestOutcome> {
    const row = await this.find(caller.organization.id, id);
    const outcome = await this.pools.tryConnect(this.pools.settingsOfRow(row));
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
    await this.audit(caller, 'connection.test', row, testDetails(outcome), http);
    return outcome;
  }

  /** Reads the catalog again (tables, columns, estimates, samples) and keeps it. */
  async refreshCatalog(caller: AuthContext, id: string, http?: FastifyRequest): Promise<ConnectionRow> {
    const row = await this.find(caller.organization.id, id);
    try {
      const catalog = await this.pools.connectorFor(row).catalog({ samples: true });
      const [updated] = await this.options.db
        .update(databaseConnections)
        .set({ catalog, catalogRefreshedAt: new Date(), status: 'connected', lastError: null })
        .where(
          and(eq(databaseConnections.organizationId, caller.organization.id), eq(databaseConnections.id, id)),
        )
        .returning();
      if (!updated) throw connectionNotFound();
      this.copies.forgetFacts(caller.organization.id);
      await this.audit(caller, 'connection.refresh', row, { ok: true, tables: catalog.length }, http);
      return updated;
    } catch (error) {
      if (error instanceof ConnectorError) {
        await this.options.db
          .update(databaseConnections)
          .set({ status: 'error', lastError: error.message })
          .where(eq(databaseConnections.id, id));
        await this.audit(caller, 'connection.refresh', row, { ok: false, code: error.code }, http);
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
          this.pools.connectorFor(row),
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
    return describeTables(rows, references);
  }

  /** The cube of a connected table in the caller's 'Data Sources/' (see ConnectedCopies). */
  materializeCube(caller: AuthContext, reference: string): Promise<string> {
    return this.copies.materializeCube(caller, reference);
  }

  /** A connected table as the built-in analyst reads it (see ConnectedCopies). */
  copyForAnalyst(owner: ConversationOwner, reference: string, maxRows?: number): Promise<AnalystCopy | null> {
    return this.copies.copyForAnalyst(owner, reference, maxRows);
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
        const catalog = await this.pools.connectorFor(row).catalog({ samples: true });
        await this.options.db
          .update(databaseConnections)
          .set({ catalog, catalogRefreshedAt: new Date(), status: 'connected', lastError: null })
          .where(eq(databaseConnections.id, row.id));
        this.copies.forgetFacts(row.organizationId);
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
    await this.pools.closeAll();
  }

  private async audit(
    caller: AuthContext,
    action: `connection.${'create' | 'update' | 'delete' | 'test' | 'refresh'}`,
    row: { id: string | null; name: string },
    details: Record<string, unknown>,
    http?: FastifyRequest,
  ) {
    await recordAudit(
      this.options.db,
      {
        organizationId: caller.organization.id,
        actor: { id: caller.user.id, username: caller.user.username },
        action,
        target: row.id ? { type: 'connection', id: row.id } : null,
        details: { name: row.name, ...details },
        request: http ?? null,
      },
      this.options.log,
    );
  }
}

/** What the audit log keeps of a connection test: the outcome, never the settings' secrets. */
function testDetails(outcome: TestOutcome): Record<string, unknown> {
  return { ok: outcome.ok, code: outcome.code, elapsed_ms: outcome.elapsedMs };
}
