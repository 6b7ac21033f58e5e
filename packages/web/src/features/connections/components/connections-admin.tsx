import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Database, Pencil, Plus, RefreshCw, Trash2, Zap } from 'lucide-react';
import type { Connection, CreateConnectionRequest } from '@ai-analyst/contract/connections-types';
import {
  createConnection,
  deleteConnection,
  refreshConnection,
  testConnection,
  testUnsavedConnection,
  updateConnection,
} from '../api/connections-api';
import { connectionKeys, useConnections } from '../api/queries';
import { ConnectionForm } from './connection-form';
import '../connections.css';

const ENGINE_NAMES = { postgres: 'PostgreSQL', mysql: 'MySQL / MariaDB' } as const;

/**
 * The admin's Connections tab: the organization's databases with their status, and adding,
 * testing, refreshing and removing them. Every failure shows the server's plain message.
 */
export function ConnectionsAdmin() {
  const client = useQueryClient();
  const { data, isPending, isError, error } = useConnections();
  const [adding, setAdding] = useState(false);
  const invalidate = () => client.invalidateQueries({ queryKey: connectionKeys.all });
  const create = useMutation({
    mutationFn: createConnection,
    onSuccess: () => {
      setAdding(false);
      void invalidate();
    },
  });

  return (
    <section className="connections-admin" aria-labelledby="connections-title">
      <div className="connections-head">
        <h2 id="connections-title">Database connections</h2>
        {!adding && (
          <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
            <Plus size={16} aria-hidden /> Add connection
          </button>
        )}
      </div>
      <p className="muted">
        PostgreSQL and MySQL/MariaDB databases your organization can ask questions of. Queries run read-only
        inside the database; use a read-only database user (see the documentation).
      </p>
      {adding && (
        <ConnectionForm
          pending={create.isPending}
          error={create.error}
          onTest={testUnsavedConnection}
          onSave={(input) => create.mutate(input)}
          onCancel={() => {
            create.reset();
            setAdding(false);
          }}
        />
      )}
      {isPending && <p className="muted">Loading connections...</p>}
      {isError && (
        <p className="alert alert-error" role="alert">
          {error instanceof Error ? error.message : 'Failed to load connections'}
        </p>
      )}
      {data && data.length === 0 && !adding && <p className="muted">No connections yet.</p>}
      {data && data.length > 0 && (
        <ul className="connections-list">
          {data.map((connection) => (
            <ConnectionRow key={connection.id} connection={connection} onChanged={() => void invalidate()} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ConnectionRow({ connection, onChanged }: { connection: Connection; onChanged: () => void }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const save = useMutation({
    mutationFn: (input: CreateConnectionRequest) =>
      updateConnection(connection.id, {
        name: input.name,
        host: input.host,
        port: input.port,
        database: input.database,
        user: input.user,
        tls: input.tls,
        allowed_schemas: input.allowed_schemas,
        allowed_tables: input.allowed_tables,
        // An empty password field keeps the stored one.
        ...(input.password ? { password: input.password } : {}),
      }),
    onSuccess: () => {
      setEditing(false);
      setMessage({ ok: true, text: 'Saved. Test the connection to check the new settings.' });
      onChanged();
    },
  });
  const failure = (error: unknown) =>
    setMessage({ ok: false, text: error instanceof Error ? error.message : String(error) });
  const test = useMutation({
    mutationFn: () => testConnection(connection.id),
    onSuccess: (result) => {
      setMessage(
        result.ok
          ? { ok: true, text: `Connected: ${result.server_version ?? ''}` }
          : { ok: false, text: result.error ?? 'Failed' },
      );
      onChanged();
    },
    onError: failure,
  });
  const refresh = useMutation({
    mutationFn: () => refreshConnection(connection.id),
    onSuccess: (tables) => {
      setMessage({
        ok: true,
        text: `Catalog read: ${tables.length} table${tables.length === 1 ? '' : 's'}.`,
      });
      onChanged();
    },
    onError: failure,
  });
  const remove = useMutation({
    mutationFn: () => deleteConnection(connection.id),
    onSuccess: onChanged,
    onError: failure,
  });
  const status =
    connection.status === 'connected'
      ? 'connection-badge-ok'
      : connection.status === 'error'
        ? 'connection-badge-error'
        : '';
  return (
    <li className="connection-row">
      <Database size={18} aria-hidden />
      <div className="connection-meta">
        <div className="connection-title">
          <h3>{connection.name}</h3>
          <span className={`connection-badge ${status}`}>{connection.status}</span>
        </div>
        <p>
          {ENGINE_NAMES[connection.engine]} · {connection.user}@{connection.host}:{connection.port}/
          {connection.database}
          {connection.tls !== 'disable' ? ' · TLS' : ''} · {connection.table_count} table
          {connection.table_count === 1 ? '' : 's'}
        </p>
        {connection.last_error && <p className="connection-error">{connection.last_error}</p>}
        {message && (
          <p
            className={`alert ${message.ok ? 'connection-ok' : 'alert-error'}`}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </p>
        )}
      </div>
      <div className="connection-actions">
        <button
          type="button"
          className="button button-ghost"
          onClick={() => setEditing((e) => !e)}
          aria-label={`Edit ${connection.name}`}
        >
          <Pencil size={14} aria-hidden /> Edit
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => test.mutate()}
          disabled={test.isPending}
        >
          <Zap size={14} aria-hidden /> {test.isPending ? 'Testing...' : 'Test'}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => refresh.mutate()}
          disabled={refresh.isPending}
        >
          <RefreshCw size={14} aria-hidden /> {refresh.isPending ? 'Reading...' : 'Refresh tables'}
        </button>
        {confirming ? (
          <>
            <button
              type="button"
              className="button connection-danger"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
            >
              Remove {connection.name}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button-ghost"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${connection.name}`}
          >
            <Trash2 size={14} aria-hidden /> Remove
          </button>
        )}
      </div>
      {editing && (
        <div className="connection-edit">
          <ConnectionForm
            initial={connection}
            onLoadSchemas={() => testConnection(connection.id)}
            pending={save.isPending}
            error={save.error}
            onTest={testUnsavedConnection}
            onSave={(input) => save.mutate(input)}
            onCancel={() => {
              save.reset();
              setEditing(false);
            }}
          />
        </div>
      )}
    </li>
  );
}
