/**
 * Checks of a finished parse over business wording: a change between two periods runs from the
 * earlier one to the later ("mom change feb vs jan" is January → February), and "total X" read
 * as a count of the rows holding a value X is the total of the amount column X names ("total
 * refunded" → the refund amount added up).
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { identifierLike } from './identifiers';
import { isNumeric } from './shape';

const CHANGE =
  /\b(change|changed|growth|grew|increase|increased|decrease|decreased|rise|rose|drop|dropped|fall|fell|yoy|mom|wow|qoq|delta)\b/;
const COUNT_WORDS = /\b(how many|count|number of|no\. of|#)\b/;

/** Where a side's one period starts, as a sortable number, or undefined when it is no single period. */
function periodStart(filters: AnalystFilter[]): number | undefined {
  const times = filters.filter((f) => f.kind === 'date_range' || f.kind === 'date_part');
  if (times.length !== 1) return undefined;
  const f = times[0]!;
  if (f.kind === 'date_range') return Date.parse(f.from);
  if (f.kind === 'date_part' && f.values.length === 1 && f.part !== 'weekday') return f.values[0];
  return undefined;
}

/** The comparison with its two periods in time order when a change is asked, else the query itself. */
export function chronologicalSides(text: string, q: AnalystQuery): AnalystQuery {
  if (q.kind !== 'compare' || q.sides?.length !== 2 || !CHANGE.test(text)) return q;
  const [a, b] = q.sides;
  const [ta, tb] = [periodStart(a!.filters), periodStart(b!.filters)];
  const sameKind =
    a!.filters.find((f) => f.kind === 'date_range' || f.kind === 'date_part')?.kind ===
    b!.filters.find((f) => f.kind === 'date_range' || f.kind === 'date_part')?.kind;
  if (ta === undefined || tb === undefined || !sameKind || ta <= tb) return q;
  return { ...q, sides: [b!, a!] };
}

/**
 * The one amount column a count of rows should have added up: "total X" with no count word, read
 * as the rows holding a value X whose stem names an amount column ("refunded" → refund amount).
 */
export function totalOfValueColumn(
  text: string,
  q: AnalystQuery,
  index: DatasetIndex,
): IndexedColumn | undefined {
  const onlyRows =
    q.kind === 'aggregate' &&
    q.measures.length === 1 &&
    q.measures[0]!.fn === 'count' &&
    !q.measures[0]!.column;
  if (!onlyRows || !/\b(total|sum of)\b/.test(text) || COUNT_WORDS.test(text)) return undefined;
  const stems = q.filters.flatMap((f) =>
    f.kind === 'values' && !f.negate
      ? f.values.flatMap((v) => (typeof v === 'string' ? [v.toLowerCase().replace(/(ed|ing|s)$/, '')] : []))
      : [],
  );
  const found = index.columns.filter(
    (c) =>
      isNumeric(c) &&
      c.flagTrue === undefined &&
      !identifierLike(c) &&
      c.words.some((w) => w.length >= 4 && stems.includes(w)),
  );
  return found.length === 1 ? found[0] : undefined;
}
