/**
 * The competing explanations of a KPI change and how each is judged from the evidence: one
 * segment shifted, a broad change everywhere, a mix change (ratio metrics), missing data, or
 * nothing beyond normal variation. Each verdict carries a calibrated confidence in [0, 1]:
 * the strength of the symptom (1 − p, damped for changes below the threshold) times how cleanly
 * the evidence separates this explanation from the others.
 */
import { formatP, percent } from './investigate-report.js';
import type { Symptom } from './investigate-stats.js';
import type { Hypothesis, HypothesisStatus, MetricSpec } from './investigate-types.js';
import type { LocalizationResult } from './types.js';

export type HypothesisId =
  'segment_shift' | 'broad_change' | 'mix_change' | 'data_quality' | 'normal_variation';

export interface Evidence {
  symptom: Symptom;
  localization: LocalizationResult | undefined;
  /** Relative change inside the localized elements and outside them. */
  insideChange: number;
  outsideChange: number;
  /** Relative change of all leaves in the same view as inside/outside (a proportion may be complemented). */
  totalChange: number;
  /** Share of the total change carried by the localized elements (together). */
  insideShare: number;
  /** Ratio metrics: rate and mix effects over the dimension where the mix moved most. */
  mix?: { dimension: string; rate: number; mix: number };
  /**
   * Strength of the segment-level evidence: 1 − e^(−Δ/2), Δ the margin by which the strongest
   * localized element whose own change is material beats the noise bound (0 when none does). A collapse of one
   * segment is an anomaly even when the total barely moves.
   */
  segmentStrength: number;
  /**
   * The smallest p-value of the localized segments' own day-by-day tests, multiplied by the
   * number of candidate segments searched (Bonferroni); when present, a segment alone makes the
   * change significant only below `alpha`.
   */
  segmentP?: number;
  /**
   * p-value of the change of everything outside the tested segments (their own test); when it
   * is not significant, the rest of the table only carries noise, whatever its sign.
   */
  outsideP?: number;
  /** The metric's kind: an average or a ratio reads its mix effect in its own units. */
  metricKind?: MetricSpec['kind'];
  /** Rows per day in the current period relative to the baseline. */
  rowRatio: number;
  minRelativeChange: number;
  /** Share of the change the segments must carry to be validated (half: inconclusive). */
  minExplainedShare?: number;
  alpha: number;
}

export interface Verdict {
  id: HypothesisId;
  status: HypothesisStatus;
  confidence: number;
  rationale: string;
}

/** Confidences stay inside [0, 0.98]: no statistical verdict on observational data is certain. */
const clamp = (x: number) => Math.max(0, Math.min(0.98, Number.isFinite(x) ? x : 0));

/** Strength of the symptom: 1 − p, damped when the change is smaller than the threshold. */
export function symptomStrength(e: Evidence): number {
  const magnitude = clamp(Math.abs(e.symptom.relativeChange) / e.minRelativeChange);
  return clamp((1 - e.symptom.p) * magnitude);
}

export function initialHypotheses(metric: string, ratio: boolean): Hypothesis[] {
  const h = (
    id: HypothesisId,
    title: string,
    description: string,
    impact: Hypothesis['impact'],
    likelihood: Hypothesis['likelihood'],
  ): Hypothesis => ({
    id,
    title,
    description,
    status: 'active',
    confidence: 0.2,
    impact,
    likelihood,
  });
  return [
    h(
      'segment_shift',
      'A specific segment shifted',
      `The change of ${metric} comes from a few dimension-value combinations.`,
      'high',
      'high',
    ),
    h(
      'broad_change',
      'Broad change across segments',
      `${metric} moved by a similar amount in every segment.`,
      'high',
      'medium',
    ),
    h(
      'mix_change',
      'Mix change',
      ratio
        ? `The volume moved between segments with different rates; no segment's rate changed.`
        : `The composition of ${metric} changed between segments.`,
      'medium',
      ratio ? 'medium' : 'low',
    ),
    h(
      'data_quality',
      'Missing or incomplete data',
      'Days or rows are missing in the last period, so the drop is an artefact.',
      'medium',
      'low',
    ),
    h(
      'normal_variation',
      'Normal variation',
      `The change of ${metric} is within its usual day-to-day variation.`,
      'low',
      'medium',
    ),
  ];
}

