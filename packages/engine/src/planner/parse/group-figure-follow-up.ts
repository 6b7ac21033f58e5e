/**
 * Follow-ups asking for the figure of the one group the previous answer picked: "how many did it
 * have" after "which ship type had the most accidents", "how many councils have it" after "which
 * figure is shared by the most councils", "how much did they make" after "which region sold the
 * most". The previous answer already ranked that group by its figure, so the previous query is
 * asked again and its reply states the amount. A follow-up naming another column ("how many
 * deaths did it have" after a ranking by accidents) asks for a different figure and is left to
 * the other stages.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

/** The opening of a question asking for an amount. */
const HOW_MUCH =
  /^(?:and |so |ok |okay )?(?:how (?:many|much)|what (?:was|is|were|are) (?:the )?(?:total|amount|number|count))\b/;
/** Words that point back at the group the previous answer picked. */
const POINTING = /\b(it|that|this|they|them|those|these|that one|this one)\b/;
/** Words that say nothing of what is counted: verbs of having, pronouns, auxiliaries. */
const FILLER = new Set(
  `and so ok okay how many much what was is were are the total amount number count did do does it that this they
  them those these one have has had get got make made earn earned sell sold score scored win won take took see saw
  there in of for with exactly then altogether`.split(/\s+/),
);

/** The previous query when it ranked groups by one figure and kept the first: the group it picked. */
function pickedGroup(prev: AnalystQuery): AnalystQuery | undefined {
  if (prev.kind !== 'aggregate' || prev.groupBy.length !== 1 || prev.limit !== 1 || prev.offset)
    return undefined;
  if (prev.order?.by !== 'measure' || prev.measures.length !== 1) return undefined;
  if (prev.sides || prev.condition || prev.change || prev.within || prev.unpivot || prev.derived?.length)
    return undefined;
  return prev;
}

export function parseGroupFigureFollowUp(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name) return undefined;
  const picked = pickedGroup(previous);
  if (!picked) return undefined;
  const text = question
    .toLowerCase()
    .replace(/[?!.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ');
  if (words.length > 8 || !HOW_MUCH.test(text) || !POINTING.test(text)) return undefined;
  // at most one word beyond the filler: the thing counted ("councils") or the measure's own word
  const said = words.filter((w) => !FILLER.has(w));
  if (said.length > 1) return undefined;
  const measure = picked.measures[0]!;
  const singular = (w: string) => w.replace(/(?<=[a-z]{3})s$/, '');
  for (const word of said) {
    const named = index.columns.filter((c) =>
      [...c.words, ...c.stems].map(singular).includes(singular(word)),
    );
    // a word naming another column asks for that column's figure, not the ranked one
    if (named.some((c) => c.name !== measure.column && c.name !== picked.groupBy[0]!.column))
      return undefined;
  }
  return { query: structuredClone(picked), ignored: [], confidence: 0.85, placed: 1, followUp: true };
}
