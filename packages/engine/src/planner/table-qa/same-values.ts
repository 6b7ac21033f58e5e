/**
 * Rows that share a value: "which lakes have the same depth", "which songs share a release
 * year", "are there two players with the same number". The column is the one the question names
 * after "same" (or "share"); the rows listed are those whose value in it another row also holds,
 * each named by the table's name column, grouped by the shared value.
 */
import { tableItem } from '../../charts/render-items';
import { quoteIdent, sqlValue } from '../../data/sql';
import type { DatasetRegistry } from '../../data/registry';
import type { Answer } from '../answer';
import { columnMentions, wordsOf } from './mentions';
import { numberOf } from './query';
import { sqlAnswer } from './sql-answer';
import { readListTable } from './table';
import { isNumberish, nameColumn } from './target';

/** "the same X", "share a X", "share the same X", "X in common". */
const SAME = /^(same|identical)$/;

/** The answer listing rows that share a value of the named column, or undefined when not asked. */
export async function sameValueAnswer(
  registry: DatasetRegistry,
  dataset: string,
  question: string,
): Promise<Answer | undefined> {
  const words = wordsOf(question);
  const said = words.map((w) => w.text);
  // ("share a birthday": "share" before "a"; "the biggest share of X" is no such question)
  const at = said.findIndex(
    (w, i) => SAME.test(w) || (/^(share|shared)$/.test(w) && /^(a|an)$/.test(said[i + 1] ?? '')),
  );
  if (at < 0 || !/^(which|what|who|list|name|show|are|do|does|did|any)$/.test(said[0] ?? ''))
    return undefined;
  // "how many …" or a ranking is another question
  if (said.some((w) => /^(how|many|most|least|more|less|than|not|never)$/.test(w) || /[a-z]{3,}est$/.test(w)))
    return undefined;
  const read = await readListTable(registry, dataset);
  if (!read) return undefined;
  const table = read;
  const named = columnMentions(words, table).filter((c) => c.start > at && c.start <= at + 3);
  const valueCol = named[0]?.column;
  if (valueCol === undefined || new Set(named.map((c) => c.column)).size !== 1) return undefined;
  const name = nameColumn(table, new Set([valueCol]));
  if (name === undefined) return undefined;
  const valueColumn = table.columns[valueCol];
  const nameColumnOf = table.columns[name];
  if (!valueColumn || !nameColumnOf) return undefined;
  // any other word the data knows (a value, another column) makes it another question
  const others = columnMentions(words, table).filter(
    (c) => c.column !== valueCol && c.column !== name && c.start < at - 1,
  );
  if (others.length) return undefined;
  const v = isNumberish(valueColumn)
    ? numberOf(valueColumn)
    : `lower(trim(CAST(${quoteIdent(valueColumn.name)} AS VARCHAR)))`;
  const shown = valueColumn.expr
    ? `${valueColumn.expr} AS ${quoteIdent(valueColumn.name)}`
    : quoteIdent(valueColumn.name);
  const src = `(SELECT *, ${v} AS __v FROM ${quoteIdent(dataset)}) AS t`;
  // "the same year as Ann Lee": the rows holding Ann Lee's value, Ann Lee's own rows left out
  const asAt = said.indexOf('as', named[0]!.end);
  if (asAt >= 0) {
    const who = said
      .slice(asAt + 1)
      .filter((w) => !/^(did|does|do|was|were|is|are|had|has|have|the)$/.test(w));
    if (who.length === 0 || asAt > named[0]!.end + 1) return undefined;
    const cell = `strip_accents(lower(CAST(${quoteIdent(nameColumnOf.name)} AS VARCHAR)))`;
    const isNamed = who.map((w) => `${cell} LIKE ${sqlValue(`%${w}%`)}`).join(' AND ');
    const sqlAs =
      `SELECT ${quoteIdent(nameColumnOf.name)}, ${shown} FROM ${src} WHERE __v IN (SELECT __v FROM ${src} WHERE ${isNamed}) ` +
      `AND NOT (${isNamed}) ORDER BY ${quoteIdent(nameColumnOf.name)} LIMIT 50`;
    const named0 = await registry.query(`SELECT count(*) AS n FROM ${src} WHERE ${isNamed}`, {
      timeoutMs: 30_000,
      maxRows: 1,
    });
    if (Number(named0.rows[0]?.n ?? 0) === 0) return undefined;
    return sameAsAnswer(registry, dataset, sqlAs, valueColumn.name, nameColumnOf.name, who.join(' '));
  }
  const sql =
    `SELECT ${quoteIdent(nameColumnOf.name)}, ${shown} FROM ${src} ` +
    `WHERE __v IS NOT NULL AND __v IN (SELECT ${v} FROM ${quoteIdent(dataset)} WHERE ${v} IS NOT NULL GROUP BY 1 HAVING count(*) > 1) ` +
    `ORDER BY __v, ${quoteIdent(nameColumnOf.name)} LIMIT 50`;
  const result = await registry.query(sql, { timeoutMs: 30_000, maxRows: 50 });
  const understood = `You asked for the rows whose ${valueColumn.name} another row also has (showing ${nameColumnOf.name}).`;
  const rows = result.rows;
  const show = (x: unknown) => (x instanceof Date ? x.toISOString().slice(0, 10) : String(x));
  const text = rows.length
    ? `${rows
        .slice(0, 10)
        .map((r) => `**${show(r[nameColumnOf.name])}** (${show(r[valueColumn.name])})`)
        .join(', ')}${rows.length > 10 ? ` and ${rows.length - 10} more` : ''}.`
    : `No two rows have the same ${valueColumn.name}.`;
  const items = rows.length ? [tableItem([nameColumnOf.name, valueColumn.name], rows)] : [];
  return sqlAnswer({ dataset, sql, rows, text, understood, items });
}

/** The rows sharing a named row's value ("the same year as Ann Lee"), listed by name. */
async function sameAsAnswer(
  registry: DatasetRegistry,
  dataset: string,
  sql: string,
  valueName: string,
  nameName: string,
  who: string,
): Promise<Answer> {
  const result = await registry.query(sql, { timeoutMs: 30_000, maxRows: 50 });
  const rows = result.rows;
  const show = (x: unknown) => (x instanceof Date ? x.toISOString().slice(0, 10) : String(x));
  const understood = `You asked for the rows with the same ${valueName} as "${who}" (showing ${nameName}).`;
  const text = rows.length
    ? `${rows.map((r) => `**${show(r[nameName])}** (${show(r[valueName])})`).join(', ')}.`
    : `No other row has the same ${valueName} as "${who}".`;
  const items = rows.length ? [tableItem([nameName, valueName], rows)] : [];
  return sqlAnswer({ dataset, sql, rows, text, understood, items });
}
