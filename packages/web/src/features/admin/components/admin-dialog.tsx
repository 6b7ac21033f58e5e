import type { ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';

interface AdminDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The footer's buttons. */
  actions: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** A form wraps the body and footer so Enter submits it. */
  onSubmit?: () => void;
}

const ADMIN_DIALOG = {
  backdrop: 'admin-dialog-backdrop',
  panel: 'admin-dialog',
  header: 'admin-dialog-header',
  body: 'admin-dialog-body',
  footer: 'admin-dialog-footer',
};
const FIRST_FIELD = [
  '.admin-dialog-body input:not([disabled]), .admin-dialog-body select:not([disabled])',
  '.admin-dialog-footer button:last-child',
];

/** A dialog of the admin panel, in its look; focus starts on the first field, else the footer's last button. */
export function AdminDialog({ title, onClose, children, actions, role, onSubmit }: AdminDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={actions}
      role={role}
      onSubmit={onSubmit}
      initialFocus={FIRST_FIELD}
      classes={ADMIN_DIALOG}
    >
      {children}
    </Dialog>
  );
}
