/**
 * "how much did the Beijing games cost", "how long is the Danube" answered with a cell that holds
 * no number ("XXIV", "Amazon"): an amount was asked and the cell read is a name, so the reading
 * took another column than the one the question means, or the table has none. The reply declines,
 * saying what the table holds, instead of naming the cell.
 */
import type { AnalystClarify } from '@ai-analyst/contract';
import type { Answer } from './answer';
import type { DatasetIndex } from './schema-index';

/** Questions asking an amount, a length, an age or a size. */
const AMOUNT_ASKED = /^\s*(?:(?:and|so|ok|then)\s+)?how (much|many|long|old|tall|big|far|high|deep|fast|heavy|large|wide)\b/i;

/** The decline when an amount was asked and every cell the answer read holds no digit; undefined when it stands. */
export function declineNameForAmount(
  question: string,
  answer: Pick<Answer, 'plan' | 'result'>,
  index: DatasetIndex,
): AnalystClarify | undefined {
  if (!AMOUNT_ASKED.test(question) || answer.plan.tool !== 'run_sql') return undefined;
  const rows = (answer.result?.data as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [];
  const first = rows[0];
  if (!first) return undefined;
  const key = Object.keys(first)[0];
  if (key === undefined) return undefined;
  // every cell the answer read is a name: none is a number, a date or a span it computed
  const cells = rows.flatMap((r) => Object.values(r));
  if (!cells.every((v) => typeof v === 'string' && !/\d/.test(v))) return undefined;
  const holds = index.columns.map((c) => c.name).join(', ');
  return {
    question: `${index.info.name} has no figure for that: the cell I would read is ${key} (${String(first[key])}), which is not an amount. It holds ${holds}.`,
    choices: [],
  };
}
