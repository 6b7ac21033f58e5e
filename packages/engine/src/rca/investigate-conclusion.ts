/**
 * The conclusion of an investigation: which explanation wins, and how it reads — the root cause
 * sentence, findings, recommendations and the hypothesis and test tables.
 */
import type { Evidence, HypothesisId, Verdict } from './investigate-hypotheses.js';
import { percent } from './investigate-report.js';
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

const segmentText = (e: RootCauseElement) => e.pairs.map((p) => `${p.attribute} = ${p.value}`).join(', ');

/** Root cause sentence, findings, recommendations and the hypothesis and test tables. */
export function describeConclusion(
  winner: Verdict,
  metric: string,
  change: number,
  /** The comparison window in words: 'the last 7 days', 'all rows (against forecast)'. */
  period: string,
  elements: RootCauseElement[],
  decomposition: { name: string; logChange: number }[] | undefined,
  verdicts: Verdict[],
  hypotheses: Hypothesis[],
  e: Evidence,
): Pick<
  InvestigationResult,
  'root_cause' | 'findings' | 'recommendations' | 'hypotheses_tested' | 'test_results'
> {
  const moved = change < 0 ? 'fell' : 'rose';
  const top = elements.slice(0, 3);
  const driver =
    decomposition && [...decomposition].sort((a, b) => Math.abs(b.logChange) - Math.abs(a.logChange))[0];
  let root: string;
  const recommendations: InvestigationResult['recommendations'] = [];
  switch (winner.id) {
    case 'normal_variation':
      root = `No significant anomaly: ${metric} changed ${percent(change)} over ${period}, within its normal variation.`;
      recommendations.push({
        action: `Keep monitoring ${metric}; no action is needed now.`,
        priority: 'low',
        impact: 'Avoids chasing noise.',
      });
      break;
    case 'data_quality':
      root = `Incomplete data: ${period} are missing days or rows, which explains the ${percent(change)} change of ${metric}.`;
      recommendations.push({
        action: 'Check the data pipeline and reload the missing period before drawing conclusions.',
        priority: 'high',
        impact: 'Restores a trustworthy metric.',
      });
      break;
    case 'segment_shift':
      root = `${metric} ${moved} ${percent(Math.abs(change)).replace(/^\+/, '')} over ${period}, driven by ${top
        .map((x) => `${segmentText(x)} (${percent(x.change)})`)
        .join('; ')}.`;
      for (const x of top) {
        recommendations.push({
          action: `Investigate ${segmentText(x)}: what changed there in ${period}.`,
          priority: 'high',
          impact: `${(x.explainedShare * 100).toFixed(0)}% of the change of ${metric}.`,
        });
      }
      break;
    case 'broad_change':
      root = `A broad ${change < 0 ? 'decline' : 'increase'} of ${metric} (${percent(change)}) across all segments, not tied to one segment.`;
      recommendations.push({
        action:
          'Look for causes that touch every segment: seasonality, pricing, tracking, market-wide demand.',
        priority: 'high',
        impact: 'Addresses the whole change.',
      });
      break;
    default:
      root = `A mix change: volume moved between segments of ${e.mix?.dimension ?? 'a dimension'} with different rates of ${metric} (${percent(change)}).`;
      recommendations.push({
        action: `Review the traffic shift across ${e.mix?.dimension ?? 'segments'} and its sources.`,
        priority: 'medium',
        impact: 'Explains the rate change without a broken segment.',
      });
  }
  if (driver && winner.id !== 'normal_variation') {
    root += ` Of its parts, ${driver.name} moved most (${percent(Math.exp(driver.logChange) - 1)}).`;
  }
  const findings: InvestigationResult['findings'] = [
    {
      description: `${metric} changed ${percent(change)} in ${period}.`,
      evidence: `${e.symptom.test}: t = ${e.symptom.t.toFixed(2)}, p = ${e.symptom.p.toPrecision(2)}.`,
    },
    ...top.map((x) => ({
      description: `${segmentText(x)} changed ${percent(x.change)}.`,
      evidence: `${x.predict.toFixed(2)} → ${x.real.toFixed(2)}; ${(x.explainedShare * 100).toFixed(0)}% of the total change.`,
    })),
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
  const significant = verdicts.find((v) => v.id === 'normal_variation')?.status === 'eliminated';
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
        status: significant ? 'passed' : 'failed',
        result: `p = ${e.symptom.p.toPrecision(2)}, change ${percent(change)}`,
        confidence: Number((1 - e.symptom.p).toFixed(3)),
      },
      {
        name: 'Segment localization',
        status: elements.length || (e.localization?.elements.length ?? 0) ? 'passed' : 'inconclusive',
        result: (e.localization?.elements ?? []).map((x) => x.key).join('; ') || 'no segment stands out',
        confidence: Number(Math.min(1, e.insideShare).toFixed(3)),
      },
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
