import { useState } from 'react';
import { Wrench } from 'lucide-react';
import { Dialog } from '../../../components/dialog';
import { ToolPanel, type ToolPanelProps } from './tool-panel';

const TOOLS_DIALOG = {
  backdrop: 'tools-dialog-backdrop',
  panel: 'tools-dialog',
  close: 'tools-dialog-close',
};

/** The tool panel in a dialog, labelled by the panel's own heading. */
export function ToolPanelDialog({ onClose, ...panel }: ToolPanelProps & { onClose: () => void }) {
  return (
    <Dialog labelledBy="tools-panel-title" onClose={onClose} closeIconSize={18} classes={TOOLS_DIALOG}>
      <ToolPanel {...panel} />
    </Dialog>
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
