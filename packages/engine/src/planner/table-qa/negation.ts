/**
 * Cells a question rules out: "played outside Spain and Peru", "champions since 1990 werent
 * dutch" (a negation written without its apostrophe). The cells said right after the word, and
 * any joined to them by "and" / "or", become one condition that the cell is none of them. The
 * plain "not", "never" and "except" are left to the parser, which negates its own filters.
 */
import type { CellMention } from './mentions';
import type { TablePlan } from './plan';
import type { Cond, TableQuery } from './query';
import type { Ctx } from './target';

/** Words ruling out what follows them that the stage reads itself. */
export const RULES_OUT = /^(outside|werent|wasnt|isnt|arent|didnt|doesnt|dont|hasnt|havent|non)$/;
const JOINS = /^(and|or|nor|the)$/;
/** Verbs of escaping what follows: the one said before them is ruled out of it. */
const AVOIDS = /^(avoid|avoided|avoids|escape|escaped|escapes|dodge|dodged|dodges)$/;

/** The word spans of the cells a negation rules out; undefined when the question has no such word. */
export function ruledOutSpans(ctx: Ctx): Set<string> | undefined {
  // ("non" inside a cell, "Non-album single", rules nothing out)
  const negations = ctx.text.flatMap((w, i) =>
    RULES_OUT.test(w) && !ctx.cells.some((m) => m.start <= i && i < m.end) ? [i] : [],
  );
  // "which years did italy avoid the spoon": the cell said right before a verb of escaping it
  const escaped = ctx.text.flatMap((w, i) => {
    const cell = AVOIDS.test(w) ? ctx.cells.find((m) => m.end === i) : undefined;
    return cell ? [`${cell.start}:${cell.end}`] : [];
  });
  if (negations.length === 0 && escaped.length === 0) return undefined;
  const spans = new Set<string>(escaped);
  for (const n of negations) {
    let last = n;
    for (;;) {
      // the next cell said within a few words, with only joining words before it
      const next = ctx.cells
        .filter(
          (m) =>
            m.start > last &&
            m.start <= last + 3 &&
            ctx.text.slice(last + 1, m.start).every((w) => JOINS.test(w)),
        )
        .sort((a, b) => a.start - b.start)[0];
      if (
        !next ||
        (last !== n && !ctx.text.slice(last + 1, next.start).some((w) => /^(and|or|nor)$/.test(w)))
      )
        break;
      spans.add(`${next.start}:${next.end}`);
      last = next.end - 1;
    }
  }
  return spans;
}

const conditionsOf = (q: TableQuery): Cond[] | undefined =>
  q.kind === 'cell' ||
  q.kind === 'extreme' ||
  q.kind === 'most' ||
  q.kind === 'count' ||
  q.kind === 'aggregate'
    ? q.where
    : undefined;

/**
 * The plan with the conditions of ruled-out cells turned into "is none of them"; undefined when
 * the question rules something out that the plan does not read as a cell condition.
 */
export function withRuledOut(
  plan: TablePlan | undefined,
  spans: Set<string>,
  cells: CellMention[],
): TablePlan | undefined {
  if (!plan || spans.size === 0) return undefined;
  const where = conditionsOf(plan.query);
  if (!where) return undefined;
  const ruled = cells.filter((m) => spans.has(`${m.start}:${m.end}`));
  const isRuled = (c: Cond) =>
    (c.kind === 'eq' || c.kind === 'contains') &&
    ruled.some(
      (m) =>
        m.value.trim().toLowerCase() === c.value.trim().toLowerCase() ||
        (c.kind === 'contains' && m.value.toLowerCase().startsWith(c.value.toLowerCase())),
    );
  const out = where.filter((c) => !isRuled(c));
  const byColumn = new Map<string, Cond[]>();
  for (const c of where)
    if (isRuled(c) && (c.kind === 'eq' || c.kind === 'contains'))
      byColumn.set(c.column, [...(byColumn.get(c.column) ?? []), c]);
  if (byColumn.size === 0) return undefined;
  for (const [column, list] of byColumn) {
    const partial = list.some((c) => c.kind === 'contains');
    out.push({
      kind: 'not',
      column,
      values: list.map((c) => (c.kind === 'eq' || c.kind === 'contains' ? c.value : '')),
      ...(partial ? { partial } : {}),
    });
  }
  return { ...plan, strength: 'strong', query: { ...plan.query, where: out } as TableQuery };
}

/** The question without its ruling-out words, once a condition has read them ("I did not use" leaves them out). */
export function withoutRuledOutWords(question: string, q: TableQuery): string {
  if (!(conditionsOf(q) ?? []).some((c) => c.kind === 'not')) return question;
  return question.replace(/[a-z']+/gi, (w) => (RULES_OUT.test(w.toLowerCase()) ? ' ' : w));
}
