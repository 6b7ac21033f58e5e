/**
 * Example questions built from a dataset's real columns and values, offered when a question
 * cannot be mapped (and usable as starter prompts). Every suggestion is one the planner itself
 * answers, so clicking it always works.
 */
import { amountColumns, spokenName } from './parse/example-questions';
import type { DatasetIndex } from './schema-index';

export function suggestQuestions(index: DatasetIndex): string[] {
  // amounts only: a total of ranks, years or coordinates is no question anyone asks
  const measures = amountColumns(index).filter((c) => c.role === 'measure');
  const measure =
    measures.find((c) => /revenue|sales|amount|mrr|sessions|value/i.test(c.name)) ?? measures[0];
  const dims = index.columns
    .filter((c) => c.role === 'dimension' && c.values.size > 1)
    .sort((a, b) => a.values.size - b.values.size);
  const dim = dims[0];
  const other = dims[1];
  const out: string[] = [];
  const m = measure ? spokenName(measure.name) : undefined;
  if (m && dim) out.push(`Total ${m} by ${spokenName(dim.name)}`);
  if (m && other) out.push(`Top 5 ${spokenName(other.name)} by ${m}`);
  if (m && index.timeColumn) out.push(`${m[0]?.toUpperCase()}${m.slice(1)} by month`);
  if (m && dim) {
    const value = [...dim.values.values()][0];
    if (value) out.push(`Average ${m} in ${value}`);
  }
  if (m && index.timeColumn) out.push(`Forecast ${m} for the next 3 months`);
  if (measures.length >= 2)
    out.push(`Correlation between ${spokenName(measures[0]!.name)} and ${spokenName(measures[1]!.name)}`);
  out.push(`Profile ${index.info.name}`);
  return out.slice(0, 5);
}
