import type { ModelInfo } from '@ai-analyst/contract/chat-types';
import type { ToolInfo } from '../../api/chat-api';

/** Tools select: 'No tool' plus the enabled tools; hidden when there are none. */
export function ToolSelect({
  tools,
  value,
  onChange,
}: {
  tools: ToolInfo[];
  value: string;
  onChange: (tool: string) => void;
}) {
  if (tools.length === 0) return null;
  return (
    <select
      className="input input-sm compact-select"
      aria-label="Tool"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">No tool</option>
      {tools.map((tool) => (
        <option key={tool.id} value={tool.name} title={tool.description}>
          {tool.name}
        </option>
      ))}
    </select>
  );
}

/** Why a model cannot be chosen, in words for the person looking at the select. */
export function unavailableReason(isAdmin: boolean): string {
  return isAdmin ? 'Add an API key in Administration → Settings' : 'Not configured by your administrator';
}

/**
 * Model select: every model the server offers. Those whose provider has no key are listed,
 * disabled, under the reason (and what an admin can do about it).
 */
export function ModelSelect({
  models,
  value,
  onChange,
  isAdmin = false,
}: {
  models: ModelInfo[];
  value: string;
  onChange: (model: string) => void;
  isAdmin?: boolean;
}) {
  const available = models.filter((m) => m.available);
  const unavailable = models.filter((m) => !m.available);
  if (models.length === 0) return null;
  return (
    <select
      className="input input-sm compact-select"
      aria-label="Model"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {available.map((model) => (
        <option key={model.id} value={model.id}>
          {model.name}
        </option>
      ))}
      {unavailable.length > 0 && (
        <optgroup label={unavailableReason(isAdmin)}>
          {unavailable.map((model) => (
            <option key={model.id} value={model.id} disabled title={unavailableReason(isAdmin)}>
              {model.name}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
}
