import type { ModelInfo } from '@ai-analyst/contract/chat';
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

/** Model select: the models whose provider is configured (the built-in analyst always). */
export function ModelSelect({
  models,
  value,
  onChange,
}: {
  models: ModelInfo[];
  value: string;
  onChange: (model: string) => void;
}) {
  const available = models.filter((m) => m.available);
  if (available.length === 0) return null;
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
    </select>
  );
}
