import { useEffect, useRef, useState } from 'react';
import { Link2, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import type { Conversation } from '@ai-analyst/contract/chat-types';
import { stripTitleStamp } from '../../utils/title';
import { IconButton } from '../../../../components/icon-button';

interface ConversationItemProps {
  conversation: Conversation;
  active: boolean;
  onSelect: () => void;
  onRename: (title: string) => void;
  onShare: () => void;
  onDelete: () => void;
}

/** One conversation in the sidebar, with inline rename (Enter saves, Escape cancels), Share and Delete. */
export function ConversationItem({
  conversation,
  active,
  onSelect,
  onRename,
  onShare,
  onDelete,
}: ConversationItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(conversation.title);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  const finish = (save: boolean) => {
    setEditing(false);
    const title = draft.trim();
    if (save && title && title !== conversation.title) onRename(title);
  };

  if (editing) {
    return (
      <li className="conversation-item is-editing">
        <input
          ref={input}
          className="input conversation-rename"
          aria-label="Conversation title"
          value={draft}
          maxLength={200}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') finish(true);
            if (e.key === 'Escape') finish(false);
          }}
          onBlur={() => finish(false)}
        />
      </li>
    );
  }
  const title = stripTitleStamp(conversation.title);
  return (
    <li className={`conversation-item${active ? ' is-active' : ''}`}>
      <button
        type="button"
        className="conversation-select"
        aria-current={active ? 'true' : undefined}
        title={conversation.title}
        onClick={onSelect}
        onDoubleClick={() => {
          setDraft(conversation.title);
          setEditing(true);
        }}
      >
        <MessageSquare size={15} aria-hidden />
        <span className="conversation-title">{title}</span>
      </button>
      <div className="conversation-actions">
        <IconButton
          label={`Rename ${title}`}
          title="Rename"
          icon={Pencil}
          size={14}
          small
          onClick={() => {
            setDraft(conversation.title);
            setEditing(true);
          }}
        />
        <IconButton label={`Share ${title}`} title="Share" icon={Link2} size={14} small onClick={onShare} />
        <IconButton
          label={`Delete ${title}`}
          title="Delete"
          icon={Trash2}
          size={14}
          small
          className="danger"
          onClick={onDelete}
        />
      </div>
    </li>
  );
}
