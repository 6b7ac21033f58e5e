/**
 * Succession in a list of office holders, record holders or champions: "who replaced X", "who
 * succeeded X", "X's successor" ask for the row listed right after X's; "who preceded X", "who
 * did X replace", "X's predecessor" for the row right before it. The answer is a cell of the
 * column that names X.
 */
import { cellMentions, wordsOf } from './mentions';
import type { TablePlan } from './plan';
import type { Cond } from './query';
import type { ListTable } from './table';
import { nameOf } from './target';

const AFTER =
  /^(replace|replaced|succeed|succeeded|follow|followed|supersede|superseded|ousted|deposed|unseated|successor|successors)$/;
const BEFORE = /^(precede|preceded|predecessor|predecessors)$/;
const ASKS = /^(who|whom|which|what|name)$/;

/** The row right after or before a named row, said with a verb or noun of succession; undefined when none is said. */
export function successionPlan(question: string, table: ListTable): TablePlan | undefined {
  const words = wordsOf(question);
  const text = words.map((w) => w.text);
  if (!ASKS.test(text[0] ?? '') || text.some((w) => /^(not|never|how|many|first|last)$/.test(w)))
    return undefined;
  const verb = text.findIndex((w) => AFTER.test(w) || BEFORE.test(w));
  if (verb < 0) return undefined;
  // a column that says it ("Succeeded by", "Predecessor") is looked up instead
  if (table.columns.some((c) => c.stems.some((s) => /^(succe|replac|preced|follow)/.test(s))))
    return undefined;
  const cells = cellMentions(words, table, new Set(table.columns.flatMap((c) => c.stems))).filter((m) => {
    const c = table.columns[m.column];
    return c !== undefined && !c.numeric && !c.temporal && !c.numberInText && !m.partial;
  });
  const columns = new Set(cells.map((m) => m.column));
  const cell = cells[0];
  if (!cell || columns.size !== 1 || new Set(cells.map((m) => m.value)).size !== 1) return undefined;
  // a name with several rows (two terms) has no one successor
  const value = cell.value.trim().toLowerCase();
  if (table.rows.filter((r) => (r[cell.column] ?? '').trim().toLowerCase() === value).length !== 1)
    return undefined;
  const word = text[verb] as string;
  // "who did X replace", "who was X preceded by": the named row does the verb, or the verb is passive
  const xFirst = cell.start < verb;
  const passive = text[verb + 1] === 'by';
  const noun = /or(s)?$/.test(word);
  let next = AFTER.test(word);
  if (!noun && xFirst !== passive) next = !next;
  const anchor: Cond[] = [{ kind: 'eq', column: nameOf(table, cell.column), value: cell.value }];
  return {
    strength: 'strong',
    query: { kind: 'neighbor', target: nameOf(table, cell.column), anchor, offset: next ? 1 : -1 },
  };
}
