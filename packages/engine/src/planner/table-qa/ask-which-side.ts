/**
 * A name said by a part of it ("kasparov", "brazilians") that sits in several columns (Winner and
 * Runner-up) while no verb or column of the question picks one: instead of guessing a side, ask
 * which column was meant, with the question restated for each.
 */
import type { AnalystClarify } from '@ai-analyst/contract';
import type { DatasetRegistry } from '../../data/registry';
import type { Answer } from '../answer';
import { clarifyingAnswer } from '../clarifying-answer';
import { cellMentions, columnMentions, wordsOf } from './mentions';
import { unsettledCells } from './name-parts';
import { readListTable } from './table';

/** The clarifying answer asking which column a name in several columns is meant in, or undefined. */
export async function askWhichSide(registry: DatasetRegistry, dataset: string, question: string): Promise<Answer | undefined> {
  const table = await readListTable(registry, dataset);
  if (!table) return undefined;
  const words = wordsOf(question);
  const cells = cellMentions(words, table, new Set(table.columns.flatMap((c) => c.stems)));
  const list = unsettledCells(words.map((w) => w.text), cells, columnMentions(words, table), table);
  if (!list) return undefined;
  const seen = new Set<number>();
  // a column the file repeats under another name (the same cell on every row) is no other side
  const copy = (a: number, b: number) => table.rows.every((r) => r[a] === r[b]);
  const sides = list
    .filter((m) => !seen.has(m.column) && seen.add(m.column))
    .filter((m, i, all) => !all.slice(0, i).some((o) => copy(o.column, m.column)))
    .slice(0, 3);
  if (sides.length < 2) return undefined;
  const said = words.slice(sides[0]!.start, sides[0]!.end).map((w) => w.text).join(' ');
  const base = question.trim().replace(/[?.!]+$/, '');
  const names = sides.map((m) => table.columns[m.column]!.name);
  const clarify: AnalystClarify = {
    question: `"${said}" is in more than one column (${names.join(', ')}). Which one did you mean?`,
    choices: sides.map((m, i) => `${base} (${names[i]} ${m.value})`),
  };
  return clarifyingAnswer(dataset, clarify, 0.5);
}
