import { ConfirmButtons } from '../../../../components/confirm-buttons';
import { Modal } from './modal';

interface ConfirmModalProps {
  title: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone, such as deleting a conversation. */
export function ConfirmModal({
  title,
  message,
  confirmLabel = 'Delete',
  busy,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={<ConfirmButtons onCancel={onCancel} onConfirm={onConfirm} busy={busy} label={confirmLabel} />}
    >
      <p>{message}</p>
    </Modal>
  );
}

export const DELETE_CONVERSATION_TEXT =
  'Are you sure you want to delete this conversation? This action cannot be undone.';
