import { useId, useState } from 'react';
import { DialogActions } from '../../../components/confirm-dialog';
import { Dialog } from './dialog';

interface NameDialogProps {
  title: string;
  label: string;
  initialName?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The failure of the last attempt, shown in the dialog. */
  error?: string | null;
  /** Called with what was typed; the caller ignores an empty or unchanged name. */
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Asks for one name: a new folder's, or an item's new name. */
export function NameDialog({
  title,
  label,
  initialName = '',
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const inputId = useId();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          label={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          form={`${inputId}-form`}
        />
      }
    >
      <form
        id={`${inputId}-form`}
        className="field"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit(name);
        }}
      >
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          className="input"
          value={name}
          maxLength={255}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setName(event.target.value)}
          onFocus={(event) => {
            // Select the name without its extension, as desktop file managers do.
            const dot = event.target.value.lastIndexOf('.');
            event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
          }}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
