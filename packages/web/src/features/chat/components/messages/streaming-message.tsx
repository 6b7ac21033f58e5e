import { Sparkles } from 'lucide-react';
import { RichContent } from '../../../../components/rich-content/rich-content';

/** The reply being written: its text so far, 'Generating...' and a blinking cursor. */
export function StreamingMessage({ content }: { content: string }) {
  return (
    <article
      className="message message-assistant is-streaming"
      aria-label="Assistant is replying"
      aria-busy="true"
    >
      <span className="message-avatar" aria-hidden>
        <Sparkles size={15} />
      </span>
      <div className="message-body">
        <div className="message-bubble">
          {content && <RichContent content={content} streaming />}
          <span className="stream-cursor" aria-hidden />
        </div>
        <p className="message-details generating">Generating...</p>
      </div>
    </article>
  );
}

/** Three dots while the assistant prepares a reply. */
export function TypingIndicator() {
  return (
    <div className="typing-indicator" role="status" aria-label="Assistant is typing">
      <span className="message-avatar" aria-hidden>
        <Sparkles size={15} />
      </span>
      <span className="typing-dots" aria-hidden>
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}
