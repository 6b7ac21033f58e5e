/**
 * Named ratios of finance and insurance ("loss ratio", "expense ratio", "debt ratio"): each is one
 * amount over another the business keeps elsewhere (losses over earned premium, debt over assets).
 * Over a table without the amount it divides by, no share of rows stands for it: the question is
 * asked back, naming what is missing, with choices the table can answer.
 */
import type { Parsed } from './parse/types';
import type { DatasetIndex } from './schema-index';
import { exampleQuestions } from './parse/example-questions';

/** A named ratio and the words of the amount it divides by (any one found in a column's name will do). */
const NAMED_RATIOS: [RegExp, string, string[]][] = [
  [
    /\b(loss|claims?|combined|expense|cost) ratios?\b/i,
    'premiums',
    ['premium', 'premiums', 'earned', 'written'],
  ],
  [/\b(debt|leverage) ratios?\b/i, 'assets or equity', ['asset', 'assets', 'equity']],
  [/\b(current|quick|acid[- ]test) ratios?\b/i, 'current liabilities', ['liability', 'liabilities']],
  [
    /\b(payout|p\/e|price[- ]to[- ]earnings|pe) ratios?\b/i,
    'earnings',
    ['earning', 'earnings', 'eps', 'income'],
  ],
];

/** A clarifying question for a named ratio the table cannot compute, or undefined. */
export function askNamedRatio(question: string, index: DatasetIndex): Parsed | undefined {
  for (const [re, needs, words] of NAMED_RATIOS) {
    const m = re.exec(question);
    if (!m) continue;
    // a column holding the ratio itself, or the amount it divides by, leaves it to the other readings
    const said = m[0].toLowerCase().replace(/s$/, '').split(/\s+/);
    if (
      index.columns.some(
        (c) => c.words.some((w) => words.includes(w)) || said.every((w) => c.words.includes(w)),
      )
    )
      return undefined;
    const choices = exampleQuestions(index).slice(0, 3);
    return {
      ignored: [m[0]],
      confidence: 0,
      firm: true,
      clarify: {
        question: `A ${m[0].toLowerCase()} divides by ${needs}, which ${index.info.name} does not hold. Did you mean one of these?`,
        choices: choices.length ? choices : ['how many rows are there?'],
      },
    };
  }
  return undefined;
}
