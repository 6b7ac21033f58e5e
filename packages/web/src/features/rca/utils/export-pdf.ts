// The PDF export of an RCA result (§5, §9): title, problem, root cause, confidence, findings,
// recommendations, test results, a bar chart of the elements' explained share, and the report with
// its line and bar charts, all drawn with jsPDF primitives. A new page starts when the cursor
// passes 250 mm.
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
function toLatin(value: string): string {
  return value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00d7/g, 'x')
    .replace(/[^\t\n\r\x20-\x7e\xa0-\xff]/g, '');
}

/** Markdown marks dropped from report text: fences, table rules, bold, heading hashes. */
function plainText(markdown: string): string {
  return markdown
    .replace(/```\w*\n?/g, '')
    .replace(/^\|\s*-+[-|:\s]*\|?\s*$/gm, '')
    .replace(/\*\*(.*?)\*\*/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The report as plain lines: chart blocks become a caption, markdown marks are dropped. */
export function reportText(report: string): string {
  return plainText(
    report.replace(/```chart\s*\n([\s\S]*?)```/g, (_, body: string) => {
      const title = /"title"\s*:\s*"([^"]*)"/.exec(body)?.[1];
      return `[Chart${title ? `: ${title}` : ''}]\n`;
    }),
  );
}

/** A line or bar chart of the report, as the engine writes it in a ```chart block. */
export interface ReportChart {
  chartType: 'line' | 'bar';
  title: string;
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
}

export type ReportBlock = { kind: 'text'; text: string } | { kind: 'chart'; chart: ReportChart };

const yOf = (point: unknown): number | null =>
  typeof point === 'number' && Number.isFinite(point)
    ? point
    : point && typeof point === 'object' && typeof (point as { y?: unknown }).y === 'number'
      ? (point as { y: number }).y
      : null;

/** Reads a chart block's JSON; null when it is not a line or bar chart with labelled data. */
export function parseReportChart(body: string): ReportChart | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const item = value as {
    chartType?: unknown;
    title?: unknown;
    data?: { labels?: unknown; datasets?: unknown };
  };
  if (item?.chartType !== 'line' && item?.chartType !== 'bar') return null;
  const labels = item.data?.labels;
  const datasets = item.data?.datasets;
  if (!Array.isArray(labels) || !Array.isArray(datasets) || labels.length === 0) return null;
  return {
    chartType: item.chartType,
    title: typeof item.title === 'string' ? item.title : '',
    labels: labels.map(String),
    datasets: datasets.map((d: { label?: unknown; data?: unknown }) => ({
      label: typeof d?.label === 'string' ? d.label : '',
      data: Array.isArray(d?.data) ? d.data.map(yOf) : [],
    })),
  };
}

/** The report split into plain text and the charts between it, in order. */
export function reportBlocks(report: string): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  const fence = /```chart\s*\n([\s\S]*?)```/g;
  let last = 0;
  for (let match = fence.exec(report); match; match = fence.exec(report)) {
    const before = plainText(report.slice(last, match.index));
    if (before) blocks.push({ kind: 'text', text: before });
    const chart = parseReportChart(match[1] ?? '');
    if (chart) blocks.push({ kind: 'chart', chart });
    else blocks.push({ kind: 'text', text: reportText(match[0]) });
    last = match.index + match[0].length;
  }
  const rest = plainText(report.slice(last));
  if (rest) blocks.push({ kind: 'text', text: rest });
  return blocks;
}

const PALETTE: [number, number, number][] = [
  [91, 79, 224],
  [234, 88, 12],
  [16, 163, 127],
  [220, 38, 38],
];

