/**
 * The words of a question an answer did not use. Every content word should leave a trace in what
 * ran: a column the SQL reads (by name, synonym or abbreviation), a value it filters on (or an
 * alias of one), the rows' own noun, or a word of computing. A word with no trace that the table
 * does not know either ("citation", "square miles") is named in the reply, so that an
 * answer never passes over part of the question in silence.
 */
import { initialsOf, NAME_SHORT_FORMS } from './value-short-forms';
import type { Answer } from './answer';
import { canonical, EXPANSIONS, FUNCTION_WORDS, RELATED, ROW_NOUNS, sameAs, SUPERLATIVES } from './lexicon';
import { EVENT_VERBS } from './lexicon-verbs';
import type { DatasetIndex } from './schema-index';
import { STOP, stem, SYNONYMS } from './text';
import { verbForms } from './verb-forms';
import { VALUE_ALIASES } from './value-aliases';
import { typoOf } from './word-match';
import { monthNumber, NUMBER_WORDS, weekdayNumber } from './lexicon';

/** The words of what ran: identifiers and literals of the SQL, the typed query's columns and values, the summary. */
function answerTrace(answer: Pick<Answer, 'plan' | 'query'>): Set<string> {
  const texts: string[] = [answer.plan.understood];
  const sql = answer.plan.args.sql;
  if (typeof sql === 'string') {
    for (const m of sql.matchAll(/"((?:[^"]|"")+)"|'((?:[^']|'')*)'/g)) texts.push(m[1] ?? m[2] ?? '');
  }
  const query = answer.query ?? (answer.plan.tool === 'ask_data' ? answer.plan.args : undefined);
  if (query) collectStrings(query, texts);
  const words = new Set<string>();
  for (const text of texts) for (const w of wordsOf(text)) words.add(w);
  // a value said by its initials ("bw") or by a short form of one of its words ("mt")
  for (const text of texts) if (text.split(/\s+/).length <= 6) for (const i of initialsOf(text)) words.add(i);
  for (const [short, full] of Object.entries(NAME_SHORT_FORMS)) if (full.some((f) => words.has(f))) words.add(short);
  return words;
}

/** String values of a typed query (column names, filter values, labels); keys are left out. */
function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'number') into.push(String(value));
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, into);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value))
      if (key !== 'kind' && key !== 'fn' && key !== 'dataset') collectStrings(v, into);
}

/** Lower-case words and numbers of a text, camelCase and snake_case split, with their stems. */
function wordsOf(text: string): string[] {
  const out: string[] = [];
  const spaced = text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  for (const w of spaced.split(/[^a-z0-9]+/)) {
    if (!w) continue;
    out.push(w, stem(w));
  }
  return out;
}

/** Whether a question word shows in the trace: the same stem, an abbreviation either way, or a typo. */
function traced(word: string, trace: Set<string>): boolean {
  const s = stem(word);
  if (trace.has(word) || trace.has(s)) return true;
  for (const t of trace) {
    if (t.length >= 4 && s.length >= 4 && (s.startsWith(t) || t.startsWith(s))) return true;
    if (typoOf(s, t)) return true;
  }
  return false;
}

/** Words that say how to compute or show, never what: they leave no column or value behind. */
const OPERATION_WORDS = new Set(
  `average avg mean total totals sum count counts number numbers many much highest lowest largest smallest biggest
  least most top bottom best worst max min maximum minimum median percent percentage share proportion fraction ratio
  rate compare compared comparison difference change increase decrease first last second third fourth fifth next
  previous before after earlier later same different distinct unique each every per group between vs versus than more
  less fewer greater larger smaller higher lower bigger above below over under exactly equal equals overall combined
  together both either neither none list show give tell name names whats times time often long longer longest
  short shorter shortest old older oldest new newer newest recent latest earliest early late year years month months
  day days week weeks quarter quarters date dates yes no ok okay hey hi thanks thank instead actually roughly
  approximately around nearly almost in total altogether anything everything something there ones`.split(
    /\s+/,
  ),
);

/** Verbs that carry no column of their own ("came out", "made", "got"). */
const PLAIN_VERBS = new Set(
  `come comes came coming make makes made making get gets got getting go goes went going gone take takes took taken
  happen happens happened put say says said give gives gave keep kept see saw seen use used using find found show
  shown appear appears appeared feature features featured include includes included contain contains contained
  record recorded list listed rank ranked end ended start started occur occurred become became belong belongs`.split(
    /\s+/,
  ),
);

