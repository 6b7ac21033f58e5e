// The dialog of the RCA views: labelled by its title, focus kept inside (Tab wraps), Escape or
// the close button closes it, and focus returns to where it was. Rendered into document.body.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';

interface RcaModalProps {
  title: string;
  icon?: ReactNode;
  subtitle?: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  tone?: 'default' | 'danger';
  /** Changes when the content is replaced; focus then moves back into the dialog. */
  viewKey?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function RcaModal(props: RcaModalProps) {
  const { title, icon, subtitle, onClose, children, footer, tone = 'default', viewKey } = props;
  const titleId = useId();
  const subtitleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const node = dialog.current;
    const first = node?.querySelector<HTMLElement>(
      'textarea, input:not([type="checkbox"]), select, .rca-modal-body button, .rca-modal-footer button',
    );
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => !el.hasAttribute('hidden') && el.getAttribute('aria-hidden') !== 'true',
      );
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === node)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  useEffect(() => {
    const node = dialog.current;
    if (node && !node.contains(document.activeElement)) node.focus();
  }, [viewKey]);

  return createPortal(
    <div className="rca-backdrop">
      <div
        ref={dialog}
        className={`rca-modal rca-modal-${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
      >
        <header className="rca-modal-header">
          {icon && <span className="rca-modal-icon">{icon}</span>}
          <div className="rca-modal-heading">
            <h2 id={titleId}>{title}</h2>
            {subtitle && <p id={subtitleId}>{subtitle}</p>}
          </div>
          <button type="button" className="icon-button rca-modal-close" aria-label="Close" onClick={onClose}>
            <X size={18} aria-hidden />
          </button>
        </header>
        <div className="rca-modal-body">{children}</div>
        {footer && <footer className="rca-modal-footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
