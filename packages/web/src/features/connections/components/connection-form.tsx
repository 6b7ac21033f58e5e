import { useId, useState, type FormEvent } from 'react';
import type {
  Connection,
  ConnectionTestResult,
  CreateConnectionRequest,
} from '@ai-analyst/contract/connections-types';

interface ConnectionFormProps {
  pending: boolean;
  error: unknown;
  onTest: (input: CreateConnectionRequest) => Promise<ConnectionTestResult>;
  onSave: (input: CreateConnectionRequest) => void;
  onCancel: () => void;
  /** Editing: the connection's current settings (the password stays unless a new one is typed). */
  initial?: Connection;
  /** Editing: the schemas of the saved connection (its test), to pick the allowed ones from. */
  onLoadSchemas?: () => Promise<ConnectionTestResult>;
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * Adding a connection: a connection URL, or host, port, database and user; the password, TLS and
 * the schemas or tables that may be read. 'Test' tries the settings before they are saved.
 */
export function ConnectionForm({
  pending,
  error,
  onTest,
  onSave,
  onCancel,
  initial,
  onLoadSchemas,
}: ConnectionFormProps) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [values, setValues] = useState({
    name: initial?.name ?? '',
    engine: (initial?.engine ?? 'postgres') as 'postgres' | 'mysql',
    url: '',
    host: initial?.host ?? '',
    port: initial ? String(initial.port) : '',
    database: initial?.database ?? '',
    user: initial?.user ?? '',
    password: '',
    tls: (initial?.tls ?? 'disable') as 'disable' | 'require' | 'verify',
    tables: initial?.allowed_tables.join(', ') ?? '',
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const [test, setTest] = useState<ConnectionTestResult | { ok: false; error: string } | null>(null);
  const [testing, setTesting] = useState(false);
  // The schemas the database offers (from a test) and the ones chosen; none chosen means all.
  const [offered, setOffered] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[]>(initial?.allowed_schemas ?? []);
  const choices = [...new Set([...offered, ...chosen])].sort();
  const toggle = (schema: string) =>
    setChosen((c) => (c.includes(schema) ? c.filter((s) => s !== schema) : [...c, schema]));
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const request = (): CreateConnectionRequest => ({
    name: values.name.trim(),
    engine: values.engine,
    ...(values.url.trim() ? { url: values.url.trim() } : {}),
    ...(values.host.trim() ? { host: values.host.trim() } : {}),
    ...(values.port.trim() ? { port: Number(values.port) } : {}),
    ...(values.database.trim() ? { database: values.database.trim() } : {}),
    ...(values.user.trim() ? { user: values.user.trim() } : {}),
    ...(values.password ? { password: values.password } : {}),
    tls: values.tls,
    allowed_schemas: chosen,
    allowed_tables: list(values.tables),
  });

  const runTest = async (run: () => Promise<ConnectionTestResult>) => {
    setTesting(true);
    setTest(null);
    try {
      const result = await run();
      setTest(result);
      if (result.ok) setOffered(result.schemas ?? []);
    } catch (failure) {
      setTest({ ok: false, error: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setTesting(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!NAME.test(values.name.trim())) {
      setNameError('Use lower-case letters, digits, "-" and "_" (it becomes part of table references).');
      return;
    }
    setNameError(null);
    onSave(request());
  };

  return (
    <form
      className="connection-form"
      onSubmit={submit}
      aria-label={initial ? `Edit ${initial.name}` : 'Add a connection'}
    >
      <div className="connection-form-grid">
        <label htmlFor={field('name')}>Name</label>
        <input
          id={field('name')}
          value={values.name}
          onChange={set('name')}
          placeholder="warehouse"
          required
        />
        {nameError && (
          <p className="field-error" role="alert">
            {nameError}
          </p>
        )}
        <label htmlFor={field('engine')}>Engine</label>
        <select
          id={field('engine')}
          value={values.engine}
          onChange={set('engine')}
          disabled={initial !== undefined}
        >
          <option value="postgres">PostgreSQL</option>
          <option value="mysql">MySQL / MariaDB</option>
        </select>
        {!initial && (
          <>
            <label htmlFor={field('url')}>Connection URL (optional)</label>
            <input
              id={field('url')}
              value={values.url}
              onChange={set('url')}
              placeholder="postgres://user:password@host:5432/database"
            />
          </>
        )}
        <label htmlFor={field('host')}>Host</label>
        <input id={field('host')} value={values.host} onChange={set('host')} placeholder="db.example.com" />
        <label htmlFor={field('port')}>Port</label>
        <input
          id={field('port')}
          value={values.port}
          onChange={set('port')}
          inputMode="numeric"
          placeholder={values.engine === 'postgres' ? '5432' : '3306'}
        />
        <label htmlFor={field('database')}>Database</label>
        <input id={field('database')} value={values.database} onChange={set('database')} />
        <label htmlFor={field('user')}>User</label>
        <input id={field('user')} value={values.user} onChange={set('user')} autoComplete="off" />
        <label htmlFor={field('password')}>Password</label>
        <input
          id={field('password')}
          type="password"
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
          placeholder={initial?.has_password ? 'unchanged' : ''}
        />
        <label htmlFor={field('tls')}>TLS</label>
        <select id={field('tls')} value={values.tls} onChange={set('tls')}>
          <option value="disable">Off</option>
          <option value="require">Required (certificate not checked)</option>
          <option value="verify">Required and verified</option>
        </select>
        <fieldset className="connection-schemas">
          <legend>Allowed {values.engine === 'mysql' ? 'databases' : 'schemas'} (none chosen: all)</legend>
          {choices.length === 0 && (
            <p className="connection-hint">
              {initial ? 'Load the schemas' : 'Test the connection'} to choose from the ones the database has.
            </p>
          )}
          {choices.map((schema) => (
            <label key={schema} className="connection-schema">
              <input type="checkbox" checked={chosen.includes(schema)} onChange={() => toggle(schema)} />{' '}
              {schema}
            </label>
          ))}
          {initial && onLoadSchemas && (
            <button
              type="button"
              className="button button-ghost"
              onClick={() => void runTest(onLoadSchemas)}
              disabled={testing}
            >
              {testing ? 'Loading...' : 'Load schemas'}
            </button>
          )}
        </fieldset>
        <label htmlFor={field('tables')}>Allowed tables (schema.table, empty for all)</label>
        <input
          id={field('tables')}
          value={values.tables}
          onChange={set('tables')}
          placeholder="sales.orders"
        />
      </div>
      {test && (
        <p
          className={`alert ${test.ok ? 'connection-ok' : 'alert-error'}`}
          role={test.ok ? 'status' : 'alert'}
        >
          {test.ok ? `Connected: ${'server_version' in test ? (test.server_version ?? '') : ''}` : test.error}
        </p>
      )}
      {error !== null && error !== undefined && (
        <p className="alert alert-error" role="alert">
          {error instanceof Error ? error.message : String(error)}
        </p>
      )}
      <div className="connection-form-actions">
        <button type="button" className="button button-ghost" onClick={onCancel}>
          Cancel
        </button>
        {!initial && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void runTest(() => onTest(request()))}
            disabled={testing}
          >
            {testing ? 'Testing...' : 'Test'}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Saving...' : 'Save connection'}
        </button>
      </div>
    </form>
  );
}
