/**
 * Text tables under names that say nothing. Instruments, scientific tools and older systems write
 * tables as `readings.prn`, `station.asc`, `codons.cut` or a file with no extension at all. When a
 * file's name gives no format, its first bytes decide: a file that reads as text and whose lines
 * (notes such as `# …` left aside) split into at least two fields on a delimiter or on runs of
 * spaces is read as a delimited text table, like a `.txt` file.
 *
 * Names of documents, code and configuration (`.md`, `.html`, `.js`, `.yaml`, `.pdf`, …) are never
 * sniffed: they may be text, but they are not tables.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { extname } from 'node:path';
import { formatOfFile, type DatasetFormat } from './formats';

const HEAD_BYTES = 16 * 1024;

/** Tab, line feed, form feed and carriage return. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

const NOT_TABLES = new Set(
  (
    'md markdown rst adoc html htm xhtml xml svg css js mjs cjs ts tsx jsx json5 py rb pl php sh bash ' +
    'bat cmd ps1 c h cc cpp hpp java kt go rs swift sql yaml yml toml ini cfg conf env lock log ' +
    'pdf doc docx ppt pptx odt ods odp rtf xls xlsm zip gz tgz bz2 xz 7z rar tar jar exe dll so ' +
    'dylib bin iso dmg png jpg jpeg gif webp bmp tif tiff ico mp3 mp4 wav avi mov mkv woff woff2 ttf'
  ).split(' '),
);

/** Lines that are notes around a table rather than rows of it. */
const NOTE_LINE = /^\s*(?:#|%|!|\/\/|;|\*)/;

/** The dataset format of a file: from its name, or, for a name that gives none, from its first bytes. */
export function formatOfPath(path: string): DatasetFormat | undefined {
  const byName = formatOfFile(path);
  if (byName) return byName;
  const extension = extname(path).slice(1).toLowerCase();
  if (NOT_TABLES.has(extension)) return undefined;
  const head = readHead(path);
  return head !== undefined && looksLikeTextTable(head) ? 'csv' : undefined;
}

/** Whether the start of a file reads as a delimited or space-aligned text table. */
export function looksLikeTextTable(head: Buffer): boolean {
  // NUL and other control bytes (tab, line ends and form feed aside) mark a binary file
  for (const byte of head) if ((byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  // more than a few undecodable bytes: not UTF-8 text (a single-byte encoding reads fine with a few)
  if ((text.match(/\uFFFD/g)?.length ?? 0) > text.length / 50) return false;
  const lines = text.split(/\r?\n/);
  if (head.length === HEAD_BYTES && lines.length > 1) lines.pop(); // cut short by the read
  const rows = lines.filter((line) => line.trim() !== '' && !NOTE_LINE.test(line)).slice(0, 200);
  if (rows.length < 2) return false;
  const enough = Math.ceil(rows.length * 0.8);
  // a delimiter most lines hold makes a table, even a ragged one (rows that stop early)
  for (const delimiter of [',', '\t', ';', '|'])
    if (rows.filter((line) => line.split(delimiter).length >= 2).length >= enough) return true;
  // columns aligned by spaces: most lines split into the same number of fields (prose does not)
  const counts = rows.map((line) => line.trim().split(/\s+/).length);
  const mode = mostCommon(counts);
  return mode >= 2 && counts.filter((c) => c === mode).length >= Math.ceil(rows.length * 0.6);
}

function mostCommon(values: number[]): number {
  const tally = new Map<number, number>();
  for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
  return [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
}

function readHead(path: string): Buffer | undefined {
  try {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(HEAD_BYTES);
      const read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
      return buffer.subarray(0, read);
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}
