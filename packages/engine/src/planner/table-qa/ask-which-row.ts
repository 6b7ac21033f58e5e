/**
 * A question about one row whose name matches several: "how many points did X score" over two
 * rows of X is each row's own number, never their sum; "what is the population of the capital
 * of Y" over three cities of Y, "who was the member for Z" over two members, are one row asked
 * in the singular. Instead of adding them up or listing them, ask which row was meant, with the
 * rows as choices told apart by a year, a date or another cell.
 */
import type { AnalystClarify } from '@ai-analyst/contract';
import { toFence } from '../../charts/render-items';
import type { DatasetRegistry } from '../../data/registry';
import type { Answer } from '../answer';
import { wordsOf } from './mentions';
import { tableQuerySql, type Cond, type TableQuery } from './query';
import { readListTable, type ListColumn, type ListTable } from './table';

/** Words that ask for the rows added up or listed: the sum or the list stands. */
const ALL_ROWS = /\b(total|totals|in all|altogether|combined|together|overall|sum|all|each|every|both|list|across|between|per|average|times)\b/;
/** Plural verbs or the words of a list. */
const PLURAL = /\b(are|were|have|these|those|they)\b/;

/** A question asking for one value in the singular: "who was …", "what is the …", "what time did …". */
function asksOne(text: string): boolean {
  // "how long is the river in X", "how tall was the tower": one thing's measure, in the singular
  if (/^how (long|tall|high|old|fast|big|large|far|deep|wide|heavy) (is|was) (the|a|an|that|this)\b/.test(text)) return true;
  // "how much did the game on the wii sell": one thing's amount, in the singular
  if (/^how (much|many \w+) (did|does|has|had) (the|that|this) \w+( \w+)? (on|in|for|from|of|by|with)\b/.test(text) && !PLURAL.test(text)) return true;
  const words = text.split(' ');
  const wh = words.findIndex((w) => /^(what|which|who|when|where|whose)$/.test(w));
  if (wh < 0 || wh > 2 || PLURAL.test(text)) return false;
  // "what years did …", "which teams …": a plural noun after the question word asks for a list
  const next = words[wh + 1] === 'the' ? words[wh + 2] : words[wh + 1];
  if (next && /[^su]s$/.test(next) && !/^(is|was|does|has)$/.test(next)) return false;
  return true;
}

/** An amount of one named row: "how many points did X score", "how much did X earn". */
const perRowAmount = (text: string, q: TableQuery) =>
  q.kind === 'aggregate' && q.fn === 'sum' && /^how (many|much)\b/.test(text);

const textConds = (q: TableQuery): Cond[] =>
  q.kind === 'cell' || q.kind === 'aggregate' ? q.where.filter((c) => c.kind === 'eq' || c.kind === 'contains') : [];

/** Columns that may tell the rows apart: years and dates first, then the others that name rows. */
function tellers(table: ListTable, q: TableQuery): ListColumn[] {
  const used = new Set([...(q.kind === 'cell' ? [q.target] : q.kind === 'aggregate' ? [q.column] : []), ...textConds(q).map((c) => ('column' in c ? c.column : ''))]);
  const own = table.columns.filter((c) => !c.expr && !c.inUnit && !used.has(c.name));
  const dated = own.filter((c) => c.yearLike || c.yearValues || c.temporal);
  const named = own.filter((c) => !dated.includes(c) && !c.numeric && c.uniqueness >= 0.5).sort((a, b) => b.uniqueness - a.uniqueness);
  // a numbering column ("#", "No.") tells apart rows nothing else does
  const numbered = own.filter((c) => c.numeric && !dated.includes(c) && c.uniqueness === 1);
  return [...dated, ...named, ...numbered];
}

/** The clarifying answer asking which of several rows a singular question meant, or undefined. */
export async function askWhichRow(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
  query: TableQuery,
  rows: Record<string, unknown>[],
): Promise<Answer | undefined> {
  const text = wordsOf(question)
    .map((w) => w.text)
    .join(' ');
  if (ALL_ROWS.test(text) || textConds(query).length === 0) return undefined;
  // rows picked by a number or a year ("in 2005" over seasons 2004–05 and 2005–06) are listed as they are
  if ((query.kind === 'cell' || query.kind === 'aggregate') && query.where.some((c) => c.kind === 'cmp' || c.kind === 'row')) return undefined;
  // ... and so are rows picked by two cells of one column, or by cells no word of the question names
  const said = new Set(text.split(' '));
  const conds = textConds(query) as { column: string; value: string }[];
  if (new Set(conds.map((c) => c.column)).size < conds.length) return undefined;
  if (!conds.every((c) => wordsOf(c.value).some((w) => /^[a-z]{3,}$/.test(w.text) && said.has(w.text)))) return undefined;
  const amount = perRowAmount(text, query);
  if (!amount && !(query.kind === 'cell' && query.pick === 'all' && asksOne(text))) return undefined;
  const matched = amount ? Number(rows[0]?.rows ?? 0) : rows.length;
  if (matched < 2 || matched > 5) return undefined;
  // a look-up whose rows all hold the same value answers as it is
  if (query.kind === 'cell' && new Set(rows.map((r) => String(r[query.target]))).size < 2) return undefined;
  const table = await readListTable(registry, dataset);
  if (!table || query.kind !== 'cell' && query.kind !== 'aggregate') return undefined;
  const columns = new Map(table.columns.map((c) => [c.name, c]));
  for (const teller of tellers(table, query)) {
    const sql = tableQuerySql(dataset, columns, { kind: 'cell', target: teller.name, where: query.where, pick: 'all' }, table.totals);
    const found = await registry.query(sql, { maxRows: 20 });
    const values = found.rows.map((r) => r[teller.name]).filter((v) => v !== null && v !== undefined && String(v).trim() !== '');
    const shown = values.map((v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v)));
    if (shown.length !== matched || new Set(shown).size !== shown.length) continue;
    const base = question.trim().replace(/[?.!]+$/, '');
    const dated = teller.yearLike || teller.yearValues || teller.temporal;
    const clarify: AnalystClarify = {
      question: `That matches ${matched} rows, told apart by ${teller.name}. Which one did you mean?`,
      choices: shown.map((v) => (dated ? `${base} in ${v}` : `${base} (${teller.name} ${v})`)),
    };
    const markdown = `${clarify.question}\n\n${toFence({ type: 'choices', choices: clarify.choices })}`;
    return {
      plan: { tool: null, args: {}, understood: clarify.question, dataset, intent: 'aggregate' },
      items: [{ type: 'choices', choices: clarify.choices }],
      steps: [],
      markdown,
      clarify,
      confidence: 0.6,
    };
  }
  return undefined;
}
