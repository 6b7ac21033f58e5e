/**
 * A column of row numbers: `row` 1…n (a nameless first column of R's row names reads so), `index`,
 * `rownum`. It numbers the rows and is never a figure to add up, average or filter by a
 * threshold: the index reads it as an identifier. Only a one-word name of that kind, over whole
 * numbers running from 1 to the row count (about as many values as rows), counts; a `rank` or `no` 1…n keeps its
 * meaning.
 */
import { isNumericType } from '../data/duck';

export function rowNumbers(
  type: string,
  words: string[],
  distinct: number,
  min: unknown,
  max: unknown,
  rows: number,
): boolean {
  return (
    isNumericType(type) &&
    words.length === 1 &&
    /^(row|rows|rownames|rownum|index|unnamed)$/.test(words[0]!) &&
    rows > 1 &&
    distinct >= 0.9 * rows && // (the count of distinct values is approximate)
    Number(min) === 1 &&
    Number(max) === rows
  );
}
