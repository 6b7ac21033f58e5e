import { AlertCircle, Paperclip, X } from 'lucide-react';
import type { Attachment } from '../../hooks/use-attachments';

/** The files attached to the next message, each removable, with upload progress. */
export function FileChips({
  attachments,
  onRemove,
}: {
  attachments: Attachment[];
  onRemove: (id: string) => void;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className="file-chips" aria-label="Attached files">
      {attachments.map((a) => (
        <li key={a.id} className={`file-chip is-${a.status}`} title={a.error ?? a.value ?? a.label}>
          {a.status === 'failed' ? (
            <AlertCircle size={12} aria-hidden />
          ) : (
            <Paperclip size={12} aria-hidden />
          )}
          <span className="file-chip-name">{a.label}</span>
          {a.status === 'uploading' && (
            <span
              className="chip-progress"
              role="progressbar"
              aria-label={`Uploading ${a.label}`}
              aria-valuenow={a.progress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span style={{ width: `${a.progress}%` }} />
            </span>
          )}
          {a.status === 'failed' && <span className="file-chip-error">{a.error}</span>}
          <button
            type="button"
            className="file-chip-remove"
            aria-label={`Remove ${a.label}`}
            onClick={() => onRemove(a.id)}
          >
            <X size={12} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
