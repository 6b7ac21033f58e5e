/**
 * Warnings about the shape of a loaded file, for people: a file read as a single column (its
 * delimiter or quoting is probably wrong) and rows with more or fewer fields than the header.
 */
import type { ColumnInfo } from './duck';
import { clip, type Rows } from './type-sample';
import { skipNotes } from './formats';
import { countLine, headLines, leadingCommentLines } from './comment-lines';
import { headerlessNames } from './header-line';
import { rowNamesLayout } from './row-names';
import { quoteLiteral } from './sql';

/** Warnings kept per file; the rest are summarized in one sentence. */
const MAX_WARNINGS = 12;

/** A file read as one column whose name holds a delimiter was split wrongly or badly quoted. */
export function singleColumnWarning(columns: ColumnInfo[]): string[] {
  const only = columns.length === 1 ? columns[0] : undefined;
  if (!only) return [];
  const delimiter = [',', ';', '\t', '|'].find((d) => only.name.includes(d));
  if (!delimiter) return [];
  const shown = delimiter === '\t' ? 'tab' : `"${delimiter}"`;
  return [
    `The file was read as a single column named "${clip(only.name)}": its header holds the delimiter ${shown}, so the delimiter or the quoting of the file is probably wrong.`,
  ];
}

/**
 * Counts the rows whose number of fields differs from the header's, with DuckDB's own CSV
 * parser recording rejected lines (a second pass over the file, as text).
 */
export async function raggedRowWarnings(
  rows: Rows,
  path: string,
  format: 'csv' | 'tsv',
  loadedColumns: number,
): Promise<string[]> {
  const notes = leadingCommentLines(path);
  const lines = headLines(path) ?? [];
  const count = notes > 0 && countLine(lines.slice(notes - 1)) === 1 ? lines[notes - 1]!.trim() : undefined;
  const counted = count
    ? [`The first line holds only the number ${count} (a count or version above the rows, not a row), so it was not read.`]
    : [];
  const unnamed = headerlessNames(path, notes);
  if (unnamed) {
    const told = unnamed.filter((n) => !/^column\d+$/.test(n));
    const byContent = told.length
      ? ` (${told.map((n) => `"${n}"`).join(', ')} named after what ${told.length === 1 ? 'it holds' : 'they hold'})`
      : '';
    return [
      ...counted,
      `The file has no header row: its first line holds data, so the columns are named column1, column2, … in their order${byContent}.`,
    ];
  }
  const layout = rowNamesLayout(path, leadingCommentLines(path));
  if (layout) {
    const read = `they are in the column "${layout.rowNameColumn}"${layout.numbering ? ' (they number the rows)' : ''}`;
    const why = layout.unnamed
      ? `The header has an empty first name and still names one column fewer than each row holds, so its names were given to the last fields of each row, the second field was named "${layout.unnamed}", and the first field was read as a row name`
      : layout.header === 'one short'
        ? 'The header names one column fewer than each row holds, so the first field of each row was read as a row name'
        : 'The first column has no name in the header, so it was read as row names';
    return [`${why}: ${read}.`];
  }
  const options = `${format === 'tsv' ? `, delim = '\\t'` : ''}${skipNotes(format, path)}`;
  try {
    const [scan] = await rows(
      `SELECT count(*) AS n FROM read_csv(${quoteLiteral(path)}, auto_detect = true, header = true, all_varchar = true, store_rejects = true${options})`,
    );
    if (!scan) return [];
    const rejects = await rows(
      `SELECT error_type::VARCHAR AS kind, count(*) AS n, min(line) AS first FROM reject_errors WHERE error_type IN ('MISSING COLUMNS', 'TOO MANY COLUMNS') GROUP BY ALL ORDER BY kind`,
    );
    const header = await rows(`SELECT columns FROM reject_scans LIMIT 1`);
    const expected = String(header[0]?.columns ?? '').split("': '").length - 1;
    return rejects.map((r) => {
      const count = Number(r.n);
      const rows = `${count.toLocaleString('en-US')} ${count === 1 ? 'row has' : 'rows have'}`;
      const first = `first at line ${Number(r.first).toLocaleString('en-US')}`;
      if (r.kind === 'MISSING COLUMNS') return `${rows} fewer fields than the header (${first}); their missing fields are empty.`;
      const kept = expected > 0 && loadedColumns > expected;
      return `${rows} more fields than the header (${first}); ${kept ? 'the extra fields are in unnamed columns at the end' : 'the extra fields were not loaded'}.`;
    });
  } catch {
    // The check is advisory: a file DuckDB cannot scan this way still loads as it did.
    return [];
  }
}

export function capWarnings(warnings: string[]): string[] {
  if (warnings.length <= MAX_WARNINGS) return warnings;
  const rest = warnings.length - (MAX_WARNINGS - 1);
  return [...warnings.slice(0, MAX_WARNINGS - 1), `${rest} more columns have similar problems.`];
}
