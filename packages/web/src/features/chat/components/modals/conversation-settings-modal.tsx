import { useState } from 'react';
import type { Conversation } from '@ai-analyst/contract/chat-types';
import { modeLabel } from '../../utils/modes';
import { DialogActions } from '../../../../components/confirm-dialog';
import { Modal } from './modal';

export const MAX_INSTRUCTIONS = 8000;

/**
 * Conversation settings: its mode, and for a Custom conversation the instructions the assistant
 * follows with every message (kept in the conversation's metadata as `system_prompt`).
 */
export function ConversationSettingsModal({
  conversation,
  onSave,
  onClose,
}: {
  conversation: Conversation;
  onSave: (metadata: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}) {
  const current =
    typeof conversation.metadata?.system_prompt === 'string' ? conversation.metadata.system_prompt : '';
  const [instructions, setInstructions] = useState(current);
  const [saving, setSaving] = useState(false);
  const custom = conversation.qpn_mode === 'custom';
  const save = async () => {
    setSaving(true);
    try {
      await onSave({ ...conversation.metadata, system_prompt: instructions.trim() });
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title="Conversation settings"
      onClose={onClose}
      size="md"
      footer={
        custom ? (
          <DialogActions
            onCancel={onClose}
            label="Save"
            disabled={saving || instructions.trim() === current.trim()}
            onAction={() => void save()}
          />
        ) : (
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        )
      }
    >
      <p className="modal-lead">
        Mode: <strong>{modeLabel(conversation.qpn_mode)}</strong>
      </p>
      {custom ? (
        <div className="field">
          <label htmlFor="conversation-instructions">Instructions for the assistant</label>
          <textarea
            id="conversation-instructions"
            className="input"
            rows={8}
            maxLength={MAX_INSTRUCTIONS}
            placeholder="For example: You are our finance analyst. Answer in euros, in short bullet points."
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
          />
          <p className="share-note">The assistant follows these with every message of this conversation.</p>
        </div>
      ) : (
        <p className="share-note">
          Instructions of your own apply to Custom conversations: choose Custom in “Select Processing Mode”
          before the first message of a new conversation, then write them here.
        </p>
      )}
    </Modal>
  );
}
