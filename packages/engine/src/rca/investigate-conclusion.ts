/**
 * The conclusion of an investigation: which explanation wins, and how it reads — the root cause
 * sentence, findings, recommendations and the hypothesis and test tables.
 */
import type { Evidence, HypothesisId, Verdict } from './investigate-hypotheses.js';
import { formatP, number, percent } from './investigate-report.js';
import { formatDay } from './request-dates.js';
import type { Hypothesis, InvestigationResult } from './investigate-types.js';
import type { RootCauseElement } from './types.js';

/** The explanation to report: data problems first, then the best-supported validated one. */
export function conclude(verdicts: Verdict[]): Verdict {
  const byId = (id: HypothesisId) => verdicts.find((v) => v.id === id)!;
  if (byId('normal_variation').status === 'validated') return byId('normal_variation');
  if (byId('data_quality').status === 'validated') return byId('data_quality');
  const validated = verdicts
    .filter((v) => v.status === 'validated')
    .sort((a, b) => b.confidence - a.confidence);
  return validated[0] ?? [...verdicts].sort((a, b) => b.confidence - a.confidence)[0]!;
}

const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const segmentText = (e: RootCauseElement) => e.pairs.map((p) => `${p.attribute} = ${p.value}`).join(', ');

export interface ConclusionInput {
  winner: Verdict;
  metric: string;
  change: number;
  /** The comparison window in words: 'the last 7 days (16–22 April 2024)', 'all rows (against forecast)'. */
  period: string;
  /** What the window is compared with, in words. */
  baseline: string;
  elements: RootCauseElement[];
  decomposition: { name: string; logChange: number }[] | undefined;
  verdicts: Verdict[];
  hypotheses: Hypothesis[];
  e: Evidence;
  /** When the change began, and the event of the context it follows, as a sentence. */
  start?: string;
  /** Defaults taken because the request did not say. */
  defaults: string[];
  /** The localized segments' own tests: p, and p corrected for the candidates searched. */
  segmentTests: { key: string; p: number; adjusted: number }[];
  candidates: number;
  /** Dated events of the context that do not coincide with the start of the change. */
  events: { day: string; kind: string; text: string }[];
  /** The current window, to tell which other events fall inside it. */
  current?: { start: string; end: string };
}

/** Root cause sentence, findings, recommendations and the hypothesis and test tables. */
export function describeConclusion(
  input: ConclusionInput,
): Pick<
  InvestigationResult,
  'root_cause' | 'findings' | 'recommendations' | 'hypotheses_tested' | 'test_results'
