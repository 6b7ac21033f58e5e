/**
 * The comparison said in words around a number of a question: "more than 20", "at least 3",
 * "no more than 5" (at most), "no fewer than 2" (at least), "95 or higher", "10 or below",
 * "95+" (read as "95 or more" before the words are split).
 */
export type CmpOp = '>' | '>=' | '<' | '<=';

/** "no more than", "not greater than": at most. */
const NOT_MORE = /\b(no|not) (more|greater|higher|larger|bigger|longer|later|older|over|above)( than)?$/;
/** "no fewer than", "not less than": at least. */
const NOT_LESS = /\b(no|not) (less|fewer|lower|smaller|shorter|earlier|younger|under|below)( than)?$/;
/** "or more", "or higher", "or above" after the number: at least. */
const OR_MORE = /^or (more|higher|greater|above|over|later|longer|bigger|larger|better|beyond|after|up)\b/;
/** "or less", "or fewer", "or below" after the number: at most. */
const OR_LESS = /^or (less|fewer|lower|below|under|smaller|shorter|earlier|before|worse)\b/;

/** A unit word said right after a number, before "or more". */
const UNIT_AFTER = /^(percent|pct|points?|pts|km|kms|m|mi|miles?|mph|kg|kgs|lbs?|ft|feet|metres?|meters?|years?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|goals?|votes?)$/;

/** Numbers written with a trailing plus ("95+", "3+ goals") read as "95 or more". */
export const plusAsOrMore = (question: string): string => question.replace(/(\d)\s*\+(?=\s|$|[?.,!])/g, '$1 or more');

/**
 * The comparison of the number at word `i` of `text`: a negated comparative before it first
 * ("no more than"), then the stage's own words before it (`words`, matched against the two words
 * before), then "or more"/"or less" after it.
 */
export function cmpOpAround(text: string[], i: number, words: [RegExp, CmpOp][]): CmpOp | undefined {
  const before3 = text.slice(Math.max(0, i - 3), i).join(' ');
  if (NOT_MORE.test(before3)) return '<=';
  if (NOT_LESS.test(before3)) return '>=';
  const before2 = text.slice(Math.max(0, i - 2), i).join(' ');
  const said = words.find(([re]) => re.test(before2))?.[1];
  if (said) return said;
  // a unit between the number and its comparison: "90% or higher", "150 km or more"
  const next = UNIT_AFTER.test(text[i + 1] ?? '') ? i + 2 : i + 1;
  const after = text.slice(next, next + 2).join(' ');
  return OR_MORE.test(after) ? '>=' : OR_LESS.test(after) ? '<=' : undefined;
}

type Cmp = { kind: 'cmp'; op: CmpOp | '='; value: number };

/**
 * A number condition read again with the words around its number: "no more than 5" is at most
 * (not "more than"), "95 or higher" at least (not equal). `text` is the question's words with
 * "N+" already read as "N or more".
 */
function reread<C extends { kind: string }>(cond: C, text: string[]): C {
  if (cond.kind !== 'cmp') return cond;
  const c = cond as unknown as Cmp;
  const at = text.findIndex((w) => /^\d+(\.\d+)?$/.test(w) && Number(w) === c.value);
  if (at < 0) return cond;
  const before = text.slice(Math.max(0, at - 3), at).join(' ');
  if (c.op !== '=' && !NOT_MORE.test(before) && !NOT_LESS.test(before)) return cond;
  const op = cmpOpAround(text, at, []);
  return op && op !== c.op ? { ...cond, op } : cond;
}

/** A query's number conditions (`where`, `anchor`) read again by `reread`. */
export function rereadComparisons<Q extends object>(query: Q, text: string[]): Q {
  const out = { ...query } as Record<string, unknown>;
  for (const key of ['where', 'anchor'])
    if (Array.isArray(out[key])) out[key] = (out[key] as { kind: string }[]).map((c) => reread(c, text));
  return JSON.stringify(out) === JSON.stringify(query) ? query : (out as unknown as Q);
}
