// JSON and CSV exports of an RCA result, and the download of any export.
// The PDF lives in export-pdf.ts, loaded on demand.
import type { RcaResult } from '@ai-analyst/contract/rca-types';
import { capitalize } from './format';
import { findingsOf, recommendationsOf, testResultsOf } from './result-items';

export const EXPORT_FORMATS = ['json', 'pdf', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** The result object itself, pretty-printed. */
export function resultToJson(result: RcaResult): string {
  return JSON.stringify(result, null, 2);
}

export const CSV_HEADER = ['section', 'item', 'detail', 'priority/status', 'confidence'] as const;

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const fraction = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/**
 * One row per item: the root cause, each finding, recommendation, tested hypothesis, test result
 * and localized element, under the header section,item,detail,priority/status,confidence.
 */
export function resultToCsv(result: RcaResult): string {
  const rows: (string | number | null)[][] = [[...CSV_HEADER]];
  rows.push(['root_cause', result.root_cause, '', '', fraction(result.confidence)]);
  for (const f of findingsOf(result)) rows.push(['finding', f.description, f.evidence, '', null]);
  for (const r of recommendationsOf(result))
    rows.push(['recommendation', r.action, r.impact, r.priority, null]);
  for (const h of result.hypotheses_tested) {
    rows.push(['hypothesis', h.text, h.rationale, h.status, fraction(h.confidence)]);
  }
  for (const t of testResultsOf(result))
    rows.push(['test_result', t.name, t.result, t.status, fraction(t.confidence)]);
  for (const e of result.elements) rows.push(['element', e, '', '', null]);
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function exportFileName(result: RcaResult, format: ExportFormat): string {
  return `rca-result-${result.request || result.id}.${format}`;
}

export const formatLabel = (format: string) => format.toUpperCase();
export const statusLabel = (status: string) => capitalize(status.replace(/_/g, ' '));
