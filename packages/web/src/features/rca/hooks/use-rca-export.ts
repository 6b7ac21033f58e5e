// Export of an RCA result as JSON, PDF or CSV, with a success or failure toast.
import { useCallback, useState } from 'react';
import type { RcaResult } from '@ai-analyst/contract/rca-types';
import { downloadBlob } from '../../../lib/download';
import {
  exportFileName,
  formatLabel,
  isExportFormat,
  resultToCsv,
  resultToJson,
  type ExportFormat,
} from '../utils/export-files';

type Notify = (kind: 'success' | 'error', message: string) => void;

async function exportAs(format: ExportFormat, result: RcaResult, problem: string): Promise<void> {
  const name = exportFileName(result, format);
  if (format === 'json') downloadBlob(new Blob([resultToJson(result)], { type: 'application/json' }), name);
  else if (format === 'csv')
    downloadBlob(new Blob([resultToCsv(result)], { type: 'text/csv;charset=utf-8' }), name);
  else {
    const { buildResultPdf } = await import('../utils/export-pdf');
    const doc = await buildResultPdf(result, problem);
    downloadBlob(doc.output('blob'), name);
  }
}

/** Returns `exportResult(format)` and the format being exported (for a busy button). */
export function useRcaExport(result: RcaResult | null, problem: string, notify: Notify) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const exportResult = useCallback(
    async (format: string) => {
      const normalized = format.toLowerCase();
      if (!isExportFormat(normalized)) {
        notify('error', 'Unsupported export format');
        return;
      }
      const label = formatLabel(normalized);
      if (!result) {
        notify('error', `Failed to export RCA result as ${label}: no result to export`);
        return;
      }
      setBusy(normalized);
      try {
        await exportAs(normalized, result, problem);
        notify('success', `RCA result exported as ${label} successfully`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        notify('error', `Failed to export RCA result as ${label}: ${reason}`);
      } finally {
        setBusy(null);
      }
    },
    [notify, problem, result],
  );
  return { exportResult, busy };
}
