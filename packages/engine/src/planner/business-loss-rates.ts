/**
 * Loss rates of a production or inspection log: "scrap rate by machine", "which part has the
 * worst reject rate", "defect rate 1st shift vs 3rd shift". The rate's noun names a count column
 * (`Scrap Qty`, `Rejects`); the rate is its total over the total of what was made, over the rows
 * the rest of the question keeps — a ratio of sums, never the average of each row's ratio:
 * - over the one count column saying what was made or looked at (`Produced`, `Units Inspected`,
 *   `Total Qty`, `Output`), when the table has one;
 * - else over the good pieces plus the lost ones, when one count column holds the good ones
 *   (`Good Qty`, `Passed`, `Accepted`): scrap over good + scrap.
 * A loss word other than the column's own ("reject rate" over `Scrap Qty`) names the table's one
 * column of lost pieces, whichever loss word names it.
 * A loss is worse the higher it is: "worst" ranks the highest rate first, "best" the lowest.
 * Left to the other readings when the table holds a rate column of that name, or lacks either part.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../data/duck';
import { asRatio } from './business-ratios';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

/** A loss said as a rate: its noun, then rate / % / percentage / ratio. */
const LOSS_RATE =
  /\b(scrap|scrapped|reject|rejects|rejected|rejection|defect|defects|defective|waste|rework|reworked|spoilage|damage|damaged)\s+(?:rates?|%|percent(?:age)?s?|ratios?|pct)(?=\s|$|[?.,!])/i;
/** The stems of the loss nouns, one of which names the column of lost pieces. */
const LOSS_STEMS = new Set(['scrap', 'scrapp', 'reject', 'defect', 'waste', 'spoilage', 'damage', 'damag', 'fail', 'nok', 'nonconform']);
/** Words of a column holding what was made or looked at. */
const MADE = /^(produced|made|output|inspected|processed|built|manufactured|total|units|pieces)$/;
/** Words of a column holding the good pieces. */
const GOOD = /^(good|passed|accepted|ok|conforming|sound|yielded)$/;
/** Words that make a column a rate or a target, never a count of pieces. */
const NOT_COUNT = /^(rate|ratio|pct|percent|share|avg|average|per|target|plan|planned|goal|cost|price|value|id|date|reason|code)$/;

const stem = (w: string) => w.toLowerCase().replace(/(ion|ive|ed|s)$/, '');

const counts = (index: DatasetIndex) =>
  index.columns.filter(
    (c) => isNumericType(c.type) && c.role !== 'identifier' && !c.yearLike && c.flagTrue === undefined && !c.words.some((w) => NOT_COUNT.test(w)),
  );

/** The count column the loss names, and what it is set against. */
function lossParts(noun: string, index: DatasetIndex): { lost: IndexedColumn; made?: IndexedColumn; good?: IndexedColumn } | undefined {
  if (index.columns.some((c) => c.words.includes('rate') && c.words.some((w) => stem(w) === stem(noun)))) return undefined;
  const pool = counts(index);
  const named = pool.filter((c) => c.words.some((w) => stem(w) === stem(noun)));
  // "reject rate" over a `Scrap Qty` column: the one column of lost pieces, whatever loss word names it
  const lost = named.length ? named : pool.filter((c) => c.words.some((w) => LOSS_STEMS.has(stem(w))));
  if (lost.length !== 1) return undefined;
  const others = pool.filter((c) => c !== lost[0]);
  const made = others.filter((c) => c.words.some((w) => MADE.test(w)));
  if (made.length === 1) return { lost: lost[0]!, made: made[0]! };
  const good = others.filter((c) => c.words.some((w) => GOOD.test(w)));
  return good.length === 1 ? { lost: lost[0]!, good: good[0]! } : undefined;
}

const guard = rewriteGuard();

/** The question read with its loss rate as the lost pieces over those made, or undefined. */
export function parseLossRate(question: string, index: DatasetIndex, parse: (question: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const at = LOSS_RATE.exec(question);
  if (!at) return undefined;
  const parts = lossParts(at[1] as string, index);
  if (!parts) return undefined;
  const before = question.slice(0, at.index);
  const total = /\b(total|sum|avg|average|mean|overall)\s*$/i.test(before) ? '' : 'total ';
  const text = `${before}${total}${parts.lost.name}${question.slice(at.index + at[0].length)}`.replace(
    /\b(best|better|worst|worse)\b/gi,
    (w: string) => {
      const high = /^wor/i.test(w);
      return /er$/i.test(w) ? (high ? 'higher' : 'lower') : high ? 'highest' : 'lowest';
    },
  );
  const parsed = guard.reparseOnce(parse, text);
  const q = parsed?.query;
  if (!parsed || !q || parsed.clarify) return undefined;
  const made = parts.made?.name ?? `${parts.good!.name} + ${parts.lost.name}`;
  const base: AnalystQuery = parts.made
    ? q
    : { ...q, derived: [...(q.derived ?? []), { name: made, op: '+', left: parts.good!.name, right: parts.lost.name }] };
  const query = asRatio(base, parts.lost.name, made);
  return query ? { ...parsed, query } : undefined;
}
