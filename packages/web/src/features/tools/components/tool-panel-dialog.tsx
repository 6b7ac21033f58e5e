import { useEffect, useRef, useState } from 'react';
import { Wrench, X } from 'lucide-react';
import { ToolPanel, type ToolPanelProps } from './tool-panel';

/** The tool panel in a dialog: Escape, the close button or the backdrop close it; focus comes back. */
export function ToolPanelDialog({ onClose, ...panel }: ToolPanelProps & { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="tools-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="tools-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="tools-panel-title"
        tabIndex={-1}
      >
        <button type="button" className="icon-button tools-dialog-close" aria-label="Close" onClick={onClose}>
          <X size={18} aria-hidden />
        </button>
        <ToolPanel {...panel} />
      </div>
    </div>
  );
}

/** A button that opens the tool panel dialog; the app puts it among the chat header's buttons. */
export function ToolPanelLauncher(panel: ToolPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button tools-launcher"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label="Tools"
        title="Tools"
      >
        <Wrench size={18} aria-hidden />
      </button>
      {open && <ToolPanelDialog {...panel} onClose={() => setOpen(false)} />}
    </>
  );
}
