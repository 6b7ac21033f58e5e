// The items of an RCA result in one shape for the views, exports and chat summary. A result may
// carry findings, recommendations and test results as text or as objects with alternative field
// names; the server sends objects, but older or hand-made results may not.
import type { RcaResult } from '@ai-analyst/contract/rca-types';

export interface FindingItem {
  description: string;
  evidence: string;
}
export interface RecommendationItem {
  action: string;
  priority: string;
  impact: string;
}
export interface TestResultItem {
  name: string;
  status: string;
  result: string;
  confidence: number | null;
}
export interface ElementShare {
  label: string;
  share: number;
}

type Loose = Record<string, unknown>;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const asObject = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});

export function findingsOf(result: Pick<RcaResult, 'findings'>): FindingItem[] {
  return (result.findings as unknown[]).map((f) => {
    if (typeof f === 'string') return { description: f, evidence: '' };
    const o = asObject(f);
    return { description: text(o.description ?? o.message), evidence: text(o.evidence) };
  });
}

export function recommendationsOf(result: Pick<RcaResult, 'recommendations'>): RecommendationItem[] {
  return (result.recommendations as unknown[]).map((r) => {
    if (typeof r === 'string') return { action: r, priority: '', impact: '' };
    const o = asObject(r);
    return { action: text(o.action ?? o.description), priority: text(o.priority), impact: text(o.impact) };
  });
}

export function testResultsOf(result: Pick<RcaResult, 'test_results'>): TestResultItem[] {
  return (result.test_results as unknown[]).map((t) => {
    const o = asObject(t);
    return {
      name: text(o.name ?? o.hypothesis),
      status: text(o.status),
      result: text(o.result ?? o.description),
      confidence: typeof o.confidence === 'number' ? o.confidence : null,
    };
  });
}

/** Counts of the tested hypotheses for the summary (validated and refuted). */
export function hypothesisCounts(result: Pick<RcaResult, 'hypotheses_tested'>) {
  const statuses = result.hypotheses_tested.map((h) => h.status);
  return {
    total: statuses.length,
    validated: statuses.filter((s) => s === 'validated').length,
    refuted: statuses.filter((s) => s === 'eliminated' || s === 'refuted').length,
  };
}

/**
 * The explained share of each localized element. The wire result lists the elements by name; their
 * shares are in the report's "Localized segments" table, whose last column is the share of the
 * total change. Elements without a row in the table are left out.
 */
export function elementShares(result: Pick<RcaResult, 'report' | 'elements'>): ElementShare[] {
  const lines = result.report.split('\n');
  const start = lines.findIndex((line) => /^##\s+Localized segments/i.test(line.trim()));
  if (start < 0) return [];
  const shares: ElementShare[] = [];
  for (const line of lines.slice(start + 1)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('#')) break;
    if (!trimmed.startsWith('|')) {
      if (shares.length > 0 && trimmed === '') break;
      continue;
    }
    const cells = trimmed
      .slice(1, trimmed.endsWith('|') ? -1 : undefined)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim().replace(/\\\|/g, '|'));
    const last = cells[cells.length - 1] ?? '';
    const match = /^(-?\d+(?:\.\d+)?)\s*%$/.exec(last);
    if (!match || cells.length < 2) continue;
    shares.push({ label: cells[0] ?? '', share: Number(match[1]) / 100 });
  }
  return shares;
}
