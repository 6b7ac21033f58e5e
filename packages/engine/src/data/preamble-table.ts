/**
 * Text tables behind a preamble that the ordinary readers take for the header. Three layouts are
 * read through a CSV copy:
 *
 * - a header given as the last `#` comment line right above the rows (`#Codon AA Fraction`,
 *   `#code<TAB>coordinates<TAB>TZ`), after other comment lines and blank lines: it is the header
 *   when, split the way the rows split (tabs, or runs of spaces), it holds as many names as the
 *   widest row, none of them a number, and the first row below it has the shape of the rows after
 *   it (so a real header line below the comments is never passed over). A comment line of one word
 *   ending in `-` right above it is the start of its first name (`#country-` / `#code` is
 *   `country-code`). Comment lines among the rows are dropped, short rows padded.
 * - numbers aligned in columns below prose (a title block, a FORMAT line, a units line): the rows
 *   are the block of lines, up to the end of the file's start, that split on runs of spaces into
 *   the same number of fields, every one a number; the header is the line above them (within four
 *   lines) holding the most words with letters, and each of its names (words one space apart:
 *   `x Err`) names the row field it sits over (the field it overlaps most, else the nearest),
 *   names over one field joined.
 * - a fixed-width table behind a "Byte-by-byte Description" (the CDS / AAS machine-readable
 *   table format): each `start-end Format Units Label Explanations` line gives a column (named
 *   by its explanation, see `explained`), and the rows after the description's last rule line
 *   are cut at those bytes. A value whose limit flag (the column labelled `l_` and its label)
 *   is set is a bound, not a measurement: it moves into the flag's column (`< 6.62`), so that
 *   averages, rankings and correlations use measurements only.
 *
 * In the first two layouts three whole-number fields side by side that read as year, month and
 * day (a year from 1000 to 2999, then 1–12, then 1–31 on every sampled row) become one ISO date,
 * named by the header word over them or `date`.
 */
import { fields, headLines } from './comment-lines';
import { splitOnSpaces } from './whitespace-table';
import { csvCell, rewriteAsCsv } from './text-table-csv';

export type PreambleLayout =
  | { kind: 'split'; start: number; names: string[]; tabs: boolean; date?: number }
  | { kind: 'bytes'; start: number; names: string[]; cuts: [number, number][]; limits: [number, number][] };

