/**
 * Conditions said with the words of a game's record: its outcome ("wins", "lost") read from the
 * first word of a result column ("W 3–1", "Won", "L", "Winner" / "Runner-up"), and its venue ("home", "away") read from a
 * column of short venue marks ("H", "A", "N"). Nothing here knows a table: a column counts only
 * when its cells look like that.
 */
import type { Word } from './mentions';
import type { Cond } from './query';
import type { ListTable } from './table';

/** Words for the outcome of a game and the first words of result cells that say it. */
const OUTCOMES: [RegExp, string[]][] = [
  [/^(won|win|wins|winning|victory|victories)$/, ['w', 'won', 'win', 'winner', 'victory']],
  [/^(lost|lose|loses|losing|loss|losses|defeat|defeats|defeated)$/, ['l', 'lost', 'loss', 'lose', 'defeat', 'runner']],
  [/^(drew|draw|draws|drawn|tied|tie|ties)$/, ['d', 'draw', 'drawn', 'tie', 't', 'tied']],
];

/** Words for where a game was played and the cells that say it. */
const VENUES: [RegExp, string[]][] = [
  [/^(home)$/, ['h', 'home']],
  [/^(away|road)$/, ['a', 'away']],
  [/^(neutral)$/, ['n', 'neutral']],
];

const cellOf = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();

/** "how many games did they win": a result column (cells starting with win and loss words) read by its first word. */
export function outcomeConds(words: Word[], table: ListTable, skip: Set<number>): Cond[] {
  const firstWord = (v: string | null) => /^[a-z]+/.exec(cellOf(v))?.[0];
  const result = table.columns.findIndex((c, ci) => {
    if (c.numeric || c.temporal) return false;
    const firsts = table.rows.map((r) => firstWord(r[ci] ?? null)).filter((w): w is string => !!w);
    const groups = OUTCOMES.filter(([, forms]) => firsts.some((w) => forms.includes(w))).length;
    return groups >= 2 && firsts.filter((w) => OUTCOMES.some(([, forms]) => forms.includes(w))).length >= 0.6 * table.rows.length;
  });
  const column = table.columns[result];
  if (!column) return [];
  const out: Cond[] = [];
  words.forEach((w, i) => {
    const outcome = skip.has(i) ? undefined : OUTCOMES.find(([re]) => re.test(w.text));
    if (outcome) out.push({ kind: 'first-word', column: column.name, value: outcome[1] });
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
