import { Dialog, type LookDialogProps } from '../../../../components/dialog';

const FIRST_FIELD = ['input, textarea, select, button:not(.modal-close)'];

/** A dialog over the chat, in the chat's look; focus starts on its first field or button. */
export function Modal({ size = 'sm', ...props }: LookDialogProps & { size?: 'sm' | 'md' }) {
  return (
    <Dialog
      {...props}
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
    />
  );
}
