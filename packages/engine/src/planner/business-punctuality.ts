/**
 * Punctuality over a table holding a record's target date (promised, due, expected, scheduled…)
 * beside the date it actually happened (delivered, arrived, paid…): "late" and "after the due
 * date" are the rows whose actual date is after the target, "on time" the rows whose actual date
 * is not, and "on-time %", "late rate", "% delivered on time" the share of those among the rows
 * that have an actual date (a parcel still on its way is neither late nor on time yet). The gap
 * is a derived number of days, actual − target, so the reply shows how it was read.
 */
import type { AnalystDerived, AnalystFilter } from '@ai-analyst/contract';
import { isTemporalType } from '../data/duck';
import { derivedName } from './compile/derived';
import { rewriteGuard } from './parse/reparse';
import { startDates } from './parse/record-dates';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

/** Words of a date's name saying it is the date a record should happen by. */
const TARGET = /^(promised|due|expected|scheduled|target|eta|deadline|committed|planned|sla)$/;
/** Verbs of the question, and the words of the actual date each names. */
const VERBS: [RegExp, RegExp][] = [
  [/^(arriv\w*|deliver\w*|came|come|reached|landed|received)$/, /^(delivered|delivery|arrived|arrival|received)$/],
  [/^(paid|pay\w*|settled|collected)$/, /^(paid|payment|settled|collected)$/],
  [/^(shipped|ship\w*|sent|dispatched)$/, /^(shipped|ship|sent|dispatched|dispatch)$/],
  [/^(closed|resolved|completed|finished|done)$/, /^(closed|resolved|completed|finished|done)$/],
];

const nameWords = (c: IndexedColumn) => c.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);

/** The target date and the actual date the verb names (or the one actual date), or undefined. */
function datesOf(index: DatasetIndex, verb: string | undefined): { target: IndexedColumn; actual: IndexedColumn } | undefined {
  const dates = index.columns.filter((c) => isTemporalType(c.type));
  const targets = dates.filter((c) => nameWords(c).some((w) => TARGET.test(w)));
  if (targets.length !== 1) return undefined;
  const target = targets[0] as IndexedColumn;
  const starts = startDates(index);
  const actuals = dates.filter((c) => c !== target && !starts.includes(c));
  const pair = verb ? VERBS.find(([v]) => v.test(verb)) : undefined;
  const named = pair ? actuals.filter((c) => nameWords(c).some((w) => pair[1].test(w))) : [];
  const actual = named.length === 1 ? named[0] : actuals.length === 1 && !pair ? actuals[0] : undefined;
  return actual ? { target, actual } : undefined;
}

const BE = '(?:(?:were|was|are|is|got|get|gets|been|being|that|which)\\s+)*';
const RATE_WORD = '(?:%|rate|percentage|percent|pct|share|ratio|proportion)';
const TIMING = '(on[\\s-]?time|late|after\\s+(?:the\\s+)?(?:due|promised|target|expected|scheduled)(?:\\s+date)?|past\\s+(?:the\\s+)?(?:due|promised)(?:\\s+date)?)';
const NOUNS = '(?:deliver(?:y|ies)|payments?|arrivals?|shipments?|dispatch(?:es)?)';
/** "on-time %", "late delivery rate": the rate said after the timing. */
const RATE_AFTER = new RegExp(`\\b(?:the\\s+)?${TIMING}\\s+(?:${NOUNS}\\s+)?${RATE_WORD}(?=\\s|$|\\?)`, 'i');
/** "% of shipments delivered on time", "share paid late": the rate said before it. */
const RATE_BEFORE = new RegExp(
  `\\b(?:what\\s+)?(?:the\\s+)?${RATE_WORD}\\s+(?:of\\s+)?(?:(?:the\\s+|our\\s+|all\\s+)?([a-z]+)\\s+)?${BE}([a-z]+\\s+)?${TIMING}\\b`,
  'i',
);
/** "late deliveries", "on-time payments": the records. */
const TIMED_NOUN = new RegExp(`\\b(on[\\s-]?time|late)\\s+(${NOUNS})\\b`, 'i');
/** "arrived late", "got paid after the due date", "delivered on time". */
const TIMED_VERB = new RegExp(`\\b${BE}([a-z]+)\\s+${TIMING}\\b`, 'i');

const guard = rewriteGuard();

/** The question read with its punctuality words as a condition or a rate on actual − target, or undefined. */
export function parsePunctuality(question: string, index: DatasetIndex, parse: (question: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const q = question.trim();
  let text: string;
  let verb: string | undefined;
  let timing: string;
  let rate = false;
  const after = RATE_AFTER.exec(q);
  const before = after ? null : RATE_BEFORE.exec(q);
  const noun = after || before ? null : TIMED_NOUN.exec(q);
  const verbal = after || before || noun ? null : TIMED_VERB.exec(q);
  if (after) {
    rate = true;
    timing = after[1] as string;
    const said = /deliver|arriv|payment|shipment|dispatch/i.exec(after[0]);
    verb = said?.[0];
    text = `${q.slice(0, after.index)}number of rows${q.slice(after.index + after[0].length)}`;
  } else if (before) {
    rate = true;
    timing = before[3] as string;
    verb = before[2]?.trim() ?? before[1];
    const lead = q.slice(0, before.index).replace(/\b(what|whats|what's|what is|what was)\s*$/i, '');
    text = `${lead}number of rows${q.slice(before.index + before[0].length)}`;
  } else if (noun) {
    timing = noun[1] as string;
    verb = noun[2];
    text = `${q.slice(0, noun.index)}rows${q.slice(noun.index + noun[0].length)}`;
  } else if (verbal) {
    timing = verbal[2] as string;
    verb = verbal[1];
    text = `${q.slice(0, verbal.index)}${q.slice(verbal.index + verbal[0].length)}`;
  } else return undefined;
  const pair = datesOf(index, verb?.toLowerCase());
  if (!pair) return undefined;
  // a column or value that says "late" or "on time" itself is read by the parser
  if (index.columns.some((c) => c.words.some((w) => /^(late|ontime|punctual|delay|delayed)$/.test(w)))) return undefined;
  if ([...index.valueIndex.keys()].some((k) => /\b(late|on time|delayed)\b/.test(k))) return undefined;
  const parsed = guard.reparseOnce(parse, text.replace(/\s+/g, ' ').trim() || 'how many rows');
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify || parsed.ignored.length > 0) return undefined;
  const touched = [...query.filters, ...(query.condition ?? [])].map((f) => f.column);
  if (touched.includes(pair.actual.name) || touched.includes(pair.target.name) || query.derived?.length) return undefined;
  const gap: AnalystDerived = {
    name: derivedName('-', pair.actual.name, pair.target.name),
    op: '-',
    left: pair.actual.name,
    right: pair.target.name,
  };
  const late = /^(late|after|past)/i.test(timing);
  const condition: AnalystFilter = { kind: 'compare', column: gap.name, op: late ? '>' : '<=', value: 0 };
  const known: AnalystFilter = { kind: 'null', column: pair.actual.name, isNull: false };
  if (rate) {
    if (query.kind !== 'aggregate' || query.measures.length !== 1 || query.measures[0]!.fn !== 'count' || query.measures[0]!.column)
      return undefined;
    query.kind = 'percent';
    query.measures = [];
    query.condition = [condition];
    query.filters.push(known);
  } else {
    if (query.kind === 'percent' && !query.condition?.length) query.condition = [condition];
    else query.filters.push(condition);
    query.filters.push(known);
  }
  query.derived = [gap];
  return parsed;
}
