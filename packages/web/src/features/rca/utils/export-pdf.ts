// The PDF export of an RCA result: title, problem, root cause, confidence, findings,
// recommendations, test results, a bar chart of the elements' explained share, and the report with
// its line and bar charts, all drawn with jsPDF primitives. A new page starts when the cursor
// passes 250 mm.
import type { RcaResult } from '@ai-analyst/contract/rca-types';
import type { jsPDF as JsPdf } from 'jspdf';
import { capitalize, confidenceText, formatDuration, formatPercent } from './format';
import { drawReport } from './pdf-report';
import { MARGIN, PdfWriter, toLatin, WIDTH } from './pdf-writer';
import {
  elementShares,
  findingsOf,
  recommendationsOf,
  testResultsOf,
  type ElementShare,
} from './result-items';

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
      w.ensure(f.evidence ? 10 : 5);
      w.text(`${i + 1}. ${f.description}`, { bold: true, gap: 0.5 });
      if (f.evidence) w.text(f.evidence, { indent: 5 });
    });
  }
  const recommendations = recommendationsOf(result);
  if (recommendations.length) {
    w.heading('Recommendations');
    recommendations.forEach((r, i) => {
      w.ensure(r.impact ? 10 : 5);
      const priority = r.priority ? ` [${capitalize(r.priority)} priority]` : '';
      w.text(`${i + 1}. ${r.action}${priority}`, { bold: true, gap: 0.5 });
      if (r.impact) w.text(`Impact: ${r.impact}`, { indent: 5 });
    });
  }
  const tests = testResultsOf(result);
  if (tests.length) {
    w.heading('Test results');
    for (const t of tests) {
      // An item's title stays on the page of its detail.
      w.ensure(t.result ? 10 : 5);
      const confidence = t.confidence === null ? '' : `, ${formatPercent(t.confidence)}`;
      w.text(`${t.name} (${t.status}${confidence})`, { bold: true, gap: 0.5 });
      if (t.result) w.text(t.result, { indent: 5 });
    }
  }
  const shares = elementShares(result);
  if (shares.length) {
    // Keep the heading on the page of its chart.
    w.ensure(22 + shares.length * 9);
    w.heading('Share of the change explained by each element');
    drawShareChart(w, shares);
  }
  if (result.report.trim()) {
    w.heading('Full report');
    drawReport(w, result.report);
  }
  return doc;
}
