/**
 * "who won by the biggest margin", "top 3 by elevation" over a column of numbers written as text
 * (times written `3′ 21″`, heights written `4,095 m (13,435 ft)`): the ranking is by the column's own value, and
 * counting the rows of each value ranks nothing asked. When the rows are counted by the very
 * column the ranking word names, and the question counts nothing, the reply asks instead.
 */
import { human } from '../../tools/format';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { stem } from '../text';
import { isNumeric } from './shape';
import type { Parsed } from './types';

/** Words asking how often a value comes up: then counting rows by it is the ranking asked. */
const COUNTS =
  /\b(how many|number|count|counts|#|most common|least common|commonest|most often|most frequent|frequency|popular|rows|times)\b/;
/** A ranking word and the words right after it: "the biggest margin", "top 3 by elevation". */
const RANKED_BY =
  /\b(?:biggest|largest|highest|longest|shortest|smallest|lowest|tallest|greatest|widest|heaviest|lightest|fastest|slowest|deepest|top \d+ (?:[a-z]+ )?by|bottom \d+ (?:[a-z]+ )?by)\s+([a-z][a-z ]*)/;

/** A text column whose cells are numbers written with units or marks (`3′ 21″`, `4,095 m`). */
function numbersAsText(column: IndexedColumn): boolean {
  const cells = [...column.values.values(), ...(column.cells?.values() ?? [])];
  return cells.length > 0 && cells.filter((v) => /\d/.test(v)).length >= cells.length * 0.8;
}

/** The question back when rows are counted by the column a ranking word names; undefined when it stands. */
export function askRankedByItself(question: string, index: DatasetIndex, parsed: Parsed): Parsed | undefined {
  const q = parsed.query;
  if (!q || q.kind !== 'aggregate' || !q.order || q.groupBy.length !== 1) return undefined;
  if (!(q.measures.length === 1 && q.measures[0]!.fn === 'count' && !q.measures[0]!.column)) return undefined;
  const group = q.groupBy[0]!;
  if (group.part || group.grain) return undefined;
  const column = index.columns.find((c) => c.name === group.column);
  if (!column || isNumeric(column) || !numbersAsText(column)) return undefined;
  const text = question.toLowerCase();
  if (COUNTS.test(text)) return undefined;
  const said = RANKED_BY.exec(text)?.[1]?.split(/\s+/).slice(0, 3).map(stem);
  if (!said || !column.words.some((w) => said.includes(stem(w)))) return undefined;
  const name = human(column.name);
  const numbers = index.columns.filter((c) => isNumeric(c) && c.words.some((w) => column.words.includes(w)));
  return {
    ignored: [],
    confidence: 0.2,
    clarify: {
      question: `${name} in ${index.info.name} is written as text, so I cannot rank the rows by it. What did you mean?`,
      choices: [...numbers.map((c) => `top 3 by ${human(c.name)}`), `most common ${name}`].slice(0, 3),
    },
  };
}
