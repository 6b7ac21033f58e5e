// The chat messages of an RCA run: the summary a completed run
// leaves in its conversation, or the failure. The server writes them as assistant messages; the
// web shares the wording. Written to read well both as plain text and as markdown: blank lines
// between parts, numbered lists, no headings or emphasis marks.
import type { RcaResult } from './rca';
import { confidenceLabel } from './rca-values';

const TOP = 3;

type Loose = Record<string, unknown>;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const asObject = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** "86%", "85.5%". */
function percent(fraction: number): string {
  const value = Math.round(fraction * 1000) / 10;
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** The first line of a run's messages, also the title of a conversation that has none yet. */
export function rcaSummaryHeading(problem: string, failed = false): string {
  const what = failed ? 'Root cause analysis failed' : 'Root cause analysis';
  return problem.trim() ? `${what}: ${problem.trim()}` : failed ? what : 'Root cause analysis complete';
}

/** Root cause, confidence, the top 3 findings and the top 3 recommendations. */
export function rcaSummaryMarkdown(
  result: Pick<RcaResult, 'root_cause' | 'confidence' | 'findings' | 'recommendations'>,
  problem: string,
): string {
  const lines = [rcaSummaryHeading(problem), ''];
  lines.push(`Root cause: ${result.root_cause}`, '');
  lines.push(`Confidence: ${confidenceLabel(result.confidence)} (${percent(result.confidence)})`, '');
  const findings = (result.findings as unknown[]).slice(0, TOP).map((f) => {
    if (typeof f === 'string') return { description: f, evidence: '' };
    const o = asObject(f);
    return { description: text(o.description ?? o.message), evidence: text(o.evidence) };
  });
  if (findings.length) {
    lines.push('Key findings:');
    findings.forEach((f, i) =>
      lines.push(`${i + 1}. ${f.description}${f.evidence ? ` (${f.evidence})` : ''}`),
    );
    lines.push('');
  }
  const recommendations = (result.recommendations as unknown[]).slice(0, TOP).map((r) => {
    if (typeof r === 'string') return { action: r, priority: '', impact: '' };
    const o = asObject(r);
    return { action: text(o.action ?? o.description), priority: text(o.priority), impact: text(o.impact) };
  });
  if (recommendations.length) {
    lines.push('Recommendations:');
    recommendations.forEach((r, i) => {
      const priority = r.priority ? ` [${capitalize(r.priority)} priority]` : '';
      const impact = r.impact ? ` Impact: ${r.impact}` : '';
      lines.push(`${i + 1}. ${r.action}${priority}${impact}`);
    });
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

/** The message left when an investigation fails. */
export function rcaFailureMarkdown(error: string, problem: string): string {
  return [
    rcaSummaryHeading(problem, true),
    '',
    `Error: ${error}`,
    '',
    'Adjust the request and run it again from Configure RCA Investigation.',
    '',
  ].join('\n');
}
