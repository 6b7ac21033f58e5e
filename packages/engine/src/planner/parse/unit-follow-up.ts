/**
 * A follow-up asking for the previous answer in another unit: "and in square miles?" after "how
 * big is it", "in feet?" after a height. The previous query runs again; its unit words are left
 * unused so that the reply adds the figures converted (asked-units.ts), or says it could not
 * convert them when the table's unit is unknown.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { aHeaderGives, convertsAHeader, unitWords } from '../asked-units';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

const IN_UNIT =
  /^\s*(?:(?:and|so|ok|okay|what about|how about|now)\s+)?(?:in|as|to|into)\s+([a-z° ]+?)\s*\??\s*$/i;

export function parseUnitFollowUp(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name) return undefined;
  const said = IN_UNIT.exec(question)?.[1];
  const words = said ? unitWords(said) : undefined;
  // a column in that unit is another column, read by the column swap
  if (!said || !words || aHeaderGives(said, index.columns.map((c) => c.name))) return undefined;
  return { query: structuredClone(previous), ignored: words, confidence: 0.9, placed: 1, followUp: true };
}

/** "average depth in feet": a unit said at the end that converts a column's unit. */
const AT_END = /^(.*\S)\s+(?:in|as|into)\s+([a-z° ]+?)\s*\??\s*$/i;

/**
 * A question ending with a unit the table does not use but can be converted to ("average depth in
 * feet" over `Depth (m)`): the rest of the question is read, and the unit's words are left unused
 * so that the reply adds the figures converted. Undefined when the question does not end so, or
 * the rest reads nothing.
 */
export function parseInUnit(
  question: string,
  index: DatasetIndex,
  readRest: (text: string) => Parsed,
): Parsed | undefined {
  const m = AT_END.exec(question);
  const words = m ? unitWords(m[2]!) : undefined;
  if (
    !m ||
    !words ||
    !convertsAHeader(
      m[2]!,
      index.columns.map((c) => c.name),
    )
  )
    return undefined;
  const rest = readRest(m[1]!);
  if (!rest.query || rest.clarify) return undefined;
  return { ...rest, ignored: [...rest.ignored, ...words] };
}
