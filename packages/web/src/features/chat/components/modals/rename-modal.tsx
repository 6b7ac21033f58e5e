import { useState } from 'react';
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
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={save} disabled={!title.trim()}>
            Save
          </button>
        </>
      }
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
