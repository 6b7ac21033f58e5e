/** Opens the connector for a connection's engine: the one place that knows every engine. */
import { MysqlConnector } from './mysql';
import { PostgresConnector } from './postgres';
import {
  DEFAULT_CONNECTOR_LIMITS,
  type ConnectionSettings,
  type Connector,
  type ConnectorLimits,
} from './types';

export function openConnector(
  settings: ConnectionSettings,
  limits: Partial<ConnectorLimits> = {},
): Connector {
  const all = { ...DEFAULT_CONNECTOR_LIMITS, ...limits };
  switch (settings.engine) {
    case 'postgres':
      return new PostgresConnector(settings, all);
    case 'mysql':
      return new MysqlConnector(settings, all);
  }
}
