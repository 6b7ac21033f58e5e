/**
 * Reading an investigation request in words: which metric it asks about (`request-metric.ts`),
 * which periods it compares (`request-period.ts`), which dimensions it names or excludes, and the
 * dated events of its context (releases, price changes, outages, campaigns). Everything here is
 * pure text work against the table's column names and its first and last day.
 */
import { names } from './request-metric.js';
import { findDates } from './request-dates.js';

export {
  isLevel,
  nameWords,
  names,
  readMetric,
  type Aggregation,
  type MetricReading,
  type NamedColumn,
} from './request-metric.js';
export { PeriodError, readPeriod, type PeriodReading } from './request-period.js';

/** The dimensions a request names ("by region and channel") and those it excludes. */
export function readDimensions(text: string, candidates: string[]): { named: string[]; excluded: string[] } {
  const named: string[] = [];
  const excluded: string[] = [];
  const lower = text.toLowerCase();
  const clauses = (re: RegExp) => [...lower.matchAll(re)].map((m) => m[1]!);
  const byClauses = clauses(
    /\b(?:by|per|across|broken down by|split by|segmented by)\s+([a-z0-9 _,&-]+?)(?:[.;!?\n]|$|\b(?:in|over|during|since|for|last|this|vs|versus|compared)\b)/g,
  );
  const exclusionClauses = clauses(
    /\b(?:excluding|except|ignore|ignoring|not by|without|leave out|leaving out)\s+([a-z0-9 _,&-]+?)(?:[.;!?\n]|$)/g,
  );
  for (const column of candidates) {
    if (exclusionClauses.some((c) => names(c, column))) excluded.push(column);
    else if (byClauses.some((c) => names(c, column))) named.push(column);
  }
  return { named, excluded };
}

const DOWN_WORDS =
  /\b(drop|dropp\w*|fall|fell|fallen|falling|declin\w*|decreas\w*|dip\w*|down|lower|sank|sink\w*|tank\w*|plummet\w*|shrank|shrink\w*|loss|lost)\b/i;
const UP_WORDS =
  /\b(rise|rose|risen|rising|increas\w*|grow|grew|grown|growing|jump\w*|spike\w*|surg\w*|up|higher|climb\w*|soar\w*)\b/i;

/** The way the request says the metric moved: 'down' ("why did orders drop"), 'up', or undefined (neither, or both). */
export function askedDirection(text: string): 'up' | 'down' | undefined {
  // "Broken down by region" and "set up" say nothing about the way the metric moved.
  const said = text.replace(
    /\b(?:broken|break|breaking|narrow|narrowed|drill|drilled|set|sign|signed)\s+(?:it\s+)?(?:down|up)\b/gi,
    '',
  );
  const down = DOWN_WORDS.test(said);
  const up = UP_WORDS.test(said);
  return down === up ? undefined : down ? 'down' : 'up';
}

/** A dated event of the context: a release, a price change, an outage, a campaign. */
export interface ContextEvent {
  day: string;
  kind: 'release' | 'price change' | 'outage' | 'campaign' | 'event';
  /** The sentence of the context that mentions it. */
  text: string;
}

const EVENT_KINDS: [ContextEvent['kind'], RegExp][] = [
  [
    'release',
    /\b(releas\w*|deploy\w*|launch\w*|roll(?:ed)?[- ]?out|version|v\d+(?:\.\d+)*|update[ds]?|upgrade[ds]?|migrat\w*|redesign\w*)\b/i,
  ],
  ['price change', /\b(price|pricing|prices|repric\w*|fee|fees|tariff)\b/i],
  [
    'outage',
    /\b(outage|down ?time|downtime|incident|broke|broken|bug|crash\w*|failure|went down|unavailable|disruption|storm)\b/i,
  ],
  [
    'campaign',
    /\b(campaign|promo\w*|discount\w*|marketing|newsletter|ads?|advert\w*|coupon|black friday|sale event)\b/i,
  ],
];

/** The dated events of a free text, in order; sentences with a date and no event word count as events. */
export function readEvents(text: string, anchor: string): ContextEvent[] {
  const events: ContextEvent[] = [];
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n+/)) {
    const trimmed = sentence.trim();
    if (!trimmed) continue;
    const kind = EVENT_KINDS.find(([, re]) => re.test(trimmed))?.[0] ?? 'event';
    for (const date of findDates(trimmed, anchor)) events.push({ day: date.day, kind, text: trimmed });
  }
  return events;
}
