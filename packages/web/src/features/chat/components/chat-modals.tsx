import { useState } from 'react';
import type { User } from '@ai-analyst/contract/auth-types';
import type { Conversation, Message } from '@ai-analyst/contract/chat-types';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { chatKeys } from '../api/queries';
import { DataLoaderModal } from './modals/data-loader-modal';
import { Modal } from './modals/modal';
import { GoogleSheetsModal } from './modals/google-sheets-modal';
import { RenameModal } from './modals/rename-modal';
import { SettingsModal } from './modals/settings-modal';
import { ShareModal } from './modals/share-modal';
import { ConversationSettingsModal } from './modals/conversation-settings-modal';

export type ModalState =
  | null
  | { kind: 'settings' }
  | { kind: 'rename'; conversation: Conversation }
  | { kind: 'delete-conversation'; conversation: Conversation }
  | { kind: 'delete-message'; conversationId: string; message: Message }
  | { kind: 'data-loader' }
  | { kind: 'google-sheets' }
  | { kind: 'share'; conversation: Conversation }
  | { kind: 'conversation-settings'; conversation: Conversation };

interface ChatModalsProps {
  modal: ModalState;
  user: User;
  onClose: () => void;
  onOpen: (modal: ModalState) => void;
  onOpenFiles: () => void;
  onRename: (id: string, title: string) => void;
  onDeleteConversation: (id: string) => Promise<void>;
  onDeleteMessage: (conversationId: string, message: Message) => void;
  onAttachPath: (path: string, label?: string) => void;
  onSaveMetadata: (id: string, metadata: Record<string, unknown>) => Promise<void>;
}

const DELETE_CONVERSATION_TEXT =
  'Are you sure you want to delete this conversation? This action cannot be undone.';

/** The chat's dialogs, one at a time. */
export function ChatModals({ modal, user, onClose, onOpen, onOpenFiles, ...actions }: ChatModalsProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!modal) return null;
  switch (modal.kind) {
    case 'settings':
      return <SettingsModal user={user} onClose={onClose} />;
    case 'share':
      return <ShareModal conversation={modal.conversation} onClose={onClose} />;
    case 'conversation-settings':
      return (
        <ConversationSettingsModal
          conversation={modal.conversation}
          onSave={(metadata) => actions.onSaveMetadata(modal.conversation.id, metadata)}
          onClose={onClose}
        />
      );
    case 'rename':
      return (
        <RenameModal
          initialTitle={modal.conversation.title}
          onCancel={onClose}
          onSave={(title) => {
            actions.onRename(modal.conversation.id, title);
            onClose();
          }}
        />
      );
    case 'delete-conversation':
      return (
        <ConfirmDialog
          dialog={Modal}
          role="dialog"
          title="Confirm Deletion"
          message={DELETE_CONVERSATION_TEXT}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          danger
          busy={busy}
          onCancel={onClose}
          onConfirm={async () => {
            setBusy(true);
            await actions.onDeleteConversation(modal.conversation.id);
            setBusy(false);
            onClose();
          }}
        />
      );
    case 'delete-message':
      return (
        <ConfirmDialog
          dialog={Modal}
          role="dialog"
          title="Delete Message"
          message="Delete this message and everything after it on this branch? This action cannot be undone."
          confirmLabel="Delete"
          danger
          onCancel={onClose}
          onConfirm={() => {
            actions.onDeleteMessage(modal.conversationId, modal.message);
            onClose();
          }}
        />
      );
    case 'data-loader':
      return (
        <DataLoaderModal
          onClose={onClose}
          onOpenFiles={onOpenFiles}
          onOpenGoogleSheets={() => onOpen({ kind: 'google-sheets' })}
          onUseSheet={(sheet) => {
            actions.onAttachPath(sheet.path, sheet.name);
            onClose();
          }}
          onUseReference={(reference, label) => {
            actions.onAttachPath(reference, label);
            onClose();
          }}
        />
      );
    case 'google-sheets':
      return (
        <GoogleSheetsModal
          onClose={onClose}
          onLoaded={(sheet) => {
            void client.invalidateQueries({ queryKey: chatKeys.dataSources });
            actions.onAttachPath(sheet.path, sheet.name);
            onClose();
          }}
        />
      );
    default:
      return null;
  }
}
