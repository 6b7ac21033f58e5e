/**
 * "largest stadium in europe", "which party won the most seats in scotland" answered over every
 * row: the question names a place (a country, a nation of the UK, a continent or a world region)
 * that the answer did not use, because nothing in the table says which rows lie there. The answer
 * leaves out a condition the question states, so it is asked back instead of stated. A place the
 * answer reads through one of its codes (`Release date (JP)`, `Winner` holding `(LBR)`, a column
 * `IRE` for Ireland) was used.
 */
import type { Answer } from './answer';
import { unusedWordsNote } from './answer-words';
import { countryForms, sportsCode } from './parse/geo-codes';
import type { DatasetIndex } from './schema-index';

/** Continents and world regions said in one word. */
const REGIONS =
  /^(europe|asia|africa|oceania|antarctica|america|americas|scandinavia|caribbean|balkans|arctic|australasia|eurasia|latin|mideast)$/;

/** The ways a column or a cell may write a place: its name and its codes, lower case. */
const placeForms = (word: string): string[] => {
  const forms = countryForms(word);
  const sport = sportsCode(word);
  if (REGIONS.test(word)) return [word];
  if (!forms.length && !sport) return [];
  return [word, ...forms, ...(sport ? [sport.toLowerCase()] : [])];
};

/** Fields of a query that hold no column name nor value. */
const NOT_NAMES = new Set(['dataset', 'kind', 'fn', 'dir', 'op', 'as', 'grain', 'part', 'unit']);

/** The column names and values a query reads. */
function queryStrings(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return NOT_NAMES.has(key) ? [] : [node];
  if (Array.isArray(node)) return node.flatMap((n) => queryStrings(n, key));
  if (node && typeof node === 'object')
    return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => queryStrings(v, k));
  return [];
}

/** Whether the query names a form of the place in a column's name or a value it filters on. */
function queryNames(answer: Pick<Answer, 'plan' | 'query'>, forms: string[]): boolean {
  const text = JSON.stringify([answer.query ?? {}, answer.plan ?? {}]).toLowerCase();
  if (forms.some((f) => new RegExp(`(^|[^a-z])${f.replace(/[^a-z ]/g, '')}([^a-z]|$)`).test(text)))
    return true;
  // a short form the data made up from the name's start (`IRE` for Ireland, `AUS`), in a column's
  // name or a value the query reads
  const name = forms[0]!;
  const words = queryStrings(answer.query).flatMap((v) => v.toLowerCase().match(/[a-z]+/g) ?? []);
  return words.some((w) => w.length >= 3 && w.length < name.length && name.startsWith(w));
}

/** The question back when a place the question names left no trace in the answer; undefined when it stands. */
export function askUnusedPlace(
  question: string,
  answer: Pick<Answer, 'plan' | 'query'>,
  index: DatasetIndex,
): { question: string; choices: string[] } | undefined {
  const note = unusedWordsNote(question, answer, index);
  for (const word of [...note.matchAll(/"([^"]+)"/g)].map((m) => m[1]!.toLowerCase())) {
    const forms = placeForms(word);
    if (!forms.length || queryNames(answer, forms)) continue;
    const base = question
      .trim()
      .replace(/[?.!]+$/, '')
      .replace(new RegExp(`\\s*\\b(?:in|from|at|of|for|outside|across)?\\s*(?:the\\s+)?${word}\\b`, 'i'), '')
      .trim();
    return {
      question: `"${word}" names a place, and nothing in ${index.info.name} that I could read says which rows are there, so my answer would be over every row. Did you mean this?`,
      choices: base ? [base] : [],
    };
  }
  return undefined;
}