/** A word list's own entry (never an inherited key such as "constructor"). */
const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** Words the question's word may stand for: itself, its stem and canonical form, synonyms, related and verb forms. */
function relatives(word: string): Set<string> {
  const s = stem(word);
  const out = new Set<string>([word, s, canonical(s)]);
  for (const w of [...out]) {
    for (const x of sameAs(canonical(w))) out.add(x);
    for (const x of own(RELATED, w) ?? []) out.add(x);
    for (const x of own(SYNONYMS, w) ?? []) out.add(x);
    for (const x of own(EXPANSIONS, w) ?? []) out.add(x);
    for (const x of own(EVENT_VERBS, w) ?? []) out.add(x);
    for (const x of verbForms(w)) out.add(x);
    for (const x of own(SUPERLATIVES, w)?.concept ?? []) out.add(x);
  }
  return out;
}

/** The columns an answer reads: named in its SQL, its typed query or its summary. */
function tracedColumns(answer: Pick<Answer, 'plan' | 'query'>, index: DatasetIndex): DatasetIndex['columns'] {
  const texts: string[] = [answer.plan.understood];
  const sql = answer.plan.args.sql;
  if (typeof sql === 'string') texts.push(sql);
  const query = answer.query ?? (answer.plan.tool === 'ask_data' ? answer.plan.args : undefined);
  if (query) collectStrings(query, texts);
  const joined = texts.join('\n');
  return index.columns.filter((c) => joined.includes(c.name));
}

/**
 * The content words of a question that leave no trace in what ran: not a column it reads (by
 * name, synonym or abbreviation), not a value it filters on (or an alias of one), not the rows'
 * own noun, not a word of computing. Each is a part of the question the reply may have ignored.
 */
export function unaccountedWords(
  question: string,
  answer: Pick<Answer, 'plan' | 'query'>,
  index: DatasetIndex,
): string[] {
  const trace = answerTrace(answer);
  const columns = tracedColumns(answer, index);
  const columnWords = new Set<string>();
  for (const c of columns) for (const w of [...c.words, ...c.stems, ...wordsOf(c.name)]) columnWords.add(w);
  const traceText = [...trace].join(' ');
  const tableWords = new Set(wordsOf(index.info.name));
  const out: string[] = [];
  for (const raw of question
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^a-z0-9]+/)) {
    const w = raw;
    if (!w || w.length < 2) continue;
    if (
      FUNCTION_WORDS.has(w) ||
      STOP.has(w) ||
      OPERATION_WORDS.has(w) ||
      PLAIN_VERBS.has(w) ||
      ROW_NOUNS.has(w)
    )
      continue;
    if (
      OPERATION_WORDS.has(stem(w)) ||
      own(NUMBER_WORDS, w) !== undefined ||
      monthNumber(w) !== undefined ||
      weekdayNumber(w) !== undefined
    )
      continue;
    if (/^\d/.test(w)) {
      if (!traceText.includes(w.replace(/^0+(?=\d)/, ''))) out.push(w);
      continue;
    }
    if (tableWords.has(w) || tableWords.has(stem(w)) || traced(w, trace)) continue;
    const rel = relatives(w);
    if (
      [...rel].some(
        (r) =>
          columnWords.has(r) || trace.has(r) || [...columnWords].some((c) => c.length >= 4 && typoOf(r, c)),
      )
    )
      continue;
    const aliases = (own(VALUE_ALIASES, w) ?? []).map((a) => a.toLowerCase());
    const entries = [w, stem(w), ...aliases].flatMap((k) => index.valueIndex.get(k) ?? []);
    if (entries.some((e) => columns.includes(e.column))) continue;
    if (aliases.some((a) => a.split(/[^a-z0-9]+/).every((x) => !x || trace.has(x)))) continue;
    out.push(w);
  }
  return [...new Set(out)];
}

/** What an unaccounted word is to the table: a column the answer does not read, a value of one, or unknown. */
function wordStanding(word: string, index: DatasetIndex): 'column' | 'value' | 'unknown' {
  const rel = relatives(word);
  for (const c of index.columns) {
    const cw = new Set([...c.words, ...c.stems, ...wordsOf(c.name)]);
    if (
      [...rel].some((r) => cw.has(r) || (r.length >= 5 && [...cw].some((x) => x.length >= 5 && typoOf(r, x))))
    )
      return 'column';
  }
  if (
    index.valueIndex.has(word) ||
    index.valueIndex.has(stem(word)) ||
    index.valueWords.has(word) ||
    index.valueWords.has(stem(word))
  )
    return 'value';
  return 'unknown';
}

