/**
 * Numbers said with a magnitude word ("2 billion riders", "5 million viewers") over columns
 * counted in a magnitude ("Annual ridership (millions)"): the number is compared in the column's
 * own scale (2 billion is 2,000 millions), and a column counted in millions is the one meant when
 * the question names no other.
 */
import type { Word } from './mentions';
import type { ListColumn } from './table';

const SCALE: Record<string, number> = Object.assign(Object.create(null) as Record<string, number>, {
  thousand: 1e3,
  thousands: 1e3,
  million: 1e6,
  millions: 1e6,
  mn: 1e6,
  billion: 1e9,
  billions: 1e9,
  bn: 1e9,
  trillion: 1e12,
});

/** The magnitude a column's name says it counts in ("Viewers (millions)" → 1e6); 1 when none. */
export function columnScale(column: ListColumn): number {
  const said = /\b(thousands?|millions?|billions?|bn|mn)\b/i.exec(column.name)?.[1]?.toLowerCase();
  return said ? (SCALE[said] ?? 1) : 1;
}

/** The magnitude said right after the number at `i` ("2 billion" → 1e9); undefined when none. */
export function saidScale(words: Word[], i: number): number | undefined {
  return SCALE[words[i + 1]?.text ?? ''];
}

/**
 * The number at `i` in the scale of `column` ("2 billion" over a column in millions → 2000), and
 * the column counted in a magnitude to read when the question names no column for the number.
 */
export function scaledNumber(words: Word[], i: number, value: number, columns: ListColumn[], column: number): { value: number; column: number } {
  const said = saidScale(words, i);
  if (said === undefined) return { value, column };
  const counted = columns.flatMap((c, ci) => ((c.numeric || c.numberInText) && columnScale(c) > 1 ? [ci] : []));
  const read = column < 0 && counted.length === 1 ? (counted[0] as number) : column;
  const scale = read >= 0 ? columnScale(columns[read] as ListColumn) : 1;
  return { value: (value * said) / scale, column: read };
}
