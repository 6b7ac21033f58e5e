/**
 * Money out and money in kept in two columns (a bank statement's `Debit` / `Credit`, `Paid Out` /
 * `Paid In`, `Withdrawals` / `Deposits`, `Money Out` / `Money In`), the other one blank on each
 * row. Their readers' words:
 * - money going out: "paid out", "money out", "spend", "spent", "outgoings", "outflow", "what we
 *   paid X", "did we pay X" → the out column;
 * - money coming in: "paid in", "money in", "came in", "takings", "income", "receipts", "banked",
 *   "deposited", "paid us" → the in column;
 * - "net", "cash flow", "in minus out" → money in less money out, a blank side counting as 0;
 *   "spend net of refunds", "net spend" → money out less money in.
 * The question is read with the column's name in the words' place; the reading is kept only when
 * it places every word.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../data/duck';
import { derivedName } from './compile/derived';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

const guard = rewriteGuard();

/** Words naming the column of money going out, and of money coming in. */
const OUT_NAME = /^(debits?|withdrawals?|withdrawn|outflows?|outgoings?|out|spent|payments)$/;
const IN_NAME = /^(credits?|deposits?|inflows?|incomings?|in|receipts|received|lodgements?)$/;
/** Direction words that only name a side next to the rest of a shared name (`Paid Out` / `Paid In`). */
const BARE = /^(in|out)$/;

export interface MoneySides {
  out: IndexedColumn;
  in: IndexedColumn;
}

/** The table's one pair of money-out and money-in columns, when it has exactly one. */
export function moneySides(index: DatasetIndex): MoneySides | undefined {
  const numeric = index.columns.filter((c) => isNumericType(c.type) && !c.yearLike && c.flagTrue === undefined);
  const side = (re: RegExp) => numeric.filter((c) => c.words.some((w) => re.test(w)));
  const outs = side(OUT_NAME);
  const ins = side(IN_NAME);
  if (outs.length !== 1 || ins.length !== 1 || outs[0] === ins[0]) return undefined;
  const [out, inn] = [outs[0]!, ins[0]!];
  // "in" / "out" alone name a side only as the two halves of one name (Money In / Money Out)
  const rest = (c: IndexedColumn) => c.words.filter((w) => !BARE.test(w)).join(' ');
  const bare = [out, inn].some((c) => c.words.some((w) => BARE.test(w)) && !c.words.some((w) => OUT_NAME.test(w) && !BARE.test(w) || IN_NAME.test(w) && !BARE.test(w)));
  if (bare && rest(out) !== rest(inn)) return undefined;
  return { out, in: inn };
}

const MONTHS = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/** "paid in" said before a month or a year may be the time of paying ("paid in march"). */
const NOT_A_TIME = `(?!\\s+(?:${MONTHS}|q[1-4]|(?:19|20)\\d\\d)\\b)`;

/** Money-in less money-out phrases ("net cash flow (in minus out)") and the reverse ("spend net of refunds"). */
const NET_IN = [
  /\s*\(?\b(?:money\s+)?in\s+(?:minus|less)\s+(?:money\s+)?out\b\)?/gi,
  /\b(?:net\s+)?cash\s*flow\b|\bnet\s+(?:flow|movement|position)\b/gi,
];
const NET_OUT = [
  /\b(?:spend(?:ing)?|spent|outgoings|paid\s+out)\s+net\s+of\s+(?:refunds?|returns?|credits?)\b/gi,
  /\bnet\s+(?:spend(?:ing)?|outgoings)\b/gi,
];
const OUT_WORDS: RegExp[] = [
  /\b(?:paid|pay|payments?|money|cash|amounts?|spent|spending|going|went|gone|goes)\s+out\b/gi,
  /\bspen(?:d|ding|t)\b|\boutgoings?\b|\boutflows?\b|\bexpenditures?\b|\bbills?\b/gi,
];
/** "did we pay X", "we paid", "paid to X": the verb alone is the money out. */
const WE_PAID = /\b((?:did|do|have|had)\s+we|we(?:\s+have)?)\s+(?:paid|pay)\b|\b(?:paid|pay)(?=\s+to\b)/gi;
const IN_WORDS: RegExp[] = [
  new RegExp(`\\b(?:paid|pay|payments?|money|cash|amounts?|came|come|comes|coming|going|went|gone|goes)\\s+in\\b${NOT_A_TIME}`, 'gi'),
  /\btakings\b|\bincomings?\b|\binflows?\b|\breceipts\b|\bbanked(?:\s+in)?\b|\bdeposited\b|\blodged\b/gi,
  /\b(?:paid|pay|pays|paying)\s+us\b/gi,
];

