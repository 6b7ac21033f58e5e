// The toast stack of the RCA views, announced politely and dismissible.
import { createPortal } from 'react-dom';
import { CheckCircle2, AlertCircle, X } from 'lucide-react';
import type { Toast } from '../hooks/use-toasts';

export function Toasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss(id: number): void }) {
  return createPortal(
    <div className="rca-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`rca-toast rca-toast-${t.kind}`}>
          {t.kind === 'success' ? (
            <CheckCircle2 size={16} aria-hidden />
          ) : (
            <AlertCircle size={16} aria-hidden />
          )}
          <span>{t.message}</span>
          <button
            type="button"
            className="rca-chip-remove"
            aria-label="Dismiss"
            onClick={() => onDismiss(t.id)}
          >
            <X size={14} aria-hidden />
          </button>
        </div>
      ))}
    </div>,
    document.body,
  );
}
