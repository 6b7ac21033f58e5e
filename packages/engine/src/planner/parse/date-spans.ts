/**
 * The time between two dates of a record, each named by a word of its column's name: "days
 * between order and return" (returnDate − orderDate), "hours from open to close", "days to
 * refund once the return is logged" (refundDate − returnDate). Days between dates, hours between
 * timestamps, or the unit said. The later date is the one said second ("between A and B", "from
 * A to B") or the event said with "to" ("to refund … once the return").
 */
import type { AnalystDerived } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Found } from './derived-spans';

const UNIT = '(days?|hours?|hrs?|minutes?|mins?|time)';
const BETWEEN = new RegExp(
  `\\b${UNIT}\\s+(?:between|from)\\s+(?:the\\s+|an?\\s+)?([a-z]+)\\s+(?:and|to|until|till)\\s+(?:the\\s+|an?\\s+)?([a-z]+)\\b`,
  'i',
);
const ONCE = new RegExp(
  `\\b${UNIT}\\s+to\\s+([a-z]+)\\s+(?:once|after|from|since)\\s+(?:the\\s+|an?\\s+)?([a-z]+)(?:\\s+(?:is|was|are|were|gets?|got|has been)\\s+[a-z]+)?\\b`,
  'i',
);
const DATE_WORDS = /^(date|at|on|time|timestamp|ts|dt|datetime|day|utc|local)$/;

const eventWords = (c: IndexedColumn) =>
  c.name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && !DATE_WORDS.test(w));

/** The one date column a word names by the start of one of its words ("refund" → refundDate). */
function dateNamed(word: string, dates: IndexedColumn[]): IndexedColumn | undefined {
  const w = word.toLowerCase();
  if (w.length < 4) return undefined;
  const found = dates.filter((c) =>
    eventWords(c).some((e) => e.length >= 4 && e.slice(0, 4) === w.slice(0, 4)),
  );
  return found.length === 1 ? found[0] : undefined;
}

const unitOf = (word: string): NonNullable<AnalystDerived['unit']> | undefined =>
  /^h/i.test(word) ? 'hour' : /^m/i.test(word) ? 'minute' : /^d/i.test(word) ? 'day' : undefined;

/** The span between two named dates said in the question, or undefined. */
export function findDateSpan(question: string, index: DatasetIndex): Found | undefined {
  const dates = index.columns.filter((c) => isTemporalType(c.type));
  if (dates.length < 2) return undefined;
  const between = BETWEEN.exec(question);
  const once = between ? undefined : ONCE.exec(question);
  const m = between ?? once;
  if (!m) return undefined;
  const [start, end] = between
    ? [dateNamed(m[2] as string, dates), dateNamed(m[3] as string, dates)]
    : [dateNamed(m[3] as string, dates), dateNamed(m[2] as string, dates)];
  if (!start || !end || start === end || isTemporalType(start.type) !== isTemporalType(end.type))
    return undefined;
  const timestamps = /TIMESTAMP/i.test(start.type) && /TIMESTAMP/i.test(end.type);
  const unit = unitOf(m[1] as string) ?? (timestamps ? 'hour' : 'day');
  if (unit !== 'day' && !timestamps) return undefined;
  const derived: AnalystDerived = {
    name: `${end.name} − ${start.name} (${unit}s)`,
    op: '-',
    left: end.name,
    right: start.name,
    ...(unit === 'day' ? {} : { unit }),
  };
  return { start: m.index, end: m.index + m[0].length, derived, say: (d) => d };
}
