/**
 * A short follow-up read as a whole question by editing the question before it, for answers that
 * left no typed query to modify (a table look-up, a question the reader answered directly):
 *
 * - "and the smallest?" after "which lake is the biggest" → "which lake is the smallest";
 * - "and in 2019?" / "and march" / "and oslo?" / "and unit 7" → the year, month, value of the same
 *   column or number after the same word in the question before is replaced;
 * - "which ones" after "how many … " → "which …";
 * - "how many of those were late" after "how many parcels went by air" → both conditions;
 * - "how much was it" after a superlative → the question before again; "when was that" after a
 *   phrase ("peak fare in 2019") → "when was the peak fare in 2019".
 *
 * Only text is edited here; what a phrase is (a value of which column) comes from `kindOf`, so the
 * rules know nothing of any table. Undefined when no rule places the follow-up.
 */
import { monthNumber } from './calendar-words';

/** What a phrase is: a value of a column (its name), or undefined when the table does not hold it. */
export type PhraseKind = (phrase: string) => string | undefined;
/** Whether a word is part of a column's name. */
export type ColumnWord = (word: string) => boolean;

const LEAD =
  /^(?:(?:ok|okay|so|right|then|now|also|but|and|what about|how about|same for|same but for|now for|then for)\b[\s,]*)+/;
const SUPERLATIVE = new Set([
  'biggest',
  'largest',
  'smallest',
  'highest',
  'lowest',
  'most',
  'least',
  'fewest',
  'best',
  'worst',
  'oldest',
  'youngest',
  'newest',
  'longest',
  'shortest',
  'tallest',
  'earliest',
  'latest',
  'first',
  'last',
  'fastest',
  'slowest',
  'heaviest',
  'lightest',
  'deepest',
  'shallowest',
  'hottest',
  'coldest',
  'coolest',
  'warmest',
  'wettest',
  'driest',
  'cheapest',
  'priciest',
  'busiest',
  'quietest',
  'closest',
  'furthest',
  'farthest',
  'nearest',
  'richest',
  'poorest',
  'greatest',
  'max',
  'min',
  'top',
  'bottom',
]);
const ORDINAL = /^(?:\d+(?:st|nd|rd|th)|second|third|fourth|fifth)$/;
const PREPOSITIONS = new Set(['in', 'for', 'at', 'on', 'during', 'from', 'of', 'with', 'among']);
const LIST_BACK =
  /^(?:which|what|who)(?: ones?| are they| were they| are those| were those| ones were they| ones are they)?$|^(?:list|name|show)(?: them| those| me them| me those)?$/;
const OF_THOSE = /^how many (?:of )?(?:those|them|these)\s+(.+)$/;
const STOP_WORDS = new Set(['the', 'a', 'an', 'one', 'ones']);

const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/[?!.]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The follow-up as a whole question, or undefined when it cannot be placed in the one before. */
export function standaloneFollowUp(
  followUp: string,
  previous: string,
  kindOf: PhraseKind,
  columnWord: ColumnWord = () => false,
): string | undefined {
  const asked = clean(followUp);
  const before = clean(previous);
  if (!asked || !before || asked === before) return undefined;
  const body = asked.replace(LEAD, '').trim();
  const led = body !== asked;
  if (!body) return undefined;
  const words = body.split(' ');
  const prev = before.split(' ');

  // "which ones" after a count: the rows counted
  if (LIST_BACK.test(body)) return listInstead(before);

  // "how many of those were late": the earlier count's rows, narrowed
  const narrowed = OF_THOSE.exec(body);
  if (narrowed && /^(?:in )?how many\b/.test(before)) return `${before} ${narrowed[1]}`;

  // "how much was it", "when was that", "what make is it" after a question that picked one row
  const pointed = aboutTheAnswer(words, prev, columnWord);
  if (pointed) return pointed;

  // only short follow-ups are edits of the question before; a longer one stands on its own
  if (words.length > 4 || (!led && words.length > 3)) return undefined;

  // "the smallest", "the 2nd largest one": the earlier superlative replaced
  const superlative = superlativeOf(words);
  if (superlative) {
    const at = prev.findIndex((w) => SUPERLATIVE.has(w));
    if (at < 0) return undefined;
    const start = at > 0 && ORDINAL.test(prev[at - 1]!) ? at - 1 : at;
    // "most expensive" is one superlative: "the cheapest" replaces both words
    const end = /^(?:most|least)$/.test(prev[at]!) && ADJECTIVE.test(prev[at + 1] ?? '') ? at + 2 : at + 1;
    return [...prev.slice(0, start), ...superlative, ...prev.slice(end)].join(' ');
  }

  // "in 2019", "for women": the phrase after the same word, else any phrase of the same kind
  const [first, ...rest] = words;
  if (PREPOSITIONS.has(first!) && rest.length > 0) {
    return replaceLike(prev, rest, kindOf, first) ?? replaceLike(prev, rest, kindOf);
  }
  return replaceLike(prev, words, kindOf);
}

