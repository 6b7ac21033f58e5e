/** Clarifying questions when the question fits more than one column. */
import { human } from '../../tools/format';
import { normalizeNumbers } from '../lexicon';
import type { IndexedColumn } from '../schema-index';
import { rewrite } from './clarify';
import type { ColumnHit } from './columns';
import { isNumeric, weightColumn } from './shape';
import type { ParseState } from './state';
import type { Parsed } from './types';

/**
 * Asks which column is meant when a superlative could rank by several columns, a condition was
 * said without its column ("players under 25"), or a column's words fit more than one column,
 * with choices that rewrite the question around real columns.
 */
export function askAmbiguous(s: ParseState): Parsed | undefined {
  const {
    toks,
    index,
    question,
    shape,
    unplacedConditions,
    measures,
    clarifyAlternatives,
    superColumn,
    superAmbiguous,
    ignored,
  } = s;
  if (
    superAmbiguous &&
    superColumn &&
    shape.superlative &&
    !measures.some((m) => m.column && superAmbiguous!.some((c) => c.name === m.column))
  ) {
    const word = shape.superlative.word;
    return {
      ignored,
      confidence: 0.3,
      clarify: {
        question: `"${word}" could be measured by more than one column. Which one did you mean?`,
        choices: superAmbiguous
          .slice(0, 3)
          .map((c) => `${question.trim().replace(/[?.!]+$/, '')} (by ${human(c.name)})`),
      },
    };
  }
  if (unplacedConditions.length) {
    const phrase = unplacedConditions[0] as string;
    // the columns whose values reach the number said, the count column of the rows left out
    const said = Number(/(-?\d+(?:\.\d+)?)(?!.*\d)/.exec(phrase)?.[1]);
    const reaches = (c: IndexedColumn) =>
      !Number.isFinite(said) ||
      c.min === undefined ||
      c.max === undefined ||
      (said >= c.min && said <= c.max);
    const all = index.columns.filter(
      (c) =>
        isNumeric(c) &&
        c.flagTrue === undefined &&
        c !== weightColumn(index) &&
        !c.words.some((w) => w === 'id' || w === 'no'),
    );
    const numeric = all.some(reaches) ? all.filter(reaches) : all;
    const base = normalizeNumbers(question.trim()).replace(/[?.!]+$/, '');
    const at = base.toLowerCase().indexOf(phrase);
    const insert = (c: IndexedColumn) =>
      at >= 0
        ? `${base.slice(0, at)}with ${human(c.name)} ${base.slice(at)}`
        : `${base} (${human(c.name)} ${phrase})`;
    return {
      ignored: [phrase],
      confidence: 0.3,
      clarify: {
        question: `Which column is "${phrase}" about?`,
        choices: numeric.slice(0, 3).map(insert),
      },
    };
  }
  if (clarifyAlternatives.length) {
    const alt = clarifyAlternatives[0] as { hit: ColumnHit; options: IndexedColumn[] };
    const words = alt.hit.positions.map((p) => toks[p]?.word).join(' ');
    return {
      ignored,
      confidence: 0.3,
      clarify: {
        question: `"${words}" could mean more than one column. Which one did you mean?`,
        choices: alt.options.slice(0, 3).map((c) =>
          rewrite(
            question,
            alt.hit.positions.map((p) => toks[p]!.word),
            human(c.name),
          ),
        ),
      },
    };
  }
  return undefined;
}
