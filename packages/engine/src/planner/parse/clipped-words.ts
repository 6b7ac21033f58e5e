/**
 * Column words said short in the question: the first letters of a long word ("psych" for
 * psychology, "comp sci" for computer science), its consonants ("pts" for points, "yds" for
 * yards), or the clipped words of a column name run together into one ("runtime" for running
 * time). The other direction of `column-codes`, where the column's name is the short one.
 */
import { shortFormOf } from './column-codes';

const VOWELS = /[aeiou]/;

/**
 * Whether the question word `said` is a clipped form of the column word `word`: its first three or
 * more letters with at least two left off ("sci" ← science, "psych" ← psychology), or a form
 * without vowels that keeps the word's first letter and ends on its last consonant ("pts" ← points).
 */
export function clippedFrom(said: string, word: string): boolean {
  if (!/^[a-z]{3,}$/.test(said) || !/^[a-z]+$/.test(word)) return false;
  if (word.startsWith(said) && word.length >= said.length + 2) return true;
  // vowel-less forms only: a short real word is seldom one ("bat" is no form of basket)
  if (VOWELS.test(said.slice(1))) return false;
  const [a, b] =
    said.endsWith('s') && word.endsWith('s') ? [said.slice(0, -1), word.slice(0, -1)] : [said, word];
  return a.length >= 2 && shortFormOf(a, b);
}

/**
 * Whether one question word runs together clipped forms of all the column's words, in order
 * ("runtime" ← running time, "waittime" ← waiting time): each word said whole or by its first
 * three or more letters; the words said whole and run together are no clipping ("runningtime").
 */
export function gluedFrom(said: string, words: string[]): boolean {
  if (words.length < 2 || said.length < 5 || !/^[a-z]+$/.test(said)) return false;
  if (said === words.join('') || !words.every((w) => /^[a-z]+$/.test(w))) return false;
  const from = (at: number, wi: number): boolean => {
    if (wi === words.length) return at === said.length;
    const w = words[wi] as string;
    for (let n = Math.min(w.length, said.length - at); n >= Math.min(3, w.length); n--)
      if (said.startsWith(w.slice(0, n), at) && from(at + n, wi + 1)) return true;
    return false;
  };
  return from(0, 0);
}

/**
 * Whether the column code `code` is a word of the question clipped, after a head of one or two
 * consonants that qualifies it ("mdvis" ← visits: md, then vis of visits). The head has no vowel,
 * so a real word is never split so ("income" is no code of comedy).
 */
export function codeTail(code: string, said: string): boolean {
  if (!/^[a-z]+$/.test(code) || !/^[a-z]+$/.test(said)) return false;
  for (const h of [1, 2]) {
    const head = code.slice(0, h);
    const tail = code.slice(h);
    if (VOWELS.test(head) || head.includes('y') || tail.length < 3) continue;
    if (said.startsWith(tail) && said.length > tail.length) return true;
  }
  return false;
}
