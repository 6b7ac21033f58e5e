import { KeyRound } from 'lucide-react';
import { AdminDialog } from './admin-dialog';
import { CopyButton, ErrorAlert } from './admin-feedback';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that changes someone's access (disable, enable, password reset). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger,
  pending,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AdminDialog
      title={title}
      role="alertdialog"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className={`button ${danger ? 'admin-button-danger' : 'button-primary'}`}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending ? 'Working...' : confirmLabel}
          </button>
        </>
      }
    >
      {error ? <ErrorAlert error={error} /> : null}
      <p className="admin-dialog-text">{message}</p>
    </AdminDialog>
  );
}

/**
 * A generated password, shown once: the server keeps only its hash, so closing this dialog is
 * the last chance to copy it.
 */
export function TemporaryPasswordDialog({
  title,
  username,
  password,
  onClose,
}: {
  title: string;
  username: string;
  password: string;
  onClose: () => void;
}) {
  return (
    <AdminDialog
      title={title}
      onClose={onClose}
      footer={
        <button type="button" className="button button-primary" onClick={onClose}>
          Done
        </button>
      }
    >
      <p className="admin-dialog-text">
        The temporary password of <strong>{username}</strong> is shown only once. Copy it now and give it to
        them through a safe channel.
      </p>
      <div className="admin-secret">
        <KeyRound size={16} aria-hidden />
        <code aria-label="Temporary password">{password}</code>
        <CopyButton value={password} />
      </div>
    </AdminDialog>
  );
}
