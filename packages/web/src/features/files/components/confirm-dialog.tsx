import { useId } from 'react';
import { Dialog } from './dialog';

interface ConfirmDeleteDialogProps {
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The delete confirmation; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDeleteDialog({ message, busy, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      title="Delete"
      role="alertdialog"
      describedBy={messageId}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
      <p className="files-dialog-note">This cannot be undone.</p>
    </Dialog>
  );
}
