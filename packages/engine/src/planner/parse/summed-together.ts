/**
 * Several amounts said as one: "a+b+c", "a, b and c combined", "a and b together". Read measure by
 * measure, the parser gives each column's total on its own; the question asks for one number, the
 * columns added up (per group when it groups). Only totals are joined, only when the question
 * joins them (a plus sign between them, or combined / together; not "in total", which asks for totals).
 * Averages joined the same way ("avg talk + hold") are the average of the row's sum: the mean
 * handling time of a call, never two averages side by side.
 */
import type { Parsed } from './types';

const JOINED = /\b(combined|together)\b|\w\s*\+\s*\w/i;

/** `parsed` with its totals of several columns made one total of their sum, when the question joins them. */
export function sumSaidTogether(parsed: Parsed, question: string): Parsed {
  const q = parsed.query;
  if (!q || parsed.clarify || (q.kind !== 'aggregate' && q.kind !== 'compare') || !JOINED.test(question))
    return parsed;
  const { measures } = q;
  if (measures.length < 2 || measures.length > 6) return parsed;
  const fn = measures[0]!.fn;
  if (fn !== 'sum' && fn !== 'avg') return parsed;
  if (!measures.every((m) => m.fn === fn && m.column && !m.plus && !m.per)) return parsed;
  if (q.order || q.change || q.within) return parsed;
  const [first, ...rest] = measures;
  return {
    ...parsed,
    query: { ...q, measures: [{ ...first!, plus: rest.map((m) => m.column!) }] },
  };
}
