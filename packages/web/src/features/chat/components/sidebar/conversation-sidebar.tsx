import { useState } from 'react';
import { Plus, Search } from 'lucide-react';
import type { User } from '@ai-analyst/contract/auth-types';
import type { Conversation } from '@ai-analyst/contract/chat-types';
import { LogoMark } from '../../../../components/logo';
import type { SocketStatus } from '../../../../lib/chat-socket';
import { ConversationItem } from './conversation-item';
import { UserSection } from './user-section';

interface SidebarProps {
  user: User;
  status: SocketStatus;
  conversations: Conversation[];
  loading: boolean;
  creating: boolean;
  activeId: string | null;
  onNew: () => void;
  onSelect: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onDelete: (conversation: Conversation) => void;
  /** Opens the conversation's sharing (private, or read-only with the organization). */
  onShare: (conversation: Conversation) => void;
  onSettings: () => void;
  onLogout: () => void;
}

/** Keeps the titles that contain the query, ignoring case. */
export function filterConversations(conversations: Conversation[], query: string): Conversation[] {
  const needle = query.trim().toLowerCase();
  return needle ? conversations.filter((c) => c.title.toLowerCase().includes(needle)) : conversations;
}

/** The sidebar: title, connection status, New Conversation, search, the list, the user. */
export function ConversationSidebar(props: SidebarProps) {
  const { conversations, activeId, loading } = props;
  const [query, setQuery] = useState('');
  const shown = filterConversations(conversations, query);

  return (
    <aside className="chat-sidebar" aria-label="Conversations">
      <div className="sidebar-header">
        <div className="sidebar-brand">
          <LogoMark size={26} />
          <h1 className="sidebar-title">AI Analyst</h1>
        </div>
        <span className={`connection-status status-${props.status}`} role="status" title="Connection status">
          <span className="status-dot" aria-hidden />
          {props.status}
        </span>
      </div>
      <button
        type="button"
        className="button button-primary button-block"
        onClick={props.onNew}
        disabled={loading || props.creating}
      >
        <Plus size={16} aria-hidden /> New Conversation
      </button>
      <label className="sidebar-search">
        <Search size={15} aria-hidden />
        <input
          type="search"
          placeholder="Search conversations..."
          aria-label="Search conversations"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <nav className="conversation-list" aria-label="Conversation list">
        {loading ? (
          <p className="conversation-empty">Loading conversations...</p>
        ) : shown.length === 0 ? (
          <p className="conversation-empty">{query ? 'No matching conversations' : 'No conversations yet'}</p>
        ) : (
          <ul>
            {shown.map((conversation) => (
              <ConversationItem
                key={conversation.id}
                conversation={conversation}
                active={conversation.id === activeId}
                onSelect={() => props.onSelect(conversation.id)}
                onRename={(title) => props.onRename(conversation.id, title)}
                onShare={() => props.onShare(conversation)}
                onDelete={() => props.onDelete(conversation)}
              />
            ))}
          </ul>
        )}
      </nav>
      <UserSection user={props.user} onLogout={props.onLogout} onSettings={props.onSettings} />
    </aside>
  );
}
