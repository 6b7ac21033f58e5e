/**
 * "how many resolved tickets", "orders not yet shipped": a past participle that is the name of a
 * date column (`Resolved`, `Shipped At`, `closed_date`) says which rows reached that state, the
 * ones whose date is filled in (or, negated, still empty). Read only when the query does not use
 * that column already (a period said after the verb, "resolved in march", is a date filter of
 * its own) and no value of another column said the same word.
 */
import { isTemporalType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { splitWords } from '../text';
import type { Parsed } from './types';

/** Participles that do not end in -ed. */
const IRREGULAR = new Set(['paid', 'sent', 'sold', 'built', 'done', 'made', 'won', 'lost', 'given', 'taken', 'begun', 'written', 'shown', 'seen', 'hit', 'cut', 'set']);
/** A date column's name after its participle: nothing, or a word for the date itself. */
const DATE_TAIL = /^(date|dt|at|on|time|timestamp|day)$/;
/** Words after which the participle names a period filter, not a state. */
const PERIOD_AFTER = /^(in|on|during|before|after|since|between|until|till|from|by|within|last|this|next)$/;
/** Words after which the participle is a verb with its own complement ("items sold at the market"). */
const COMPLEMENT_AFTER = /^(at|to|for|per|with|via|through|under|over|into|as|off|out|up|\d.*)$/;
const NEGATION = /^(not|never|yet|isnt|wasnt|arent|werent|hasnt|havent|hadnt|didnt)$/;

function participleOf(column: IndexedColumn): string | undefined {
  if (!isTemporalType(column.type)) return undefined;
  const words = splitWords(column.name).map((w) => w.toLowerCase());
  const [head, tail, ...rest] = words;
  if (!head || rest.length || (tail !== undefined && !DATE_TAIL.test(tail))) return undefined;
  return /^[a-z]{3,}ed$/.test(head) || IRREGULAR.has(head) ? head : undefined;
}

function readsColumn(parsed: Parsed, column: string): boolean {
  const q = parsed.query!;
  return [
    ...q.measures.map((m) => m.column),
    ...q.filters.map((f) => f.column),
    ...q.groupBy.map((g) => g.column),
    q.order?.by,
    ...(q.columns ?? []),
    ...(q.condition ?? []).map((f) => f.column),
    ...(q.sides ?? []).flatMap((s) => s.filters.map((f) => f.column)),
    ...(q.derived ?? []).flatMap((d) => [d.left, d.right]),
  ].includes(column);
}

/** Whether a value filter of the query already holds the word ("Resolved" of a status column). */
function saidAsValue(parsed: Parsed, word: string): boolean {
  return parsed.query!.filters.some(
    (f) => f.kind === 'values' && f.values.some((v) => String(v).toLowerCase().trim() === word),
  );
}

/** "unshipped orders" over a `Shipped` date column, said "not shipped orders" for the parser. */
export function withStateNegationSpelled(question: string, index: DatasetIndex): string {
  let out = question;
  for (const column of index.columns) {
    const verb = participleOf(column);
    if (verb) out = out.replace(new RegExp(`\\bun${verb}\\b`, 'gi'), `not ${verb}`);
  }
  return out;
}

/** `parsed` with a filled-in (or empty) filter for each date column its participle names. */
export function withDatedState(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  if (!q || parsed.clarify) return parsed;
  const words = question.toLowerCase().replace(/'/g, '').split(/[^a-z0-9]+/).filter(Boolean);
  const added: { kind: 'null'; column: string; isNull: boolean }[] = [];
  const placed = new Set<string>();
  for (const column of index.columns) {
    const verb = participleOf(column);
    if (!verb || readsColumn(parsed, column.name) || saidAsValue(parsed, verb)) continue;
    const at = words.findIndex((w) => w === verb || w === `un${verb}`);
    if (at < 0 || PERIOD_AFTER.test(words[at + 1] ?? '') || COMPLEMENT_AFTER.test(words[at + 1] ?? '')) continue;
    const negated = words[at] !== verb || NEGATION.test(words[at - 1] ?? '') || NEGATION.test(words[at - 2] ?? '');
    added.push({ kind: 'null', column: column.name, isNull: negated });
    placed.add(verb).add(`un${verb}`);
  }
  if (!added.length) return parsed;
  return {
    ...parsed,
    ignored: parsed.ignored.filter((w) => !placed.has(w.toLowerCase())),
    query: { ...q, filters: [...q.filters, ...added] },
  };
}
