import type { ReactNode } from 'react';
import { Dialog as SharedDialog } from '../../../components/dialog';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The footer's buttons. */
  actions: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}

const FILES_DIALOG = {
  backdrop: 'files-dialog-backdrop',
  panel: 'files-dialog',
  header: 'files-dialog-header',
  body: 'files-dialog-body',
  footer: 'files-dialog-footer',
  close: 'files-dialog-close',
};
const FIRST_FIELD = ['input, textarea, select', '.files-dialog-footer button:not([disabled])'];

/** A dialog of the file manager, in its look; focus starts on the first field, else the first footer button. */
export function Dialog({ title, onClose, children, actions, role, describedBy }: DialogProps) {
  return (
    <SharedDialog
      title={title}
      onClose={onClose}
      footer={actions}
      role={role}
      describedBy={describedBy}
      initialFocus={FIRST_FIELD}
      classes={FILES_DIALOG}
    >
      {children}
    </SharedDialog>
  );
}
