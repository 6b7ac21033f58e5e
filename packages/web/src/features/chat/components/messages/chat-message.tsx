import { useState } from 'react';
import { Pencil, Sparkles, Trash2 } from 'lucide-react';
import type { Message } from '@ai-analyst/contract/chat-types';
import { CopyButton } from '../../../../components/rich-content/copy-button';
import { messageParts } from '../../utils/message-parts';
import { formatMessageTime } from '../../utils/title';
import { BranchSwitcher } from './branch-switcher';
import { MessageEditBox } from './message-edit-box';
import { MessagePartView } from './message-part';
import { ToolSteps, toolStepsOf } from './tool-steps';
import { IconButton } from '../../../../components/icon-button';

interface ChatMessageProps {
  message: Message;
  /** Edits and branch switches wait while a reply is being written. */
  busy: boolean;
  onEdit: (message: Message, content: string) => void;
  onDelete: (message: Message) => void;
  onSwitchBranch: (messageId: string) => void;
}

/** One stored message: its parts, its time, and the actions on it. */
export function ChatMessage({ message, busy, onEdit, onDelete, onSwitchBranch }: ChatMessageProps) {
  const [editing, setEditing] = useState(false);
  const isUser = message.message_type === 'user';
  return (
    <article
      className={`message ${isUser ? 'message-user' : 'message-assistant'}`}
      aria-label={isUser ? 'Your message' : 'Assistant message'}
      data-message-id={message.id}
    >
      {!isUser && (
        <span className="message-avatar" aria-hidden>
          <Sparkles size={15} />
        </span>
      )}
      <div className={`message-body${editing ? ' is-editing' : ''}`}>
        {editing ? (
          <MessageEditBox
            initial={message.content}
            onCancel={() => setEditing(false)}
            onSave={(content) => {
              setEditing(false);
              if (content !== message.content) onEdit(message, content);
            }}
          />
        ) : (
          <div className="message-bubble">
            <ToolSteps steps={toolStepsOf(message)} />
            {messageParts(message).map((part, index) => (
              <MessagePartView key={index} part={part} />
            ))}
          </div>
        )}
        {!editing && (
          <div className="message-toolbar">
            {message.branch && (
              <BranchSwitcher branch={message.branch} disabled={busy} onSwitch={onSwitchBranch} />
            )}
            <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
            <div className="message-actions">
              {!isUser && <CopyButton text={message.content} />}
              {isUser && (
                <IconButton
                  label="Edit message"
                  title="Edit"
                  icon={Pencil}
                  size={14}
                  small
                  disabled={busy}
                  onClick={() => setEditing(true)}
                />
              )}
              <IconButton
                label="Delete message"
                title="Delete"
                icon={Trash2}
                size={14}
                small
                disabled={busy}
                onClick={() => onDelete(message)}
              />
            </div>
          </div>
        )}
      </div>
    </article>
  );
}
