import { useId } from 'react';
import { ConfirmButtons } from '../../../components/confirm-buttons';
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
      footer={<ConfirmButtons onCancel={onClose} onConfirm={onConfirm} busy={busy} />}
    >
      <p id={messageId}>{message}</p>
      <p className="files-dialog-note">This cannot be undone.</p>
    </Dialog>
  );
}
