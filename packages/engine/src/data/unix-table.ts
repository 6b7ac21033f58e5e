/**
 * Tables in the style of Unix system files (`/etc/services`, `/etc/protocols`, `/etc/hosts`): no
 * header, `#` comment lines and blank lines between the entries, fields separated by runs of tabs
 * or spaces, a fixed number of leading fields, then optional further names (aliases) and an
 * optional trailing `# comment`. The ordinary readers take the first entry for a header and the
 * ragged ends for extra columns. Such a file is read through a CSV copy when at least five entries
 * share their leading fields (two or more, the same shape on every entry: a number, a number with
 * a protocol or unit written onto it as in `22/tcp`, or a word), the first entry already holds
 * data (no header), and the entries carry trailing comments or a `number/word` field.
 *
 * Columns: the first field of words is `name`; a `number/word` field becomes two columns, `port`
 * and `protocol` when the words are network protocols (tcp, udp, sctp, ddp, dccp), else
 * `columnN` and `columnN unit`; other leading fields are `columnN`; the further words are
 * `aliases` (as written, space-separated; empty when none) and the comment text `comment`.
 */
import { headLines } from './comment-lines';
import { csvCell, rewriteAsCsv } from './text-table-csv';

export interface UnixTableLayout {
  /** The leading fields every entry has, and the shape of each. */
  shapes: Shape[];
  aliases: boolean;
  comments: boolean;
  names: string[];
  /** Whether `number/word` fields hold network protocols. */
  protocols: boolean;
}

type Shape = 'number' | 'slashed' | 'word';

const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const SLASHED = /^(\d+)\/([A-Za-z][\w-]*)$/;
const PROTOCOLS = new Set(['tcp', 'udp', 'sctp', 'ddp', 'dccp']);

/** An entry's fields and its comment: the text after a `#` that follows a space or tab. */
function entry(line: string): { fields: string[]; comment?: string } {
  const at = line.search(/\s#/);
  const content = at >= 0 ? line.slice(0, at) : line;
  const comment = at >= 0 ? line.slice(at).replace(/^\s*#+\s*/, '').trim() : undefined;
  return { fields: content.trim().split(/\s+/).filter((f) => f !== ''), comment: comment || undefined };
}

const shapeOf = (field: string): Shape => (NUMBER.test(field) ? 'number' : SLASHED.test(field) ? 'slashed' : 'word');

const isComment = (line: string) => /^\s*#/.test(line);

/** The layout when the file reads as a Unix-style table (see above), else undefined. */
export function unixTableLayout(path: string): UnixTableLayout | undefined {
  const lines = headLines(path);
  if (!lines) return undefined;
  const rows = lines.filter((l) => l.trim() !== '' && !isComment(l)).slice(0, 400);
  if (rows.length < 5) return undefined;
  // a file split by commas, semicolons or bars is a delimited table, not this
  if (rows.some((l) => /[,;|]/.test(entry(l).fields.join(' ')))) return undefined;
  const entries = rows.map(entry);
  const fixed = Math.min(...entries.map((e) => e.fields.length));
  if (fixed < 2) return undefined;
  const shapes = entries[0]!.fields.slice(0, fixed).map(shapeOf);
  if (!entries.every((e) => e.fields.slice(0, fixed).every((f, j) => shapeOf(f) === shapes[j]))) return undefined;
  if (!shapes.some((s) => s !== 'word')) return undefined;
  const comments = entries.filter((e) => e.comment !== undefined).length;
  const slashed = shapes.includes('slashed');
  if (!slashed && comments < 3) return undefined;
  const aliases = entries.some((e) => e.fields.length > fixed);
  let protocols = false;
  if (slashed) {
    const words = entries.flatMap((e) => e.fields.slice(0, fixed).filter((f) => SLASHED.test(f)).map((f) => SLASHED.exec(f)![2]!.toLowerCase()));
    protocols = words.every((w) => PROTOCOLS.has(w));
  }
  const names: string[] = [];
  let named = false;
  shapes.forEach((shape, j) => {
    if (shape === 'slashed') {
      if (protocols && !names.includes('port')) names.push('port', 'protocol');
      else names.push(`column${j + 1}`, `column${j + 1} unit`);
    } else if (shape === 'word' && !named) {
      names.push('name');
      named = true;
    } else names.push(`column${j + 1}`);
  });
  if (aliases) names.push('aliases');
  if (comments > 0) names.push('comment');
  return { shapes, aliases, comments: comments > 0, names, protocols };
}

/** Writes the CSV copy of a Unix-style table; returns what the reader tells the user. */
export async function convertUnixTable(source: string, target: string, layout: UnixTableLayout): Promise<string> {
  let n = -1;
  let skipped = 0;
  let entries = 0;
  await rewriteAsCsv(
    source,
    target,
    (line) => {
      n++;
      const header = n === 0 ? layout.names.map((c) => csvCell(c)).join(',') + '\n' : '';
      if (line.trim() === '' || isComment(line)) {
        if (line.trim() !== '') skipped++;
        return header ? header.slice(0, -1) : null;
      }
      const { fields, comment } = entry(line);
      const cells: string[] = [];
      layout.shapes.forEach((shape, j) => {
        const f = fields[j] ?? '';
        const m = shape === 'slashed' ? SLASHED.exec(f) : null;
        if (shape === 'slashed') cells.push(m?.[1] ?? '', m?.[2] ?? '');
        else cells.push(f);
      });
      if (layout.aliases) cells.push(fields.slice(layout.shapes.length).join(' '));
      if (layout.comments) cells.push(comment ?? '');
      entries++;
      return header + cells.map((c) => csvCell(c)).join(',');
    },
    0,
  );
  const parts = [
    `The file lists entries one per line with no header (${entries.toLocaleString('en-US')} rows); ${skipped.toLocaleString('en-US')} comment ${skipped === 1 ? 'line was' : 'lines were'} not read`,
  ];
  if (layout.protocols) parts.push('; each "port/protocol" field is split into the columns port and protocol');
  if (layout.aliases) parts.push('; the further names after the leading fields are in "aliases"');
  if (layout.comments) parts.push('; the text after "#" on an entry is in "comment"');
  return `${parts.join('')}.`;
}
