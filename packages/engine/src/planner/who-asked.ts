/**
 * "who scored the winner in 2016" answered with `1–0 (a.e.t.)`, "who won in 2008" with `80th`:
 * a "who" question asks for a name, and when every cell the answer names is a number, a score, a
 * date, an ordinal or a yes/no flag, the reading took a column that holds no one (the table has
 * no column of what was asked, or another column was taken for it). The reply declines, saying
 * what the table holds, instead of naming the cell. Mirror of `amount-asked.ts`.
 */
import type { AnalystClarify } from '@ai-analyst/contract';
import type { Answer } from './answer';
import type { DatasetIndex } from './schema-index';

/** Questions asking who, not a choice between two said ("who earns more, A or B"). */
const WHO_ASKED = /^\s*(?:(?:and|so|ok|then)\s+)?who(?:'s|se)?\b/i;
const TWO_SAID = /\b(or|than|vs|versus)\b/i;

/** A cell that names no one: figures and punctuation, perhaps an ordinal ending and notes in brackets. */
const FIGURE = /^[\d\s.,:;–—\-/+%$£€½]*\d[\d\s.,:;–—\-/+%$£€½]*(st|nd|rd|th)?(\s*(\([^)]*\)|\[[^\]]*\]))*$/i;

function namesNoOne(v: unknown): boolean {
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint' || v instanceof Date) return true;
  if (typeof v !== 'string') return false;
  return FIGURE.test(v.trim()) || /^(true|false)$/i.test(v.trim());
}

/** The decline when a "who" question is answered with cells that hold no names; undefined when it stands. */
export function declineFigureForWho(
  question: string,
  answer: Pick<Answer, 'plan' | 'result'>,
  index: DatasetIndex,
): AnalystClarify | undefined {
  if (!WHO_ASKED.test(question) || TWO_SAID.test(question)) return undefined;
  const rows = (answer.result?.data as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [];
  const first = rows[0];
  if (!first) return undefined;
  const key = Object.keys(first)[0];
  if (key === undefined) return undefined;
  const cells = rows.map((r) => r[key]).filter((v) => v !== null && v !== undefined);
  if (cells.length === 0 || !cells.every(namesNoOne)) return undefined;
  const shown = first[key] instanceof Date ? (first[key] as Date).toISOString().slice(0, 10) : String(first[key]);
  const holds = index.columns.map((c) => c.name).join(', ');
  return {
    question: `I could not tell which column of ${index.info.name} says who that was: the cell I would read is ${key} (${shown}), which names no one. It holds ${holds}; which column did you mean?`,
    choices: [],
  };
}
