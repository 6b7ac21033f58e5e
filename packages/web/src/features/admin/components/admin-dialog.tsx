import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';

interface AdminDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The footer's buttons. */
  actions: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** A form wraps the body and footer so Enter submits it. */
  onSubmit?: () => void;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, a[href], [tabindex="0"]';

/**
 * A modal dialog of the admin panel: focus moves to the first field (else the footer's last
 * button), Tab stays inside, Escape or the backdrop closes, and focus returns where it was.
 */
export function AdminDialog({
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  onSubmit,
}: AdminDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    const first =
      root?.querySelector<HTMLElement>(
        '.admin-dialog-body input:not([disabled]), .admin-dialog-body select:not([disabled])',
      ) ?? root?.querySelector<HTMLElement>('.admin-dialog-footer button:last-child');
    (first ?? root)?.focus();
    return () => previous?.focus();
  }, []);

  // Escape closes the dialog wherever focus is (a click can leave it on the backdrop).
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const content = (
    <>
      <div className="admin-dialog-body">{children}</div>
      <div className="admin-dialog-footer">{actions}</div>
    </>
  );

  return (
    <div
      className="admin-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="admin-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="admin-dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <X size={16} aria-hidden />
          </button>
        </div>
        {onSubmit ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {content}
          </form>
        ) : (
          content
        )}
      </div>
    </div>
  );
}
