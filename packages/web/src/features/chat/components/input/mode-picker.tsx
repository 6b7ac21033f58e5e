import type { QpnMode } from '@ai-analyst/contract/chat-types';
import { MODE_OPTIONS } from '../../utils/modes';

/** 'Select Processing Mode': fixed once the conversation has a mode. */
export function ModePicker({
  value,
  locked,
  onChange,
}: {
  value: QpnMode | null;
  locked: boolean;
  onChange: (mode: QpnMode) => void;
}) {
  return (
    <div className="mode-picker">
      <label htmlFor="mode-picker">Select Processing Mode</label>
      <select
        id="mode-picker"
        className="input input-sm"
        value={value ?? ''}
        disabled={locked}
        onChange={(e) => onChange(e.target.value as QpnMode)}
      >
        {!value && (
          <option value="" disabled>
            Choose a mode
          </option>
        )}
        {MODE_OPTIONS.map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </select>
      <span className="mode-note">Can only be set once per conversation</span>
    </div>
  );
}
