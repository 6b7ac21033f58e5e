import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PlugZap, RefreshCw, Search, X } from 'lucide-react';
import type { TestConnectionResponse } from '@ai-analyst/contract/mcp-types';
import { toolsKeys, useToolList, type ToolScope } from '../api/queries';
import { testConnection } from '../api/tools-api';
import { reasonOf, totals } from '../utils/format';
import { syncToolPreferences } from '../utils/preferences';
import { ServerManager } from './server-manager';
import { ToolList } from './tool-list';
import { ToolStatus } from './tool-status';
import '../tools.css';

export interface ToolPanelProps {
  /** 'organization': an admin switches tools for everyone; 'personal': the user's own choice. */
  scope: ToolScope;
  /** Shows the external MCP servers and the form to add one (admins). */
  manageServers?: boolean;
  /** Called after a change that alters which tools are on (the app refreshes the chat's list). */
  onToolsChanged?: () => void;
}

/**
 * The tool management panel (also the admin page's MCP Tools tab): the tools with their
 * type and switch, server health and configuration, a connection test whose result can be closed,
 * and real usage statistics.
 */
export function ToolPanel({ scope, manageServers = false, onToolsChanged }: ToolPanelProps) {
  const queryClient = useQueryClient();
  const list = useToolList();
  const [query, setQuery] = useState('');
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<TestConnectionResponse | null>(null);

  useEffect(() => {
    if (list.data) syncToolPreferences(list.data.tools);
  }, [list.data]);

  const tools = useMemo(() => list.data?.tools ?? [], [list.data]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? tools.filter((t) => `${t.name} ${t.description}`.toLowerCase().includes(q)) : tools;
  }, [tools, query]);
  const usage = useMemo(() => totals(tools.map((t) => t.statistics)), [tools]);
  const connected = Boolean(list.data?.connected) && !list.isError;

  const runTest = async () => {
    setTesting(true);
    setResult(null);
    try {
      setResult(await testConnection());
    } catch (error) {
      setResult({
        success: false,
        message: 'Connection test failed',
        error: `Connection test failed: ${reasonOf(error)}`,
      });
    } finally {
      setTesting(false);
      void queryClient.invalidateQueries({ queryKey: toolsKeys.all });
    }
  };

  return (
    <section className="tools-panel" aria-labelledby="tools-panel-title">
      <header className="tools-header">
        <div>
          <h2 id="tools-panel-title">Tool Management</h2>
          <p className="tools-subtitle">
            {scope === 'organization'
              ? 'Switch tools on or off for everyone in your organization.'
              : 'Choose which tools the assistant may use for you.'}
          </p>
        </div>
        <div className="tools-header-actions">
          <span className={`tools-connection ${connected ? 'is-ok' : 'is-bad'}`} role="status">
            <span className={`tools-dot ${connected ? 'is-ok' : 'is-bad'}`} aria-hidden />
            {connected ? 'Connected' : 'Disconnected'}
          </span>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void queryClient.invalidateQueries({ queryKey: toolsKeys.all })}
            aria-label="Refresh tools"
          >
            <RefreshCw size={16} aria-hidden />
          </button>
          <button type="button" className="button button-secondary" onClick={runTest} disabled={testing}>
            <PlugZap size={16} aria-hidden /> {testing ? 'Testing...' : 'Test Connection'}
          </button>
        </div>
      </header>

      {result && (
        <div
          className={`tools-banner ${result.success ? 'tools-banner-ok' : 'tools-banner-error'}`}
          role={result.success ? 'status' : 'alert'}
        >
          <span>{result.success ? result.message : (result.error ?? result.message)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label="Close result"
            onClick={() => setResult(null)}
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      )}
      {list.data?.error && (
        <p className="tools-banner tools-banner-error" role="alert">
          {list.data.error}
        </p>
      )}

      <ToolStatus usage={usage} />

      <div className="tools-list-header">
        <h3>Tools {list.data && <span className="tools-count">{tools.length}</span>}</h3>
        <label className="tools-search">
          <Search size={16} aria-hidden />
          <span className="visually-hidden">Search tools</span>
          <input
            type="search"
            className="input"
            placeholder="Search tools..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
      </div>
      {list.isPending ? (
        <p className="tools-muted">Loading tools...</p>
      ) : list.isError ? (
        <p className="tools-banner tools-banner-error" role="alert">
          Failed to load MCP data: {reasonOf(list.error)}
        </p>
      ) : tools.length > 0 && shown.length === 0 ? (
        <p className="tools-muted">No tools match “{query.trim()}”.</p>
      ) : (
        <ToolList tools={shown} scope={scope} onChanged={onToolsChanged} />
      )}

      {manageServers && list.data && <ServerManager servers={list.data.servers} onChanged={onToolsChanged} />}
    </section>
  );
}
