/**
 * A follow-up the analyst could not continue from a typed query ("and the smallest?" after a table
 * look-up) is answered as the whole question it stands for: the question before, edited by the
 * follow-up (see follow-up-text.ts). The reply says which question it answered, so a wrong
 * reading is visible at once.
 */
import type { DatasetRegistry } from '../data/registry';
import type { Answer } from './answer';
import { standaloneFollowUp, type ColumnWord, type PhraseKind } from './follow-up-text';
import { indexDataset, valueKey, type DatasetIndex } from './schema-index';
import { DEMONYMS } from './value-aliases';
import { innerSlip } from './parse/typos';

/** Whether an answer states nothing as fact: it asks back or declines. */
export function asksBack(answer: Answer): boolean {
  return answer.clarify !== undefined || (answer.result === undefined && !answer.error);
}

/**
 * Whether an answer placed every word of its question: a reply that says it left words unused
 * answers less than the edited question asks, and a follow-up's reading must be whole. Words the
 * question kept from the question before (`before`) may stay unused, as they were then.
 */
export function placedEveryWord(answer: Answer, before = ''): boolean {
  const unused = /\bI did not use: ((?:"[^"]+"(?:, )?)+)\./.exec(answer.markdown);
  if (!unused) return !/\bI did not use:/.test(answer.markdown);
  // words kept from the question before were left as that question's answer left them
  // (one word at most: a reading that leaves several unused answers another question)
  const kept = new Set(before.toLowerCase().split(/[^a-z0-9']+/));
  const words = [...unused[1]!.matchAll(/"([^"]+)"/g)].flatMap((m) => m[1]!.toLowerCase().split(' '));
  return words.length === 1 && kept.has(words[0]!);
}

/** Which column of the tables holds the phrase as a value (a demonym counts as its country). */
function phraseKinds(indexes: DatasetIndex[]): PhraseKind {
  return (phrase) => {
    const keys = new Set([valueKey(phrase)]);
    const words = phrase.replace(/^(?:a|an|the)\s+/, '');
    const singular = words.replace(/s$/, '');
    for (const w of [words, singular]) for (const country of DEMONYMS[w] ?? []) keys.add(valueKey(country));
    keys.delete('');
    for (const index of indexes)
      for (const column of index.columns) {
        for (const key of keys) {
          if (column.cells?.has(key)) return column.name;
          for (const lower of column.values.keys()) if (valueKey(lower) === key) return column.name;
        }
      }
    // "hubble" for "Hubble Space Telescope"
    return cellHolding(indexes, phrase)?.column;
  };
}

/**
 * The one cell of the tables that holds the words as a whole ("webb" in "James Webb Space
 * Telescope"), or undefined when none or several do. A short word or a number is too common to
 * name a cell.
 */
function cellHolding(indexes: DatasetIndex[], phrase: string): { column: string; cell: string } | undefined {
  const key = valueKey(phrase);
  if (key.length < 4 || /^\d/.test(key) || key.split(' ').length > 3) return undefined;
  const padded = ` ${key} `;
  const found = new Map<string, string>();
  for (const index of indexes)
    for (const column of index.columns) {
      const cells = column.cells
        ? [...column.cells]
        : [...column.values].map(([lower, stored]) => [valueKey(lower), stored] as const);
      for (const [cell, stored] of cells) {
        if (cell === key) return undefined;
        if (` ${cell} `.includes(padded)) found.set(stored, column.name);
      }
    }
  const [only] = found;
  return found.size === 1 && only ? { cell: only[0], column: only[1] } : undefined;
}

/**
 * "when was webb launched" → "when was James Webb Space Telescope launched": a name the follow-up
 * gave by some of its words, written whole in the question it was read as, so that the question
 * names one cell as the question before did.
 */
function withWholeName(indexes: DatasetIndex[], followUp: string, standalone: string): string {
  const m = /^\s*(?:and|what about|how about|now|then)\s+(?:the\s+)?([^?!.]+?)\s*[?!.]*\s*$/i.exec(followUp);
  if (!m) return standalone;
  const phrase = m[1]!.toLowerCase().trim();
  const held = cellHolding(indexes, phrase);
  if (!held) return standalone;
  const at = ` ${standalone} `.indexOf(` ${phrase} `);
  return at < 0
    ? standalone
    : `${standalone.slice(0, at)}${held.cell}${standalone.slice(at + phrase.length)}`;
}

/** Whether a word (or its singular) is a word of a column's name. */
function columnWords(indexes: DatasetIndex[]): ColumnWord {
  const words = new Set<string>();
  for (const index of indexes)
    for (const column of index.columns) for (const w of [...column.words, ...column.stems]) words.add(w);
  const long = [...words].filter((w) => w.length >= 6);
  // ("perfomances": a column word with one letter left out or two swapped names it too)
  return (word) =>
    words.has(word) ||
    words.has(word.replace(/(?<=[a-z]{3})s$/, '')) ||
    (word.length >= 6 && long.some((w) => innerSlip(word, w) || innerSlip(word.replace(/s$/, ''), w)));
}

/**
 * The follow-up as a whole question over the conversation's datasets, or undefined when it is not
 * an edit of the question before.
 */
export async function standaloneQuestion(
  registry: DatasetRegistry,
  question: string,
  previousQuestion: string,
  datasets: string[],
): Promise<string | undefined> {
  const indexes: DatasetIndex[] = [];
  for (const name of datasets) if (registry.has(name)) indexes.push(await indexDataset(registry, name));
  const standalone = standaloneFollowUp(
    question,
    previousQuestion,
    phraseKinds(indexes),
    columnWords(indexes),
  );
  return standalone && withWholeName(indexes, question, standalone);
}

/** Whether two questions are the same but for case, spacing and the closing mark. */
export function isSameQuestion(a: string, b: string): boolean {
  const bare = (text: string) =>
    text
      .toLowerCase()
      .replace(/[?!.]+\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
  return bare(a) === bare(b);
}

/**
 * The answer to the whole question, opened by the question it answered (`again`: the question
 * before, asked again for the amount its answer states).
 */
export function answeredAs(answer: Answer, standalone: string, again = false): Answer {
  const note = again
    ? `*Answering the question before again ("${standalone}"): its answer states the amount.*`
    : `*Reading your follow-up as: "${standalone}".*`;
  return { ...answer, markdown: `${note}\n\n${answer.markdown}`, readAs: standalone };
}
