import type { ReactNode } from 'react';
import { useMcpConfiguration, useMcpHealth, useQcns, useSystemHealth } from '../api/queries';
import { formatDuration, plural } from '../utils/format';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Failed({ text }: { text: string }) {
  return <p className="tools-inline-error">{text}</p>;
}

/** 'streamable_http' reads as 'Streamable HTTP'; other modes are shown as sent. */
const serverModeLabel = (mode: string) => (mode === 'streamable_http' ? 'Streamable HTTP' : mode);

const yesNo = (value: boolean, yes = 'Configured', no = 'Not configured') => (
  <span className={value ? 'tools-yes' : 'tools-no'}>{value ? yes : no}</span>
);

/** An optional provider key: a missing one is normal (the built-in analyst needs none), so neutral. */
const optionalKey = (value: boolean) => (
  <span className={value ? 'tools-yes' : 'tools-neutral'}>{value ? 'Configured' : 'Not configured'}</span>
);

/**
 * Server health and configuration: health status, message, connected and tools count;
 * whether an OpenAI and an Anthropic key are configured; the server mode; the available QCN modes;
 * and the organization's real tool usage.
 */
export function ToolStatus({ usage }: { usage: { calls: number; errors: number; meanMs: number | null } }) {
  const health = useMcpHealth();
  const configuration = useMcpConfiguration();
  const system = useSystemHealth();
  const qcns = useQcns();

  return (
    <div className="tools-status-grid">
      <section className="tools-status-card" aria-labelledby="tools-health-title">
        <h3 id="tools-health-title">Server health</h3>
        {health.isError ? (
          <Failed text="Failed to check server health" />
        ) : (
          <dl className="tools-facts">
            <Item label="Status">
              <span className={health.data?.status === 'healthy' ? 'tools-yes' : 'tools-no'}>
                {health.data?.status ?? '…'}
              </span>
            </Item>
            <Item label="Connected">{health.data ? yesNo(health.data.connected, 'Yes', 'No') : '…'}</Item>
            <Item label="Tools">{health.data?.tools_count ?? '…'}</Item>
            <Item label="Enabled for you">
              {system.isError ? 'Failed to fetch system health' : (system.data?.tools_available ?? '…')}
            </Item>
          </dl>
        )}
        {health.data && <p className="tools-health-message">{health.data.message}</p>}
      </section>

      <section className="tools-status-card" aria-labelledby="tools-config-title">
        <h3 id="tools-config-title">Configuration</h3>
        {configuration.isError ? (
          <Failed text="Failed to fetch MCP configuration" />
        ) : (
          <dl className="tools-facts">
            <Item label="OpenAI key">
              {configuration.data ? optionalKey(configuration.data.has_openai_key) : '…'}
            </Item>
            <Item label="Anthropic key">
              {configuration.data ? optionalKey(configuration.data.has_anthropic_key) : '…'}
            </Item>
            <Item label="Server mode">
              {configuration.data ? serverModeLabel(configuration.data.mcp_server_mode) : '…'}
            </Item>
            <Item label="MCP server">
              {configuration.data
                ? yesNo(configuration.data.mcp_server_available, 'Available', 'Unavailable')
                : '…'}
            </Item>
          </dl>
        )}
        {configuration.data && !configuration.data.has_openai_key && !configuration.data.has_anthropic_key && (
          <p className="tools-health-message">
            Optional: no key is needed. The built-in analyst answers without one; a key adds OpenAI or Anthropic
            models.
          </p>
        )}
        <div className="tools-qcns">
          <span className="tools-qcns-label">QCN modes</span>
          {qcns.isError ? (
            <Failed text="Failed to fetch QCN modes" />
          ) : (
            <ul aria-label="Available QCN modes">
              {(qcns.data ?? []).map((qcn) => (
                <li key={qcn.name} title={qcn.description}>
                  {qcn.label}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="tools-status-card" aria-labelledby="tools-usage-title">
        <h3 id="tools-usage-title">Usage in your organization</h3>
        <dl className="tools-facts">
          <Item label="Calls">{usage.calls.toLocaleString()}</Item>
          <Item label="Errors">{usage.errors.toLocaleString()}</Item>
          <Item label="Mean duration">{formatDuration(usage.meanMs)}</Item>
          <Item label="Error rate">
            {usage.calls > 0 ? `${((usage.errors / usage.calls) * 100).toFixed(1)}%` : '—'}
          </Item>
        </dl>
        <p className="tools-health-message">
          Counted from every run: the assistant, tool calls and MCP agents ({plural(usage.calls, 'run')}).
        </p>
      </section>
    </div>
  );
}
