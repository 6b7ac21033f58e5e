/**
 * The plain messages the PostgreSQL and MySQL/MariaDB connectors give for the same failures, as
 * `ConnectorError`s; each engine's error mapping (postgres.ts, mysql.ts) decides which applies.
 */
import { ConnectorError, type ConnectionSettings } from './types';

/** Network error codes meaning that no database answered at the address. */
export const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
]);

/** The failures of a connection to `settings` whose statements stop after `timeoutMs`. */
export function connectorFailures(settings: ConnectionSettings, timeoutMs: number) {
  const where = `${settings.host}:${settings.port}`;
  return {
    where,
    authFailed: () =>
      new ConnectorError(
        'auth_failed',
        `The database refused the user "${settings.user}": wrong user name or password.`,
      ),
    databaseMissing: () =>
      new ConnectorError(
        'database_missing',
        `The database "${settings.database}" does not exist on ${where}.`,
      ),
    tableMissing: (message: string) =>
      new ConnectorError(
        'table_missing',
        `A table the question needs no longer exists in the database (was it renamed?). Refresh the catalog. (${message})`,
      ),
    columnMissing: (message: string) =>
      new ConnectorError(
        'table_missing',
        `A column the question needs no longer exists in the database; refresh the catalog. (${message})`,
      ),
    readOnly: () => new ConnectorError('query_failed', 'Only reading is allowed on database connections.'),
    timeout: () =>
      new ConnectorError(
        'timeout',
        `The query took longer than ${Math.round(timeoutMs / 1000)} s and was stopped. Filter or aggregate more.`,
      ),
    unreachable: (code: string | undefined) =>
      new ConnectorError(
        'unreachable',
        `Could not reach a database at ${where} (${code}). Check the host, port and firewall.`,
      ),
    noTls: () =>
      new ConnectorError(
        'tls_failed',
        `The database at ${where} does not offer encrypted (TLS) connections, but this connection requires TLS: enable TLS on the database server, or set TLS to "disable" if the network to it is trusted.`,
      ),
    tlsRequired: () =>
      new ConnectorError(
        'tls_required',
        `The database at ${where} requires an encrypted (TLS) connection; set TLS to "require".`,
      ),
    tlsFailed: (message: string) =>
      new ConnectorError('tls_failed', `The encrypted connection to ${where} failed: ${message}`),
    connectionLost: () =>
      new ConnectorError(
        'connection_lost',
        'The connection to the database was lost during the query. Try again; if it keeps happening, check the database server.',
      ),
    queryFailed: (message: string) =>
      new ConnectorError('query_failed', `The database could not run the query: ${message.split('\n')[0]}`),
  };
}
