import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { McpServer } from '@ai-analyst/contract/mcp-types';
import { useServerMutations } from '../api/queries';
import { reasonOf } from '../utils/format';

/** Splits an argument line like a shell would for plain words and "quoted parts". */
export function splitArguments(line: string): string[] {
  const parts: string[] = [];
  for (const match of line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g))
    parts.push(match[1] ?? match[2] ?? match[3] ?? '');
  return parts;
}

/**
 * The organization's external MCP servers (admins): each with its status and tool count, a
 * remove button, and a form to add one by stdio command or Streamable HTTP URL. The server tries
 * a new one before saving it, so a failure here names what went wrong.
 */
export function ServerManager({ servers, onChanged }: { servers: McpServer[]; onChanged?: () => void }) {
  const { add, remove } = useServerMutations(onChanged);
  const [transport, setTransport] = useState<'stdio' | 'http'>('stdio');
  const [name, setName] = useState('');
  const [command, setCommand] = useState('');
  const [args, setArgs] = useState('');
  const [url, setUrl] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const server =
      transport === 'stdio'
        ? { name: name.trim(), transport, command: command.trim(), args: splitArguments(args) }
        : {
            name: name.trim(),
            transport,
            url: url.trim(),
            ...(token.trim() ? { bearer_token: token.trim() } : {}),
          };
    add.mutate(server, {
      onSuccess: () => {
        setName('');
        setCommand('');
        setArgs('');
        setUrl('');
        setToken('');
      },
      onError: (err) => setError(reasonOf(err)),
    });
  };

  return (
    <section className="tools-servers" aria-labelledby="tools-servers-title">
      <h3 id="tools-servers-title">External MCP servers</h3>
      {servers.length === 0 ? (
        <p className="tools-muted">No external servers yet. Their tools join the list above once added.</p>
      ) : (
        <ul className="tools-server-list">
          {servers.map((server) => (
            <li key={server.id}>
              <span
                className={`tools-dot ${server.status === 'connected' ? 'is-ok' : 'is-bad'}`}
                aria-hidden
              />
              <div className="tools-server-main">
                <strong>{server.name}</strong>
                <code>
                  {server.transport === 'stdio' ? [server.command, ...server.args].join(' ') : server.url}
                </code>
                <span className="tools-muted">
                  {server.status === 'connected'
                    ? `${server.tools_count} tool${server.tools_count === 1 ? '' : 's'}`
                    : `Error connecting to MCP server: ${server.error ?? 'unknown error'}`}
                </span>
              </div>
              <button
                type="button"
                className="button button-ghost"
                aria-label={`Remove ${server.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(server.id, { onError: (err) => setError(reasonOf(err)) })}
              >
                <Trash2 size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="tools-server-form" onSubmit={submit} aria-label="Add an MCP server">
        <div className="field">
          <label htmlFor="mcp-server-name">Name</label>
          <input
            id="mcp-server-name"
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="weather"
            required
          />
        </div>
        <div className="field">
          <label htmlFor="mcp-server-transport">Transport</label>
          <select
            id="mcp-server-transport"
            className="input"
            value={transport}
            onChange={(e) => setTransport(e.target.value === 'http' ? 'http' : 'stdio')}
          >
            <option value="stdio">Command (stdio)</option>
            <option value="http">Streamable HTTP URL</option>
          </select>
        </div>
        {transport === 'stdio' ? (
          <>
            <div className="field">
              <label htmlFor="mcp-server-command">Command</label>
              <input
                id="mcp-server-command"
                className="input"
                value={command}
                onChange={(e) => setCommand(e.target.value)}
                placeholder="npx"
                required
              />
            </div>
            <div className="field">
              <label htmlFor="mcp-server-args">Arguments</label>
              <input
                id="mcp-server-args"
                className="input"
                value={args}
                onChange={(e) => setArgs(e.target.value)}
                placeholder="-y @modelcontextprotocol/server-everything"
              />
            </div>
          </>
        ) : (
          <>
            <div className="field">
              <label htmlFor="mcp-server-url">URL</label>
              <input
                id="mcp-server-url"
                className="input"
                type="url"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://example.com/mcp"
                required
              />
            </div>
            <div className="field">
              <label htmlFor="mcp-server-token">
                Bearer token <span className="optional">(optional)</span>
              </label>
              <input
                id="mcp-server-token"
                className="input"
                type="password"
                autoComplete="off"
                value={token}
                onChange={(e) => setToken(e.target.value)}
              />
            </div>
          </>
        )}
        <div className="tools-server-actions">
          <button type="submit" className="button button-secondary" disabled={add.isPending}>
            <Plus size={16} aria-hidden /> {add.isPending ? 'Connecting...' : 'Add Server'}
          </button>
        </div>
      </form>
      {error && (
        <p className="tools-banner tools-banner-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
