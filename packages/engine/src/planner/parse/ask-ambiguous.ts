/** Clarifying questions when the question fits more than one column. */
import { escapeRegExp } from '../../data/regexp';
import { human } from '../../tools/format';
import { normalizeNumbers } from '../lexicon';
import type { IndexedColumn } from '../schema-index';
import { rewrite } from './clarify';
import type { ColumnHit } from './columns';
import { rewriteGuard } from './reparse';
import { isNumeric, weightColumn } from './shape';
import type { ParseState } from './state';
import type { Parsed } from './types';

/**
 * Asks which column is meant when a superlative could rank by several columns, a condition was
 * said without its column ("players under 25"), or a column's words fit more than one column,
 * with choices that rewrite the question around real columns. A condition only one column's
 * values can meet ("diamonds over $10k" where only the price reaches 10,000) is read on that
 * column through `reparse`, and the reply's first sentence names the column it used.
 */
export function askAmbiguous(s: ParseState, reparse?: (text: string) => Parsed): Parsed | undefined {
  const {
    toks,
    index,
    question,
    shape,
    unplacedConditions,
    measures,
    clarifyAlternatives,
    superColumn,
    superAmbiguous,
    ignored,
  } = s;
  if (
    superAmbiguous &&
    superColumn &&
    shape.superlative &&
    !measures.some((m) => m.column && superAmbiguous!.some((c) => c.name === m.column))
  ) {
    const word = shape.superlative.word;
    // one quantity in two units ("Length (km)", "Length (mi)"): ranked by the one listed first
    // (not "the 10th longest" over a ranked list: the place may be the list's own rank)
    const placeSaid =
      /\b\d+(st|nd|rd|th)\b/.test(question) && index.columns.some((c) => c.words.includes('rank'));
    const first = placeSaid ? undefined : (sameQuantity(superAmbiguous) ?? notAverage(superAmbiguous, question));
    const read =
      first && reparse && !guard.busy
        ? guard.once(() => sure(reparse(`${question.trim().replace(/[?.!]+$/, '')} (by ${human(first.name)})`)))
        : undefined;
    if (read) return read;
    return {
      ignored,
      confidence: 0.3,
      clarify: {
        question: `"${word}" could be measured by more than one column. Which one did you mean?`,
        choices: superAmbiguous
          .slice(0, 3)
          .map((c) => `${question.trim().replace(/[?.!]+$/, '')} (by ${human(c.name)})`),
      },
    };
  }
  if (unplacedConditions.length) {
    const phrase = unplacedConditions[0] as string;
    // the columns whose values reach the number said, the count column of the rows left out
    const said = Number(/(-?\d+(?:\.\d+)?)(?!.*\d)/.exec(phrase)?.[1]);
    const reaches = (c: IndexedColumn) =>
      !Number.isFinite(said) ||
      c.min === undefined ||
      c.max === undefined ||
      (said >= c.min && said <= c.max);
    const all = index.columns.filter(
      (c) =>
        isNumeric(c) &&
        c.flagTrue === undefined &&
        c !== weightColumn(index) &&
        !c.words.some((w) => w === 'id' || w === 'no'),
    );
    const anyReaches = all.some(reaches);
    const numeric = anyReaches ? all.filter(reaches) : all;
    const base = normalizeNumbers(question.trim()).replace(/[?.!]+$/, '');
    const at = phraseAt(base, phrase);
    const insert = (c: IndexedColumn, name = human(c.name)) =>
      at >= 0 ? `${base.slice(0, at)}with ${name} ${base.slice(at)}` : `${base} (${name} ${phrase})`;
    // the word right after the number ("over 75000 fans"): a unit of what is counted, which the
    // one column that reaches the number may leave unplaced
    const next =
      at >= 0 ? /^\s+([a-z]+(?:2|²)?)(?![\w²])/i.exec(base.slice(at + phrase.length))?.[1]?.toLowerCase() : undefined;
    const unit = next && next.length > 2 && !LINKING_WORDS.has(next) ? next : undefined;
    // a word after the number that names another column ("more than 1 director" over a column of
    // directors' names) is what is counted, never the unit of the one number column
    const namesOther =
      unit !== undefined &&
      index.columns.some((c) => c !== numeric[0] && c.words.some((w) => sameNoun(w, unit)));
    // one quantity in two units: the one whose unit is said after the number ("1 million km2"), else the first
    const twin = sameQuantity(numeric);
    const picked = twin ? (numeric.find((c) => unitSaid(c, unit)) ?? twin) : undefined;
    const sole =
      (numeric.length === 1 || picked) && anyReaches && reparse && !guard.busy && !namesOther
        ? readOnSole(picked ?? numeric[0]!, insert, reparse, unit)
        : undefined;
    if (sole) return sole;
    // a follow-up ("and under 25?") whose previous question compared one of the columns: that column again
    const compared =
      s.followUp && s.previous
        ? numeric.find((c) =>
            s.previous!.filters.some(
              (f) => f.column === c.name && (f.kind === 'compare' || f.kind === 'between'),
            ),
          )
        : undefined;
    const again = compared && reparse && !guard.busy ? readOnSole(compared, insert, reparse) : undefined;
    if (again) return again;
    return {
      ignored: [phrase],
      confidence: 0.3,
      clarify: numeric.length
        ? {
            question: `Which column is "${phrase}" about?`,
            choices: numeric.slice(0, 3).map((c) => insert(c)),
          }
        : {
            question: `I could not tell what "${phrase}" is about: no column of numbers fits it.`,
            choices: [],
          },
    };
  }
  if (clarifyAlternatives.length) {
    const alt = clarifyAlternatives[0] as { hit: ColumnHit; options: IndexedColumn[] };
    const words = alt.hit.positions.map((p) => toks[p]?.word).join(' ');
    const placeSaid =
      /\b\d+(st|nd|rd|th)\b/.test(question) && index.columns.some((c) => c.words.includes('rank'));
    const first = placeSaid ? undefined : (sameQuantity(alt.options) ?? notAverage(alt.options, question));
    const read =
      first && reparse && !guard.busy
        ? guard.once(() =>
            sure(reparse(rewrite(question, alt.hit.positions.map((p) => toks[p]!.word), human(first.name)))),
          )
        : undefined;
    if (read) return read;
    return {
      ignored,
      confidence: 0.3,
      clarify: {
        question: `"${words}" could mean more than one column. Which one did you mean?`,
        choices: alt.options.slice(0, 3).map((c) =>
          rewrite(
            question,
            alt.hit.positions.map((p) => toks[p]!.word),
            human(c.name),
          ),
        ),
      },
    };
  }
  return undefined;
}

