/**
 * Business words: the nouns that name the rows of an order, booking or subscription export
 * ("bookings", "orders"), so that "how many bookings" counts rows instead of reading a column
 * that merely starts with the same word (booking_changes, order_id).
 */
import { parseOpenRecords } from './business-open';
import { parsePunctuality } from './business-punctuality';
import { parseBilling } from './business-billing';
import { parseDateNoun, parseDatedVerb } from './business-dated-verbs';
import { parseEventRate, plainerEventNoun, plainerEventVerb } from './business-rates';
import { parseRatioMetric } from './business-ratios';
import { parseLossRate } from './business-loss-rates';
import { parseCountRates } from './business-count-rates';
import { parseRowHead } from './business-row-heads';
import { parseRoster } from './business-roster';
import { parseMovementWords } from './business-movements';
import { parseGroupNoun } from './parse/group-noun';
import { parseQuantityUnit } from './business-quantity-units';
import { askNamedRatio } from './business-named-ratios';
import { withoutComingIn } from './record-date';
import { askRepeatedState, parseRepeatedRecords, plainerRecords } from './business-records';
import { FUNCTION_WORDS } from './lexicon';
import { wordScore } from './parse/columns';
import { rewriteGuard } from './parse/reparse';
import type { Parsed, Tok } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';
import { splitWords, stem } from './text';

/** Plural nouns for the records of a business table. */
export const BUSINESS_ROW_NOUNS = new Set(
  'bookings reservations guests arrivals orders transactions txns purchases subscriptions invoices tickets trips rides shipments deals claims applications loans policies leads appointments rentals enrollments enrolments signups registrations movements fills entries lines'.split(
    ' ',
  ),
);

/** Whether the column's whole name is said at position k (its words in order, starting or ending there). */
function columnSaidAt(c: IndexedColumn, toks: Tok[], k: number): boolean {
  const words = c.words.filter((w) => !/^(of|the|in|is|has)$/.test(w));
  if (words.length === 0) return false;
  for (let start = k - words.length + 1; start <= k; start++) {
    if (start < 0) continue;
    const span = toks.slice(start, start + words.length);
    if (span.length === words.length && span.every((t, i) => wordScore(t, words[i] as string) >= 0.85))
      return true;
  }
  return false;
}

/**
 * A part of the dataset's name written as one word ("strikes" of birdstrikes, "cars" of mtcars):
 * the rows themselves, as the name's own words are, unless a column is named by the word.
 */
function markNameParts(toks: Tok[], index: DatasetIndex): void {
  const nameWords = splitWords(index.info.name).filter((w) => /^[a-z]+$/.test(w));
  for (const t of toks) {
    if (t.used || !/^[a-z]{3,}$/.test(t.word) || FUNCTION_WORDS.has(t.word)) continue;
    const forms = [t.word, t.stem];
    const part = nameWords.some((d) =>
      forms.some(
        (f) =>
          d.length >= f.length + 2 &&
          ([d, stem(d)].some((x) => x.endsWith(f)) || (f.length >= 4 && d.startsWith(f))),
      ),
    );
    if (!part || index.columns.some((c) => c.words.some((w) => wordScore(t, w) >= 0.85))) continue;
    t.used = 'entity';
  }
}

/**
 * Marks the plural record nouns ("bookings", "orders") that no column's full name takes as the
 * rows themselves: "how many bookings" counts rows; "booking changes" stays the column.
 */
export function markRecordNouns(toks: Tok[], index: DatasetIndex): void {
  markNameParts(toks, index);
  for (const t of toks) {
    // "per booking", "each order": the singular after per/each names the rows too
    const single =
      /^(per|each|every|a|an|one)$/.test(toks[t.i - 1]?.word ?? '') && BUSINESS_ROW_NOUNS.has(`${t.word}s`);
    if (t.used || !(BUSINESS_ROW_NOUNS.has(t.word) || single)) continue;
    if (index.columns.some((c) => columnSaidAt(c, toks, t.i))) continue;
    t.used = 'entity';
  }
}

const RECORDS = [...BUSINESS_ROW_NOUNS].join('|');
/** "top 5 countries by bookings": ranked by the number of records. */
const BY_RECORDS = new RegExp(`\\bby (${RECORDS})\\b`, 'i');
/** "which segment has the highest cancellation rate": the groups' rates, ranked. */
const WHICH_RATE =
  /^(?:which|what) (.+?) (?:has|had|have|with|shows?) (?:the )?(highest|lowest|higher|lower|biggest|bigger|smallest|smaller|largest|larger|greatest|greater|worst|best) (.+? (?:rate|ratio|percentage|share))\s*\??$/i;

