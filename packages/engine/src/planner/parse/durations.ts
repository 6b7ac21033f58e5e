/**
 * How long a record took between two of its dates: a table with one date a record starts at
 * (created, opened, submitted, placed…) and others it reaches later (resolved, closed, shipped).
 * "resolution time", "time to close", "days to ship", "sales cycle", "turnaround" are the later
 * date minus the start, in the unit the question says ("in hours"), else in hours between two
 * timestamps and days between two dates; "resolved in under 4 hours" is a condition on it;
 * "days ship to delivery" names both ends, and "which carrier takes longest to deliver" ranks by it.
 */
import type { AnalystDerived } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Found } from './derived-spans';
import { startDates } from './record-dates';

/** Words of a date column's name that say nothing about its event. */
const DATE_WORDS = /^(date|at|on|time|timestamp|ts|dt|datetime|day|utc|local)$/;
/** Words for the span itself, said without its end event ("sales cycle", "turnaround"). */
const GENERIC = '(?:sales\\s+)?cycle(?:\\s+time|\\s+length)?|turnaround(?:\\s+time)?|lead\\s+time';
const UNIT = '(hours?|hrs?|days?|minutes?|mins?)';

type Unit = NonNullable<AnalystDerived['unit']>;
const unitOf = (word: string | undefined): Unit | undefined =>
  !word ? undefined : /^h/i.test(word) ? 'hour' : /^d/i.test(word) ? 'day' : 'minute';

const eventWords = (c: IndexedColumn) =>
  c.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && !DATE_WORDS.test(w));

/** The start date and the later dates of the table, or undefined without exactly one start. */
function datePair(index: DatasetIndex): { start: IndexedColumn; ends: IndexedColumn[] } | undefined {
  const dates = index.columns.filter((c) => isTemporalType(c.type));
  const starts = startDates(index);
  if (starts.length !== 1) return undefined;
  const start = starts[0] as IndexedColumn;
  const ends = dates.filter((c) => c !== start && isTemporalType(c.type) === isTemporalType(start.type));
  return ends.length ? { start, ends } : undefined;
}

/** The later date a word of the question names: "resolution", "resolve" → resolved_at. */
/** Verbs whose past form is spelled otherwise ("pay" → paid). */
const PAST: Record<string, string> = { pay: 'paid', win: 'won', lose: 'lost', sell: 'sold', send: 'sent' };

/** Whether a word of the question names the start date ("ship" → ship_date, "order" → ordered_at). */
function startNamed(word: string, start: IndexedColumn): boolean {
  const w = word.toLowerCase();
  return w.length >= 4 && eventWords(start).some((e) => e.length >= 4 && e.slice(0, 4) === w.slice(0, 4));
}

