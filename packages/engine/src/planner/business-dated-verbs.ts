/**
 * A verb that names one of a record's dates, said before a period: "shipments sent in december",
 * "orders shipped in q3", "dispatched since march" over ship_date / promised_date /
 * delivered_date read the period on the date the verb names (sent → ship_date), never the verb
 * as another column ("shipped" is not shipping_cost). The verb is said as "with <date column>",
 * and the reading stands only when the period lands on that date. A noun of the event before
 * "date" ("no delivery date", "payment date") names that date column too, not a value of the
 * event ("Delivered" of a status column).
 */
import { isTemporalType } from '../data/duck';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';
import { stem } from './text';

/** Verbs whose date column is named otherwise, and the words of that column. */
const FAMILIES: [RegExp, RegExp][] = [
  [/^(sent|shipped|dispatched|posted)$/, /^(ship|shipped|shipping|sent|send|dispatch|dispatched|posted)$/],
  [/^(delivered|arrived|received)$/, /^(delivered|delivery|arrived|arrival|received)$/],
  [/^(paid|settled|collected)$/, /^(paid|payment|settled|collected)$/],
  [/^(issued|invoiced|billed)$/, /^(issue|issued|invoice|invoiced|billed|billing)$/],
  // a lease, a contract, a subscription: its end date (`Lease To`, `End Date`, `Expiry`) and its start
  [/^(expire|expires|expired|expiring|ends|ending|ended|lapse|lapses|lapsing)$/, /^(to|end|ends|expiry|expiration|expires|thru|through|until)$/],
  [/^(start|starts|starting|started|begin|begins|beginning|began|commences|commencing|commenced)$/, /^(from|start|starts|begin|commencement|commence)$/],
];
const VERB_BEFORE_PERIOD = /\b(sent|shipped|dispatched|posted|delivered|arrived|received|paid|settled|collected|issued|invoiced|billed|expire|expires|expired|expiring|ends|ending|ended|lapse|lapses|lapsing|start|starts|starting|started|begin|begins|beginning|began|commences|commencing|commenced)\s+(?=(?:in|during|on|before|after|since|between|from|until)\b)/gi;
/** Any word ending in -ed before a period ("funded in 2023"), for a status value with a date of its own. */
const STATUS_BEFORE_PERIOD = /\b([a-z]{3,}ed)\s+(?=(?:in|during|before|after|since|between|from|until)\b)/gi;

/** The date column named by a status word and "date" alone (`Funded Date` for "funded"), or undefined. */
function statusDate(word: string, index: DatasetIndex): IndexedColumn | undefined {
  const found = index.columns.filter((c) => {
    const words = nameWords(c);
    return isTemporalType(c.type) && words.length === 2 && words[0] === word && /^(date|on|at|dt|day)$/.test(words[1]!);
  });
  return found.length === 1 ? found[0] : undefined;
}

/** "delivery date", "payment date": a noun of the event before "date". */
const NOUN_DATE = /\b([a-z]{4,})\s+dates?\b/gi;
const NOUN_FAMILIES: [RegExp, RegExp][] = [
  [/^(deliver(?:y|ies)|arrivals?)$/, /^(delivered|arrived|received)$/],
  [/^(payments?|settlements?)$/, /^(paid|settled)$/],
  [/^(shipping|shipment|dispatch)$/, /^(shipped|ship|dispatched|sent)$/],
  [/^(issue|issuing|invoicing|billing)$/, /^(issued|issue|invoiced|billed)$/],
];

const nameWords = (c: IndexedColumn) => c.name.toLowerCase().split(/[^a-z]+/).filter(Boolean);

/** The one date column the verb names, or undefined. */
function dateOf(verb: string, index: DatasetIndex): IndexedColumn | undefined {
  const family = FAMILIES.find(([v]) => v.test(verb));
  if (!family) return undefined;
  const found = index.columns.filter((c) => isTemporalType(c.type) && nameWords(c).some((w) => family[1].test(w)));
  return found.length === 1 ? found[0] : undefined;
}

const guard = rewriteGuard();
const nounGuard = rewriteGuard();

/** The question with a dating verb said as its date column, or undefined. */
export function parseDatedVerb(question: string, index: DatasetIndex, parse: (question: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const dated: IndexedColumn[] = [];
  let text = question.replace(VERB_BEFORE_PERIOD, (all, verb: string) => {
    const w = verb.toLowerCase();
    // a value of the data (status paid, Delivered) is read by the parser as that value
    if (index.valueIndex.has(w)) return all;
    const column = dateOf(w, index);
    if (!column) return all;
    dated.push(column);
    return `with ${column.words.join(' ')} `;
  });
  // "avg apr funded in 2023": a status value (Funded) with a date of its own dates the period by it
  if (!dated.length)
    text = text.replace(STATUS_BEFORE_PERIOD, (all, verb: string) => {
      const w = verb.toLowerCase();
      const column = index.valueIndex.has(w) || index.valueIndex.has(stem(w)) ? statusDate(w, index) : undefined;
      if (!column || dated.length) return all;
      dated.push(column);
      return `${verb} with ${column.words.join(' ')} `;
    });
  // "how many died in march" over `Born` and `Died` dates: the date column the verb itself names
  if (!dated.length)
    text = text.replace(STATUS_BEFORE_PERIOD, (all, verb: string) => {
      const w = verb.toLowerCase();
      const named = index.columns.filter((c) => {
        const words = nameWords(c);
        return isTemporalType(c.type) && words[0] === w && (words.length === 1 || (words.length === 2 && /^(date|on|at|dt|day)$/.test(words[1]!)));
      });
      if (named.length !== 1 || dated.length) return all;
      dated.push(named[0]!);
      return `with ${named[0]!.words.join(' ')} `;
    });
  if (dated.length !== 1 || text === question) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify) return undefined;
  const onDate = [...query.filters, ...(query.sides ?? []).flatMap((s) => s.filters)].some(
    (f) => f.column === dated[0]!.name && (f.kind === 'date_range' || f.kind === 'date_part'),
  );
  return onDate ? parsed : undefined;
}

/** The question with a noun of an event before "date" said as that date column's name, or undefined. */
export function parseDateNoun(question: string, index: DatasetIndex, parse: (question: string) => Parsed): Parsed | undefined {
  if (nounGuard.busy) return undefined;
  const dates = index.columns.filter((c) => isTemporalType(c.type));
  const named: IndexedColumn[] = [];
  const text = question.replace(NOUN_DATE, (all, noun: string) => {
    const w = noun.toLowerCase();
    const family = NOUN_FAMILIES.find(([n]) => n.test(w));
    if (!family || dates.some((c) => nameWords(c).includes(w))) return all;
    const found = dates.filter((c) => {
      const words = nameWords(c);
      return words.length === 2 && family[1].test(words[0] as string) && /^(date|on|at|dt|day)$/.test(words[1] as string);
    });
    if (found.length !== 1) return all;
    named.push(found[0]!);
    return found[0]!.name;
  });
  if (named.length !== 1 || text === question) return undefined;
  const parsed = nounGuard.reparseOnce(parse, text);
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify) return undefined;
  return JSON.stringify(query).includes(`"${named[0]!.name}"`) ? parsed : undefined;
}
