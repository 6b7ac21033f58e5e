/**
 * Conditions said with the words of a game's record: its outcome ("wins", "lost") read from the
 * first word of a result column ("W 3–1", "Won", "L", "Winner" / "Runner-up"; an attempt's
 * "Success" / "Failure" / "Partial success" read by "successful", "failed"), and its venue ("home", "away") read from a
 * column of short venue marks ("H", "A", "N"). Nothing here knows a table: a column counts only
 * when its cells look like that.
 */
import type { Word } from './mentions';
import type { Cond } from './query';
import type { Ctx } from './target';

type CmpOp = Extract<Cond, { kind: 'cmp' }>['op'];
import { quoteIdent, sqlValue } from '../../data/sql';
import type { ListColumn, ListTable } from './table';

/** Words for the outcome of a game and the first words of result cells that say it. */
const OUTCOMES: [RegExp, string[]][] = [
  [/^(won|win|wins|winning|victory|victories)$/, ['w', 'won', 'win', 'winner', 'victory']],
  [/^(lost|lose|loses|losing|loss|losses|defeat|defeats|defeated)$/, ['l', 'lost', 'loss', 'lose', 'defeat', 'runner']],
  [/^(drew|draw|draws|drawn|tied|tie|ties)$/, ['d', 'draw', 'drawn', 'tie', 't', 'tied']],
  // the outcome of an attempt ("Success", "Failure", "Partial success")
  [/^(success|successes|successful|successfully|succesful|sucessful|successfull|succeeded)$/, ['success', 'successful', 'succeeded']],
  [/^(fail|failed|fails|failure|failures|unsuccessful)$/, ['failure', 'failed', 'fail', 'unsuccessful']],
  [/^(partial|partially)$/, ['partial', 'partially']],
];

/** Words for where a game was played and the cells that say it. */
const VENUES: [RegExp, string[]][] = [
  [/^(home)$/, ['h', 'home']],
  [/^(away|road)$/, ['a', 'away']],
  [/^(neutral)$/, ['n', 'neutral']],
];

const cellOf = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();

/** The column whose cells start with win and loss words ("W 3–1", "Won", "Runner-up"). */
function outcomeColumn(table: ListTable): number {
  const firstWord = (v: string | null) => /^[a-z]+/.exec(cellOf(v))?.[0];
  return table.columns.findIndex((c, ci) => {
    if (c.numeric || c.temporal) return false;
    const firsts = table.rows.map((r) => firstWord(r[ci] ?? null)).filter((w): w is string => !!w);
    const groups = OUTCOMES.filter(([, forms]) => firsts.some((w) => forms.includes(w))).length;
    return groups >= 2 && firsts.filter((w) => OUTCOMES.some(([, forms]) => forms.includes(w))).length >= 0.6 * table.rows.length;
  });
}

/** A game's score in a cell: "3–1", "W 2–1 (a.e.t.)"; at most two digits a side, so "1939–1958" is no score. */
const SCORE = '([0-9]{1,2})\\s*[–-]\\s*([0-9]{1,2})([^0-9]|$)';

const SCORED = /^(score|scored|scores|scoring)$/;
const CONCEDED = /^(concede|conceded|concedes|conceding|allowed|let)$/;
const GOALS = /^(goal|goals|point|points|run|runs)$/;

/**
 * The goals a side scored or conceded, read from a score column ("W 2–1": 2 for, 1 against) when
 * the table says whose side the score is written from (its cells or another column start with
 * W / L / D). "scored", "goals for" take the first number; "conceded", "allowed", "goals against"
 * the second. Undefined when the question names neither or the table has no such column.
 */
