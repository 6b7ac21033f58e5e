// /shared/:shareId — a conversation a colleague shared read-only with the organization: its
// messages with their charts and tables, who shared it, and "Continue in a copy". A link that is
// revoked, unknown or another organization's shows a page that says the reader has no access.
import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, Copy, Eye, Lock, Sparkles } from 'lucide-react';
import type { Message } from '@ai-analyst/contract/chat-types';
import { LogoMark } from '../../../../components/logo';
import { preloadRichContent } from '../../../../components/rich-content/rich-content';
import { ThemeToggle } from '../../../../components/theme-toggle';
import { ApiError } from '../../../../lib/api-client';
import { copyShared, getShared } from '../../api/sharing-api';
import { messageParts } from '../../utils/message-parts';
import { modeLabel } from '../../utils/modes';
import { formatDateTime } from '../../../../utils/format';
import { stripTitleStamp } from '../../utils/title';
import { MessagePartView } from '../messages/message-part';
import { ToolSteps, toolStepsOf } from '../messages/tool-steps';
import '../../chat.css';
import '../../chat-parts.css';
import '../../chat-messages.css';
import '../../shared.css';

function ReadOnlyMessage({ message }: { message: Message }) {
  const isUser = message.message_type === 'user';
  return (
    <article
      className={`message ${isUser ? 'message-user' : 'message-assistant'}`}
      aria-label={isUser ? 'Shared question' : 'Shared answer'}
    >
      {!isUser && (
        <span className="message-avatar" aria-hidden>
          <Sparkles size={15} />
        </span>
      )}
      <div className="message-body">
        <div className="message-bubble">
          <ToolSteps steps={toolStepsOf(message)} />
          {messageParts(message).map((part, index) => (
            <MessagePartView key={index} part={part} />
          ))}
        </div>
        <div className="message-toolbar">
          <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        </div>
      </div>
    </article>
  );
}

export function NoAccessPage() {
  return (
    <main className="shared-no-access">
      <span className="shared-no-access-icon" aria-hidden>
        <Lock size={26} />
      </span>
      <h1>This conversation is not shared with you</h1>
      <p>
        The link may have been revoked by its owner, or the conversation belongs to another organization. Ask
        the person who sent it to share it with your organization again.
      </p>
      <Link className="button button-primary" to="/chat">
        Go to your conversations
      </Link>
    </main>
  );
}

export function SharedConversationPage({ shareId }: { shareId: string }) {
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['shared', shareId], queryFn: () => getShared(shareId), retry: false });
  const copy = useMutation({
    mutationFn: () => copyShared(shareId),
    onSuccess: (conversation) => navigate(`/chat?conversation=${encodeURIComponent(conversation.id)}`),
  });
  useEffect(() => preloadRichContent(), []);

  if (query.isPending) return <p className="message-placeholder">Loading shared conversation...</p>;
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NoAccessPage />;
    return (
      <main className="shared-no-access">
        <h1>The conversation could not be loaded</h1>
        <p role="alert">{query.error.message}</p>
        <button type="button" className="button button-primary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </main>
    );
  }
  const { shared, messages } = query.data;
  const ownerName = [shared.owner.first_name, shared.owner.last_name].filter(Boolean).join(' ') || shared.owner.username;
  return (
    <div className="shared-page">
      <header className="shared-header">
        <Link to="/chat" className="shared-brand" aria-label="AI Analyst: your conversations">
          <LogoMark size={26} />
        </Link>
        <div className="shared-heading">
          <h1 title={shared.title}>{stripTitleStamp(shared.title)}</h1>
          <p className="shared-meta">
            <span className="shared-badge">
              <Eye size={13} aria-hidden /> Read-only
            </span>
            <span>
              Shared by {shared.is_owner ? 'you' : ownerName} · {modeLabel(shared.qpn_mode)} · {formatDateTime(shared.created_at)}
            </span>
          </p>
        </div>
        <div className="shared-actions">
          {shared.is_owner && shared.conversation_id ? (
            <Link className="button button-secondary" to={`/chat?conversation=${encodeURIComponent(shared.conversation_id)}`}>
              <ArrowLeft size={16} aria-hidden /> Open in chat
            </Link>
          ) : (
            <button type="button" className="button button-primary" disabled={copy.isPending} onClick={() => copy.mutate()}>
              <Copy size={16} aria-hidden /> Continue in a copy
            </button>
          )}
          <ThemeToggle />
        </div>
      </header>
      {copy.error && (
        <p className="alert alert-error shared-alert" role="alert">
          {copy.error.message}
        </p>
      )}
      <main className="shared-messages message-scroll" aria-label="Shared messages">
        <div className="message-list">
          {messages.length === 0 ? (
            <p className="message-placeholder">No messages yet.</p>
          ) : (
            messages.map((message) => <ReadOnlyMessage key={message.id} message={message} />)
          )}
        </div>
      </main>
    </div>
  );
}
