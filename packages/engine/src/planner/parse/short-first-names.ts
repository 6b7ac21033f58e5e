/**
 * "how many orders does dev have" over a `Sales Rep` column of full names (`Dev Patel`, `Ana
 * Souza`): a three-letter first name said alone is the one person whose name starts with it.
 * Longer first names are found with the other value words; three letters are read only over a
 * column whose every value is a person's name of two or three capitalised words, and only when
 * exactly one name starts with the word.
 */
import type { DatasetIndex, ValueEntry } from '../schema-index';
import type { Tok } from './types';

const PERSON = /^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){1,2}$/u;

/** The one full name of a person-name column that the three-letter word starts, or undefined. */
export function shortFirstName(t: Tok, index: DatasetIndex): ValueEntry[] | undefined {
  if (t.word.length !== 3 || !/^[a-z]+$/.test(t.word)) return undefined;
  const found: ValueEntry[] = [];
  for (const c of index.columns) {
    if (!/CHAR/i.test(c.type) || c.values.size < 2 || c.values.size > 200) continue;
    const values = [...c.values.values()];
    if (!values.every((v) => PERSON.test(v))) continue;
    for (const v of values)
      if (v.split(' ')[0]!.toLowerCase() === t.word) found.push({ column: c, value: v });
  }
  return found.length === 1 ? found : undefined;
}
