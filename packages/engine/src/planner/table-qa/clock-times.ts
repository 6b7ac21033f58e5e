/**
 * Times said in a question ("under 2:05", "faster than 3:55.5"): the question's words split
 * "2:05" into two numbers, so the stage finds where such a time starts among the words and what
 * it is in seconds against a column of times. Two parts are hours and minutes when the column's
 * cells are written with hours ("2:09:47": "under 2:05" is 2 h 5 min), else minutes and seconds.
 */
import { durationSeconds } from './cell-durations';
import { wordsOf } from './mentions';
import type { ListTable } from './table';

/** A time said in the question: the index of its first word, the numbers written and how many words they take. */
export interface SaidClock {
  start: number;
  parts: number[];
  words: number;
}

const CLOCK = /(?<![\d:.,])(\d{1,3}):([0-5]\d)(?::([0-5]\d))?(\.\d+)?(?![\d:]|\s*[ap]\.?m\b)/gi;

/** The times said in a question, by the index of their first word among `wordsOf(question)`. */
export function saidClocks(question: string): Map<number, SaidClock> {
  const out = new Map<number, SaidClock>();
  for (const m of question.matchAll(CLOCK)) {
    const start = wordsOf(question.slice(0, m.index)).length;
    const parts = [Number(m[1]), Number(m[2]), ...(m[3] === undefined ? [] : [Number(m[3])])];
    // the fraction rides on the last word ("55.5" is one word)
    if (m[4]) parts[parts.length - 1] = (parts[parts.length - 1] as number) + Number(m[4]);
    out.set(start, { start, parts, words: parts.length });
  }
  return out;
}

/** Whether most cells of a column of times are written with hours (h:mm:ss). */
function hoursWritten(table: ListTable, column: number): boolean {
  const cells = table.rows.map((r) => r[column]).filter((v): v is string => typeof v === 'string' && durationSeconds(v) !== undefined);
  return cells.length > 0 && cells.filter((v) => /^\s*\d{1,3}:\d\d:\d\d/.test(v)).length >= 0.8 * cells.length;
}

/** The seconds a said time stands for against a column of times. */
export function clockSeconds(clock: SaidClock, table: ListTable, column: number): number {
  const [a, b, c] = clock.parts as [number, number, number | undefined];
  if (c !== undefined) return a * 3600 + b * 60 + c;
  return hoursWritten(table, column) ? a * 3600 + b * 60 : a * 60 + b;
}
