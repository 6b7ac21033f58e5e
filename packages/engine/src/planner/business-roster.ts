/**
 * Rosters: a table of people (or members, subscribers) with a start date (hired, joined, started)
 * and an end date left blank while they stay (termination, exit, left). Its words:
 * - "current", "active", "right now", "still employed", "do we have", "headcount": the rows whose
 *   end date is blank ("headcount" counts them);
 * - "left", "leavers", "quit", "departures" said before a period: that period on the end date
 *   ("left in 2024"); said alone, the rows that have an end date;
 * - people nouns ("ppl", "staff", "employees") where the rows stand: the rows, never a value
 *   spelled alike (a People department);
 * - pay of people ("highest paid", "median salary") with no word for former staff: the people
 *   paid now, the rows with no end date — said in the reply's first sentence like any filter.
 * A headcount at a past date ("headcount on 1 jan") is not read here (it needs both dates).
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../data/duck';
import { derivingNow } from './parse/derived-columns';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

const START =
  /^(hire|hired|hiring|start|started|join|joined|joining|onboard|onboarded|signup|enrolled|enrollment)$/;
const END =
  /^(termination|terminated|term|end|ended|exit|exited|leave|left|leaving|separation|separated|departure|departed|resignation|resigned|offboard|offboarded|churn|churned)$/;

/** The roster's start and end date columns, or undefined when the table has no one such pair. */
export function rosterDates(index: DatasetIndex): { start: IndexedColumn; end: IndexedColumn } | undefined {
  const dates = index.columns.filter((c) => isTemporalType(c.type));
  const starts = dates.filter((c) => c.words.some((w) => START.test(w)));
  const ends = dates.filter((c) => c.words.some((w) => END.test(w)) && !starts.includes(c));
  return starts.length === 1 && ends.length === 1 ? { start: starts[0]!, end: ends[0]! } : undefined;
}

const CURRENT =
  /\b(?:current(?:ly)?|active|right now|at present|presently|as of (?:now|today)|still (?:employed|here|with us|working(?: here)?|on (?:the )?(?:payroll|books|staff))|on (?:the )?payroll|(?:do|does) (?:we|the company) (?:still )?have|we (?:still )?have)\b/gi;
const HEADCOUNT = /\b(?:the\s+)?head\s?counts?\b/i;
/** A headcount at a date: not read here. */
const HEADCOUNT_AT = /\bhead\s?counts?\s+(?:at|on|as of|in)\b/i;
const LEFT_BEFORE_PERIOD =
  /\b(?:who\s+)?(left|leavers?|quit|resigned|terminated|departed|departures|exits|exited|separations|were let go)\s+(?=(?:in|during|on|before|after|since|between|from|until|last|this)\b)/gi;
const LEFT =
  /\b(?:who\s+(?:have\s+|has\s+)?)?(left|leavers?|quit|resigned|departed|departures|exits|exited|separations|former (?:staff|employees)|ex[\s-]employees)\b/gi;
const PEOPLE =
  /\b(ppl|people|persons|staff|employees|workers|personnel|folks|team members)\b(?!\s+(?:dept|department|team|function)\b)/gi;
/** Former staff said: no current-staff reading of pay. */
const FORMER =
  /\b(left|leavers?|former|ex|quit|resigned|terminated|departed|departures|exits|exited|all[\s-]time|ever|everyone|termination|including)\b/i;
/** Pay asked about ("highest paid", "salary"). */
const PAY_ASKED = /\b(paid|pay|salary|salaries|wage|wages|compensation|comp)\b/i;
const PAY_COLUMN = /^(salary|pay|wage|wages|compensation|comp|base)$/;

/** A column naming each person's manager. */
const MANAGER = /^(manager|mgr|supervisor|boss|reports|lead)$/;
/** "who has the most direct reports", "which manager has the fewest reports". */
const REPORTS =
  /^(?:who|which (?:manager|supervisor|boss|person|employee)) (?:has|had|have) the (most|fewest|least) (?:direct )?reports\b/i;

const guard = rewriteGuard();

/** Whether a value of the data is spelled as the word (a "People" department). */
const isValue = (index: DatasetIndex, word: string) => index.valueIndex.has(word.toLowerCase());

