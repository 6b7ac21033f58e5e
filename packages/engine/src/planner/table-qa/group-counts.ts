/**
 * Groups picked by how many rows they have: "how many directors only did one film" (the number of
 * directors found in exactly one row), "which volcanoes are on the list more than once", "which
 * cities hosted twice". The noun after "how many" / "which" names a text column whose values
 * repeat; the count is said as once, twice, N times, or "only one / more than one / at least two"
 * of the rows' own noun. Anything else the question says that the data knows (another column, a
 * value) leaves the question to the other readings.
 */
import { tableItem } from '../../charts/render-items';
import { quoteIdent, sqlValue } from '../../data/sql';
import type { DatasetRegistry } from '../../data/registry';
import type { Answer } from '../answer';
import { FUNCTION_WORDS, NUMBER_WORDS } from '../lexicon';
import { indexDataset, type DatasetIndex, type IndexedColumn } from '../schema-index';
import { splitWords, stem } from '../text';
import { initialsOf } from '../value-short-forms';
import { sqlAnswer } from './sql-answer';

type Op = '=' | '>' | '>=' | '<' | '<=';

export interface GroupCount {
  column: string;
  /** Cells listing several countries ("Hungary, United Kingdom") count once for each. */
  items?: boolean;
  op: Op;
  n: number;
  /** Count the groups ("how many directors") or list them ("which volcanoes"). */
  ask: 'count' | 'list';
}

const LEAD =
  /^(?:(?:and|so|ok)\s+)?(how many|number of|count of|count|which|what|list|name|show)\s+(?:the\s+|all\s+(?:the\s+)?|of\s+the\s+|different\s+|distinct\s+)?(.*)$/;
const COUNT_WORDS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };
/** Nouns for the rows of a list in general. */
const ROW_WORDS = new Set(
  'row rows entry entries record records time times item items one ones list table film films movie movies album albums game games season seasons title titles term terms edition editions event events'.split(
    ' ',
  ),
);
/** Words that say a count exactly, or bound it. */
const BEFORE: [RegExp, Op][] = [
  [/^(?:more|greater) than$/, '>'],
  [/^(?:at least|no fewer than|no less than)$/, '>='],
  [/^(?:fewer|less) than$/, '<'],
  [/^(?:at most|no more than)$/, '<='],
];

const headOf = (c: IndexedColumn): string[] =>
  splitWords(c.name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '))
    .filter((w) => !/^(of|the|and|a|s)$/.test(w))
    .map(stem);
const nounIs = (word: string, head: string) =>
  stem(word) === head || word === head || word === `${head}s` || word === `${head}es`;

/** Reads the question's group column and row-count condition, or undefined when it asks something else. */
export function readGroupCount(question: string, index: DatasetIndex): GroupCount | undefined {
  const text = question
    .toLowerCase()
    .replace(/[?!.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const lead = LEAD.exec(text);
  if (!lead) return undefined;
  const ask = /^(how many|number of|count)/.test(lead[1] as string) ? 'count' : 'list';
  const words = (lead[2] as string).split(' ');
  // the noun: one of the first three words, the head word of exactly one text column
  let column: IndexedColumn | undefined;
  let at = -1;
  let items = false;
  for (let i = 0; i < Math.min(3, words.length) && !column; i++) {
    const w = words[i] as string;
    // ("uk coaches": "uk" first is a country's initials, not the pronoun)
    if (FUNCTION_WORDS.has(w) && !(i === 0 && /^(us|uk)$/.test(w) && words.length > 1)) break;
    const before = words.slice(0, i);
    const fits = index.columns.filter((c) => {
      if (/INT|DOUBLE|FLOAT|DECIMAL|REAL|DATE|TIME|BOOL/i.test(c.type)) return false;
      const head = headOf(c);
      // ("uk coaches" for "United Kingdom coach": a word before the noun may be initials of the header's first words)
      const initials = initialsOf(c.name);
      return (
        head.length > 0 &&
        nounIs(w, head.at(-1) as string) &&
        before.every(
          (b) => head.includes(stem(b)) || (b.length >= 2 && initials.some((x) => x.startsWith(b))),
        )
      );
    });
    if (fits.length === 1) [column, at] = [fits[0], i];
    else if (fits.length > 1) return undefined;
  }
  // "which nations have hosted it once": the one column of people's countries (Nationality) when no header says "country"
  if (!column && /^(countries|nations)$/.test(words[0] ?? '')) {
    const held = index.columns.filter(
      (c) =>
        !/INT|DOUBLE|FLOAT|DECIMAL|REAL|DATE|TIME|BOOL/i.test(c.type) &&
        headOf(c).some((h) => /^(nationality|citizenship|nation|country)$/.test(h)),
    );
    if (held.length === 1) [column, at, items] = [held[0], 0, true];
  }
  if (!column) return undefined;
  const rest = words.slice(at + 1);
  const found = countSaid(rest);
  if (!found) return undefined;
  // the other words: none may name another column or a value of the data
  const tableWords = new Set(splitWords(index.info.name).map(stem));
  const own = new Set(headOf(column));
  const counted = rest.slice(found.end);
  const numeric = (c: IndexedColumn) => /INT|DOUBLE|FLOAT|DECIMAL|REAL/i.test(c.type);
  const names = (c: IndexedColumn, w: string, s: string) =>
    c.words.includes(s) || headOf(c).includes(s) || initialsOf(c.name).includes(w);
  for (const [k, w] of [...rest.slice(0, found.start), ...counted].entries()) {
    const s = stem(w);
    if (
      FUNCTION_WORDS.has(w) ||
      tableWords.has(s) ||
      own.has(s) ||
      ROW_WORDS.has(w) ||
      /^(only|just|exactly|on|it|them|did|do|does|have|has|had|been|be|appear|appears|appeared|listed|there)$/.test(
        w,
      )
    )
      continue;
    const isCounted = k >= found.start;
    // before the count a word of a numeric column is a verb of it ("won" of "Oscars won"), no
    // condition; the thing counted may be the rows' own id ("only one zip")
    const named = index.columns.some(
      (c) => c !== column && names(c, w, s) && (isCounted ? c.uniqueness < 0.999 : !numeric(c)),
    );
    if (named || index.valueWords.has(s) || /\d/.test(w)) return undefined;
  }
  return { column: column.name, op: found.op, n: found.n, ask, ...(items ? { items } : {}) };
}

/** "once", "more than once", "twice", "3 times", "only one film", "at least two films": the row count said. */
function countSaid(words: string[]): { op: Op; n: number; start: number; end: number } | undefined {
  const exact = words.some((w) => /^(only|just|exactly)$/.test(w));
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1];
    let n: number | undefined = COUNT_WORDS[w];
    let end = i + 1;
    let noun = false;
    if (n === undefined && /^(\d+|[a-z]+)$/.test(w) && next && /^times?$/.test(next)) {
      n = /^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w];
      end = i + 2;
    } else if (n === undefined && (w === 'multiple' || w === 'several'))
      return { op: '>', n: 1, start: i, end: i + 1 };
    else if (n === undefined && w === 'single' && words[i - 1] === 'a')
      return { op: '=', n: 1, start: i - 1, end: i + 1 };
    else if (n === undefined && /^\d+$|^(one|two|three|four|five|six|seven|eight|nine|ten)$/.test(w)) {
      n = /^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w];
      noun = true;
    }
    if (n === undefined || !Number.isInteger(n) || n < 1 || n > 50) continue;
    const two = words.slice(Math.max(0, i - 2), i).join(' ');
    let op: Op | undefined = BEFORE.find(([re]) => re.test(two))?.[1];
    const start = op ? i - 2 : i;
    if (!op && /^(or more|or over)$/.test(words.slice(end, end + 2).join(' '))) [op, end] = ['>=', end + 2];
    else if (!op && /^(or fewer|or less)$/.test(words.slice(end, end + 2).join(' ')))
      [op, end] = ['<=', end + 2];
    // "one film" counts rows only when bounded or said exactly ("only one film"), never "one million"
    if (noun && !op && !exact) return undefined;
    if (noun && (next === undefined || /^(million|billion|thousand|hundred|k|m|percent|%)$/.test(next)))
      return undefined;
    return { op: op ?? '=', n, start, end };
  }
  return undefined;
}

