/**
 * How an RCA run's numbers read: its confidence as a label, its status as a progress percent.
 * Functions only (no zod), so the web can import them at no cost; the schemas are in ./rca.
 */

/** Confidence label: High at 0.8 or more, Medium at 0.6 or more, else Low. */
export function confidenceLabel(confidence: number): 'High' | 'Medium' | 'Low' {
  return confidence >= 0.8 ? 'High' : confidence >= 0.6 ? 'Medium' : 'Low';
}

/** Progress percent of a request status: 25, 50, 75, 90 or 100, else 0. */
export function progressOfStatus(status: string): number {
  const map: Record<string, number> = {
    in_progress_25: 25,
    in_progress_50: 50,
    in_progress_75: 75,
    in_progress_90: 90,
    completed: 100,
  };
  return map[status] ?? 0;
}