const BREAKDOWN =
  /^(?:(?:show (?:me )?)?(?:the |a )?(?:breakdown|distribution|split) (?:of|by) (.+?)|(.+?) (?:breakdown|distribution|split))\s*\??$/i;
const HAD_ANY = new RegExp(
  `^how many (${RECORDS}) (?:had|have|has|with|required|requested|needed|made|included|got) (?:a |an |any |some |at least one )?(.+?)\\s*\\??$`,
  'i',
);
const LEADING_RECORDS = new RegExp(`^(${RECORDS})\\b`, 'i');
/** "by zip count", "by ticket count": the number of the things named, as a ranking's measure. */
const BY_COUNT = /\bby ([a-z]{3,}?)s? counts?\b/i;

const guard = rewriteGuard();
const comingInGuard = rewriteGuard();

const becauseGuard = rewriteGuard();
/** "returns bc of wrong size", "due to damage": the reason said is a value of the data. */
const BECAUSE = /\b(?:because of|due to|owing to|bc of|b\/c of|bc|b\/c)\s+(?=[a-z])/gi;

/** The question with "because of" before a reason dropped, when the reason is then read as a value. */
function parseBecause(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (becauseGuard.busy || !new RegExp(BECAUSE.source, 'i').test(question)) return undefined;
  const text = question.replace(BECAUSE, '').replace(/\s{2,}/g, ' ');
  const parsed = becauseGuard.reparseOnce(parse, text);
  const q = parsed?.query;
  const valueRead =
    q &&
    [...q.filters, ...(q.condition ?? []), ...(q.sides ?? []).flatMap((s) => s.filters)].some(
      (f) => f.kind === 'values',
    );
  return parsed && valueRead && !parsed.clarify && parsed.ignored.length === 0 ? parsed : undefined;
}

const swappedGuard = rewriteGuard();

/** "eligible for rehire" over rehire_eligible: a two-word name said the other way round, with "for" or "of" between or side by side. */
function parseSwappedWords(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (swappedGuard.busy) return undefined;
  let text = question;
  for (const c of index.columns) {
    const words = splitWords(c.name);
    if (words.length !== 2 || !words.every((w) => /^[a-z]{3,}$/.test(w))) continue;
    const [a, b] = words as [string, string];
    text = text.replace(new RegExp(`\\b${b}\\s+(?:for|of)\\s+${a}\\b`, 'gi'), `${a} ${b}`);
    // "approved amt" of `Amt Approved`: the two words side by side the other way round, when no
    // column is named so
    if (!index.columns.some((o) => o !== c && splitWords(o.name).join(' ') === `${b} ${a}`))
      text = text.replace(new RegExp(`\\b${b}\\s+${a}\\b`, 'gi'), `${a} ${b}`);
  }
  if (text === question) return undefined;
  const parsed = swappedGuard.reparseOnce(parse, text);
  return parsed?.query && !parsed.clarify ? parsed : undefined;
}

const currencyGuard = rewriteGuard();
/** A currency sign said as a noun, apart from any number ("refunded £", "$ spent"). */
const CURRENCY_NOUN = /(?<![\d.,])\s*[$£€¥]\s*(?![\s]*\d)/g;

