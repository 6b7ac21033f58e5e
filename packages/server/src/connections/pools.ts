/**
 * The open pools of database connections (one small pool per connection, replaced when the
 * connection was edited since it opened) and the one-off connection tests. Stored passwords
 * are decrypted only here, to open a connection.
 */
import { openConnector } from '@ai-analyst/engine/connectors/open';
import {
  ConnectorError,
  type ConnectionSettings,
  type Connector,
  type ConnectorLimits,
} from '@ai-analyst/engine/connectors/types';
import type { AppConfig } from '../platform/config';
import type { databaseConnections } from '../platform/db/schema';
import { decryptSecret } from './secrets';
import type { ConnectionInput } from './settings';

type ConnectionRow = typeof databaseConnections.$inferSelect;

export type TestOutcome = {
  ok: boolean;
  serverVersion: string | null;
  /** The schemas (MySQL: databases) the user can see, for picking the allowed ones. */
  schemas: string[];
  error: string | null;
  code: string | null;
  elapsedMs: number;
};

export class ConnectionPools {
  private readonly open = new Map<string, { stamp: number; connector: Connector }>();

  constructor(
    private readonly config: AppConfig,
    private readonly limits: Partial<ConnectorLimits> | undefined,
  ) {}

  async tryConnect(settings: ConnectionSettings): Promise<TestOutcome> {
    const started = Date.now();
    const connector = openConnector(settings, { ...this.limits, poolSize: 1 });
    try {
      const { serverVersion, schemas } = await connector.test();
      return { ok: true, serverVersion, schemas, error: null, code: null, elapsedMs: Date.now() - started };
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      return {
        ok: false,
        serverVersion: null,
        schemas: [],
        error: error.message,
        code: error.code,
        elapsedMs: Date.now() - started,
      };
    } finally {
      await connector.close().catch(() => undefined);
    }
  }

  settingsOfRow(row: ConnectionRow): ConnectionSettings {
    const password = row.passwordEncrypted
      ? decryptSecret(this.config.secretsKey, row.passwordEncrypted)
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
  connectorFor(row: ConnectionRow): Connector {
    const stamp = row.updatedAt.getTime();
    const open = this.open.get(row.id);
    if (open && open.stamp === stamp) return open.connector;
    if (open) void open.connector.close().catch(() => undefined);
    const connector = openConnector(this.settingsOfRow(row), this.limits);
    this.open.set(row.id, { stamp, connector });
    return connector;
  }

  async closeOne(id: string): Promise<void> {
    const open = this.open.get(id);
    this.open.delete(id);
    await open?.connector.close().catch(() => undefined);
  }

  /** Ends every pool (the server is closing). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.open.keys()].map((id) => this.closeOne(id)));
  }
}

export function settingsOf(
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