/** "1.2k", "35", "0.42": short tick labels. */
function tick(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${Math.round(value / 1e5) / 10}M`;
  if (abs >= 1e3) return `${Math.round(value / 1e2) / 10}k`;
  if (abs >= 10 || value === 0) return String(Math.round(value));
  return String(Math.round(value * 100) / 100);
}

const CHART_HEIGHT = 48;

/** Draws a line or bar chart with axes, ticks, a few x labels and a legend. */
export function drawReportChart(writer: PdfWriter, chart: ReportChart) {
  const { doc } = writer;
  writer.ensure(CHART_HEIGHT + 22);
  writer.text(chart.title || 'Chart', { size: 10, bold: true, gap: 2 });
  const values = chart.datasets.flatMap((d) => d.data.filter((v): v is number => v !== null));
  if (values.length === 0) return;
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (chart.chartType === 'bar') {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (max === min) max = min + 1;
  const left = MARGIN + 12;
  const top = writer.y;
  const width = WIDTH - 12;
  const height = CHART_HEIGHT;
  const yAt = (v: number) => top + height - ((v - min) / (max - min)) * height;

  doc.setDrawColor(200, 200, 210);
  doc.setLineWidth(0.2);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(6.5);
  doc.setTextColor(90, 90, 100);
  for (let i = 0; i <= 4; i++) {
    const v = min + ((max - min) * i) / 4;
    const y = yAt(v);
    doc.line(left, y, left + width, y);
    doc.text(tick(v), left - 1.5, y + 1, { align: 'right' });
  }

  const n = chart.labels.length;
  const step = Math.max(1, Math.ceil(n / 8));
  const slot = width / n;
  chart.labels.forEach((label, i) => {
    if (i % step !== 0) return;
    const x =
      chart.chartType === 'bar' ? left + slot * (i + 0.5) : left + (n > 1 ? (width * i) / (n - 1) : 0);
    const text = toLatin(label).length > 14 ? `${toLatin(label).slice(0, 13)}...` : toLatin(label);
    doc.text(text, x, top + height + 4, { align: 'center' });
  });

  chart.datasets.forEach((dataset, d) => {
    const [r, g, b] = PALETTE[d % PALETTE.length]!;
    doc.setDrawColor(r, g, b);
    doc.setFillColor(r, g, b);
    if (chart.chartType === 'line') {
      doc.setLineWidth(0.6);
      let previous: [number, number] | null = null;
      dataset.data.forEach((v, i) => {
        if (v === null) {
          previous = null;
          return;
        }
        const point: [number, number] = [left + (n > 1 ? (width * i) / (n - 1) : 0), yAt(v)];
        if (previous) doc.line(previous[0], previous[1], point[0], point[1]);
        previous = point;
      });
    } else {
      const groups = chart.datasets.length;
      const barWidth = (slot * 0.8) / groups;
      dataset.data.forEach((v, i) => {
        if (v === null) return;
        const x = left + slot * i + slot * 0.1 + barWidth * d;
        const y0 = yAt(Math.max(0, v));
        const y1 = yAt(Math.min(0, v));
        doc.rect(x, y0, barWidth, Math.max(0.3, y1 - y0), 'F');
      });
    }
  });

  let legendX = left;
  const legendY = top + height + 9;
  doc.setFontSize(7.5);
  doc.setTextColor(40, 40, 50);
  chart.datasets.forEach((dataset, d) => {
    const [r, g, b] = PALETTE[d % PALETTE.length]!;
    doc.setFillColor(r, g, b);
    doc.rect(legendX, legendY - 2.2, 3, 3, 'F');
    const label = toLatin(dataset.label || `Series ${d + 1}`);
    doc.text(label, legendX + 4.5, legendY);
    legendX += 10 + doc.getTextWidth(label);
  });
  doc.setLineWidth(0.2);
  doc.setTextColor(0, 0, 0);
  writer.y = legendY + 6;
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
    for (const block of reportBlocks(result.report)) {
      if (block.kind === 'chart') {
        drawReportChart(w, block.chart);
        continue;
      }
      for (const paragraph of block.text.split('\n')) {
        if (paragraph.trim()) w.text(paragraph, { size: 9, gap: 0.5 });
        else w.y += 2;
      }
    }
  }
  return doc;
}