> {
  const { winner, metric, change, period, elements, decomposition, verdicts, hypotheses, e } = input;
  const moved = change < 0 ? 'fell' : 'rose';
  const top = elements.slice(0, 3);
  const driver =
    decomposition && [...decomposition].sort((a, b) => Math.abs(b.logChange) - Math.abs(a.logChange))[0];
  const against = input.baseline ? ` against ${input.baseline}` : '';
  let root: string;
  const recommendations: InvestigationResult['recommendations'] = [];
  switch (winner.id) {
    case 'normal_variation':
      root = `No significant change: ${metric} ${percent(change)}, ${formatP(e.symptom.p)} (${period}${against}). This is within its normal variation; no segment is a cause.`;
      recommendations.push({
        action: `Keep monitoring ${metric}; no action is needed now.`,
        priority: 'low',
        impact: 'Avoids chasing noise.',
      });
      break;
    case 'data_quality':
      root = `Incomplete data: ${period} is missing days or rows, which explains the ${percent(change)} change of ${metric}.`;
      recommendations.push({
        action: 'Check the data pipeline and reload the missing period before drawing conclusions.',
        priority: 'high',
        impact: 'Restores a trustworthy metric.',
      });
      break;
    case 'segment_shift':
      root = `${capitalize(metric)} ${moved} ${percent(Math.abs(change)).replace(/^\+/, '')} over ${period}${against}, driven by ${top
        .map((x) => `${segmentText(x)} (${percent(x.change)})`)
        .join('; ')}.`;
      for (const x of top) {
        recommendations.push({
          action: `Investigate ${segmentText(x)}: what changed there in ${period}.`,
          priority: 'high',
          impact: `${Math.round(x.explainedShare * 100)}% of the change of ${metric}.`,
        });
      }
      break;
    case 'broad_change':
      root = `A broad ${change < 0 ? 'decline' : 'increase'} of ${metric} (${percent(change)} over ${period}${against}) across all segments, not tied to one segment.`;
      recommendations.push({
        action:
          'Look for causes that touch every segment: seasonality, pricing, tracking, market-wide demand.',
        priority: 'high',
        impact: 'Addresses the whole change.',
      });
      break;
    default:
      root = `A mix change: volume moved between segments of ${e.mix?.dimension ?? 'a dimension'} with different levels of ${metric} (${percent(change)} over ${period}${against}).`;
      recommendations.push({
        action: `Review the traffic shift across ${e.mix?.dimension ?? 'segments'} and its sources.`,
        priority: 'medium',
        impact: 'Explains the change without a segment that moved on its own.',
      });
  }
  if (driver && winner.id !== 'normal_variation') {
    root += ` Of its parts, ${driver.name} moved most (${percent(Math.exp(driver.logChange) - 1)}).`;
  }
  if (input.start && winner.id !== 'normal_variation') root += ` ${input.start}`;
  // Every default taken is stated; one about the periods shortens to its first clause when the
  // root cause already names the periods (the findings keep it whole).
  if (input.defaults.length)
    root += ` ${input.defaults
      .map((d) =>
        /^No (comparison )?period was named: /.test(d) && root.includes(period) ? `${d.split(':')[0]}.` : d,
      )
      .join(' ')}`;
  const tested = new Map(input.segmentTests.map((t) => [t.key, t]));
  const insideWindow = (day: string) =>
    input.current !== undefined && day >= input.current.start && day <= input.current.end;
  const findings: InvestigationResult['findings'] = [
    {
      description: `${capitalize(metric)} changed ${percent(change)} over ${period}${against}.`,
      evidence: `${e.symptom.test}: t = ${e.symptom.t.toFixed(2)}, ${formatP(e.symptom.p)}.`,
    },
    ...(input.start && winner.id !== 'normal_variation'
      ? [{ description: input.start, evidence: 'Change-point detection on the daily series.' }]
      : []),
    ...top.map((x) => {
      const t = tested.get(x.key);
      return {
        description: `${segmentText(x)} changed ${percent(x.change)}.`,
        evidence: `${number(x.predict)} → ${number(x.real)}; ${Math.round(x.explainedShare * 100)}% of the total change${
          t
            ? `; its own daily values: ${formatP(t.p)}, ${formatP(t.adjusted)} after correcting for ${input.candidates} segments searched`
            : ''
        }.`,
      };
    }),
    ...input.events
      .filter((ev) => insideWindow(ev.day))
      .map((ev) => ({
        description: `The context mentions a ${ev.kind} on ${formatDay(ev.day)}, inside the period compared.`,
        evidence: `"${ev.text}"${winner.id === 'normal_variation' ? ' — the metric did not change significantly around it.' : ''}`,
      })),
    ...input.defaults.map((d) => ({ description: d, evidence: 'Default taken: the request did not say.' })),
    ...(decomposition ?? []).map((p) => ({
      description: `${p.name} changed ${percent(Math.exp(p.logChange) - 1)}.`,
      evidence: 'Log decomposition of the derived metric.',
    })),
  ];
  recommendations.push({
    action: `Set an alert on ${metric} at a ${((e.minRelativeChange ?? 0.05) * 100).toFixed(0)}% period-over-period change.`,
    priority: 'low',
    impact: 'Catches the next change early.',
  });
  const totalSignificant = e.symptom.p < e.alpha && Math.abs(change) >= e.minRelativeChange;
  const best = [...input.segmentTests].sort((a, b) => a.adjusted - b.adjusted)[0];
  return {
    root_cause: root,
    findings,
    recommendations,
    hypotheses_tested: verdicts.map((v) => ({
      text: hypotheses.find((h) => h.id === v.id)?.title ?? v.id,
      status: v.status,
      confidence: Number(v.confidence.toFixed(3)),
      rationale: v.rationale,
    })),
    test_results: [
      {
        name: `Symptom significance (${e.symptom.test})`,
        status: totalSignificant ? 'passed' : 'failed',
        result: `${formatP(e.symptom.p)}, change ${percent(change)}`,
        confidence: Number((1 - e.symptom.p).toFixed(3)),
      },
      {
        name: 'Segment localization',
        status: elements.length || (e.localization?.elements.length ?? 0) ? 'passed' : 'inconclusive',
        result: (e.localization?.elements ?? []).map((x) => x.key).join('; ') || 'no segment stands out',
        confidence: Number(Math.min(1, e.insideShare).toFixed(3)),
      },
      ...(best
        ? [
            {
              name: `Segment significance (t-test of daily values, corrected for ${input.candidates} segments)`,
              status: best.adjusted < e.alpha ? ('passed' as const) : ('failed' as const),
              result: `${best.key}: ${formatP(best.p)}, ${formatP(best.adjusted)} corrected`,
              confidence: Number((1 - best.adjusted).toFixed(3)),
            },
          ]
        : []),
      ...verdicts.map((v) => ({
        name: hypotheses.find((h) => h.id === v.id)?.title ?? v.id,
        status:
          v.status === 'validated'
            ? ('passed' as const)
            : v.status === 'eliminated'
              ? ('failed' as const)
              : ('inconclusive' as const),
        result: v.rationale,
        confidence: Number(v.confidence.toFixed(3)),
      })),
    ],
  };
}