const COMMENT = /^\s*#/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eEdD][+-]?\d+)?$/;
const RULE = /^\s*[-=#*]{10,}\s*$/;
const SAMPLE = 60;

/** A line's fields: split on tabs (empty fields dropped) or on runs of spaces. */
const splitFields = (line: string, tabs: boolean) =>
  tabs
    ? line
        .split('\t')
        .map((c) => c.trim().replace(/^"(.*)"$/, (_m, inner: string) => inner.replace(/""/g, '"')))
        .filter((c) => c !== '')
    : (splitOnSpaces(line)?.cells ?? line.trim().split(/\s+/));

/** A field's shape: a number, a text holding digits, or a word. */
const shape = (cell: string) => (NUMBER.test(cell) ? 'n' : /\d/.test(cell) ? 'd' : 'w');

/** The layout when the file's start is one of the tables described above, else undefined. */
export function preambleLayout(path: string): PreambleLayout | undefined {
  const lines = headLines(path);
  if (!lines || lines.length < 4) return undefined;
  return bytesLayout(lines) ?? commentedHeaderLayout(lines) ?? proseHeaderLayout(lines);
}

function commentedHeaderLayout(lines: string[]): PreambleLayout | undefined {
  let first = 0;
  while (first < lines.length && (lines[first]!.trim() === '' || COMMENT.test(lines[first]!))) first++;
  if (first === 0 || first >= lines.length) return undefined;
  let above = first - 1;
  while (above >= 0 && lines[above]!.trim() === '') above--;
  if (above < 0 || !COMMENT.test(lines[above]!)) return undefined;
  // `#a,b,c` right above rows split alike is a header the notes' reader already takes
  if (above === first - 1 && fields(lines[above]!) > 0 && fields(lines[above]!) === fields(lines[first]!)) return undefined;
  const tabs = lines[first]!.includes('\t');
  const rows = lines
    .slice(first)
    .filter((l) => l.trim() !== '' && !COMMENT.test(l))
    .slice(0, SAMPLE)
    .map((l) => splitFields(l, tabs));
  if (rows.length < 3) return undefined;
  const width = Math.max(...rows.map((r) => r.length));
  if (width < 2 || (!tabs && !rows.every((r) => r.length === width))) return undefined;
  const names = splitFields(lines[above]!.replace(/^\s*#+/, ''), tabs);
  if (names.length !== width || names.some((n) => shape(n) === 'n')) return undefined;
  // the first row must look like the rows after it, not like a header of its own (a text field
  // may hold digits in one row and none in the next: `9Alp CMa`, `Alp Car`)
  const kind = (c: string) => (shape(c) === 'n' ? 'n' : 't');
  const alike = (a: string[], b: string[]) => a.every((c, i) => i >= b.length || kind(c) === kind(b[i]!));
  const same = (a: string[], b: string[]) => a.every((c, i) => i >= b.length || shape(c) === shape(b[i]!));
  if (!alike(rows[0]!, rows[1]!) || !alike(rows[1]!, rows[2]!) || same(names, rows[0]!)) return undefined;
  const before = above > 0 ? lines[above - 1]!.replace(/^\s*#+/, '').trim() : '';
  if (above > 0 && COMMENT.test(lines[above - 1]!) && /^\S+-$/.test(before)) names[0] = before + names[0];
  const date = yearMonthDay(rows);
  return { kind: 'split', start: first, names: withDate(names, date, undefined), tabs, date };
}

function proseHeaderLayout(lines: string[]): PreambleLayout | undefined {
  const usable = lines;
  // the rows: from some line to the end of the start, all numbers, one width
  const numeric = (l: string) => l.trim() !== '' && !l.includes('\t') && splitFields(l, false).every((c) => NUMBER.test(c));
  let end = usable.length;
  while (end > 0 && usable[end - 1]!.trim() === '') end--;
  let start = end;
  while (start > 0 && (numeric(usable[start - 1]!) || usable[start - 1]!.trim() === '')) start--;
  while (start < end && usable[start]!.trim() === '') start++;
  const rowLines = usable.slice(start, end).filter((l) => l.trim() !== '');
  if (rowLines.length < 5 || start < 2) return undefined;
  const width = splitFields(rowLines[0]!, false).length;
  if (width < 3 || !rowLines.every((l) => splitFields(l, false).length === width)) return undefined;
  // the header: among the four lines above, the one with the most words that hold letters
  let header: string | undefined;
  let best = 0;
  for (let i = start - 1, seen = 0; i >= 0 && seen < 4; i--) {
    const line = usable[i]!;
    if (line.trim() === '') continue;
    if (RULE.test(line)) break;
    seen++;
    const words = line.trim().split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
    if (words > best) [header, best] = [line, words];
  }
  if (!header || best < Math.ceil(width / 2)) return undefined;
  const spans = fieldSpans(rowLines.slice(0, SAMPLE));
  const named: string[][] = spans.map(() => []);
  for (const m of header.matchAll(/\S+(?: \S+)*/g)) named[fieldUnder(m.index, m.index + m[0].length, spans)]!.push(m[0]);
  // a line of units between the header and the rows (`s`, `mm`, `"`): a unit with letters joins its name
  const units: string[] = spans.map(() => '');
  const between = usable.slice(usable.indexOf(header) + 1, start).filter((l) => l.trim() !== '');
  const unitLine = between.find((l) => l.trim().split(/\s+/).length >= 2 && l.trim().split(/\s+/).every((w) => UNIT.test(w)));
  if (unitLine)
    for (const m of unitLine.matchAll(/\S+/g))
      if (/[a-z%°µ]/i.test(m[0])) units[fieldUnder(m.index, m.index + m[0].length, spans)] = m[0];
  const cells = rowLines.slice(0, SAMPLE).map((l) => splitFields(l, false));
  const date = yearMonthDay(cells);
  let dateName: string | undefined;
  if (date !== undefined) {
    dateName = [...named[date]!, ...named[date + 1]!, ...named[date + 2]!].join(' ') || undefined;
    for (const k of [date, date + 1, date + 2]) named[k] = [];
  }
  const names = named.map((words, j) => (words.join(' ') || `column${j}`) + (units[j] && words.length ? ` (${units[j]})` : ''));
  return { kind: 'split', start: usable.indexOf(rowLines[0]!), names: withDate(names, date, dateName), tabs: false, date };
}

/** A unit as a units line writes it: a short word or symbol, or a mark such as `"` or `---`. */
const UNIT = /^(?:[a-z%°µ/]{1,5}|["'`]{1,2}|-{1,3})$/i;

/** The field a text at [a, b) sits over: the one it overlaps most, else the nearest. */
function fieldUnder(a: number, b: number, spans: [number, number][]): number {
  let pick = -1;
  let overlap = 0;
  spans.forEach(([s, e], j) => {
    const o = Math.min(b, e) - Math.max(a, s);
    if (o > overlap) [pick, overlap] = [j, o];
  });
  if (pick >= 0) return pick;
  const centre = (a + b) / 2;
  const distance = ([s, e]: [number, number]) => Math.abs((s + e) / 2 - centre);
  return spans.reduce((k, span, j) => (distance(span) < distance(spans[k]!) ? j : k), 0);
}

/** Each field's [start, end) over the sample rows (fields split on runs of spaces). */
function fieldSpans(rows: string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const row of rows)
    [...row.matchAll(/\S+/g)].forEach((m, j) => {
      const [a, b] = [m.index, m.index + m[0].length];
      const span = spans[j];
      spans[j] = span ? [Math.min(span[0], a), Math.max(span[1], b)] : [a, b];
    });
  return spans;
}

/** The first of three whole-number fields side by side that read as year, month, day on every row. */
function yearMonthDay(rows: string[][]): number | undefined {
  const width = Math.min(...rows.map((r) => r.length));
  const whole = (c: string | undefined, lo: number, hi: number) => c !== undefined && /^\d{1,4}$/.test(c) && +c >= lo && +c <= hi;
  for (let j = 0; j + 2 < width; j++) {
    if (rows.every((r) => whole(r[j], 1000, 2999) && whole(r[j + 1], 1, 12) && whole(r[j + 2], 1, 31))) {
      // a date changes from row to row in its day or month
      if (new Set(rows.map((r) => `${r[j + 1]}-${r[j + 2]}`)).size > 1) return j;
    }
  }
  return undefined;
}

/** The names with the year, month and day fields made one date column. */
function withDate(names: string[], date: number | undefined, name: string | undefined): string[] {
  if (date === undefined) return names;
  return [...names.slice(0, date), name ?? 'date', ...names.slice(date + 3)];
}

/** `start-end Format Units Label Explanations`, or `byte Format …` for a one-byte column. */
const BYTE_SPEC = /^\s*(\d+)(?:\s*-\s*(\d+))?\s+([AIFE]\d+(?:\.\d+)?)\s+(\S+)\s+(\S+)\s*(.*)$/;

function bytesLayout(lines: string[]): PreambleLayout | undefined {
  const intro = lines.findIndex((l) => /byte-by-byte description/i.test(l));
  if (intro < 0) return undefined;
  const cuts: [number, number][] = [];
  const names: string[] = [];
  const labels: string[] = [];
  let i = intro + 1;
  for (; i < lines.length; i++) {
    const m = BYTE_SPEC.exec(lines[i]!);
    if (m) {
      const from = Number(m[1]) - 1;
      const to = m[2] ? Number(m[2]) : from + 1;
      if (to <= from || (cuts.length > 0 && from < cuts.at(-1)![1])) return undefined;
      cuts.push([from, to]);
      names.push(explained(m[5]!, m[6]!));
      labels.push(m[5]!);
    } else if (cuts.length > 0 && (RULE.test(lines[i]!) || /^\S/.test(lines[i]!) || /^\s*note/i.test(lines[i]!))) break;
  }
  if (cuts.length < 2) return undefined;
  // the rows follow the last rule line after the description (notes may sit between)
  let start = -1;
  for (let k = i; k < lines.length; k++) if (RULE.test(lines[k]!)) start = k + 1;
  if (start < 0 || start >= lines.length) return undefined;
  const rows = lines.slice(start).filter((l) => l.trim() !== '').slice(0, SAMPLE);
  const last = cuts.at(-1)![1];
  if (rows.length < 2 || rows.some((r) => r.length > last + 2 || r.trim().length < cuts[0]![1] - 1)) return undefined;
  // `l_X`, the limit flag of X (`<`, `>`): a flagged X is a bound, not a measurement
  const limits: [number, number][] = [];
  labels.forEach((label, k) => {
    const of = /^l_(.+)$/.exec(label)?.[1];
    const value = of === undefined ? -1 : labels.indexOf(of);
    if (value >= 0) limits.push([k, value]);
  });
  return { kind: 'bytes', start, names, cuts, limits };
}

/** Rewrites the table as a CSV at `target`: the header, then each row. */
export async function convertPreambleTable(
  source: string,
  target: string,
  layout: PreambleLayout,
): Promise<string | undefined> {
  let n = -1;
  let bounds = 0;
  const width = layout.names.length;
  await rewriteAsCsv(
    source,
    target,
    (line) => {
      n++;
      if (n === 0) return layout.names.map((c) => csvCell(c)).join(',');
      if (n < layout.start || line.trim() === '' || COMMENT.test(line)) return null;
      let cells: string[];
      if (layout.kind === 'bytes') {
        cells = layout.cuts.map(([a, b]) => line.slice(a, b).trim());
        for (const [flag, value] of layout.limits)
          if (cells[flag] !== '' && cells[value] !== '') {
            cells[flag] = `${cells[flag]} ${cells[value]}`;
            cells[value] = '';
            bounds++;
          }
      } else {
        cells = splitFields(line, layout.tabs);
        const d = layout.date;
        if (d !== undefined && cells.length > d + 2) {
          const date = `${cells[d]}-${cells[d + 1]!.padStart(2, '0')}-${cells[d + 2]!.padStart(2, '0')}`;
          cells = [...cells.slice(0, d), date, ...cells.slice(d + 3)];
        }
      }
      while (cells.length < width) cells.push('');
      // a quoted field of blanks (`"          "`) is an empty field, not a value
      return cells.map((c) => csvCell(c.trim())).join(',');
    },
    0,
  );
  return bounds > 0
    ? `${bounds} values carry a limit flag (\`<\`, \`>\`): they are bounds, not measurements, so they are left out of their columns and written with their flag in the flag's column (such as "< 6.62").`
    : undefined;
}

/**
 * A column's name: its explanation (`Spitzer/IRAC 3.6 micron band magnitude` says more than the
 * label `3.6mag`), without the `?` that marks a column that may be blank and a footnote mark; the
 * label when the explanation is missing, very short or longer than a name should be.
 */
function explained(label: string, text: string): string {
  const words = text.replace(/^\?\s*/, '').replace(/\s*\(\d+\)\s*$/, '').trim();
  return words.length >= 3 && words.length <= 48 ? words : label;
}

