import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';

/** The class names of a dialog's parts: each feature keeps its own look. */
export interface DialogClasses {
  backdrop: string;
  panel: string;
  header?: string;
  body?: string;
  footer?: string;
  close?: string;
}

export interface DialogProps {
  /** The heading, which labels the dialog. Without it, `labelledBy` names the element that does. */
  title?: string;
  labelledBy?: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
  /** The footer's buttons. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** A form wraps the body and footer so Enter submits it. */
  onSubmit?: () => void;
  classes: DialogClasses;
  /**
   * Where focus goes on open: the first element matching one of these selectors, tried in order;
   * the dialog itself when none matches.
   */
  initialFocus?: readonly string[];
  closeIconSize?: number;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex="0"]';

/**
 * A modal dialog: labelled by its title, focus moves in on open and goes back where it was on
 * close, Tab and Shift+Tab stay inside, and Escape (wherever focus is), the close button or a
 * click on the backdrop close it.
 */
export function Dialog({
  title,
  labelledBy,
  describedBy,
  onClose,
  children,
  footer,
  role = 'dialog',
  onSubmit,
  classes,
  initialFocus = [],
  closeIconSize = 16,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    let target: HTMLElement | null | undefined = null;
    for (const selector of initialFocusRef.current) {
      target = root?.querySelector<HTMLElement>(selector);
      if (target) break;
    }
    (target ?? root)?.focus();
    return () => previous?.focus?.();
  }, []);

  // Escape closes the dialog wherever focus is (a click can leave it on the backdrop or the page).
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
    if (event.key === 'Escape') {
      // Handled here: the page behind does not hear it.
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const close = (
    <button
      type="button"
      className={classes.close ? `icon-button ${classes.close}` : 'icon-button'}
      aria-label="Close"
      onClick={onClose}
    >
      <X size={closeIconSize} aria-hidden />
    </button>
  );
  const content = (
    <>
      {classes.body ? <div className={classes.body}>{children}</div> : children}
      {footer && <div className={classes.footer}>{footer}</div>}
    </>
  );

  return (
    <div
      className={classes.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={classes.panel}
        role={role}
        aria-modal="true"
        aria-labelledby={title !== undefined ? titleId : labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {title !== undefined ? (
          <div className={classes.header}>
            <h2 id={titleId}>{title}</h2>
            {close}
          </div>
        ) : (
          close
        )}
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

/** A feature's dialog: the shared dialog's props, with the feature's look and first focus fixed. */
export type LookDialogProps = Omit<DialogProps, 'classes' | 'initialFocus' | 'closeIconSize'>;

/**
 * The dialog of one feature: the shared dialog with the feature's class names and where focus
 * starts, so each feature says only what differs.
 *
 *   export const AdminDialog = dialogInLook(ADMIN_DIALOG_CLASSES, ['.admin-dialog-body input']);
 */
export function dialogInLook(classes: DialogClasses, initialFocus: readonly string[]) {
  return function LookDialog(props: LookDialogProps) {
    return <Dialog {...props} classes={classes} initialFocus={initialFocus} />;
  };
}