/** "what share of refunded £ went out as store credit": the sign is the money, said as "amount". */
function parseCurrencyNoun(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (currencyGuard.busy || !new RegExp(CURRENCY_NOUN.source).test(question)) return undefined;
  const text = question
    .replace(CURRENCY_NOUN, ' amount ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const parsed = currencyGuard.reparseOnce(parse, text);
  return parsed?.query && !parsed.clarify && parsed.ignored.length === 0 ? parsed : undefined;
}

/** "returns requested in q4", "once the return is logged": the records' own date, the verb dropped. */
function parseComingIn(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (comingInGuard.busy) return undefined;
  const text = withoutComingIn(question, index.columns, index.info.name);
  const parsed = text ? comingInGuard.reparseOnce(parse, text) : undefined;
  return parsed?.query && !parsed.clarify ? parsed : undefined;
}

/**
 * Business phrasings read through a plainer one: "by bookings" as "by number of bookings", and
 * "which X has the highest Y rate" as "Y rate by X" with the groups ranked and the first kept.
 */
export function parseBusinessPhrasing(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  const repeated = askRepeatedState(question, index) ?? askNamedRatio(question, index);
  if (repeated) return repeated;
  // each reads with a guard of its own, so a rewrite below is read by them again
  const business =
    parseRatioMetric(question, index, parse) ??
    parseLossRate(question, index, parse) ??
    parseCountRates(question, index, parse) ??
    parseRowHead(question, index, parse) ??
    parseRoster(question, index, parse) ??
    parseMovementWords(question, index, parse) ??
    parseGroupNoun(question, index, parse) ??
    parseComingIn(question, index, parse) ??
    parseCurrencyNoun(question, index, parse) ??
    parseQuantityUnit(question, index, parse) ??
    parseSwappedWords(question, index, parse) ??
    parseBecause(question, index, parse) ??
    parsePunctuality(question, index, parse) ??
    parseBilling(question, index, parse) ??
    parseDatedVerb(question, index, parse) ??
    parseDateNoun(question, index, parse) ??
    parseEventRate(question, index, parse) ??
    parseRepeatedRecords(question, index, parse) ??
    parseOpenRecords(question, index, parse);
  if (business) return business;
  if (guard.busy) return undefined;
  // "new tickets per month", "busiest weekday": said plainer, then read
  const plainer = plainerRecords(question, index) ?? plainerEventNoun(question, index);
  if (plainer) {
    const parsed = guard.reparseOnce(parse, plainer);
    return parsed?.query && !parsed.clarify ? parsed : undefined;
  }
  const byRecords = BY_RECORDS.exec(question);
  // "which device converts best": "which device has the highest converted rate"
  const rate = WHICH_RATE.exec(plainerEventVerb(question, index) ?? question.trim());
  let text: string | undefined;
  if (
    byRecords &&
    !index.columns.some(
      (c) => c.words.length === 1 && c.words[0] === byRecords[1]!.toLowerCase().replace(/s$/, ''),
    )
  )
    text = question.replace(BY_RECORDS, 'by number of $1');
  else if (rate) text = `${rate[3]} by ${rate[1]}`;
  // "top 3 counties by zip count": ranked by the number of zips, when no column is a count of them
  else if (BY_COUNT.test(question) && !index.columns.some((c) => c.words.some((w) => /^(count|cnt|number|num|n)$/.test(w))))
    text = question.replace(BY_COUNT, (_all, noun: string) => `by number of ${noun.toLowerCase()}s`);
  // "how many bookings had booking changes": the records with any, not the changes added up
  // ("have no satisfaction score", "have a blank phone" are missing values, read by the parser itself)
  else if (
    HAD_ANY.test(question.trim()) &&
    !/^(no|not|none|zero|blank|missing|empty|null|unknown)\b/i.test(HAD_ANY.exec(question.trim())![2] as string) &&
    // ("with a balance below 0" says its own condition)
    !/\b(below|above|under|over|less|more|greater|fewer|negative|positive)\b|[<>=]|\d/i.test(HAD_ANY.exec(question.trim())![2] as string)
  ) {
    const m = HAD_ANY.exec(question.trim()) as RegExpExecArray;
    text = `how many ${m[1]} with more than 0 ${m[2]}`;
  }
  // "reservation status breakdown", "distribution of meal": the rows counted per value
  else if (BREAKDOWN.test(question.trim())) {
    const m = BREAKDOWN.exec(question.trim()) as RegExpExecArray;
    text = `number of rows by ${m[1] ?? m[2]}`;
  }
  // "bookings 2016 vs 2017", "orders per month": a bare record noun first is their number
  else if (
    LEADING_RECORDS.test(question.trim()) &&
    !/\b(how many|number of|count|total|sum|average|avg|mean)\b/i.test(question)
  )
    text = `number of ${question.trim()}`;
  if (!text) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify) return undefined;
  // a breakdown counts the rows per category; a number column's distribution is not its values listed
  const grouped = index.columns.find((c) => c.name === query.groupBy[0]?.column);
  if (
    BREAKDOWN.test(question.trim()) &&
    (!grouped || (/INT|DOUBLE|FLOAT|DECIMAL/i.test(grouped.type) && !grouped.yearLike))
  )
    return undefined;
  // …only when that is a count column compared with 0 (not a category value: "had a baby" stays as parsed)
  if (
    HAD_ANY.test(question.trim()) &&
    !query.filters.some((f) => f.kind === 'compare' && f.op === '>' && f.value === 0)
  )
    return undefined;
  if (rate) {
    if (query.kind !== 'percent' || query.groupBy.length !== 1) return undefined;
    const low = /^(lowest|lower|smallest|smaller|best)$/i.test(rate[2] as string);
    query.order = { by: 'measure', dir: low ? 'asc' : 'desc' };
    query.limit = 1;
  }
  return parsed;
}
