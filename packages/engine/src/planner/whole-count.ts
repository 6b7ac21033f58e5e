/**
 * A count of every row answering a question that says more than what to count: "how many
 * missions failed", "how many times did the host win", "how many years was it lower than the year
 * before" read as the number of rows of the whole table, the condition left out because nothing
 * placed it. The count is true and answers none of them. It stands when the question names only
 * what is counted ("how many cars", "how many trading days are in the data", "how many rows in
 * total"); otherwise the reply says what it could not place and asks what to count.
 */
import type { AnalystClarify, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from './schema-index';

/** Words that say nothing about which rows to count. */
const FILLER = new Set(
  (
    'how many number of count the a an are is was were be there here in on this that these those data dataset file table report export extract ' +
    'list register ledger sample sheet spreadsheet set rows row records record entries entry observations obs do does did we i you have has got ' +
    'contain contains exist exists listed recorded included covered shown appear total overall altogether all together what whats ' +
    "what's s it its they them of please tell me us show give and so ok then now can could would you know want like to see " +
    'find out'
  ).split(' '),
);

/** The words that follow the count words: the counted noun phrase (up to two words), then the rest. */
function wordsBeyondNoun(question: string): string[] | undefined {
  const words = question
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const at = words.findIndex(
    (w, i) => (w === 'many' && words[i - 1] === 'how') || (w === 'of' && words[i - 1] === 'number'),
  );
  if (at < 0) return undefined;
  const before = words.slice(0, at - 1).filter((w) => !FILLER.has(w));
  const after = words.slice(at + 1);
  // the counted noun: the first word that is not filler, and the next when it is a plural head
  // ("trading days", "zip codes"), never a verb ("flights failed")
  let noun = after.length > 0 && !FILLER.has(after[0]!) ? 1 : 0;
  if (noun === 1 && after[1] !== undefined && !FILLER.has(after[1]) && /[^s]s$/.test(after[1])) noun = 2;
  return [...before, ...after.slice(noun).filter((w) => !FILLER.has(w))];
}

/** A count of every row of the table: no condition, no group, no column counted. */
const wholeCount = (q: AnalystQuery) =>
  q.kind === 'aggregate' &&
  q.filters.length === 0 &&
  q.groupBy.length === 0 &&
  !q.change &&
  !q.derived?.length &&
  q.measures.length === 1 &&
  q.measures[0]!.fn === 'count' &&
  !q.measures[0]!.column;

/** The question back when a count of every row answers a question that says more; undefined when it stands. */
export function askWholeCount(
  question: string,
  index: DatasetIndex,
  query: AnalystQuery | undefined,
): AnalystClarify | undefined {
  if (!query || !wholeCount(query)) return undefined;
  const beyond = wordsBeyondNoun(question);
  if (!beyond || beyond.length === 0) return undefined;
  const named = [...new Set(beyond)].filter((w) => w.length > 2);
  const rows = `${index.info.rowCount.toLocaleString('en-US')} rows of ${index.info.name}`;
  return {
    question: named.length
      ? `I could only count all ${rows}: I could not tell which rows ${named.map((w) => `"${w}"`).join(', ')} picks out. Which rows should be counted?`
      : `I could only count all ${rows}, which your question does not ask for. What should be counted?`,
    choices: [],
  };
}
