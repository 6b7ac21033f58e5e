/**
 * A cell said with "only" ("only in France", "purely offices", "office only blocks", "used
 * only as a shop"): the cell is that value alone, never a list that holds it ("Office,
 * shop"), when some cell of the column is that value alone.
 */
import { wordsOf, type CellMention } from './mentions';
import type { Cond } from './query';
import { nameOf, type Ctx } from './target';

const ONLY = /^(only|purely|solely|exclusively|just)$/;

/** Whether "only" is said right before the cell (perhaps with "in", "as a") or right after it. */
function saidOnly(text: string[], m: CellMention): boolean {
  const before = text.slice(Math.max(0, m.start - 3), m.start);
  const glue = /^(in|from|at|on|as|a|an|for)$/;
  for (let k = before.length - 1; k >= 0; k--) {
    const w = before[k] as string;
    if (ONLY.test(w)) return true;
    if (!glue.test(w)) break;
  }
  return ONLY.test(text[m.end] ?? '') && text[m.end] !== 'just';
}

export function onlyCell(ctx: Ctx, m: CellMention): Cond | undefined {
  if (!m.partial || !saidOnly(ctx.text, m)) return undefined;
  // the item of the cell the question says ("offices" of "Shop, office"), else its first
  const said = ctx.words.slice(m.start, m.end).map((w) => w.stem).join(' ');
  const items = m.value.split(',').map((v) => v.trim());
  const item = items.find((v) => wordsOf(v).map((w) => w.stem).join(' ') === said) ?? (items[0] as string);
  // (only when some cell is that value alone)
  if (!ctx.table.rows.some((r) => (r[m.column] ?? '').trim().toLowerCase() === item.toLowerCase())) return undefined;
  return { kind: 'eq', column: nameOf(ctx.table, m.column), value: item };
}
