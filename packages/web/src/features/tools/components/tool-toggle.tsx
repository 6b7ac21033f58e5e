/**
 * The enabled switch of one tool: while the change is applied it reads
 * 'Updating...', then Enabled or Disabled. A tool the organization switched off cannot be switched
 * on by a user for themselves.
 */
export function ToolToggle({
  name,
  enabled,
  updating,
  lockedReason,
  onChange,
}: {
  name: string;
  enabled: boolean;
  updating: boolean;
  /** Why the user cannot change it (shown instead of the state), if so. */
  lockedReason?: string;
  onChange: (enabled: boolean) => void;
}) {
  const label = updating ? 'Updating...' : (lockedReason ?? (enabled ? 'Enabled' : 'Disabled'));
  return (
    <label className="tools-toggle">
      <span className={`tools-toggle-label${enabled && !lockedReason ? ' is-on' : ''}`} aria-live="polite">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-label={`${name} enabled`}
        className="tools-switch"
        disabled={updating || Boolean(lockedReason)}
        onClick={() => onChange(!enabled)}
      >
        <span className="tools-switch-thumb" aria-hidden />
      </button>
    </label>
  );
}
