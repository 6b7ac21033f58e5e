import type { ReactNode } from 'react';
import { Dialog } from '../../../../components/dialog';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md';
}

const FIRST_FIELD = ['input, textarea, select, button:not(.modal-close)'];

/** A dialog over the chat, in the chat's look; focus starts on its first field or button. */
export function Modal({ title, onClose, children, footer, size = 'sm' }: ModalProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={footer}
      initialFocus={FIRST_FIELD}
      closeIconSize={18}
      classes={{
        backdrop: 'modal-backdrop',
        panel: `modal modal-${size}`,
        header: 'modal-header',
        body: 'modal-body',
        footer: 'modal-footer',
        close: 'modal-close',
      }}
    >
      {children}
    </Dialog>
  );
}