/** Whether a word of the phrase names a column of the table by itself (a `Spend` column). */
const namedByColumn = (index: DatasetIndex, phrase: string) =>
  phrase
    .toLowerCase()
    .split(/\s+/)
    .some((w) => index.columns.some((c) => c.words.includes(w) && c.words.length === 1));

function replaceAll(text: string, patterns: RegExp[], by: string, index: DatasetIndex): string {
  let out = text;
  for (const re of patterns) out = out.replace(re, (m) => (namedByColumn(index, m) ? m : by));
  return out;
}

/** The parsed reading with the net (`left` less `right`, blanks as 0) measured where `left`'s total was. */
function asNet(parsed: Parsed, left: IndexedColumn, right: IndexedColumn): Parsed | undefined {
  const q = parsed.query;
  if (!q || !q.measures.some((m) => m.fn === 'sum' && m.column === left.name)) return undefined;
  const name = derivedName('-', left.name, right.name);
  const query: AnalystQuery = {
    ...q,
    derived: [...(q.derived ?? []), { name, op: '-', left: left.name, right: right.name, blank: 'zero' }],
    measures: q.measures.map((m) => (m.column === left.name ? { ...m, column: name } : m)),
  };
  return { ...parsed, query };
}

/** The question read with money-out and money-in words said as the table's two columns, or undefined. */
export function parseMoneySides(
  question: string,
  index: DatasetIndex,
  parse: (q: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const sides = moneySides(index);
  if (!sides) return undefined;
  const outName = sides.out.name;
  const inName = sides.in.name;
  let net: 'in' | 'out' | undefined;
  let text = question;
  const netIn = replaceAll(text, NET_IN, ' ', index);
  const netOut = replaceAll(text, NET_OUT, ` total ${outName} `, index);
  if (netOut !== text) {
    net = 'out';
    text = netOut;
  } else if (netIn !== text) {
    net = 'in';
    text = `${netIn.replace(/\bnet\b/gi, ' ')} `;
    // the net replaces the money said; said alone it is the total money in less out
    const said = replaceAll(replaceAll(text, OUT_WORDS, ' ', index), IN_WORDS, ' ', index);
    text = /\b(total|sum|how much)\b/i.test(said) ? `${said.replace(/\b(total|sum)\b/i, `$1 ${inName}`)}` : `total ${inName} ${said}`;
  }
  if (!net) {
    // "who paid us more": which payer's money in; "the biggest single payment out": the largest one
    text = text.replace(/\bwho\s+(?=(?:paid|pays?)\s+us\b)/gi, 'which ');
    text = text.replace(/\b(biggest|largest|smallest)\s+single\b/gi, '$1');
    text = replaceAll(text, OUT_WORDS, ` ${outName} `, index);
    text = text.replace(WE_PAID, (m, we?: string) => (we ? `${we} ${outName}` : ` ${outName} `));
    text = replaceAll(text, IN_WORDS, ` ${inName} `, index);
  }
  text = text.replace(/\s+/g, ' ').trim();
  if (text === question.replace(/\s+/g, ' ').trim()) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed?.query || parsed.clarify || parsed.ignored.length) return undefined;
  if (net === 'in') return asNet(parsed, sides.in, sides.out);
  if (net === 'out') return asNet(parsed, sides.out, sides.in);
  return parsed;
}
