import { useEffect, useRef, useState } from 'react';
import { FileDown, FileText, Link2, MoreVertical, SlidersHorizontal } from 'lucide-react';

export type ExportFormat = 'markdown' | 'pdf';

interface ConversationMenuProps {
  onShare: () => void;
  onSettings: () => void;
  onExport: (format: ExportFormat) => void;
  /** The export being prepared, if any (its item shows it and both are disabled). */
  exporting: ExportFormat | null;
}

/** The conversation's menu in the header: Share, Conversation settings, Export as Markdown or PDF. */
export function ConversationMenu({ onShare, onSettings, onExport, exporting }: ConversationMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };
  return (
    <div className="conversation-menu" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label="Conversation menu"
        title="Share and export"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreVertical size={18} aria-hidden />
      </button>
      {open && (
        <div className="conversation-menu-list" role="menu">
          <button type="button" role="menuitem" onClick={() => choose(onShare)}>
            <Link2 size={15} aria-hidden /> Share...
          </button>
          <button type="button" role="menuitem" onClick={() => choose(onSettings)}>
            <SlidersHorizontal size={15} aria-hidden /> Conversation settings...
          </button>
          <button
            type="button"
            role="menuitem"
            disabled={exporting !== null}
            onClick={() => choose(() => onExport('markdown'))}
          >
            <FileText size={15} aria-hidden /> Export as Markdown
          </button>
          <button type="button" role="menuitem" disabled={exporting !== null} onClick={() => choose(() => onExport('pdf'))}>
            <FileDown size={15} aria-hidden /> Export as PDF
          </button>
        </div>
      )}
      {exporting && (
        <span className="conversation-menu-busy" role="status">
          Exporting {exporting === 'pdf' ? 'PDF' : 'Markdown'}...
        </span>
      )}
    </div>
  );
}
