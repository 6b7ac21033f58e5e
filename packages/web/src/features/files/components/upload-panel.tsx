import { CircleAlert, CircleCheck, UploadCloud, X } from 'lucide-react';
import type { UploadEntry } from '../hooks/use-uploads';
import { formatBytes } from '../../../utils/format';

/** One progress bar per file being uploaded; finished rows leave on their own. */
export function UploadPanel({ entries, onDismiss }: { entries: UploadEntry[]; onDismiss: () => void }) {
  if (entries.length === 0) return null;
  const active = entries.filter((entry) => entry.status === 'uploading' || entry.status === 'queued').length;
  return (
    <section className="files-uploads" aria-label="Uploads">
      <header>
        <UploadCloud size={16} aria-hidden />
        <h2 aria-live="polite">
          {active > 0 ? `Uploading ${active} ${active === 1 ? 'file' : 'files'}` : 'Uploads'}
        </h2>
        <button type="button" className="icon-button" aria-label="Close uploads" onClick={onDismiss}>
          <X size={14} aria-hidden />
        </button>
      </header>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className={`files-upload is-${entry.status}`}>
            <div className="files-upload-row">
              <span className="files-upload-name" title={entry.name}>
                {entry.name}
              </span>
              <span className="files-upload-state">
                {formatBytes(entry.size)}
                {entry.status === 'uploading' && ` · ${entry.progress}%`}
                {entry.status === 'queued' && ' · Waiting'}
                {entry.status === 'done' && <CircleCheck size={14} aria-label="Uploaded" />}
                {entry.status === 'failed' && <CircleAlert size={14} aria-label="Failed" />}
              </span>
            </div>
            <div
              className="files-upload-bar"
              role="progressbar"
              aria-label={`Uploading ${entry.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={entry.progress}
            >
              <span style={{ width: `${entry.progress}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
