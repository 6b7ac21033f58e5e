import { useState, type ReactNode } from 'react';
import { Download, LoaderCircle } from 'lucide-react';
import { downloadFromApi } from './api-download';

/** A link in a message to a file behind the API: downloads it with the session's token. */
export function ApiDownloadLink({ href, children }: { href: string; children: ReactNode }) {
  const [state, setState] = useState<'idle' | 'busy' | { error: string }>('idle');
  return (
    <span className="rc-api-link">
      <a
        href={href}
        aria-busy={state === 'busy'}
        onClick={(event) => {
          event.preventDefault();
          if (state === 'busy') return;
          setState('busy');
          downloadFromApi(href).then(
            () => setState('idle'),
            (error: unknown) =>
              setState({ error: error instanceof Error ? error.message : 'Failed to download file' }),
          );
        }}
      >
        {state === 'busy' ? (
          <LoaderCircle size={14} className="rc-spin" aria-hidden />
        ) : (
          <Download size={14} aria-hidden />
        )}
        {children}
      </a>
      {typeof state === 'object' && (
        <span className="rc-api-link-error" role="alert">
          {state.error}
        </span>
      )}
    </span>
  );
}
