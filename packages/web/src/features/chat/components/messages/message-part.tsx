import { AlertCircle, Paperclip } from 'lucide-react';
import { RichContent } from '../../../../components/rich-content/rich-content';
import type { MessagePart } from '../../utils/message-parts';

/** One part of a message, by its type. */
export function MessagePartView({ part }: { part: MessagePart }) {
  switch (part.type) {
    case 'attachments':
      return (
        <ul className="message-attachments" aria-label="Attached files">
          {part.files.map((file) => (
            <li key={file} className="file-chip" title={file}>
              <Paperclip size={12} aria-hidden />
              <span>{file.split('/').pop()}</span>
            </li>
          ))}
        </ul>
      );
    case 'text':
      return <p className="message-text">{part.text}</p>;
    case 'rich':
      return <RichContent content={part.content} streaming={part.streaming} />;
    case 'error':
      return (
        <p className="message-error" role="alert">
          <AlertCircle size={14} aria-hidden /> {part.text}
        </p>
      );
    case 'details': {
      const bits = [
        part.stopped ? 'Stopped' : undefined,
        part.model,
        part.seconds !== undefined ? `${part.seconds.toFixed(1)} s` : undefined,
      ];
      return <p className="message-details">{bits.filter(Boolean).join(' · ')}</p>;
    }
    default:
      return null;
  }
}