/** An adjective a superlative is made of with "most" or "least" ("most expensive", "least popular"). */
const ADJECTIVE = /^[a-z]+(?:ive|ous|ful|able|ible|ant|ent|ic|al|ar|ed|y)$/;

/** "the 2nd largest one" → ["2nd", "largest"]; undefined unless the words are a superlative. */
function superlativeOf(words: string[]): string[] | undefined {
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  if (kept.length === 1 && SUPERLATIVE.has(kept[0]!)) return kept;
  if (kept.length === 2 && /^(?:most|least)$/.test(kept[0]!) && ADJECTIVE.test(kept[1]!)) return kept;
  if (kept.length === 2 && ORDINAL.test(kept[0]!) && SUPERLATIVE.has(kept[1]!)) return kept;
  return undefined;
}

/** "how many lakes are deeper than 50 m" → "which lakes are deeper than 50 m". */
function listInstead(before: string): string | undefined {
  const m = /^(in )?how many\b\s*(.*)$/.exec(before);
  if (!m) return undefined;
  const rest = m[2]!.replace(/\s+are there$/, '').replace(/^of the\s+/, '');
  if (!rest) return undefined;
  return `${m[1] ? 'in which' : 'which'} ${rest}`;
}

type Kinded = { kind: string; from: number; to: number };

/** What kind of thing the words are, without the table: a year, a month, "month year", a quarter. */
function shapeOf(words: string[]): string | undefined {
  const text = words.join(' ');
  if (/^(?:1[5-9]|20)\d\d$/.test(text)) return 'year';
  if (/^(?:1[5-9]|20)\d\d\s*q[1-4]$|^q[1-4](?: (?:1[5-9]|20)\d\d)?$/.test(text)) return 'quarter';
  if (words.length === 1 && monthNumber(words[0]!) !== undefined) return 'month';
  if (words.length === 2 && monthNumber(words[0]!) !== undefined && /^(?:1[5-9]|20)\d\d$/.test(words[1]!))
    return 'month year';
  if (/^(?:1[5-9]|20)\d0s$|^the (?:1[5-9]|20)\d0s$/.test(text)) return 'decade';
  return undefined;
}

/**
 * The earlier question with its phrase of the same kind as `phrase` replaced: the same shape
 * (year, month…), a value of the same column, or the number after the same word ("unit 7").
 * With `after`, only a phrase right after that word is considered.
 */
function replaceLike(
  prev: string[],
  phrase: string[],
  kindOf: PhraseKind,
  after?: string,
): string | undefined {
  const wanted = shapeOf(phrase) ?? kindOf(phrase.join(' '));
  // "unit 7" after "… unit 12 …": the number after the same word
  if (phrase.length === 2 && /^\d+$/.test(phrase[1]!) && !wanted) {
    const at = prev.findIndex((w, i) => w === phrase[0] && /^\d+$/.test(prev[i + 1] ?? ''));
    if (at < 0 || (after && prev[at - 1] !== after)) return undefined;
    return [...prev.slice(0, at + 1), phrase[1]!, ...prev.slice(at + 2)].join(' ');
  }
  if (!wanted) return undefined;
  const spans: Kinded[] = [];
  for (let from = 0; from < prev.length; from++) {
    if (after && prev[from - 1] !== after) continue;
    for (let to = Math.min(prev.length, from + 4); to > from; to--) {
      const span = prev.slice(from, to);
      const kind = shapeOf(span) ?? kindOf(span.join(' '));
      if (kind === wanted) {
        spans.push({ kind, from, to });
        // the words inside a phrase found are not phrases of their own ("awakening" of "link's awakening")
        from = to - 1;
        break;
      }
    }
  }
  // one place only: two phrases of that kind ("from 2010 to 2015") leave the edit unclear
  if (spans.length !== 1) return undefined;
  const { from, to } = spans[0]!;
  if (prev.slice(from, to).join(' ') === phrase.join(' ')) return undefined;
  return [...prev.slice(0, from), ...phrase, ...prev.slice(to)].join(' ');
}

