// Pure helpers of the RCA views: labels, durations and the normalized result items. The
// confidence label and a status's progress are the contract's (its zod-free module).
import { confidenceLabel } from '@ai-analyst/contract/rca-values';
import type { RcaPhase } from '@ai-analyst/contract/rca-types';

/** "85%" from 0.85, with one decimal only when it matters. */
export function formatPercent(fraction: number): string {
  const value = Math.round(fraction * 1000) / 10;
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** "High (85%)". */
export function confidenceText(confidence: number): string {
  return `${confidenceLabel(confidence)} (${formatPercent(confidence)})`;
}

const PHASE_LABELS: Record<RcaPhase, string> = {
  initialization: 'Initialization',
  symptom_analysis: 'Symptom analysis',
  hypothesis_generation: 'Hypothesis generation',
  test_planning: 'Test planning',
  test_execution: 'Test execution',
  result_analysis: 'Result analysis',
  conclusion: 'Conclusion',
};

export function phaseLabel(phase: string): string {
  return PHASE_LABELS[phase as RcaPhase] ?? phase.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Estimated time remaining: "Calculating..." when unknown, else "45 s", "2 min 10 s", "1 h 5 min". */
export function formatTimeRemaining(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return 'Calculating...';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) {
    const rest = s % 60;
    return rest ? `${Math.floor(s / 60)} min ${rest} s` : `${s / 60} min`;
  }
  const minutes = Math.round((s % 3600) / 60);
  return minutes ? `${Math.floor(s / 3600)} h ${minutes} min` : `${Math.floor(s / 3600)} h`;
}

/** Duration of a run from its minutes: "42 s", "3.5 min". */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '—';
  const seconds = minutes * 60;
  if (seconds < 60) return `${Math.max(0, Math.round(seconds * 10) / 10)} s`;
  return `${Math.round(minutes * 10) / 10} min`;
}

/** The browser notification body: the problem cut to 50 characters plus an ellipsis. */
export function notificationBody(problem: string): string {
  const text = problem.trim();
  return text.length > 50 ? `${text.slice(0, 50)}...` : text;
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
