// The markdown messages the workflow posts into the conversation (§4 RCA flow, §9 Chat summary).
import type { RcaResult } from '@ai-analyst/contract/rca';
import { capitalize, confidenceLabel, formatPercent } from './format';
import { findingsOf, recommendationsOf } from './result-items';

const TOP = 3;

/** Root cause, confidence, the top 3 findings and the top 3 recommendations. */
export function summaryMarkdown(result: RcaResult, problem: string): string {
  const lines = ['## Root cause analysis complete', ''];
  if (problem.trim()) lines.push(`**Problem:** ${problem.trim()}`, '');
  lines.push(`**Root cause:** ${result.root_cause}`, '');
  lines.push(
    `**Confidence:** ${confidenceLabel(result.confidence)} (${formatPercent(result.confidence)})`,
    '',
  );
  const findings = findingsOf(result).slice(0, TOP);
  if (findings.length) {
    lines.push('### Key findings', '');
    findings.forEach((f, i) =>
      lines.push(`${i + 1}. ${f.description}${f.evidence ? ` — ${f.evidence}` : ''}`),
    );
    lines.push('');
  }
  const recommendations = recommendationsOf(result).slice(0, TOP);
  if (recommendations.length) {
    lines.push('### Recommendations', '');
    recommendations.forEach((r, i) => {
      const priority = r.priority ? ` (${capitalize(r.priority)} priority)` : '';
      const impact = r.impact ? ` — ${r.impact}` : '';
      lines.push(`${i + 1}. ${r.action}${priority}${impact}`);
    });
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}

/** The message posted when an investigation fails. */
export function failureMarkdown(error: string, problem: string): string {
  const lines = ['## Root cause analysis failed', ''];
  if (problem.trim()) lines.push(`**Problem:** ${problem.trim()}`, '');
  lines.push(
    `**Error:** ${error}`,
    '',
    'You can adjust the request and try again from **Configure RCA Investigation**.',
  );
  return lines.join('\n') + '\n';
}