function endNamed(word: string, ends: IndexedColumn[]): IndexedColumn | undefined {
  const w = word.toLowerCase();
  const past = PAST[w];
  if (w.length < 4 && !past) return undefined;
  const found = ends.filter((c) =>
    eventWords(c).some((e) => e === past || (w.length >= 4 && e.slice(0, 4) === w.slice(0, 4) && e.length >= 4)),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** A question about the time from a record's start to a later date, or undefined. */
export function findDuration(question: string, index: DatasetIndex): Found | undefined {
  const pair = datePair(index);
  if (!pair) return undefined;
  const timestamps = /TIMESTAMP/i.test(pair.start.type);
  const make = (end: IndexedColumn, unit: Unit | undefined, m: RegExpExecArray, say: (d: string) => string): Found => {
    const u = unit ?? (timestamps ? 'hour' : 'day');
    const derived: AnalystDerived = {
      name: `${end.name} − ${pair.start.name} (${u}s)`,
      op: '-',
      left: end.name,
      right: pair.start.name,
      ...(u === 'day' ? {} : { unit: u }),
    };
    return { start: m.index, end: m.index + m[0].length, derived, say };
  };
  const inUnit = `(?:\\s+in\\s+${UNIT})?`;
  // "resolution time in hours", "close time"
  const named = new RegExp(`\\b([a-z]+)\\s+(?:time|duration)s?${inUnit}\\b`, 'i').exec(question);
  const namedEnd = named && endNamed(named[1] as string, pair.ends);
  if (named && namedEnd) return make(namedEnd, unitOf(named[2]), named, (d) => d);
  // "days to close", "time to resolve", "hours it took to resolve"
  const to = new RegExp(`\\b(time|${UNIT.slice(1, -1)})\\s+(?:it\\s+(?:takes?|took)\\s+|taken\\s+)?to\\s+([a-z]+)${inUnit}\\b`, 'i').exec(
    question,
  );
  const toEnd = to && endNamed(to[2] as string, pair.ends);
  if (to && toEnd) return make(toEnd, unitOf(to[3]) ?? unitOf(to[1] === 'time' ? undefined : to[1]), to, (d) => d);
  // "days ship to delivery", "time from order to delivery": the start said too
  const fromTo = new RegExp(`\\b(time|${UNIT.slice(1, -1)})\\s+(?:from\\s+)?([a-z]+)\\s+to\\s+([a-z]+)${inUnit}\\b`, 'i').exec(question);
  const fromToEnd = fromTo && startNamed(fromTo[2] as string, pair.start) && endNamed(fromTo[3] as string, pair.ends);
  if (fromTo && fromToEnd)
    return make(fromToEnd, unitOf(fromTo[4]) ?? unitOf(fromTo[1] === 'time' ? undefined : fromTo[1]), fromTo, (d) => d);
  // "which carrier takes longest to deliver": the groups ranked by the time
  const takes = /\b(?:takes?|took|taking)\s+(?:the\s+)?(longest|shortest|most\s+time|least\s+time)\s+to\s+([a-z]+)\b/i.exec(question);
  const takesEnd = takes && endNamed(takes[2] as string, pair.ends);
  if (takes && takesEnd)
    return make(takesEnd, undefined, takes, (d) => `has the ${/^(longest|most)/i.test(takes[1] as string) ? 'highest' : 'lowest'} ${d}`);
  // "resolved in under 4 hours", "shipped within 2 days"
  const within = new RegExp(
    `\\b(?:(?:were|was|are|is|got|get)\\s+)?([a-z]+)\\s+(?:in\\s+|within\\s+)(under|less\\s+than|fewer\\s+than|over|more\\s+than)?\\s*(\\d+(?:\\.\\d+)?)\\s*${UNIT}\\b`,
    'i',
  ).exec(question);
  const withinEnd = within && endNamed(within[1] as string, pair.ends);
  if (within && withinEnd) {
    const above = /^(over|more)/i.test(within[2] ?? '');
    return make(withinEnd, unitOf(within[4]), within, (d) => ` with ${d} ${above ? 'above' : 'below'} ${within[3]}`);
  }
  if (pair.ends.length !== 1) return undefined;
  const end = pair.ends[0] as IndexedColumn;
  // "sales cycle in days", "turnaround": the one later date
  const generic = new RegExp(`\\b(?:${GENERIC})${inUnit}\\b`, 'i').exec(question);
  if (generic) return make(end, unitOf(generic[1]), generic, (d) => d);
  // "avg session length", "duration in minutes": the records' own span, when no column holds one
  const held = index.columns.some(
    (c) => !isTemporalType(c.type) && c.words.some((w) => /^(time|duration|length|dur|minute|second|hour|day)s?$/.test(w)),
  );
  if (held) return undefined;
  const own = index.info.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3)
    .map((w) => w.replace(/s$/, ''));
  const ownSpan = own.length ? new RegExp(`\\b(?:${own.join('|')})s?\\s+(?:time|duration|length)${inUnit}\\b`, 'i').exec(question) : null;
  const span = ownSpan ?? new RegExp(`\\b(?:duration|length)${inUnit}\\b`, 'i').exec(question);
  if (span) return make(end, unitOf(span[1]), span, (d) => d);
  return undefined;
}
