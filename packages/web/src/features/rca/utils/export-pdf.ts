// The PDF export of an RCA result (§5, §9): title, problem, root cause, confidence, findings,
// recommendations, test results, a bar chart of the elements' explained share drawn with jsPDF
// primitives, and the report text. A new page starts when the cursor passes 250 mm.
import type { RcaResult } from '@ai-analyst/contract/rca';
import type { jsPDF as JsPdf } from 'jspdf';
import { capitalize, confidenceText, formatDuration, formatPercent } from './format';
import {
  elementShares,
  findingsOf,
  recommendationsOf,
  testResultsOf,
  type ElementShare,
} from './result-items';

const MARGIN = 18;
const PAGE_BREAK_MM = 250;
const WIDTH = 210 - 2 * MARGIN;

/** A cursor over a jsPDF document that wraps text and breaks pages. */
class PdfWriter {
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
function toLatin(value: string): string {
  return value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00d7/g, 'x')
    .replace(/[^\t\n\r\x20-\x7e\xa0-\xff]/g, '');
}

/** The report as plain lines: chart blocks become a caption, markdown marks are dropped. */
export function reportText(report: string): string {
  return report
    .replace(/```chart\s*\n([\s\S]*?)```/g, (_, body: string) => {
      const title = /"title"\s*:\s*"([^"]*)"/.exec(body)?.[1];
      return `[Chart${title ? `: ${title}` : ''}]\n`;
    })
    .replace(/```\w*\n?/g, '')
    .replace(/^\|\s*-+[-|:\s]*\|?\s*$/gm, '')
    .replace(/\*\*(.*?)\*\*/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function drawShareChart(writer: PdfWriter, shares: ElementShare[]) {
  const { doc } = writer;
  const barHeight = 6;
  const labelWidth = 70;
  const chartWidth = WIDTH - labelWidth - 16;
  writer.ensure(8 + shares.length * (barHeight + 3));
  doc.setFontSize(9);
  doc.setDrawColor(180, 180, 190);
  doc.line(
    MARGIN + labelWidth,
    writer.y - 2,
    MARGIN + labelWidth,
    writer.y + shares.length * (barHeight + 3),
  );
  for (const { label, share } of shares) {
    const clipped = Math.max(0, Math.min(1, share));
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(40, 40, 50);
    const name = doc.splitTextToSize(toLatin(label), labelWidth - 3)[0] as string;
    doc.text(name, MARGIN, writer.y + barHeight - 1.5);
    doc.setFillColor(91, 79, 224);
    doc.rect(MARGIN + labelWidth, writer.y, Math.max(0.5, chartWidth * clipped), barHeight, 'F');
    doc.text(
      formatPercent(share),
      MARGIN + labelWidth + chartWidth * clipped + 2,
      writer.y + barHeight - 1.5,
    );
    writer.y += barHeight + 3;
  }
  writer.y += 3;
}

/** Builds the PDF document; kept apart from saving so tests can read it. */
export async function buildResultPdf(result: RcaResult, problem: string): Promise<JsPdf> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const w = new PdfWriter(doc);
  w.text('Root Cause Analysis Report', { size: 18, bold: true, gap: 2 });
  w.text(`Generated ${new Date().toLocaleString()}  -  duration ${formatDuration(result.duration_minutes)}`, {
    size: 9,
    gap: 4,
  });
  if (problem.trim()) {
    w.heading('Problem');
    w.text(problem);
  }
  w.heading('Root cause');
  w.text(result.root_cause);
  w.text(`Confidence: ${confidenceText(result.confidence)}`, { bold: true });

  const findings = findingsOf(result);
  if (findings.length) {
    w.heading('Findings');
    findings.forEach((f, i) => {
      w.text(`${i + 1}. ${f.description}`, { bold: true, gap: 0.5 });
      if (f.evidence) w.text(f.evidence, { indent: 5 });
    });
  }
  const recommendations = recommendationsOf(result);
  if (recommendations.length) {
    w.heading('Recommendations');
    recommendations.forEach((r, i) => {
      const priority = r.priority ? ` [${capitalize(r.priority)} priority]` : '';
      w.text(`${i + 1}. ${r.action}${priority}`, { bold: true, gap: 0.5 });
      if (r.impact) w.text(`Impact: ${r.impact}`, { indent: 5 });
    });
  }
  const tests = testResultsOf(result);
  if (tests.length) {
    w.heading('Test results');
    for (const t of tests) {
      const confidence = t.confidence === null ? '' : `, ${formatPercent(t.confidence)}`;
      w.text(`${t.name} (${t.status}${confidence})`, { bold: true, gap: 0.5 });
      if (t.result) w.text(t.result, { indent: 5 });
    }
  }
  const shares = elementShares(result);
  if (shares.length) {
    w.heading('Share of the change explained by each element');
    drawShareChart(w, shares);
  }
  if (result.report.trim()) {
    w.heading('Full report');
    for (const paragraph of reportText(result.report).split('\n')) {
      if (paragraph.trim()) w.text(paragraph, { size: 9, gap: 0.5 });
      else w.y += 2;
    }
  }
  return doc;
}