/** Verb forms ("won", "played", "flew"): the table stage reads these through roles, so they are not named. */
const VERB_LIKE =
  /(ed|ing)$|^(won|win|wins|lost|lose|beat|flew|fly|wrote|write|star|stars|sold|sell|held|hold|ran|run|led|lead|won)$/;

/**
 * The note naming the question's words the answer did not use and the table does not know:
 * ` I did not use: "citation".`, or '' when every word left a trace.
 */
export function unusedWordsNote(
  question: string,
  answer: Pick<Answer, 'plan' | 'query'>,
  index: DatasetIndex,
): string {
  const unused = unaccountedWords(question, answer, index).filter(
    (w) => !VERB_LIKE.test(w) && !/^\d/.test(w) && wordStanding(w, index) === 'unknown',
  );
  return unused.length ? ` I did not use: ${unused.map((w) => `"${w}"`).join(', ')}.` : '';
}

/** The noun a "which …" / "what …" question asks for: "which country won …" → country. */
const ASKED_NOUN = /^\s*(?:(?:and|so|ok)\s+)?(?:which|what)\s+([a-z]+)\b/i;

/**
 * A clarifying question when the noun a "which …" question asks for names a column the answer did
 * not read ("which region sold the most" answered with a shop's name while the table has a
 * Region column): the reply would name the wrong thing. Undefined when it stands.
 */
export function askNamedColumn(
  question: string,
  answer: Pick<Answer, 'plan' | 'query'>,
  index: DatasetIndex,
): { question: string; choices: string[] } | undefined {
  const noun = ASKED_NOUN.exec(question)?.[1]?.toLowerCase();
  if (!noun || VERB_LIKE.test(noun) || !unaccountedWords(question, answer, index).includes(noun))
    return undefined;
  const read = tracedColumns(answer, index);
  const rel = relatives(noun);
  const named = index.columns.find(
    (c) => !read.includes(c) && [...c.words, ...c.stems, ...wordsOf(c.name)].some((w) => rel.has(w)),
  );
  if (!named) return undefined;
  const base = question.trim().replace(/[?.!]+$/, '');
  return {
    question: `"${noun}" names the column ${named.name}, which my reading did not use. Did you mean this?`,
    choices: [base.replace(new RegExp(`\\b${noun}\\b`, 'i'), named.name)],
  };
}

/** Words for a table's figure in general ("the index in March"): the one measure, never a missing thing. */
const GENERIC_FIGURES =
  /^(value|values|index|number|figure|reading|level|total|amount|rate|score|count|price|result)$/;

/** "who was the commander of …", "what is the motto of …": the thing a question asks for, named after "the". */
const ASKED_ROLE =
  /^\s*(?:(?:and|so|ok)\s+)?(?:who|what|which)\s+(?:was|is|were|are)\s+the\s+([a-z]+)(?:\s+([a-z]+))?\s+(?:of|in|at|for|on|during|from)\b/i;

/**
 * A decline when the thing a "who was the … of …" question asks for is a word the table knows
 * nowhere (no column, no value: "who was the commander of X" over a list without crew): any cell
 * the answer names would be another thing. Undefined when the answer stands.
 */
export function declineUnknownRole(
  question: string,
  answer: Pick<Answer, 'plan' | 'query'>,
  index: DatasetIndex,
): { question: string; choices: string[] } | undefined {
  const m = ASKED_ROLE.exec(question);
  if (!m) return undefined;
  const asked = [m[1]!, m[2]].filter((w): w is string => w !== undefined).map((w) => w.toLowerCase());
  const unused = new Set(unaccountedWords(question, answer, index));
  const unknown = (w: string) =>
    unused.has(w) && !VERB_LIKE.test(w) && !GENERIC_FIGURES.test(w) && wordStanding(w, index) === 'unknown';
  // "the support act": every word unknown ("the goal difference" may be a column's code: GD)
  if (!asked.every(unknown)) return undefined;
  const thing = asked.join(' ');
  const holds = index.columns.map((c) => c.name).join(', ');
  return { question: `${index.info.name} has nothing on the ${thing}: it holds ${holds}.`, choices: [] };
}
