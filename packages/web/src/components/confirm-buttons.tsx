interface ConfirmButtonsProps {
  onCancel: () => void;
  onConfirm: () => void;
  /** While the action runs its button is disabled and says `busyLabel`. */
  busy?: boolean | undefined;
  label?: string;
  busyLabel?: string;
  /** The action button's classes: a danger button by default. */
  className?: string;
}

/** The footer of a confirmation dialog: Cancel, then the action. */
export function ConfirmButtons({
  onCancel,
  onConfirm,
  busy,
  label = 'Delete',
  busyLabel = 'Deleting...',
  className = 'button button-danger',
}: ConfirmButtonsProps) {
  return (
    <>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className={className} onClick={onConfirm} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
