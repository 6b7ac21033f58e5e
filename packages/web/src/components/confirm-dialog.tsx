import { useId, type ComponentType, type ReactNode } from 'react';
import type { LookDialogProps } from './dialog';

interface DialogActionsProps {
  onCancel: () => void;
  cancelLabel?: string;
  /** The action's label. */
  label: string;
  /** Shown on the action instead of its label while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  /** Disables the action for another reason than being busy (nothing to save yet). */
  disabled?: boolean;
  /** 'danger' for an action that deletes or takes something away. */
  tone?: 'primary' | 'danger';
  /** Without it the action is a submit button: of the enclosing form, or of the form `form` names. */
  onAction?: () => void;
  form?: string;
}

/**
 * A dialog's footer: Cancel, then its action, which is disabled and shows its busy label while
 * the action runs.
 */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  label,
  busyLabel,
  busy = false,
  disabled = false,
  tone = 'primary',
  onAction,
  form,
}: DialogActionsProps) {
  return (
    <>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={onAction ? 'button' : 'submit'}
        form={form}
        className={`button button-${tone}`}
        onClick={onAction}
        disabled={busy || disabled}
      >
        {busy && busyLabel ? busyLabel : label}
      </button>
    </>
  );
}

export interface ConfirmDialogProps {
  /** The feature's dialog, which gives the look and where focus starts. */
  dialog: ComponentType<LookDialogProps>;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while `busy`. */
  busyLabel?: string;
  /** The confirm button in the danger colour (deleting, taking access away). */
  danger?: boolean;
  busy?: boolean;
  /** 'alertdialog' unless the feature announces its confirmations as plain dialogs. */
  role?: 'dialog' | 'alertdialog';
  messageClassName?: string;
  /** Shown above the message: the failure of the last attempt. */
  alert?: ReactNode;
  /** Shown below the message. */
  note?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action: the title names it, the message (which describes the dialog) says what
 * it does, Cancel closes, and the confirm button is disabled while the action runs.
 */
export function ConfirmDialog({
  dialog: LookDialog,
  title,
  message,
  confirmLabel,
  busyLabel = 'Working...',
  danger = false,
  busy = false,
  role = 'alertdialog',
  messageClassName,
  alert,
  note,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <LookDialog
      title={title}
      role={role}
      describedBy={messageId}
      onClose={onCancel}
      footer={
        <DialogActions
          onCancel={onCancel}
          label={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          tone={danger ? 'danger' : 'primary'}
          onAction={onConfirm}
        />
      }
    >
      {alert}
      <p id={messageId} className={messageClassName}>
        {message}
      </p>
      {note}
    </LookDialog>
  );
}
