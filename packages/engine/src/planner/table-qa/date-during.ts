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

/** Verbs of holding an office or a title over a span: "ruled", "reigned", "served", "in office". */
const HOLDING = /^(ruled|reigned|served|governed|office|power|charge|reigning|ruling|serving)$/;

const iso = (y: string, m: number, d: string) => `${y}-${String(m).padStart(2, '0')}-${d.padStart(2, '0')}`;
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3)) + 1;

/** The moment a question names: a whole day ("dec 7 1941", "7 december 1941", "1941-12-07") or a year. */
export function momentOf(question: string): { from: string; to: string; year: number; said: string; until?: number } | undefined {
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
  // "in the year 69", "in the 2nd century": any year, said as one ("the year 69") or as a century
  const early = /\b(?:in|during) (?:the )?year (\d{1,4})\b/.exec(q);
  if (early && !/\b(bc|bce)\b/.test(q)) {
    const y = String(Number(early[1]));
    return { from: `${y.padStart(4, '0')}-01-01`, to: `${y.padStart(4, '0')}-12-31`, year: Number(y), said: `the year ${y}` };
  }
  const century = /\b(?:in|during) the (\d{1,2})(?:st|nd|rd|th) century\b/.exec(q);
  if (century && !/\b(bc|bce)\b/.test(q)) {
    const n = Number(century[1]);
    const [a, b] = [String((n - 1) * 100 + 1).padStart(4, '0'), String(n * 100).padStart(4, '0')];
    return { from: `${a}-01-01`, to: `${b}-12-31`, year: (n - 1) * 100 + 1, said: `the ${century[1]}${century[0].replace(/^.*\d+(st|nd|rd|th).*$/, '$1')} century`, until: n * 100 };
  }
  const years = [...q.matchAll(/\b(in|during|of|by) (1\d{3}|20\d{2})\b/g)];
  if (years.length !== 1 || (q.match(/\b(1\d{3}|20\d{2})\b/g) ?? []).length !== 1) return undefined;
  const y = (years[0] as RegExpMatchArray)[2] as string;
  return { from: `${y}-01-01`, to: `${y}-12-31`, year: Number(y), said: y };
}

/** "who was president in 1850": the rows whose start-to-end span holds the year or day said. */
export function duringPlan(r: Read, question: string): TablePlan | undefined {
  const { text, table } = r;
  // "how many emperors ruled in the year 69": the rows counted, when a verb of holding says the span
  const counted = / how many /.test(r.joined) && text.some((w) => HOLDING.test(w));
  if (!/^(who|which|what|name)$/.test(text[0] ?? '') && !counted) return undefined;
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
    ...(counted ? { pick: 'all' as const, counted: true } : {}),
  };
  return { strength: 'strong', query };
}