const AMOUNT_WORD =
  /^(?:much|many|long|heavy|high|low|tall|big|old|far|deep|large|small|fast|slow|hot|cold|wet)$/;
/**
 * Qualities only a superlative on the same scale ranks by ("how heavy" after "the heaviest" or "the
 * lightest"), with the stems of that scale's superlatives.
 */
const QUALITY_SCALE: Record<string, string[]> = Object.assign(Object.create(null), {
  heavy: ['heav', 'light'],
  tall: ['tall', 'short'],
  old: ['old', 'young', 'new'],
  deep: ['deep', 'shallow'],
  fast: ['fast', 'slow', 'quick'],
  slow: ['fast', 'slow', 'quick'],
  hot: ['hot', 'cold', 'warm', 'cool'],
  cold: ['hot', 'cold', 'warm', 'cool'],
  wet: ['wet', 'dry', 'rain'],
});
const QUALITY_WORD = new RegExp(`^(?:${Object.keys(QUALITY_SCALE).join('|')})$`);
/** Words that only point back at an earlier answer: "was it", "did they make", "does it have". */
const POINTING = new Set(
  `was is were are did does do it that this they them he she make made get got earn earned cost take
  took have has had score scored win won`.split(/\s+/),
);
const QUESTION_START =
  /^(?:which|who|whom|whose|what|whats|when|where|how|in which|in what|list|show|name|is|are|was|were|do|does|did)\b/;

/**
 * A follow-up about the earlier answer itself:
 * - "how much was it", "how many days was that", "how heavy", "by how much" after a superlative
 *   ask for the amount the earlier answer ranked by: the earlier question again (its reply states it);
 * - "when was that", "which month" after a phrase such as "peak price in 2000": "when was the peak
 *   price in 2000".
 */
function aboutTheAnswer(words: string[], prev: string[], columnWord: ColumnWord): string | undefined {
  if (words.length > 6) return undefined;
  const at = prev.findIndex((w) => SUPERLATIVE.has(w));
  // "how much was it", "by how much"
  const how = words[0] === 'by' ? 1 : 0;
  const quality = words[how + 1] ?? '';
  // "how old is it" after "the town with the most people" asks something its answer does not state
  const sameQuality =
    !QUALITY_WORD.test(quality) ||
    prev.some((w) => QUALITY_SCALE[quality]!.some((stem) => w.startsWith(stem)));
  if (words[how] === 'how' && AMOUNT_WORD.test(quality) && at >= 0 && sameQuality) {
    const rest = words.slice(how + 2);
    const unplaced = rest.filter((w) => !POINTING.has(w));
    const endsPointing = rest.length === 0 || POINTING.has(rest.at(-1)!);
    // "how many councils have it" asks the same amount; "how many passengers did it have" after a
    // ranking by delays names another column, whose figure the question before does not state
    const otherColumn = unplaced.some((w) => !prev.includes(w) && columnWord(w));
    if (endsPointing && unplaced.length <= 1 && !otherColumn) return prev.join(' ');
    return undefined;
  }
  if (words.join(' ') === 'what is it' || words.join(' ') === 'what was it')
    return at >= 0 ? prev.join(' ') : undefined;
  // "when was that", "which quarter", "in what year was it"
  const when =
    /^(when|(?:in )?(?:which|what) (?:year|month|quarter|week|day|date|season|decade|time))(?: (?:was|is|did) (?:that|it|this)(?: happen)?)?$/.exec(
      words.join(' '),
    );
  if (when && !QUESTION_START.test(prev.join(' '))) {
    const phrase = prev[0] === 'the' ? prev.slice(1) : prev;
    return `${when[1]} was the ${phrase.join(' ')}`;
  }
  return undefined;
}
