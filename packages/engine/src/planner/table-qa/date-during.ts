/**
 * A row whose span holds a moment: "who was president in 1850", "who was in charge on dec 7
 * 1941" over a start and an end column (took office / left office) are the rows that had begun
 * by then and had not yet ended (or have no end: still running). Never read when the question
 * says which end it means ("who took office in 1850" filters the start column).
 */
import { columnMentions } from './mentions';
import type { TablePlan } from './plan';
import { startEnd } from './date-columns';
import { cellCond, END_VERB, labelColumn, START_VERB, type Read } from './date-between';
import type { DatedQuery } from './date-gaps';
import { END, START } from './derived';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = `(${MONTHS.join('|')})[a-z]*\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(1\\d{3}|20\\d{2})';

const iso = (y: string, m: number, d: string) => `${y}-${String(m).padStart(2, '0')}-${d.padStart(2, '0')}`;
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3)) + 1;

/** The moment a question names: a whole day ("dec 7 1941", "7 december 1941", "1941-12-07") or a year. */
export function momentOf(question: string): { from: string; to: string; year: number; said: string } | undefined {
  const q = question.toLowerCase();
  const day =
    new RegExp(`\\b${MONTH} ${DAY},? ${YEAR}\\b`).exec(q) ?? new RegExp(`\\b${DAY} (?:of )?${MONTH},? ${YEAR}\\b`).exec(q);
  if (day) {
    const monthFirst = /^[a-z]/.test(day[0]);
    const [month, d, y] = monthFirst ? [day[1], day[2], day[3]] : [day[2], day[1], day[3]];
    const date = iso(y as string, monthOf(month as string), d as string);
    return { from: date, to: date, year: Number(y), said: date };
  }
  const isoDay = /\b(1\d{3}|20\d{2})-(\d{2})-(\d{2})\b/.exec(q);
  if (isoDay) return { from: isoDay[0], to: isoDay[0], year: Number(isoDay[1]), said: isoDay[0] };
  const years = [...q.matchAll(/\b(in|during|of|by) (1\d{3}|20\d{2})\b/g)];
  if (years.length !== 1 || (q.match(/\b(1\d{3}|20\d{2})\b/g) ?? []).length !== 1) return undefined;
  const y = (years[0] as RegExpMatchArray)[2] as string;
  return { from: `${y}-01-01`, to: `${y}-12-31`, year: Number(y), said: y };
}

/** "who was president in 1850": the rows whose start-to-end span holds the year or day said. */
export function duringPlan(r: Read, question: string): TablePlan | undefined {
  const { text, table } = r;
  if (!/^(who|which|what|name)$/.test(text[0] ?? '')) return undefined;
  const pair = startEnd(table, r.dated);
  if (!pair) return undefined;
  const moment = momentOf(question);
  if (!moment) return undefined;
  // a verb or a word of one end ("took office", "left", "from … to") says which column is meant
  if (text.some((w) => START_VERB.test(w) || END_VERB.test(w) || START.test(w) || END.test(w))) return undefined;
  // a date column said by a word of its own ("born in 1850") is that column's
  const pairNames = new Set([pair.start.name, pair.end.name]);
  const dated = new Set(r.dated.map((d) => d.name));
  const named = columnMentions(r.words, table).map((m) => table.columns[m.column]?.name ?? '');
  if (named.some((n) => dated.has(n) && !pairNames.has(n))) return undefined;
  const where = r.cells.map((m) => cellCond(table, m));
  const label = labelColumn(
    r,
    where.flatMap((c) => (c.kind === 'row' ? [] : [c.column])),
  );
  if (!label) return undefined;
  const query: DatedQuery = {
    kind: 'dated',
    ask: 'during',
    unit: pair.start.days ? 'days' : 'years',
    from: pair.start,
    to: pair.end,
    label,
    where,
    moment,
    formula: `${pair.start.name} ≤ ${moment.said} < ${pair.end.name}`,
  };
  return { strength: 'strong', query };
}
