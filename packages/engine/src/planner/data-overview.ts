/**
 * The data's overview, the reply to an opening message ("here is my data"): its size, its columns
 * with their kinds, the span of its dates and a few questions to try.
 */
import type { AnalystClarify } from '@ai-analyst/contract';
import { toFence } from '../charts/render-items';
import { choicesItem } from './answer-tools';
import { exampleQuestions } from './parse';
import type { DatasetIndex } from './schema-index';

/** The data's overview for an opening message: size, columns, dates and questions to try. */
export function overview(index: DatasetIndex): { markdown: string; clarify: AnalystClarify } {
  const kinds = index.columns.map((c) => {
    const kind = /INT|DOUBLE|FLOAT|DECIMAL|REAL/i.test(c.type)
      ? 'number'
      : /DATE|TIMESTAMP/i.test(c.type)
        ? 'date'
        : /BOOL/i.test(c.type)
          ? 'yes/no'
          : 'text';
    return `${c.name} (${kind})`;
  });
  const dates = index.minDate && index.maxDate ? ` Dates run from ${index.minDate} to ${index.maxDate}.` : '';
  const choices = exampleQuestions(index).slice(0, 3);
  const clarify = { question: 'You could ask, for example:', choices };
  const markdown = [
    `**${index.info.name}** has ${index.info.rowCount.toLocaleString('en-US')} rows and ${index.columns.length} columns: ${kinds.join(', ')}.${dates}`,
    clarify.question,
    toFence(choicesItem(clarify)),
  ].join('\n\n');
  return { markdown, clarify };
}
