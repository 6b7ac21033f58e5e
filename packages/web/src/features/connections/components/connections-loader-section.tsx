import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, Database, Plus, RefreshCw, Table2 } from 'lucide-react';
import type { Connection, ConnectionTable } from '@ai-analyst/contract/connections-types';
import { refreshConnection } from '../api/connections-api';
import { connectionKeys, useConnectionTables, useConnections } from '../api/queries';
import '../connections.css';

interface ConnectionsLoaderSectionProps {
  /** Attaches a table to the next message by its reference (`postgres:{connection}/{schema}.{table}`). */
  onUse: (reference: string, label: string) => void;
}

/** The Data Loader's databases: each connection's tables, to use in the chat as files are. */
export function ConnectionsLoaderSection({ onUse }: ConnectionsLoaderSectionProps) {
  const { data } = useConnections();
  if (!data || data.length === 0) return null;
  return (
    <section className="connections-loader" aria-label="Databases">
      <h3>Databases</h3>
      <ul>
        {data.map((connection) => (
          <ConnectionTables key={connection.id} connection={connection} onUse={onUse} />
        ))}
      </ul>
    </section>
  );
}

function ConnectionTables({
  connection,
  onUse,
}: {
  connection: Connection;
  onUse: ConnectionsLoaderSectionProps['onUse'];
}) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const tables = useConnectionTables(connection.id, open);
  const refresh = useMutation({
    mutationFn: () => refreshConnection(connection.id),
    onSuccess: (fresh) => client.setQueryData(connectionKeys.tables(connection.id), fresh),
  });
  const error = refresh.error ?? tables.error;
  return (
    <li className="connection-tables">
      <button
        type="button"
        className="button button-ghost"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <ChevronDown size={14} aria-hidden /> : <ChevronRight size={14} aria-hidden />}
        <Database size={16} aria-hidden /> {connection.name}
        <span className="muted">
          {' '}
          · {connection.engine === 'postgres' ? 'PostgreSQL' : 'MySQL / MariaDB'}
        </span>
      </button>
      {open && (
        <div className="connection-tables-body">
          {tables.isPending && <p className="muted">Reading tables...</p>}
          {error && (
            <p className="alert alert-error" role="alert">
              {error instanceof Error ? error.message : String(error)}
            </p>
          )}
          <button
            type="button"
            className="button button-ghost"
            onClick={() => refresh.mutate()}
            disabled={refresh.isPending}
          >
            <RefreshCw size={14} aria-hidden /> {refresh.isPending ? 'Refreshing...' : 'Refresh tables'}
          </button>
          <ul>
            {(refresh.data ?? tables.data ?? []).map((table) => (
              <TableRow
                key={table.reference}
                table={table}
                onUse={() => onUse(table.reference, `${table.schema}.${table.name}`)}
              />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

function TableRow({ table, onUse }: { table: ConnectionTable; onUse: () => void }) {
  const columns = table.columns.map((c) => `${c.name} (${c.type.toLowerCase()})`).join(', ');
  const rows = table.row_estimate === null ? '' : ` · ~${table.row_estimate.toLocaleString()} rows`;
  return (
    <li className="connection-table">
      <Table2 size={14} aria-hidden />
      <span className="connection-table-name" title={columns}>
        {table.schema}.{table.name}
        <span className="muted">
          {table.kind === 'view' ? ' · view' : ''}
          {rows} · {table.columns.length} columns
        </span>
      </span>
      <button
        type="button"
        className="button button-ghost"
        onClick={onUse}
        aria-label={`Use ${table.schema}.${table.name} in chat`}
      >
        <Plus size={14} aria-hidden /> Use in chat
      </button>
    </li>
  );
}
