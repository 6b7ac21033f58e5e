/** Asking about words of the question that no stage placed. */
import type { DatasetIndex } from '../schema-index';
import { clarifyUnplaced } from './clarify';
import { clarifyCodedSex } from './honesty';
import type { Parsed, Tok } from './types';

/** A clarifying question about unplaced words; a sex said as a word over coded values asks which code. */
export function askUnplaced(
  index: DatasetIndex,
  question: string,
  toks: Tok[],
  ignored: string[],
  lead?: string,
): Parsed {
  return clarifyCodedSex(index, question, toks) ?? clarifyUnplaced(index, question, ignored, lead);
}
