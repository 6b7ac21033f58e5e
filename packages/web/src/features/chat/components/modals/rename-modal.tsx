import { useState } from 'react';
import { DialogActions } from '../../../../components/confirm-dialog';
import { Modal } from './modal';

/** Rename Conversation: 'New Title', Save, Cancel; an empty title is ignored. */
export function RenameModal({
  initialTitle,
  onSave,
  onCancel,
}: {
  initialTitle: string;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState(initialTitle);
  const save = () => {
    if (title.trim()) onSave(title.trim());
  };
  return (
    <Modal
      title="Rename Conversation"
      onClose={onCancel}
      footer={<DialogActions onCancel={onCancel} label="Save" disabled={!title.trim()} onAction={save} />}
    >
      <div className="field">
        <label htmlFor="rename-title">New Title</label>
        <input
          id="rename-title"
          className="input"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && save()}
        />
      </div>
    </Modal>
  );
}
