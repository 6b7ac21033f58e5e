/**
 * A follow-up the analyst could not continue from a typed query ("and the smallest?" after a table
 * look-up) is answered as the whole question it stands for: the question before, edited by the
 * follow-up (see follow-up-text.ts). The reply says which question it answered, so a wrong
 * reading is visible at once.
 */
import type { DatasetRegistry } from '../data/registry';
import type { Answer } from './answer';
import { standaloneFollowUp, type PhraseKind } from './follow-up-text';
import { indexDataset, valueKey, type DatasetIndex } from './schema-index';
import { DEMONYMS } from './value-aliases';

/** Whether an answer states nothing as fact: it asks back or declines. */
export function asksBack(answer: Answer): boolean {
  return answer.clarify !== undefined || (answer.result === undefined && !answer.error);
}

/**
 * Whether an answer placed every word of its question: a reply that says it left words unused
 * answers less than the edited question asks, and a follow-up's reading must be whole.
 */
export function placedEveryWord(answer: Answer): boolean {
  return !/\bI did not use:/.test(answer.markdown);
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
    return undefined;
  };
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
  return standaloneFollowUp(question, previousQuestion, phraseKinds(indexes));
}

/** Whether two questions are the same but for case, spacing and the closing mark. */
export function isSameQuestion(a: string, b: string): boolean {
  const bare = (text: string) => text.toLowerCase().replace(/[?!.]+\s*$/, '').replace(/\s+/g, ' ').trim();
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
