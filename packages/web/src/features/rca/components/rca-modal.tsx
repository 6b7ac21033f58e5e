// The dialog of the RCA views: the shared accessible dialog (labelled by its title, described by
// its subtitle, focus moved in and back, Tab kept inside, Escape, the close button or the backdrop
// closes it) in the RCA look, with an icon beside the title. Rendered into document.body.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../../../components/dialog';

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

/** Focus starts on the first field, else the first button of the body, else of the footer. */
const FIRST_FOCUS = [
  'textarea, input:not([type="checkbox"]), select, .rca-modal-body button, .rca-modal-footer button',
];

export function RcaModal(props: RcaModalProps) {
  const { title, icon, subtitle, onClose, children, footer, tone = 'default', viewKey } = props;
  const titleId = useId();
  const subtitleId = useId();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = body.current?.closest<HTMLElement>('[role="dialog"]');
    if (panel && !panel.contains(document.activeElement)) panel.focus();
  }, [viewKey]);

  return createPortal(
    <Dialog
      labelledBy={titleId}
      describedBy={subtitle ? subtitleId : undefined}
      onClose={onClose}
      footer={footer}
      initialFocus={FIRST_FOCUS}
      closeIconSize={18}
      classes={{
        backdrop: 'rca-backdrop',
        panel: `rca-modal rca-modal-${tone}`,
        footer: 'rca-modal-footer',
        close: 'rca-modal-close',
      }}
    >
      <header className="rca-modal-header">
        {icon && <span className="rca-modal-icon">{icon}</span>}
        <div className="rca-modal-heading">
          <h2 id={titleId}>{title}</h2>
          {subtitle && <p id={subtitleId}>{subtitle}</p>}
        </div>
      </header>
      <div ref={body} className="rca-modal-body">
        {children}
      </div>
    </Dialog>,
    document.body,
  );
}
