// The writing cursor of the RCA PDF export: A4 in millimetres, wrapped text, headings, and a new
// page whenever the next piece would pass 250 mm.
import type { jsPDF as JsPdf } from 'jspdf';

export const MARGIN = 18;
export const PAGE_BREAK_MM = 250;
export const WIDTH = 210 - 2 * MARGIN;

/** A cursor over a jsPDF document that wraps text and breaks pages. */
export class PdfWriter {
  y = MARGIN;
  constructor(readonly doc: JsPdf) {}

  ensure(height: number) {
    if (this.y + height > PAGE_BREAK_MM) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }

  text(value: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    this.doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    const lineHeight = size * 0.45;
    const lines = this.doc.splitTextToSize(toLatin(value), WIDTH - indent) as string[];
    for (const line of lines) {
      this.ensure(lineHeight);
      this.doc.text(line, MARGIN + indent, this.y);
      this.y += lineHeight;
    }
    this.y += options.gap ?? 1.5;
  }

  heading(value: string) {
    this.ensure(14);
    this.y += 3;
    this.text(value, { size: 13, bold: true, gap: 2 });
  }
}

/** The built-in PDF fonts cover Latin-1 only; map common typography and drop the rest. */
export function toLatin(value: string): string {
  return value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00d7/g, 'x')
    .replace(/\u2192/g, '->')
    .replace(/\u2190/g, '<-')
    .replace(/\u2265/g, '>=')
    .replace(/\u2264/g, '<=')
    .replace(/\u2248/g, '~')
    .replace(/\u2212/g, '-')
    .replace(/\u2022/g, '-')
    .replace(/\u03b1/g, 'alpha')
    .replace(/[^\t\n\r\x20-\x7e\xa0-\xff]/g, '');
}
