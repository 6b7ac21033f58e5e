/**
 * Columns of change beside the figure they change, as results tables write them: `+/− seats`
 * (`+12`, `−92`, `new`) beside `Seats`, `± pp` beside `%`, `Change in votes`, `Seats change`,
 * `Δ votes`. A verb of gaining or losing said with the figure's noun reads the change column, never
 * the figure itself: "which party lost the most seats" is the lowest `+/− seats`, "which parties
 * gained seats" the rows whose change is above 0, "how many lost seats" counts those below 0. A
 * change in points (`pp`, `points`) is what "vote share", "percent" or "points" gained are.
 */
import type { TablePlan } from './plan';
import type { Cond } from './query';
import type { ListColumn } from './table';
import { nameColumn, type Ctx } from './target';

/** Header words (or marks) that say a column holds a change. */
const CHANGE_MARK = /^\s*(\+\s*\/\s*[−–-]|±|Δ|delta\b)|\b(change|swing|gain|gains)\b/i;
/** Header stems that only say "change", never what changed. */
const CHANGE_WORDS = new Set(['change', 'in', 'of', 'swing', 'gain', 'net', 'delta']);
/** Units of a change in percentage points, and the words people say for such a share. */
const POINT_STEMS = new Set(['pp', 'point', 'pt', 'pts', 'percentage']);
const SHARE_WORDS = /^(share|shares|percent|percentage|pct|%|points?|pp)$/;

// ("won the most seats" is the figure itself, never its change)
const GAIN = /^(gained|gain|gains|gaining|picked|added|increased|grew|rose|climbed|climb|climbs|jumped)$/;
const LOSS = /^(lost|lose|loses|losing|shed|dropped|drop|fell|declined|decreased|slipped|slid)$/;
/** "moved up", "went down": a direction said after a plain verb of moving. */
const MOVED = /^(moved|move|moves|went|go|goes)$/;
/** Words for a place in a ranking, said of a change of rank ("climbed the most places"). */
const PLACE_WORDS = /^(places?|spots?|positions?|ranks?|rankings?|ranking)$/;
const RANK_STEMS = new Set(['rank', 'position', 'place', 'pos', 'ranking']);
const MOST = /^(most|biggest|largest|greatest|highest)$/;
const LEAST = /^(fewest|least|smallest|lowest)$/;

interface ChangeColumn {
  column: ListColumn;
  /** Stems naming what changed ("seat"); empty for points. */
  subject: string[];
  points: boolean;
}

function changeColumns(columns: ListColumn[]): ChangeColumn[] {
  return columns.flatMap((column) => {
    if (!(column.numeric || column.numberInText) || column.expr || !CHANGE_MARK.test(column.name)) return [];
    const subject = column.stems.filter((s) => !CHANGE_WORDS.has(s));
    const points = subject.length > 0 && subject.every((s) => POINT_STEMS.has(s));
    return subject.length ? [{ column, subject: points ? [] : subject, points }] : [];
  });
}

/** The change column whose figure is said in the words after the verb (up to four), and where it ends. */
function saidChange(changes: ChangeColumn[], text: string[], from: number): { change: ChangeColumn; end: number } | undefined {
  for (let i = from; i < Math.min(text.length, from + 4); i++) {
    const w = text[i] as string;
    const stem = w.replace(/s$/, '');
    const found = changes.filter((c) =>
      c.points ? SHARE_WORDS.test(w) : c.subject.includes(stem) || c.subject.includes(w) || (PLACE_WORDS.test(w) && c.subject.some((st) => RANK_STEMS.has(st))),
    );
    if (found.length === 1) return { change: found[0] as ChangeColumn, end: i };
    if (found.length > 1) return undefined;
  }
  return undefined;
}

/**
 * "which party lost the most seats", "which parties gained seats", "how many parties lost seats",
 * "who gained the most vote share": read on the column of change of the figure said.
 */
export function changePlan(ctx: Ctx): TablePlan | undefined {
  const { table, text } = ctx;
  const changes = changeColumns(table.columns);
  // (a row named, "how many seats did X gain", is a look-up the other readings make)
  if (!changes.length || ctx.cells.length > 0) return undefined;
  const moved = (w: string, i: number) => MOVED.test(w) && /^(up|down)$/.test(text[i + 1] ?? '');
  const verbAt = text.findIndex((w, i) => GAIN.test(w) || LOSS.test(w) || moved(w, i));
  if (verbAt < 0) return undefined;
  const gain = moved(text[verbAt] as string, verbAt) ? text[verbAt + 1] === 'up' : GAIN.test(text[verbAt] as string);
  const said = saidChange(changes, text, verbAt + 1);
  if (!said) return undefined;
  const by = said.change.column.name;
  // the words between the verb and the figure: "the most", "the fewest", "more than 10"…
  const between = text.slice(verbAt + 1, said.end).filter((w, i) => !(i === 0 && moved(text[verbAt] as string, verbAt)));
  if (between.some((w) => /^\d/.test(w) || /^(than|over|under|at)$/.test(w))) return undefined;
  const ranked = between.find((w) => MOST.test(w) || LEAST.test(w));
  const target = nameColumn(table, new Set([table.columns.indexOf(said.change.column)]));
  if (target === undefined) return undefined;
  const label = (table.columns[target] as ListColumn).name;
  if (ranked) {
    // "lost the most" is the lowest change; "lost the fewest" the highest of the losses is not read
    if (!gain && LEAST.test(ranked)) return undefined;
    const dir = gain === MOST.test(ranked) ? 'desc' : 'asc';
    return { strength: 'strong', query: { kind: 'extreme', target: label, by, dir, where: [] } };
  }
  const cond: Cond = { kind: 'cmp', column: by, op: gain ? '>' : '<', value: 0 };
  if (/^how$/.test(text[0] ?? '') && text[1] === 'many') return { strength: 'strong', query: { kind: 'count', where: [cond] } };
  if (/^(which|what|who|name|list)$/.test(text[0] ?? '')) return { strength: 'strong', query: { kind: 'cell', target: label, where: [cond], pick: 'all' } };
  return undefined;
}
