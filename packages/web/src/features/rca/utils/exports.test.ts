import { describe, expect, it } from 'vitest';
import { RCA_STATUSES } from '@ai-analyst/contract/rca-types';
import { confidenceLabel, progressOfStatus } from '@ai-analyst/contract/rca-values';
import { makeResult } from '../test/fixtures';
import { resultToCsv } from './export-files';
import { buildResultPdf } from './export-pdf';
import { reportBlocks } from './pdf-report';
import { notificationBody } from './format';
import { failureMarkdown, summaryMarkdown } from './summary';

const chartBlock = (chartType: string, title: string, labels: string[], data: number[]) =>
  [
    '```chart',
    JSON.stringify({
      type: 'chart',
      chartType,
      title,
      data: { labels, datasets: [{ label: 'revenue', data }] },
    }),
    '```',
  ].join('\n');

/** The vertical positions (mm from the top of an A4 page) of every text line in the PDF. */
function textPositionsMm(pdf: string): number[] {
  const A4_HEIGHT_PT = 841.89;
  return [...pdf.matchAll(/([\d.]+) ([\d.]+) Td/g)].map((m) => ((A4_HEIGHT_PT - Number(m[2])) / 72) * 25.4);
}

describe('RCA labels', () => {
  it('come from the contract: High at 0.8, Medium at 0.6, else Low; progress of each status', () => {
    expect([0, 0.59, 0.6, 0.61, 0.79, 0.8, 0.95, 1].map(confidenceLabel)).toEqual([
      'Low',
      'Low',
      'Medium',
      'Medium',
      'Medium',
      'High',
      'High',
      'High',
    ]);
    expect([confidenceLabel(0.8), confidenceLabel(0.6), confidenceLabel(0.5999)]).toEqual([
      'High',
      'Medium',
      'Low',
    ]);
    expect(RCA_STATUSES.map(progressOfStatus)).toEqual([0, 25, 50, 75, 90, 100, 0, 0]);
  });

  it('cuts the notification body to 50 characters plus an ellipsis', () => {
    expect(notificationBody('short problem')).toBe('short problem');
    const long = 'x'.repeat(49) + 'yz and more';
    expect(notificationBody(long)).toBe(`${'x'.repeat(49)}y...`);
  });
});

describe('chat summary', () => {
  it('has the root cause, confidence and the top 3 findings and recommendations', () => {
    const text = summaryMarkdown(makeResult(), 'Why did revenue drop?');
    expect(text.split('\n')[0]).toBe('Root cause analysis: Why did revenue drop?');
    expect(text).toContain('\nRoot cause: Revenue fell in region = West');
    expect(text).toContain('\nConfidence: High (86%)');
    expect(text.match(/^\d\. Finding/gm)).toHaveLength(3);
    expect(text.match(/^\d\. Recommendation/gm)).toHaveLength(3);
  });

  it('says what failed', () => {
    expect(failureMarkdown('boom', 'Why?')).toContain('Root cause analysis failed: Why?\n\nError: boom');
  });
});

describe('CSV export', () => {
  it('quotes cells with commas, quotes and newlines', () => {
    const csv = resultToCsv(
      makeResult({ root_cause: 'West, "mostly"\nmobile', findings: [], recommendations: [] }),
    );
    expect(csv).toContain('root_cause,"West, ""mostly""\nmobile",,,0.86\r\n');
  });
});

describe('PDF export', () => {
  const report = [
    '# Root cause analysis',
    '',
    '## Symptom',
    '',
    chartBlock(
      'line',
      'Daily revenue',
      Array.from({ length: 28 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`),
      Array.from({ length: 28 }, (_, i) => (i < 14 ? 1000 : 600)),
    ),
    '',
    '## Localized segments',
    '',
    '| segment | share of the total change |',
    '| --- | ---: |',
    '| region = West | 95% |',
    '',
    chartBlock('bar', 'Change by localized segment', ['region=West'], [400]),
    '',
    ...Array.from({ length: 120 }, (_, i) => `Paragraph ${i + 1} of the full report, long enough to wrap.`),
  ].join('\n');

  it('splits the report into text and charts', () => {
    const blocks = reportBlocks(report);
    expect(blocks.filter((b) => b.kind === 'chart').map((b) => b.kind === 'chart' && b.chart.title)).toEqual([
      'Daily revenue',
      'Change by localized segment',
    ]);
    expect(blocks.some((b) => b.kind === 'text' && b.text.includes('```'))).toBe(false);
    expect(blocks.filter((b) => b.kind === 'heading').map((b) => b.kind === 'heading' && b.text)).toEqual([
      'Root cause analysis',
      'Symptom',
      'Localized segments',
    ]);
    expect(blocks.find((b) => b.kind === 'table')).toEqual({
      kind: 'table',
      headers: ['segment', 'share of the total change'],
      rows: [['region = West', '95%']],
    });
  });

  it('draws the charts, and breaks pages near 250 mm', async () => {
    const doc = await buildResultPdf(makeResult({ report }), 'Why did revenue drop?');
    const pdf = doc.output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    expect(pdf).toContain('(Daily revenue) Tj');
    expect(pdf).toContain('(Change by localized segment) Tj');
    expect(pdf).toContain('(Share of the change explained by each element) Tj');
    expect(pdf).not.toContain('[Chart');
    const positions = textPositionsMm(pdf);
    expect(positions.length).toBeGreaterThan(100);
    // Nothing is written below the break line (plus the chart's axis labels and legend).
    expect(Math.max(...positions)).toBeLessThanOrEqual(252);
    // Pages are filled to near the break before a new one starts.
    expect(positions.filter((y) => y > 235).length).toBeGreaterThan(0);
  });
});
