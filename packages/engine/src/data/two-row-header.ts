/**
 * Headers written over two lines, as wiki tables and spreadsheets lay out a group of columns under
 * one heading: the first line names the group once and leaves the cells it spans empty
 * (`River,Mean flow,,Basin`), the second line names the columns of the group and leaves every
 * other cell empty (`,Spring,Autumn,`). Read as it stands, the spanned columns are named
 * `column2`, `column3` and the second line is a row of text in every column.
 *
 * The reader joins the two lines instead: a column under a group is named by the group and its own
 * name (`Mean flow Spring`), every other column by the first line. The layout is taken only
 * when it is plain: the first line has at least one empty cell, each one after a named cell (the
 * group it continues); the second line names exactly the columns of the groups (no other cell
 * filled, no group column left empty), each with a short text that is not a number; both lines
 * split into as many cells as the lines below them.
 */
import { delimiterOf, headLines, splitLine } from './comment-lines';

/** Data lines below the two header lines that must split like them. */
const STEADY_LINES = 3;
/** The longest name a second header line gives one column of a group. */
const MAX_SUB_NAME = 40;

/**
 * The column names of a file whose header takes two lines (a group heading over its columns'
 * own names), or undefined for any other file. `notes` is the number of note lines above the header.
 */
export function twoRowHeaderNames(path: string, notes = 0): string[] | undefined {
  const lines = headLines(path);
  if (!lines) return undefined;
  const [top, second] = [lines[notes], lines[notes + 1]];
  if (top === undefined || second === undefined || top.trim() === '') return undefined;
  const delimiter = delimiterOf(top);
  const heads = splitLine(top, delimiter);
  const subs = splitLine(second, delimiter);
  const width = heads.length;
  if (width < 3 || subs.length !== width) return undefined;
  const below = lines
    .slice(notes + 2)
    .filter((l) => l.trim() !== '')
    .slice(0, STEADY_LINES);
  if (below.length === 0 || !below.every((l) => splitLine(l, delimiter).length === width)) return undefined;
  // each column's group: the nearest named cell of the first line at or before it
  const group: (number | undefined)[] = [];
  let open: number | undefined;
  for (let i = 0; i < width; i++) {
    if (heads[i] !== '') open = i;
    group.push(open);
  }
  if (heads[0] === '' || !heads.some((h) => h === '')) return undefined;
  // a group is a named cell followed by at least one empty cell
  const spanned = new Set(heads.flatMap((h, i) => (h === '' ? [group[i]!] : [])));
  const inGroup = (i: number) => spanned.has(group[i]!);
  for (let i = 0; i < width; i++) {
    const sub = subs[i]!;
    if (inGroup(i) !== (sub !== '')) return undefined;
    if (sub !== '' && (sub.length > MAX_SUB_NAME || /^[-+−]?[\d.,%\s]+$/.test(sub))) return undefined;
  }
  const names = heads.map((h, i) => (inGroup(i) ? `${heads[group[i]!]} ${subs[i]}` : h));
  if (new Set(names.map((n) => n.toLowerCase())).size !== width) return undefined;
  return names;
}
