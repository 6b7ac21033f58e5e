import { useEffect, useLayoutEffect, useRef } from 'react';
import { Compass } from 'lucide-react';
import type { Message } from '@ai-analyst/contract/chat-types';
import type { StreamingMessage as Streaming } from '../../hooks/use-chat-socket';
import { ChatMessage } from './chat-message';
import { StreamingMessage, TypingIndicator } from './streaming-message';

interface MessageListProps {
  messages: Message[];
  loading: boolean;
  streaming: Streaming | null;
  typing: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  onEdit: (message: Message, content: string) => void;
  onDelete: (message: Message) => void;
  onSwitchBranch: (messageId: string) => void;
}

/** The messages of the active branch, the reply being streamed and the typing indicator. */
export function MessageList(props: MessageListProps) {
  const { messages, streaming, typing, loading } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  // A streamed reply that is already stored is shown once, as the stored message.
  const showStream = streaming && !messages.some((m) => m.id === streaming.messageId);
  const busy = Boolean(showStream || typing);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  // Follow new content while the reader is at the bottom; leave them be when they scrolled up.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, streaming?.content, typing]);

  return (
    <div className="message-scroll" ref={scroller}>
      <div className="message-list" aria-live="polite">
        {loading && <p className="message-placeholder">Loading conversations...</p>}
        {!loading && messages.length === 0 && !showStream && !typing && (
          <div className="conversation-start">
            <span className="conversation-start-icon" aria-hidden>
              <Compass size={22} />
            </span>
            <p>Choose a QPN mode to get started...</p>
            <p className="muted">Pick a processing mode below, then ask a question or try a suggestion.</p>
          </div>
        )}
        {props.hasEarlier && (
          <button
            type="button"
            className="button button-ghost button-sm load-earlier"
            onClick={props.onLoadEarlier}
            disabled={props.loadingEarlier}
          >
            {props.loadingEarlier ? 'Loading...' : 'Load earlier messages'}
          </button>
        )}
        {messages.map((message) => (
          <ChatMessage
            key={message.id}
            message={message}
            busy={busy}
            onEdit={props.onEdit}
            onDelete={props.onDelete}
            onSwitchBranch={props.onSwitchBranch}
          />
        ))}
        {showStream && <StreamingMessage content={streaming.content} />}
        {typing && !showStream && <TypingIndicator />}
      </div>
    </div>
  );
}
