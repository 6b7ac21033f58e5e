/**
 * Marketing ratios over a report of additive counts and money (an ads export's spend, impressions,
 * clicks, conversions, conversion value): "ctr", "cpc", "cpa", "roas", "cost per lead",
 * "conversion rate" are the total of one column over the total of another, over the rows the
 * rest of the question keeps — a ratio of sums, never the average of each row's ratio (nor of a
 * ratio column the export carries, which weighs a quiet day like a busy one). The metric's name is
 * replaced by its numerator's words, the question parsed again, and that measure divided by the
 * denominator's total. "best" and "worst" turn to lowest / highest for a cost (cpc, cpa). Left to
 * the other readings when the table lacks either column, or holds several that fit.
 */
import type { AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../data/duck';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

type RatioPart = 'spend' | 'clicks' | 'impressions' | 'conversions' | 'value' | 'leads';

interface Metric {
  /** The metric as said: its short form and its words. */
  said: RegExp;
  num: RatioPart;
  den: RatioPart;
  /** A cost: the best is the lowest. */
  cost?: true;
}

const METRICS: Metric[] = [
  {
    said: /\b(?:ctrs?|click[\s-]?through(?:[\s-]rates?)?|click rates?)\b/i,
    num: 'clicks',
    den: 'impressions',
  },
  { said: /\b(?:cpcs?|costs? per click|spend per click)\b/i, num: 'spend', den: 'clicks', cost: true },
  {
    said: /\b(?:cpas?|costs? per (?:acquisition|conversion|action|purchase)|spend per conversion)\b/i,
    num: 'spend',
    den: 'conversions',
    cost: true,
  },
  { said: /\b(?:cpls?|costs? per lead)\b/i, num: 'spend', den: 'leads', cost: true },
  { said: /\b(?:roas|return on (?:ad )?spend)\b/i, num: 'value', den: 'spend' },
  { said: /\b(?:cvr|conv(?:ersion)? rates?)\b/i, num: 'conversions', den: 'clicks' },
];

/** Words of a column name that make it a ratio or a unit cost itself, never a count or a total. */
const RATIO_WORDS = /^(per|rate|ratio|ctr|cpc|cpa|cpm|cpl|roas|avg|average|pct|percent|share|cvr)$/;
const has = (c: IndexedColumn, re: RegExp) => c.words.some((w) => re.test(w));

/** Whether the column plays the role (by the words of its name). */
function plays(c: IndexedColumn, role: RatioPart): boolean {
  if (has(c, RATIO_WORDS)) return false;
  const conversion =
    /^(conv|conversion|conversions|purchase|purchases|acquisition|acquisitions|order|orders|sale|sales)$/;
  switch (role) {
    case 'spend':
      return has(c, /^(spend|spent|spending|cost|costs)$/);
    case 'clicks':
      return has(c, /^(click|clicks)$/);
    case 'impressions':
      return has(c, /^(impression|impressions|impr|imps?)$/);
    case 'conversions':
      return has(c, conversion) && !has(c, /^(value|revenue|amount|amt|id|date)$/);
    case 'value':
      return (
        (has(c, conversion) && has(c, /^(value|revenue|amount|amt)$/)) ||
        (c.words.length === 1 && has(c, /^(revenue|revenues)$/))
      );
    case 'leads':
      return has(c, /^(lead|leads)$/) && !has(c, /^(id|date|source|status|time)$/);
  }
}

/** The one numeric measure column playing the role, or undefined (none, or several). */
function columnFor(index: DatasetIndex, role: RatioPart): IndexedColumn | undefined {
  const found = index.columns.filter(
    (c) =>
      isNumericType(c.type) &&
      c.role !== 'identifier' &&
      !c.yearLike &&
      c.flagTrue === undefined &&
      plays(c, role),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The metric said in the question with its two columns, or undefined. */
export function ratioMetricOf(
  question: string,
  index: DatasetIndex,
): { metric: Metric; at: RegExpExecArray; num: IndexedColumn; den: IndexedColumn } | undefined {
  for (const metric of METRICS) {
    const at = metric.said.exec(question);
    if (!at) continue;
    const num = columnFor(index, metric.num);
    const den = columnFor(index, metric.den);
    if (num && den && num !== den) return { metric, at, num, den };
  }
  return undefined;
}

const BEST = /\b(best|better|worst|worse)\b/gi;

/**
 * The measures of `q` naming `num` read as its total over `den`'s total (a ratio of totals, never
 * an average of per-row ratios), when exactly one measure names it and `q` aggregates or compares.
 */
export function asRatio(q: AnalystQuery, num: string, den: string): AnalystQuery | undefined {
  const ratio: AnalystMeasure = { fn: 'sum', column: num, per: { column: den } };
  let swapped = 0;
  const measures = q.measures.map((m) => {
    if (m.column !== num || m.per || m.plus || (m.fn !== 'sum' && m.fn !== 'avg')) return m;
    swapped++;
    return ratio;
  });
  if (swapped !== 1) return undefined;
  if (q.kind === 'aggregate' || q.kind === 'compare') return { ...q, measures };
  return undefined;
}

const guard = rewriteGuard();

/** The question read with its marketing ratio as a ratio of two totals, or undefined. */
export function parseRatioMetric(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const found = ratioMetricOf(question, index);
  if (!found) return undefined;
  const { metric, at, num, den } = found;
  const rest = question.slice(0, at.index) + question.slice(at.index + at[0].length);
  // the numerator said on its own beside the ratio ("spend and cpc"): two figures, not read here
  if (num.words.every((w) => new RegExp(`\\b${w}`, 'i').test(rest))) return undefined;
  const before = question.slice(0, at.index);
  // a total unless an aggregation is said ("avg cpc"): either way the ratio of the two totals
  const total = /\b(total|sum|avg|average|mean|overall)\s*$/i.test(before) ? '' : 'total ';
  let text = `${before}${total}${num.words.join(' ')}${question.slice(at.index + at[0].length)}`;
  text = text.replace(BEST, (w: string) => {
    const good = /^(best|better)$/i.test(w);
    const high = good !== !!metric.cost;
    return /er$/i.test(w) ? (high ? 'higher' : 'lower') : high ? 'highest' : 'lowest';
  });
  const parsed = guard.reparseOnce(parse, text);
  const q = parsed?.query;
  if (!parsed || !q || parsed.clarify) return undefined;
  const query = asRatio(q, num.name, den.name);
  return query ? { ...parsed, query } : undefined;
}
