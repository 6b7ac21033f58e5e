/**
 * The date of a table's records: over a table named by its records ("returns", "orders") with
 * several dates, the date named by the record itself (`returnDate` of returns, `order_date` of
 * orders) is when each row happened — the time the table's periods are read on ("returns by
 * weekday" counts the returns on the day they were made, not on their order's date).
 */
import type { IndexedColumn } from './schema-index';
import { splitWords, stem } from './text';

/** Words after the record's noun in the name of its date. */
const DATE_WORDS = /^(date|dt|day|on|at|time|timestamp|ts)$/;

/** The one time column named by the table's own noun, or undefined. */
export function recordDate(columns: IndexedColumn[], tableName: string): IndexedColumn | undefined {
  const nouns = new Set(splitWords(tableName).flatMap((w) => (/^[a-z]{3,}$/.test(w) ? [w, stem(w)] : [])));
  const found = columns.filter((c) => {
    if (c.role !== 'time') return false;
    const [first, ...rest] = c.words;
    return (
      first !== undefined && nouns.has(first) && rest.length > 0 && rest.every((w) => DATE_WORDS.test(w))
    );
  });
  return found.length === 1 ? found[0] : undefined;
}

/** Verbs of a record coming in, said after its noun ("returns requested in q4", "once the return is logged"). */
const COMING_IN =
  /\b((?:is|was|were|are|get|gets|got|been)\s+)?(requested|logged|raised|filed|submitted|lodged|made|received|come in|comes in|came in)\b/gi;

/**
 * The question without the verb of the records coming in, said right after the table's noun: the
 * records are dated by their own date already, so the verb names nothing more. Undefined when no
 * such verb is said, or the table has no date named by its noun.
 */
export function withoutComingIn(
  question: string,
  columns: IndexedColumn[],
  tableName: string,
): string | undefined {
  if (!recordDate(columns, tableName)) return undefined;
  const nouns = splitWords(tableName).flatMap((w) => (/^[a-z]{3,}$/.test(w) ? [w, stem(w)] : []));
  let changed = false;
  const text = question.replace(
    COMING_IN,
    (all: string, _be: string | undefined, _verb: string, at: number) => {
      const before = question
        .slice(0, at)
        .trim()
        .split(/\s+/)
        .slice(-2)
        .map((w) => stem(w.toLowerCase().replace(/[^a-z]/g, '')));
      if (!before.some((w) => nouns.includes(w))) return all;
      changed = true;
      return '';
    },
  );
  return changed ? text.replace(/\s{2,}/g, ' ').trim() : undefined;
}
