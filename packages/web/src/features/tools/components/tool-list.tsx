import { useState } from 'react';
import { Blocks, Plug } from 'lucide-react';
import type { Tool } from '@ai-analyst/contract/mcp-types';
import { useToggleTool, type ToolScope } from '../api/queries';
import { reasonOf, statisticsLine } from '../utils/format';
import { rememberToolPreference } from '../utils/preferences';
import { ToolToggle } from './tool-toggle';

/** The argument names of a tool's JSON Schema, required ones first. */
function argumentsOf(schema: Tool['schema']): string[] {
  const properties =
    schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties) : [];
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return [...properties.filter((p) => required.has(p)), ...properties.filter((p) => !required.has(p))];
}

/**
 * The tools with their type, description, real statistics and switch. In the organization scope
 * (admins) the switch is the organization's; in the personal scope it is the user's own.
 */
export function ToolList({
  tools,
  scope,
  onChanged,
}: {
  tools: Tool[];
  scope: ToolScope;
  onChanged?: () => void;
}) {
  const toggle = useToggleTool(scope, onChanged);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = (tool: Tool, enabled: boolean) => {
    setError(null);
    setPending(tool.name);
    toggle.mutate(
      { name: tool.name, enabled },
      {
        onSuccess: (updated) => {
          if (scope === 'personal') rememberToolPreference(updated.name, updated.user_enabled);
        },
        onError: (err) => setError(`Failed to update tool: ${reasonOf(err)}`),
        onSettled: () => setPending(null),
      },
    );
  };

  if (tools.length === 0)
    return <p className="tools-empty">No MCP tools available. Check your server connection.</p>;

  return (
    <div className="tools-list-wrap">
      {error && (
        <p className="tools-banner tools-banner-error" role="alert">
          {error}
        </p>
      )}
      <ul className="tools-list" aria-label="Tools">
        {tools.map((tool) => {
          const args = argumentsOf(tool.schema);
          const enabled = scope === 'organization' ? tool.organization_enabled : tool.enabled;
          const locked =
            scope === 'personal' && !tool.organization_enabled ? 'Disabled by your administrator' : undefined;
          return (
            <li key={tool.name} className="tools-row" data-tool={tool.name}>
              <span className={`tools-row-icon tools-type-${tool.type}`} aria-hidden>
                {tool.type === 'mcp' ? <Plug size={16} /> : <Blocks size={16} />}
              </span>
              <div className="tools-row-main">
                <div className="tools-row-title">
                  <code className="tools-name">{tool.name}</code>
                  <span className={`tools-badge tools-badge-${tool.type}`}>
                    {tool.type === 'mcp' ? `mcp · ${tool.server?.name ?? 'external'}` : 'builtin'}
                  </span>
                </div>
                <p className="tools-description">{tool.description || 'No description'}</p>
                <p className="tools-meta">
                  <span>{statisticsLine(tool.statistics)}</span>
                  {args.length > 0 && <span className="tools-args">Arguments: {args.join(', ')}</span>}
                </p>
              </div>
              <ToolToggle
                name={tool.name}
                enabled={locked ? false : enabled}
                updating={pending === tool.name}
                lockedReason={locked}
                onChange={(next) => change(tool, next)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
