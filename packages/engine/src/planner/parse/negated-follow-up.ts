/**
 * Follow-ups that ask for the other side of the previous question's condition: "and without?",
 * "and the ones who didn't", "what about the rest", "and everyone else". The previous query must
 * hold exactly one condition that is not a period (periods stay): a value, a flag, a comparison
 * or a missing-value check, which is turned around ("= 1" → "≠ 1", "> 50" → "≤ 50", missing → not
 * missing). Anything else is left to the other readings.
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

const OTHER_SIDE =
  /^(?:(?:and|so|then|ok|what about|how about|same for|now for)\s+)*(?:for\s+)?(?:the\s+)?(?:(?:ones?|those|people|rows|others|other ones|rest)\s+)?(?:(?:who|that|which)\s+)?(?:without|didnt|did not|dont|do not|doesnt|does not|werent|were not|wasnt|was not|arent|are not|isnt|is not|not|else)(?:\s+(?:one|ones|it|them|so|that|any))?$|^(?:(?:and|what about|how about)\s+)*(?:the\s+)?(?:rest|others|other ones|everyone else|everybody else|all the others)$/;

/** Whether the question only asks for the other side of the previous condition. */
export function asksOtherSide(question: string): boolean {
  const text = question
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[?!.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return OTHER_SIDE.test(text);
}

const isPeriod = (f: AnalystFilter) => f.kind === 'date_range' || f.kind === 'date_part';

/** The condition turned around, or undefined when it has no plain other side. */
function turned(f: AnalystFilter): AnalystFilter | undefined {
  switch (f.kind) {
    case 'values':
      return { ...f, negate: !f.negate };
    case 'null':
      return { ...f, isNull: !f.isNull };
    case 'compare': {
      const other = { '>': '<=', '>=': '<', '<': '>=', '<=': '>', '=': '!=', '!=': '=' } as const;
      return { ...f, op: other[f.op] };
    }
    default:
      return undefined;
  }
}

export function parseNegatedFollowUp(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name || !asksOtherSide(question)) return undefined;
  if (previous.kind === 'compare' || previous.kind === 'correlation' || previous.sides) return undefined;
  const conditions = previous.filters.filter((f) => !isPeriod(f));
  if (conditions.length !== 1) return undefined;
  const other = turned(conditions[0]!);
  if (!other) return undefined;
  const filters = previous.filters.map((f) => (f === conditions[0] ? other : f));
  return {
    query: { ...structuredClone(previous), filters },
    ignored: [],
    confidence: 0.9,
    placed: 1,
    followUp: true,
  };
}
