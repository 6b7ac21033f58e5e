// The JSON, PDF and CSV export buttons of a result, for a modal's footer: the format being written
// shows a spinner and every button waits for it; the outcome is told through `notify` (a toast).
import { Download, Loader2 } from 'lucide-react';
import type { RcaResult } from '@ai-analyst/contract/rca-types';
import { useRcaExport } from '../hooks/use-rca-export';

interface ExportButtonsProps {
  result: RcaResult | null;
  /** The problem the investigation was about, written into the PDF. */
  problem: string;
  notify(kind: 'success' | 'error', message: string): void;
}

export function ExportButtons({ result, problem, notify }: ExportButtonsProps) {
  const { exportResult, busy } = useRcaExport(result, problem, notify);
  return (
    <div className="rca-export" role="group" aria-label="Export result">
      {(['json', 'pdf', 'csv'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          onClick={() => void exportResult(format)}
        >
          {busy === format ? (
            <Loader2 size={16} className="rca-spin" aria-hidden />
          ) : (
            <Download size={16} aria-hidden />
          )}
          {format.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