/** Judges every hypothesis from the evidence. */
export function judge(e: Evidence): Verdict[] {
  const totalStrength = symptomStrength(e);
  const totalSignificant = e.symptom.p < e.alpha && Math.abs(e.symptom.relativeChange) >= e.minRelativeChange;
  const segmentSignificant = e.segmentP !== undefined ? e.segmentP < e.alpha : e.segmentStrength >= 0.5;
  const significant = totalSignificant || segmentSignificant;
  const strength = Math.max(totalStrength, e.segmentStrength);
  const found = (e.localization?.elements.length ?? 0) > 0;
  const total = e.totalChange;
  // Outside the segments the metric moved the same way, beyond its noise when that was tested.
  const outsideQuiet = e.outsideP !== undefined && e.outsideP >= e.alpha;
  const sameWayOutside = !outsideQuiet && Math.sign(e.outsideChange) === Math.sign(total);
  // How much of the move is outside the localized segments, relative to the whole move.
  const outsideRatio = total !== 0 ? Math.abs(e.outsideChange) / Math.abs(total) : 0;
  let concentration = found
    ? outsideQuiet
      ? clamp(1)
      : clamp(e.insideShare) * clamp(1 - (sameWayOutside ? outsideRatio : 0))
    : 0;
  // When the total barely moves (the segments' change is lost in the noise of the rest), the share
  // of the net total change means little: judge the segments by how far they moved against the
  // rest instead, if their own evidence is strong.
  if (!totalSignificant && segmentSignificant && found && e.insideChange !== 0)
    concentration = Math.max(concentration, clamp(1 - Math.abs(e.outsideChange) / Math.abs(e.insideChange)));
  const broadness = sameWayOutside ? clamp(outsideRatio) : 0;

  const normal: Verdict = {
    id: 'normal_variation',
    status: significant ? 'eliminated' : 'validated',
    confidence: clamp(1 - strength),
    rationale: `change ${percent(e.symptom.relativeChange)}, ${formatP(e.symptom.p)} (threshold ${(e.minRelativeChange * 100).toFixed(0)}%, α = ${e.alpha})${e.segmentP !== undefined ? `; strongest segment ${formatP(e.segmentP)} after correcting for the segments searched` : ''}`,
  };
  const missing = e.symptom.missingCurrentDays > 0 && e.symptom.missingBaselineDays === 0;
  const thinner = e.rowRatio < 0.5;
  const dataQuality: Verdict = {
    id: 'data_quality',
    status: totalSignificant && (missing || thinner) ? 'validated' : 'eliminated',
    confidence: totalSignificant && (missing || thinner) ? clamp(0.5 + 0.4 * totalStrength) : 0.05,
    rationale: `${e.symptom.missingCurrentDays} day(s) without rows in the last period; rows per day at ${(e.rowRatio * 100).toFixed(0)}% of the baseline`,
  };
  const segment: Verdict = {
    id: 'segment_shift',
    status:
      !significant || !found
        ? 'eliminated'
        : concentration >= (e.minExplainedShare ?? 0.5)
          ? 'validated'
          : concentration >= (e.minExplainedShare ?? 0.5) / 2
            ? 'inconclusive'
            : 'eliminated',
    confidence: clamp(strength * concentration),
    rationale: found
      ? `localized segments carry ${Math.round(e.insideShare * 100)}% of the change (${percent(e.insideChange)} inside, ${percent(e.outsideChange)} elsewhere)`
      : 'no segment stands out from the noise',
  };
  const broad: Verdict = {
    id: 'broad_change',
    status:
      totalSignificant && broadness >= 0.5
        ? 'validated'
        : totalSignificant && broadness >= 0.25
          ? 'inconclusive'
          : 'eliminated',
    confidence: clamp(totalStrength * broadness),
    rationale: `outside the localized segments the metric moved ${percent(e.outsideChange)} against ${percent(total)} overall`,
  };
  let mix: Verdict;
  if (e.mix) {
    const share = Math.abs(e.mix.mix) / Math.max(1e-12, Math.abs(e.mix.mix) + Math.abs(e.mix.rate));
    mix = {
      id: 'mix_change',
      status: totalSignificant && share >= 0.5 ? 'validated' : 'eliminated',
      confidence: clamp(totalStrength * share),
      rationale:
        e.metricKind === 'mean'
          ? `over ${e.mix.dimension}: mix change ${signed(e.mix.mix)} against within-segment change ${signed(e.mix.rate)} (in the metric's units)`
          : `over ${e.mix.dimension}: mix effect ${points(e.mix.mix)} against rate effect ${points(e.mix.rate)}`,
    };
  } else {
    mix = {
      id: 'mix_change',
      status: 'eliminated',
      confidence: 0.05,
      rationale: 'an additive metric has no mix effect of its own',
    };
  }
  return [segment, broad, mix, dataQuality, normal];
}

/** A signed value with three significant digits: "+0.412", "−1.25". */
function signed(x: number): string {
  const text = Number(Math.abs(x).toPrecision(3)).toString();
  return `${x < 0 ? '\u2212' : '+'}${text}`;
}

/** A change of a rate in percentage points: "−0.31 percentage points". */
function points(x: number): string {
  return `${signed(x * 100)} percentage points`;
}
