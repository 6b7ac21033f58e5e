// The messages the workflow posts into the conversation (§4 RCA flow, §9 Chat summary). They go in
// through the chat's ordinary message call, so they are written to read well both as plain text
// and as markdown: blank lines between parts, numbered lists, no headings or emphasis marks. The
// first line names the investigation, so a new conversation is titled after it.
import type { RcaResult } from '@ai-analyst/contract/rca';
import { capitalize, confidenceText } from './format';
import { findingsOf, recommendationsOf } from './result-items';

const TOP = 3;

/** Root cause, confidence, the top 3 findings and the top 3 recommendations. */
export function summaryMarkdown(result: RcaResult, problem: string): string {
  const lines = [
    problem.trim() ? `Root cause analysis: ${problem.trim()}` : 'Root cause analysis complete',
    '',
  ];
  lines.push(`Root cause: ${result.root_cause}`, '');
  lines.push(`Confidence: ${confidenceText(result.confidence)}`, '');
  const findings = findingsOf(result).slice(0, TOP);
  if (findings.length) {
    lines.push('Key findings:');
    findings.forEach((f, i) =>
      lines.push(`${i + 1}. ${f.description}${f.evidence ? ` (${f.evidence})` : ''}`),
    );
    lines.push('');
  }
  const recommendations = recommendationsOf(result).slice(0, TOP);
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

/** The message posted when an investigation fails. */
export function failureMarkdown(error: string, problem: string): string {
  return [
    problem.trim() ? `Root cause analysis failed: ${problem.trim()}` : 'Root cause analysis failed',
    '',
    `Error: ${error}`,
    '',
    'Adjust the request and run it again from Configure RCA Investigation.',
    '',
  ].join('\n');
}