export function goalsColumn(words: Word[], table: ListTable, cellStarts: Set<number>): ListColumn | undefined {
  const text = words.map((w) => w.text);
  const against = text.some((w) => CONCEDED.test(w)) || text.some((w, i) => GOALS.test(w) && text[i + 1] === 'against' && !cellStarts.has(i + 2));
  const scored = text.some((w) => SCORED.test(w)) || text.some((w, i) => GOALS.test(w) && text[i + 1] === 'for');
  if (against === scored) return undefined;
  if (outcomeColumn(table) < 0) return undefined;
  const re = new RegExp(SCORE);
  const score = table.columns.findIndex((c, ci) => {
    if (c.numeric || c.temporal) return false;
    const cells = table.rows.map((r) => r[ci]).filter((v): v is string => !!v && v.trim() !== '');
    return cells.length > 0 && cells.filter((v) => re.test(v)).length >= 0.8 * cells.length;
  });
  const column = table.columns[score];
  if (!column) return undefined;
  const part = against ? 2 : 1;
  return {
    ...column,
    name: `${against ? 'goals against' : 'goals for'} (${column.name})`,
    type: 'DOUBLE',
    numeric: true,
    numberInText: false,
    yearLike: false,
    yearValues: false,
    stems: [],
    expr: `TRY_CAST(regexp_extract(CAST(${quoteIdent(column.name)} AS VARCHAR), ${sqlValue(SCORE)}, ${part}) AS DOUBLE)`,
  };
}

/** "how many games did they win": a result column (cells starting with win and loss words) read by its first word. */
export function outcomeConds(words: Word[], table: ListTable, skip: Set<number>): Cond[] {
  const result = outcomeColumn(table);
  const column = table.columns[result];
  if (!column) return [];
  const out: Cond[] = [];
  words.forEach((w, i) => {
    const outcome = skip.has(i) ? undefined : OUTCOMES.find(([re]) => re.test(w.text));
    // (named by the forms the column holds: "Outcome starts with failure", not every form)
    const held = outcome?.[1].filter((f) => table.rows.some((r) => /^[a-z]+/.exec(cellOf(r[result]))?.[0] === f));
    if (outcome) out.push({ kind: 'first-word', column: column.name, value: held?.length ? held : outcome[1] });
  });
  return out.slice(0, 1);
}

/** "how many away wins": a venue column whose every cell is a home or away mark, matched to the cell it uses. */
export function venueConds(words: Word[], table: ListTable, skip: Set<number>): Cond[] {
  const venue = table.columns.findIndex((c, ci) => {
    if (c.numeric || c.temporal) return false;
    const cells = table.rows.map((r) => cellOf(r[ci])).filter((v) => v !== '');
    const groups = VENUES.filter(([, forms]) => cells.some((v) => forms.includes(v))).length;
    return groups >= 2 && cells.every((v) => VENUES.some(([, forms]) => forms.includes(v)));
  });
  const column = table.columns[venue];
  if (!column) return [];
  for (const [i, w] of words.entries()) {
    const forms = skip.has(i) ? undefined : VENUES.find(([re]) => re.test(w.text))?.[1];
    const cell = forms && table.rows.map((r) => r[venue]).find((v) => forms.includes(cellOf(v)));
    if (cell) return [{ kind: 'eq', column: column.name, value: cell.trim() }];
  }
  return [];
}

/** "scored 4 or more", "scored more than 3 goals": a number said with a scoring verb and a comparison. */
export function goalsCompared(
  ctx: Ctx,
  skip: Set<number>,
  comparisons: [RegExp, CmpOp][],
): { op: CmpOp; value: number } | undefined {
  for (const [i, w] of ctx.text.entries()) {
    if (skip.has(i) || ctx.used.has(i) || !/^\d{1,2}$/.test(w)) continue;
    if (!ctx.text.slice(Math.max(0, i - 4), i).some((v) => /^(score|scored|scoring|concede|conceded|conceding|allowed)$/.test(v))) continue;
    const before = ctx.text.slice(Math.max(0, i - 2), i).join(' ');
    const after = ctx.text.slice(i + 1, i + 3).join(' ');
    const op = comparisons.find(([re]) => re.test(before))?.[1] ?? (/^or more/.test(after) ? '>=' : /^or (less|fewer)/.test(after) ? '<=' : undefined);
    return { op: op ?? '=', value: Number(w) };
  }
  return undefined;
}
