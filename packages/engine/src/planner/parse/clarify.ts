/** Clarifying questions and example questions built from the data's real columns and values. */
import { human } from '../../tools/format';
import { escapeRegExp } from '../../data/regexp';
import { typoOf } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { defaultAggregation, isNumeric } from './shape';
import { amountColumns, exampleQuestions, spokenName } from './example-questions';
import type { Parsed } from './types';

export { exampleQuestions };

/** The question with `words` replaced by `by` (for clarifying choices). */
export function rewrite(question: string, words: string[], by: string): string {
  let out = question.trim().replace(/[?.!]+$/, '');
  const phrase = words.join(' ');
  const re = new RegExp(`\\b${escapeRegExp(phrase)}\\b`, 'i');
  out = re.test(out) ? out.replace(re, by) : `${out} (${by})`;
  return out;
}

/** "which stock is the best": best by what? Choices from the data's measures. */
export function clarifyMeasure(index: DatasetIndex, question: string, target: IndexedColumn): Parsed {
  const numeric = index.columns.filter(
    (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id'),
  );
  const base = question.trim().replace(/[?.!]+$/, '');
  const choices = [
    ...numeric
      .slice(0, 2)
      .map((c) => `${base} by ${defaultAggregation(c) === 'avg' ? 'average' : 'total'} ${human(c.name)}`),
    `which ${human(target.name)} has the most rows`,
  ];
  return { ignored: [], confidence: 0.3, clarify: { question: `Best by which measure?`, choices } };
}

/**
 * "what is the total of order 17" where the data holds several amounts and the question names
 * none: which amount to add up (or average), never a number of rows.
 */
export function clarifyAmount(index: DatasetIndex, question: string, agg: 'sum' | 'avg' | 'median'): Parsed {
  const numeric = index.columns.filter(
    (c) => isNumeric(c) && c.flagTrue === undefined && !c.words.includes('id'),
  );
  // a column named by the word itself ("order_total" for "the total") is offered first
  numeric.sort((a, b) => Number(b.words.includes('total')) - Number(a.words.includes('total')));
  const base = question.trim().replace(/[?.!]+$/, '');
  const word = /\b(total|sum|average|avg|mean|median)\b/i.exec(base);
  const choices = numeric
    .slice(0, 3)
    .map((c) =>
      word
        ? `${base.slice(0, word.index + word[0].length)} ${human(c.name)}${base.slice(word.index + word[0].length)}`
        : `${base}: ${agg === 'sum' ? 'total' : 'average'} ${human(c.name)}`,
    );
  const verb = agg === 'sum' ? 'add up' : agg === 'avg' ? 'average' : 'take the median of';
  return { ignored: [], confidence: 0.3, clarify: { question: `Which amount should I ${verb}?`, choices } };
}

export function clarifyEmpty(index: DatasetIndex, why: string): Parsed {
  return {
    ignored: [],
    confidence: 0,
    clarify: {
      question: `${why} What would you like to know about ${index.info.name}?`,
      choices: exampleQuestions(index).slice(0, 3),
    },
  };
}

/**
 * A question about one column: its total or average when it is an amount, the rows counted by
 * its values when it names a few groups (a category, a year, a rank), how many different values
 * a column of many names holds, else the largest figure of a column of many numbers.
 */
function askAbout(c: IndexedColumn, amounts: ReadonlySet<IndexedColumn>): string {
  const name = spokenName(c.name);
  if (amounts.has(c)) return `${defaultAggregation(c) === 'avg' ? 'average' : 'total'} ${name}`;
  if (c.distinct <= 30 && c.uniqueness <= 0.5) return `number of rows by ${name}`;
  return isNumeric(c) ? `maximum ${name}` : `how many different ${name}`;
}

export function clarifyUnplaced(
  index: DatasetIndex,
  question: string,
  ignored: string[],
  lead?: string,
): Parsed {
  const shown = ignored
    .slice(0, 4)
    .map((w) => `"${w}"`)
    .join(', ');
  const nonAscii = (question.match(/[^ -~\s]/g) ?? []).length > question.length * 0.15;
  const why = nonAscii
    ? 'I read questions in English and could not place the words of this one.'
    : (lead ??
      (shown
        ? `I could not match ${shown} to the columns or values of ${index.info.name}.`
        : `I could not match your question to ${index.info.name}.`));
  // choices: the columns closest to the unplaced words, else example questions
  const choices: string[] = [];
  const amounts = new Set(amountColumns(index));
  for (const w of ignored) {
    const near = index.columns
      .map((c) => ({
        c,
        d: Math.min(
          ...c.words.map((x) => (x.length >= 3 && (x.startsWith(w.slice(0, 3)) || typoOf(w, x)) ? 0 : 9)),
        ),
      }))
      .filter((x) => x.d === 0)
      .slice(0, 3);
    for (const n of near) choices.push(askAbout(n.c, amounts));
  }
  for (const e of exampleQuestions(index)) if (choices.length < 3) choices.push(e);
  return {
    ignored,
    confidence: 0,
    clarify: { question: `${why} Did you mean one of these?`, choices: [...new Set(choices)].slice(0, 3) },
  };
}
