/**
 * Seasons and months said inside a column's name: "which routes run in summer" over a
 * `Runs in summer` column, "born in may" over `Born in May`. The words of the whole name said in
 * their order make the season or month a word of that column, not a period to filter dates by.
 */
import { monthNumber } from '../lexicon';
import type { DatasetIndex } from '../schema-index';
import { stem } from '../text';
import type { Tok } from './types';

const SEASON = /^(winter|spring|summer|autumn|fall)$/;

/** The words of a column's name, lower case, without punctuation. */
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Tokens of seasons and months said inside a column's whole name, its words in order. */
export function calendarWordsOfNames(toks: Tok[], index: DatasetIndex): Tok[] {
  const out: Tok[] = [];
  const calendar = (w: string) => SEASON.test(w) || monthNumber(w) !== undefined;
  for (const column of index.columns) {
    const words = nameWords(column.name);
    if (words.length < 2 || words.length > 5 || !words.some(calendar)) continue;
    for (let i = 0; i + words.length <= toks.length; i++) {
      const run = toks.slice(i, i + words.length);
      if (run.some((t) => t.used)) continue;
      if (!run.every((t, k) => t.word === words[k] || t.stem === stem(words[k]!))) continue;
      out.push(...run.filter((t) => calendar(t.word)));
    }
  }
  return out;
}

/** Ranking words a column's name may start with ("Largest city", "Highest point", "Top scorer"). */
const RANKING = /^(largest|biggest|smallest|highest|lowest|longest|shortest|tallest|deepest|oldest|newest|best|worst|top|most|least|first|last|main)$/;

/**
 * "largest city in nova scotia" over a `Largest city` column: a column's whole name that starts
 * with a ranking word, said in its order, names that column; its ranking word ranks nothing.
 * The tokens of such names (and the text with them blanked) for reading the question's ranking.
 */
export function rankingWordsOfNames(toks: Tok[], index: DatasetIndex): Tok[] {
  const out: Tok[] = [];
  for (const column of index.columns) {
    const words = nameWords(column.name);
    if (words.length < 2 || words.length > 4 || !RANKING.test(words[0]!)) continue;
    for (let i = 0; i + words.length <= toks.length; i++) {
      const run = toks.slice(i, i + words.length);
      if (run.some((t) => t.used)) continue;
      if (run.every((t, k) => t.word === words[k] || t.stem === stem(words[k]!))) out.push(run[0]!);
    }
  }
  return out;
}
