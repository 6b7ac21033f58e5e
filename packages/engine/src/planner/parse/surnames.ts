/**
 * A surname or nickname said alone for values written with a code or a note in parentheses:
 * "kasparov" → "Garry Kasparov (URS)" and "Garry Kasparov (RUS)", "patriots" → "New England
 * Patriots (AFC)". The value index keys the parenthesis as words, so its last word is the code.
 */
import { valueKey, type DatasetIndex, type ValueEntry } from '../schema-index';

const withoutParentheses = (value: string) => value.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').trim();

/**
 * The values of one column whose text without its parentheses is a name of two to four words
 * ending with the word, when they all read as the same name (one person under two codes);
 * empty when none does, or several names or several columns do.
 */
export function bareSurnameEntries(word: string, index: DatasetIndex): ValueEntry[] {
  const found: ValueEntry[] = [];
  const names = new Set<string>();
  for (const list of index.valueIndex.values())
    for (const e of list) {
      if (!/[([]/.test(e.value)) continue;
      const bare = valueKey(withoutParentheses(e.value)).split(' ');
      if (bare.length < 2 || bare.length > 4 || bare[bare.length - 1] !== word) continue;
      found.push(e);
      names.add(`${e.column.name}:${bare.join(' ')}`);
    }
  return names.size === 1 ? found : [];
}
