/**
 * The markdown report of an investigation: summary, symptom, localized segments, derived-metric
 * decomposition, hypotheses and recommendations, with charts as fenced `chart` blocks
 * (`{"type":"chart","chartType":"line"|"bar",...}`) that the web client renders.
 */
import type { Symptom } from './investigate-stats.js';
import type { InvestigationResult } from './investigate-types.js';

function chart(
  chartType: 'line' | 'bar',
  title: string,
  labels: string[],
  datasets: { label: string; data: number[] }[],
): string {
  return [
    '```chart',
    JSON.stringify({ type: 'chart', chartType, title, data: { labels, datasets } }),
    '```',
  ].join('\n');
}

const round = (x: number, digits = 2) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : x);
/**
 * A relative change as a signed percentage: "+12.0%", "−3.1%"; changes too small for one decimal
 * keep two significant digits ("−0.031%") rather than reading "−0.0%"; exactly none is "0%".
 */
export const percent = (x: number) => {
  if (!Number.isFinite(x)) return 'new';
  const value = x * 100;
  if (value === 0) return '0%';
  const sign = value > 0 ? '+' : '\u2212';
  const magnitude = Math.abs(value);
  return `${sign}${magnitude < 0.05 ? Number(magnitude.toPrecision(2)).toString() : magnitude.toFixed(1)}%`;
};

/** A p-value in words: "p = 0.13", "p = 0.0042", "p < 0.001". */
export const formatP = (p: number) =>
  !Number.isFinite(p) ? 'p = 1' : p < 0.001 ? 'p < 0.001' : `p = ${Number(p.toPrecision(2))}`;

/** A metric value for prose: up to 2 decimals, thousands grouped ("12,340.5"). */
export const number = (x: number) =>
  Number.isFinite(x)
    ? x.toLocaleString('en-US', { maximumFractionDigits: Math.abs(x) < 10 ? 3 : 2 })
    : String(x);
const cell = (text: string) => text.replace(/\|/g, '\\|');

export interface ReportInput {
  problem: string;
  metricLabel: string;
  kpiOf: (parts: number[]) => number;
  symptom: Symptom;
  /** The comparison window in words: 'the last 7 days', 'all rows (against forecast)'. */
  period: string;
  decomposition?: { name: string; before: number; after: number; logChange: number }[];
  result: Omit<InvestigationResult, 'report'>;
}

export function renderReport(input: ReportInput): string {
  const { result, symptom, metricLabel } = input;
  const lines: string[] = [];
  lines.push(`# Root cause analysis: ${input.problem}`, '');
  lines.push(`**Root cause:** ${result.root_cause}`, '');
  lines.push(`**Confidence:** ${(result.confidence * 100).toFixed(0)}%`, '');

  lines.push('## Symptom', '');
  lines.push(`| period | ${cell(metricLabel)} |`, '| --- | ---: |');
  if (symptom.against) {
    lines.push(`| expected (${cell(symptom.against)}), ${cell(input.period)} | ${round(symptom.baseline)} |`);
    lines.push(`| actual | ${round(symptom.current)} |`);
  } else {
    lines.push(`| baseline (${cell(symptom.baselineLabel)}) | ${round(symptom.baseline)} |`);
    lines.push(`| ${cell(input.period)} | ${round(symptom.current)} |`);
  }
  lines.push(`| change | ${round(symptom.change)} (${percent(symptom.relativeChange)}) |`, '');
  lines.push(`${symptom.test}: t = ${round(symptom.t)}, p = ${symptom.p.toPrecision(2)}.`, '');
  const days = [...symptom.baselineDays, ...symptom.currentDays];
  if (days.length > 0) {
    const datasets = [{ label: metricLabel, data: days.map((d) => round(input.kpiOf(d.parts))) }];
    if (symptom.against)
      datasets.push({ label: symptom.against, data: days.map((d) => round(d.parts[1] ?? 0)) });
    lines.push(
      chart(
        'line',
        `Daily ${metricLabel}`,
        days.map((d) => d.day),
        datasets,
      ),
      '',
    );
  }

  if (input.decomposition) {
    lines.push(
      '## Which part moved',
      '',
      '| part | before | after | change |',
      '| --- | ---: | ---: | ---: |',
    );
    for (const part of input.decomposition) {
      lines.push(
        `| ${cell(part.name)} | ${round(part.before)} | ${round(part.after)} | ${percent(Math.exp(part.logChange) - 1)} |`,
      );
    }
    lines.push('');
  }

  if (result.elements.length > 0) {
    lines.push(
      '## Localized segments',
      '',
      `| segment | ${symptom.against ? 'expected' : 'baseline'} | ${symptom.against ? 'actual' : 'current'} | change | share of the total change |`,
      '| --- | ---: | ---: | ---: | ---: |',
    );
    for (const e of result.elements) {
      const label = e.pairs.map((p) => `${p.attribute} = ${p.value}`).join(', ');
      lines.push(
        `| ${cell(label)} | ${round(e.predict)} | ${round(e.real)} | ${percent(e.change)} | ${(e.explainedShare * 100).toFixed(0)}% |`,
      );
    }
    lines.push('');
    lines.push(
      chart(
        'bar',
        'Change by localized segment',
        result.elements.map((e) => e.key),
        [
          {
            label: symptom.against ? 'expected' : 'baseline',
            data: result.elements.map((e) => round(e.predict)),
          },
          { label: symptom.against ? 'actual' : 'current', data: result.elements.map((e) => round(e.real)) },
        ],
      ),
      '',
    );
  }

  lines.push(
    '## Hypotheses',
    '',
    '| hypothesis | status | confidence | rationale |',
    '| --- | --- | ---: | --- |',
  );
  for (const h of result.hypotheses_tested) {
    lines.push(
      `| ${cell(h.text)} | ${h.status} | ${(h.confidence * 100).toFixed(0)}% | ${cell(h.rationale)} |`,
    );
  }
  lines.push('', '## Findings', '');
  for (const f of result.findings) lines.push(`- **${f.description}** ${f.evidence}`);
  lines.push('', '## Recommendations', '');
  for (const r of result.recommendations) lines.push(`- (${r.priority}) ${r.action} — ${r.impact}`);
  return lines.join('\n') + '\n';
}