/** Words that may follow a number without being its unit ("over 50 when they started", "10 per game"). */
const LINKING_WORDS = new Set([
  'and',
  'but',
  'the',
  'for',
  'from',
  'per',
  'than',
  'when',
  'where',
  'while',
  'with',
  'who',
  'which',
  'that',
  'each',
  'every',
  'since',
  'until',
  'before',
  'after',
  'during',
  'between',
  'not',
  'percent',
  'times',
]);

/** Held while the condition's column is tried, so that no read is nested in another. */
const guard = rewriteGuard();

/**
 * The question read again with the condition's one possible column written out, by its name or,
 * over a table whose year was read off a column's name, by its name without the year; undefined
 * unless a reading places every word but the unit said after the number. Never nested: no read inside a read.
 */
function readOnSole(
  column: IndexedColumn,
  insert: (c: IndexedColumn, name?: string) => string,
  reparse: (text: string) => Parsed,
  unit?: string,
): Parsed | undefined {
  const name = human(column.name);
  const names = [
    name,
    name
      .replace(/\b(1[89]|20)\d\d\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ];
  return guard.once(() => {
    for (const n of new Set(names.filter(Boolean))) {
      const text = insert(column, n);
      const read = reparse(text);
      if (read.query && !read.clarify && !read.ignored.length)
        return { ...read, confidence: Math.min(read.confidence, 0.8) };
      if (!unit) continue;
      // the unit after the number ("over 75000 fans") read as the column's own unit, and said unused
      const bare = reparse(text.replace(new RegExp(`(\\d)\\s+${escapeRegExp(unit)}\\b`, 'i'), '$1'));
      if (bare.query && !bare.clarify && !bare.ignored.length)
        return { ...bare, ignored: [unit], confidence: Math.min(bare.confidence, 0.8) };
    }
    return undefined;
  });
}

/** One noun, singular or plural ("director", "directors"). */
const sameNoun = (a: string, b: string) => a.replace(/e?s$/, '') === b.replace(/e?s$/, '');

/** Where a condition's words start in the question, a currency sign before its number allowed. */
function phraseAt(text: string, phrase: string): number {
  const words = phrase.split(' ').map(escapeRegExp);
  const pattern = words.map((w) => (/^\d/.test(w) ? `[$€£]?${w}` : w)).join('\\s+');
  return new RegExp(`(?<![\\w$€£])${pattern}(?!\\w)`, 'i').exec(text)?.index ?? -1;
}

/** A unit written after a column's name: "Length (km)" → km, "Area (sq mi)" → sq mi. */
const UNIT_TAIL = /\s*[([]([^)\]]+)[)\]]\s*$/;

/**
 * Columns that are one quantity written in two units ("Length (km)" and "Length (mi)", "Area (km²)"
 * and "Area (sq mi)"): the first of them, as the table lists it, which a reader takes unless the
 * other unit is said; undefined when the columns differ otherwise.
 */
function sameQuantity(columns: IndexedColumn[]): IndexedColumn | undefined {
  if (columns.length < 2) return undefined;
  const base = (c: IndexedColumn) => (UNIT_TAIL.test(c.name) ? c.name.replace(UNIT_TAIL, '').trim().toLowerCase() : undefined);
  const first = base(columns[0]!);
  return first && columns.every((c) => base(c) === first) ? columns[0] : undefined;
}

/** Whether the unit said after a number ("km2", "miles") is the one a column's name writes. */
function unitSaid(column: IndexedColumn, unit: string | undefined): boolean {
  const written = UNIT_TAIL.exec(column.name)?.[1]?.toLowerCase().replace(/\s+/g, '').replace(/²/g, '2');
  if (!unit || !written) return false;
  const said = unit.toLowerCase().replace(/²/g, '2');
  return written === said || written.startsWith(said) || (said.startsWith('mile') && /mi/.test(written));
}

/** A reading that answers with every word placed, held a little less sure than one read as asked. */
function sure(read: Parsed): Parsed | undefined {
  return read.query && !read.clarify && !read.ignored.length ? { ...read, confidence: Math.min(read.confidence, 0.8) } : undefined;
}

/**
 * "gross" over `Actual gross` and `Average gross`: the one column whose name says no average, when
 * the question says none either ("average", "avg", "mean", "per …"); undefined otherwise.
 */
function notAverage(columns: IndexedColumn[], question: string): IndexedColumn | undefined {
  if (/\b(average|avg|mean|per|each)\b/i.test(question)) return undefined;
  const averaged = (c: IndexedColumn) => c.words.some((w) => /^(avg|average|mean)$/.test(w));
  const plain = columns.filter((c) => !averaged(c));
  return plain.length === 1 && columns.length >= 2 && columns.every((c) => c === plain[0] || averaged(c)) ? plain[0] : undefined;
}