const opWords: Record<Op, string> = {
  '=': 'exactly',
  '>': 'more than',
  '>=': 'at least',
  '<': 'fewer than',
  '<=': 'at most',
};

/** The answer to a question about groups picked by their number of rows, or undefined. */
export async function groupCountAnswer(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
): Promise<Answer | undefined> {
  const index = await indexDataset(registry, dataset);
  const read = readGroupCount(question, index);
  if (!read) return undefined;
  const col = quoteIdent(read.column);
  const key = `trim(regexp_replace(CAST(${col} AS VARCHAR), '\\[[^\\]]*\\]', '', 'g'))`;
  const split = `unnest(regexp_split_to_array(${key}, ${sqlValue('\\s*,\\s+|\\s*;\\s*')}))`;
  const groups = read.items
    ? `SELECT trim(item) AS k, count(*) AS n FROM (SELECT ${split} AS item FROM ${quoteIdent(dataset)} WHERE ${col} IS NOT NULL) GROUP BY 1`
    : `SELECT ${key} AS k, count(*) AS n FROM ${quoteIdent(dataset)} WHERE ${col} IS NOT NULL GROUP BY 1`;
  const kept = `SELECT * FROM (${groups}) WHERE k NOT IN ('', '—', '–', '-') AND lower(k) NOT IN ('total', 'totals')`;
  // the column's values must repeat, or no count of rows picks anything out
  const most = await registry.query(`SELECT max(n) AS most, count(*) AS groups FROM (${kept})`, {
    timeoutMs: 30_000,
  });
  const top = Number(most.rows[0]?.most ?? 0);
  if (!(top > 1)) return undefined;
  const cond = `n ${read.op} ${sqlValue(read.n)}`;
  const sql =
    read.ask === 'count'
      ? `SELECT count(*) AS "count" FROM (${kept}) WHERE ${cond}`
      : `SELECT k AS ${quoteIdent(read.column)}, n AS "rows" FROM (${kept}) WHERE ${cond} ORDER BY n DESC, k LIMIT 50`;
  const result = await registry.query(sql, { timeoutMs: 30_000, maxRows: 50 });
  const said = `${opWords[read.op]} ${read.n} row${read.n === 1 ? '' : 's'}`;
  const understood =
    read.ask === 'count'
      ? `You asked for the number of ${read.column} values found in ${said}.`
      : `You asked for the ${read.column} values found in ${said}.`;
  let text: string;
  const items = [];
  if (read.ask === 'count') text = `**${Number(result.rows[0]?.count ?? 0)}**.`;
  else if (!result.rows.length) text = `No ${read.column} is found in ${said}.`;
  else {
    const names = result.rows.map((r) => `**${String(r[read.column])}** (${String(r.rows)})`);
    text = `${names.slice(0, 10).join(', ')}${names.length > 10 ? ` and ${names.length - 10} more` : ''}.`;
    items.push(tableItem([read.column, 'rows'], result.rows));
  }
  return sqlAnswer({ dataset, sql, rows: result.rows, text, understood, items });
}
