/**
 * A wide table's title column: statistics downloads put the table's title over their first
 * column and a line code under it, the same on every row (`Per capita personal income 2/` over
 * `400, 400, …`). The column tells no row from another; its header says what the period columns
 * hold. In the long form the header's words name the value column ("per capita income in 2008"
 * is the value in 2008), not that column, whose own words are taken from it (its values stay).
 */
import { FUNCTION_WORDS } from './word-roles';
import type { IndexedColumn } from './schema-index';
import { stem } from './text';

/** The words of a header as a title: entities and footnote marks (`&nbsp;`, `2/`) left out. */
export function titleWords(name: string): string[] {
  return (
    name
      .replace(/&[a-z]+;|&#\d+;/gi, ' ')
      .toLowerCase()
      .match(/[a-z]+/g) ?? []
  ).filter((w) => w.length > 1);
}

/**
 * Whether a label column of a wide table is its title: one value on every one of at least three
 * rows, and a header of at least three words, two of them more than function words.
 */
export function isTitleColumn(c: IndexedColumn, rowCount: number): boolean {
  if (c.distinct !== 1 || rowCount < 3) return false;
  const words = titleWords(c.name);
  return words.length >= 3 && words.filter((w) => !FUNCTION_WORDS.has(w)).length >= 2;
}

/** The column with its own words taken away: its header is the title of the values. */
export function untitled(c: IndexedColumn): IndexedColumn {
  return { ...c, stems: [], required: [], words: [] };
}

/**
 * The question with each run of the title's words (two or more, function words inside the run
 * allowed: "per capita income", "personal income") put as the value column's name; as it was
 * when it says no such run.
 */
export function titleAsValue(question: string, title: string[], value: string): string {
  const titled = new Set(title.filter((w) => !FUNCTION_WORDS.has(w)).map(stem));
  const words = [...question.matchAll(/[\p{L}\p{N}]+/gu)];
  const inTitle = (i: number) => titled.has(stem(words[i]![0].toLowerCase()));
  const joining = (i: number) =>
    title.includes(words[i]![0].toLowerCase()) && FUNCTION_WORDS.has(words[i]![0].toLowerCase());
  let out = question;
  for (let end = words.length - 1; end >= 0; end--) {
    if (!inTitle(end)) continue;
    let start = end;
    let said = 1;
    while (start > 0 && (inTitle(start - 1) || joining(start - 1))) {
      start--;
      if (inTitle(start)) said++;
    }
    // a function word does not open the run ("per" before "capita income" is part of it only inside)
    while (start < end && !inTitle(start) && !joining(start)) start++;
    if (said < 2) {
      end = start;
      continue;
    }
    const from = words[start]!.index ?? 0;
    const last = words[end]!;
    out = `${out.slice(0, from)}${value}${out.slice((last.index ?? 0) + last[0].length)}`;
    end = start;
  }
  return out;
}
