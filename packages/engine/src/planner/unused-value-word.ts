/**
 * "how many GBR cyclists" answered as the count of every GBR row, "total urban pop of brazil,
 * russia, india and china" over three of the four: a word of the question the answer did not use
 * is another form of a cell of the table (`Cycling`, `Russian Federation`, `Hydroelectric` for
 * "hydro"). The answer leaves out a condition the question states, so it is asked back, naming
 * the cell, instead of stated.
 */
import type { Answer } from './answer';
import { unusedWordsNote } from './answer-words';
import type { DatasetIndex } from './schema-index';

/** Letters a word and the start of a cell must share, at least, and the part of the word that is. */
const MIN_SHARED = 5;
const MIN_SHARE_OF_WORD = 0.6;
/** Words that name the question's shape, never a cell. */
const SHAPE_WORDS =
  /^(total|average|number|count|rows|table|column|values?|which|where|there|their|about|highest|lowest|largest|smallest|biggest|greatest|between|during|before|after|since|under|above|below|overall|combined|together|times|years?|months?|days?)$/;

const sharedStart = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/** The first cell (column, value) a word is another form of, or undefined. */
function cellOfWord(word: string, index: DatasetIndex): { column: string; value: string } | undefined {
  for (const c of index.columns) {
    if (c.distinct > 500) continue;
    for (const [key, value] of c.values) {
      const first = key.split(/[^a-z0-9]+/).find(Boolean);
      if (!first || first === word) continue;
      const shared = sharedStart(word, first);
      // ("hydro" is the whole start of Hydroelectric; "cyclists" and Cycling share most of both)
      const whole = shared === word.length;
      if (shared >= MIN_SHARED && shared >= word.length * MIN_SHARE_OF_WORD && (whole || shared >= first.length * 0.5))
        return { column: c.name, value };
    }
  }
  return undefined;
}

/** The question back when a word the answer did not use is a form of a cell; undefined when it stands. */
export function askUnusedValueWord(
  question: string,
  answer: Pick<Answer, 'plan' | 'query'>,
  index: DatasetIndex,
): { question: string; choices: string[] } | undefined {
  // the words the reply would name as not used (none the table knows otherwise)
  const note = unusedWordsNote(question, answer, index);
  const unused = [...note.matchAll(/"([^"]+)"/g)].map((m) => m[1]!).filter(
    (w) => w.length >= MIN_SHARED && !SHAPE_WORDS.test(w),
  );
  for (const word of unused) {
    const cell = cellOfWord(word, index);
    if (!cell) continue;
    const base = question.trim().replace(/[?.!]+$/, '');
    return {
      question: `"${word}" may mean ${cell.column} ${cell.value}, which my reading did not use. Did you mean this?`,
      choices: [`${base}, where ${cell.column} is ${cell.value}`],
    };
  }
  return undefined;
}