/** The question read with its roster words, or undefined. */
export function parseRoster(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const dates = rosterDates(index);
  if (!dates || HEADCOUNT_AT.test(question)) return undefined;
  const { end } = dates;
  const endSaid = end.words.join(' ');
  let current = false;
  let leavers = false;
  let endPeriod = false;
  let text = question;
  // "who has the most direct reports": the managers ranked by the current staff reporting to them
  const manager = index.columns.find((c) => c.words.some((w) => MANAGER.test(w)) && c.role !== 'measure');
  if (manager && REPORTS.test(text)) {
    current = true;
    text = text.replace(
      REPORTS,
      (_all, most: string) => `which ${manager.words.join(' ')} has the ${most} rows`,
    );
  }
  if (HEADCOUNT.test(text)) {
    current = true;
    text = text.replace(HEADCOUNT, 'number of rows');
  }
  text = text.replace(CURRENT, (all: string) => {
    if (isValue(index, all)) return all;
    current = true;
    return '';
  });
  text = text.replace(LEFT_BEFORE_PERIOD, () => {
    endPeriod = true;
    return `with ${endSaid} `;
  });
  if (!endPeriod)
    text = text.replace(LEFT, (all: string) => {
      if (isValue(index, all)) return all;
      leavers = true;
      return '';
    });
  const leaving = endPeriod || leavers;
  if (current && leaving) return undefined;
  // "engineers", "marketers", "accountants": the field a department is named by
  const before = text;
  text = text.replace(/\b([a-z]{4,})s\b/gi, (all: string, one: string) => fieldOf(index, all, one) ?? all);
  // "do most hires start in": the hires counted on their start date
  text = text.replace(
    /\b(hires|joiners|starters|recruits)\s+(?:start|started|begin|began|join|joined)(?:\s+in)?\b/gi,
    '$1',
  );
  const reworded = text !== before;
  // the people themselves: the rows (not a department spelled "People")
  let people = false;
  text = text.replace(PEOPLE, () => {
    people = true;
    return '';
  });
  // "working remote": the remote flag
  text = text.replace(/\bworking\s+(?=remote|from home|onsite|on-site|hybrid)/gi, '');
  // (a pay column standing in for a derived number is no pay asked)
  const pay = !current && !leaving && !derivingNow() && !FORMER.test(question) && PAY_ASKED.test(question);
  if (!current && !leaving && !people && !pay && !reworded) return undefined;
  text = tidy(text, leaving || people || current);
  const parsed = guard.reparseOnce(parse, text);
  const q = parsed?.query;
  if (!parsed || !q || parsed.clarify) return undefined;
  const all = [...q.filters, ...(q.sides ?? []).flatMap((s) => s.filters), ...(q.condition ?? [])];
  if (
    endPeriod &&
    !all.some((f) => f.column === end.name && (f.kind === 'date_range' || f.kind === 'date_part'))
  )
    return undefined;
  const filters: AnalystFilter[] = [];
  const ownEnd = all.some((f) => f.column === end.name);
  if (current && !ownEnd) filters.push({ kind: 'null', column: end.name, isNull: true });
  if (leavers && !ownEnd) filters.push({ kind: 'null', column: end.name, isNull: false });
  if (pay && !ownEnd && paysPeople(q, index)) filters.push({ kind: 'null', column: end.name, isNull: true });
  if ((current || leavers) && filters.length === 0 && !ownEnd) return undefined;
  if (!people && !current && !leaving && !reworded && filters.length === 0) return undefined;
  const query: AnalystQuery = { ...q, filters: [...q.filters, ...filters] };
  return { ...parsed, query };
}

/**
 * The one value of a category named by a plural agent noun ("engineers" → Engineering, "designers"
 * → Design, "accountants" → Accounting), when neither the word nor its singular is a value or a column's word.
 */
function fieldOf(index: DatasetIndex, plural: string, one: string): string | undefined {
  const w = one.toLowerCase();
  if (
    isValue(index, plural) ||
    isValue(index, w) ||
    index.columns.some((c) => c.words.includes(w) || c.words.includes(plural.toLowerCase()))
  )
    return undefined;
  const base = w.replace(/(er|or|ant|ist)$/, '');
  if (base === w || base.length < 3) return undefined;
  const forms = new Set([`${w}ing`, `${base}ing`, base, `${base}ics`, `${base}y`]);
  const found = new Set<string>();
  for (const c of index.columns)
    if (c.role === 'dimension') for (const [key, value] of c.values) if (forms.has(key)) found.add(value);
  return found.size === 1 ? [...found][0] : undefined;
}

/** Whether the query measures or ranks by a pay column. */
function paysPeople(q: AnalystQuery, index: DatasetIndex): boolean {
  if (q.kind === 'correlation') return false;
  // a count of blanks ("salary cells left blank") is about the cells, not the pay
  if (
    q.measures.some((m) => m.fn === 'missing' || m.fn === 'count') ||
    q.filters.some((f) => f.kind === 'null')
  )
    return false;
  const named = [...q.measures.map((m) => m.column), q.order?.by, ...(q.columns ?? [])];
  return index.columns.some((c) => named.includes(c.name) && c.words.some((w) => PAY_COLUMN.test(w)));
}

/** The rewritten question made whole again: "how many with …" counts rows, spaces folded. */
function tidy(text: string, rows: boolean): string {
  let t = text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([?,.])/g, '$1')
    .trim();
  if (rows) {
    t = t.replace(/^how many(?=\s+(?:with|in|by|per|for|are|were|is|was|\?|$))/i, 'how many rows');
    t = t.replace(/^how many\s*\??$/i, 'how many rows');
    t = t.replace(/^(%|percent|percentage|share)\s+of\s+(?=with\b)/i, '$1 of rows ');
  }
  t = t.replace(/\b(of|the)\s+(?:the\s+)?(?=who\b|that\b)/gi, '$1 rows ');
  return t.trim() || 'how many rows';
}
