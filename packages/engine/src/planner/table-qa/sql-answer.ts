/**
 * The answer of a table-stage reading that ran one SQL statement over the table: the text first,
 * then what was understood, then the rows it came from; one run_sql step.
 */
import { toFence, type RenderItem } from '../../charts/render-items';
import type { Answer } from '../answer';

export interface SqlAnswerParts {
  dataset: string;
  sql: string;
  rows: Record<string, unknown>[];
  /** The answer in words. */
  text: string;
  /** "You asked for …", from the reading that ran. */
  understood: string;
  items: RenderItem[];
}

export function sqlAnswer({ dataset, sql, rows, text, understood, items }: SqlAnswerParts): Answer {
  const args = { dataset, sql };
  return {
    plan: { tool: 'run_sql', args, understood, dataset, intent: 'aggregate' },
    result: { text, items, data: { sql, rows } },
    items,
    steps: [{ tool: 'run_sql', arguments: args, ok: true, result: text }],
    markdown: [text, `*${understood}*`, ...items.map(toFence)].join('\n\n'),
    confidence: 0.9,
  };
}
