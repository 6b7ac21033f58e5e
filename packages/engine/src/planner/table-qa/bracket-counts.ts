/**
 * A name with a count in brackets ("Ann Lee (12)", "Bo Kim (7)"): the cell stays a name (a "who"
 * question asks for it), and the count becomes a number column of its own, after the table's
 * columns. Under a header of scorers the count is the goals ("Top league scorer" → "league goals":
 * "most goals", "how many goals did X score"); under any other header it is "<header> (count)".
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import { splitWords, stem } from '../text';
import { numericColumn, type ListColumn } from './table';

/** A cell that is a name (two letters at least) then a whole number in brackets, perhaps a footnote. */
const NAME_COUNT = /^\s*[^\d(]*[a-z]{2}[^\d(]*\((\d[\d,]*)\)\s*(\[[^\]]*\])?\s*$/i;

/** What a header's count is called: the goals for scorers ("Top league scorer" → "league goals"). */
function countName(column: ListColumn): string | undefined {
  const words = splitWords(column.name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  if (!words.some((w) => /^(scorer|goalscorer)s?$/i.test(w))) return undefined;
  return [...words.filter((w) => !/^(top|leading|best|chief|main|(goal)?scorers?)$/i.test(w)), 'goals'].join(' ').toLowerCase();
}

export function bracketCountColumn(column: ListColumn, cells: (string | null)[]): { column: ListColumn; cells: (string | null)[] } | undefined {
  if (column.numeric || column.temporal || column.expr || column.numberInText) return undefined;
  const written = cells.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const counts = written.map((v) => NAME_COUNT.exec(v)?.[1]);
  if (written.length < 3 || counts.filter((c) => c !== undefined).length < 0.8 * written.length) return undefined;
  const name = countName(column) ?? `${column.name} (count)`;
  const expr = `TRY_CAST(replace(regexp_extract(CAST(${quoteIdent(column.name)} AS VARCHAR), ${sqlValue('\\((\\d[\\d,]*)\\)')}, 1), ',', '') AS DOUBLE)`;
  const values = cells.map((v) => (v ? (NAME_COUNT.exec(v)?.[1]?.replace(/,/g, '') ?? null) : null));
  return {
    column: numericColumn(name, expr, {
      stems: splitWords(name.replace(/[()]/g, ' ')).map(stem),
      uniqueness: new Set(values.filter((v) => v !== null)).size / Math.max(1, cells.length),
    }),
    cells: values,
  };
}
