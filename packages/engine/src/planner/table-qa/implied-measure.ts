/**
 * Words that say a measure without naming its column: "how much bigger is A than B" and "the
 * largest island" mean an area or a size, "how many more copies did A sell" the sales, "how much
 * more did A make" the gross or revenue. When the table has one such column (its unit variants
 * aside) and the question names no other measure right after the word, the question is read as if
 * it named that column right after the word, so that two rows are compared, or rows ranked, by it
 * rather than by their number of rows or another figure.
 */
import { columnMentions, wordsOf, type Word } from './mentions';
import type { ListColumn, ListTable } from './table';

interface Implied {
  /** The words (as said) that imply the measure. */
  words: RegExp;
  /** Header stems of the columns they mean. */
  stems: ReadonlySet<string>;
  /** Whether the word reads as that measure where it stands. */
  applies: (text: string[], at: number) => boolean;
}

const COMPARED = /^(more|less|fewer|most|least|fewest)$/;
/** "how much", "how many … more", "than", "difference", "between", "or": a question comparing or ranking. */
const compares = (text: string[]) =>
  text.some((w) => /^(than|difference|between|or)$/.test(w) || COMPARED.test(w)) || / how (much|many) /.test(` ${text.join(' ')} `);

const SIZE_COMPARED = /^(bigger|biggest|larger|largest|smaller|smallest)$/;

/** Rows whose size is as often their people as their area ("the largest city"): never read as an area alone. */
const PEOPLED = /^(cit(y|ies)|towns?|metros?|metropolitan|municipalit(y|ies)|urban|villages?|count(y|ies)|compan(y|ies)|firms?|schools?|universit(y|ies)|employers?)$/;

/** Nouns a size word may qualify that are amounts of their own ("the biggest drop", "the largest margin"). */
const AMOUNTS = /^(difference|drop|increase|decrease|gain|loss|rise|fall|jump|change|growth|decline|margin|gap|lead|share|number|amount|total|count|crowd|audience|win|victory|defeat|score|percentage|percent|portion|majority|fan|fans|following)$/;

/** Header stems of a length, a distance or a running time. */
const LENGTHS: ReadonlySet<string> = new Set(['length', 'distance', 'duration', 'runtime', 'running']);

const IMPLIED: Implied[] = [
  // "bigger", "the largest": a size or an area (never a population, which "the most populous" says)
  {
    words: SIZE_COMPARED,
    stems: new Set(['area', 'size']),
    applies: (text, at) => !text.some((w) => PEOPLED.test(w)) && !AMOUNTS.test(text[at + 1] ?? ''),
  },
  // "how big is X": its size or area
  {
    words: /^(big|large)$/,
    stems: new Set(['area', 'size']),
    applies: (text, at) => text[at - 1] === 'how' && /^(is|was|are|were)$/.test(text[at + 1] ?? '') && !text.some((w) => PEOPLED.test(w)),
  },
  // "the longest stage", "how much shorter is A than B": a length, a distance or a duration
  {
    words: /^(longer|longest|shorter|shortest)$/,
    stems: LENGTHS,
    applies: (text, at) => !AMOUNTS.test(text[at + 1] ?? ''),
  },
  // "how long is X": its length, distance or duration
  {
    words: /^long$/,
    stems: LENGTHS,
    applies: (text, at) => text[at - 1] === 'how' && /^(is|was|are|were)$/.test(text[at + 1] ?? ''),
  },
  // "sold the most", "how many more copies did A sell": the sales
  {
    words: /^(sell|sells|sold|selling|copies|copy|bestselling)$/,
    stems: new Set(['sale', 'sold', 'copy', 'copie']),
    applies: (text) => compares(text),
  },
  // "how much more did A make", "which film made the most": money taken in
  {
    words: /^(make|makes|made|earn|earns|earned|gross|grossed|grossing)$/,
    stems: new Set(['gross', 'revenue', 'earning', 'earnings', 'box', 'takings', 'income']),
    applies: (text, at) => {
      const after = text.slice(at + 1, at + 3).filter((w) => w !== 'the');
      return / how much /.test(` ${text.join(' ')} `) || (COMPARED.test(after[0] ?? '') && !/^[a-z]{3,}$/.test(after[1] ?? '')) || after[0] === 'money';
    },
  },
];

/** A header without its parentheses and footnote marks: "Area (km²)" → "area". */
const plainHeader = (name: string) =>
  name
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

const measureLike = (c: ListColumn) => (c.numeric || c.numberInText) && !c.yearLike && !c.yearValues && !c.temporal;

/** The one column the words mean: every column with those stems writes the same header (its units aside). */
function impliedColumn(table: ListTable, stems: ReadonlySet<string>): ListColumn | undefined {
  const matching = table.columns.filter((c) => measureLike(c) && wordsOf(plainHeader(c.name)).some((w) => stems.has(w.stem)));
  const headers = new Set(matching.map((c) => plainHeader(c.name)));
  return headers.size === 1 ? matching[0] : undefined;
}

/**
 * The question with the column a measure word implies said right after that word, and that
 * column's name (`implied`); the question itself when no word implies one, the table has no such column (or several), or the
 * question names a measure right after the word ("the biggest population").
 */
export function withImpliedMeasure(question: string, table: ListTable): { question: string; implied?: string } {
  const words = wordsOf(question);
  const text = words.map((w) => w.text);
  const mentions = columnMentions(words, table);
  const numberish = (i: number) => {
    const c = table.columns[i];
    return c !== undefined && (c.numeric || c.numberInText);
  };
  for (const implied of IMPLIED) {
    const at = text.findIndex((w) => implied.words.test(w));
    if (at < 0 || !implied.applies(text, at)) continue;
    const column = impliedColumn(table, implied.stems);
    if (!column) continue;
    const index = table.columns.indexOf(column);
    // the column is named already, or another measure is named right after the word
    if (mentions.some((m) => m.column === index || (numberish(m.column) && m.start > at && m.start <= at + 3))) continue;
    // "how many copies did A sell": the column said in place of the amount's noun
    const counted = /^(many|much)$/.test(text[at - 1] ?? '');
    return { question: insertAfter(question, words, counted ? at - 1 : at, plainHeader(column.name)), implied: column.name };
  }
  return { question };
}

/** The question with `said` inserted after its word number `at` (words as `wordsOf` reads them). */
function insertAfter(question: string, words: Word[], at: number, said: string): string {
  // find the word's end in the original text by walking the words in order
  const lower = question.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  let from = 0;
  for (let i = 0; i <= at; i++) {
    const w = words[i] as Word;
    const found = lower.indexOf(w.text, from);
    if (found < 0) return question;
    from = found + w.text.length;
  }
  // the normalized text keeps the original's length when nothing was decomposed
  if (lower.length !== question.length) return `${question} ${said}`;
  return `${question.slice(0, from)} ${said}${question.slice(from)}`;
}
