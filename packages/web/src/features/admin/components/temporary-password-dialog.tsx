import { KeyRound } from 'lucide-react';
import { AdminDialog } from './admin-dialog';
import { CopyButton } from './admin-feedback';

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
