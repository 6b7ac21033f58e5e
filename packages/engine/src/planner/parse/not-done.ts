/**
 * A deed the question denies in other words than a cell of the data: "what year was the award
 * not given" over a cell reading "Not awarded", "which year was the cup not staged" over "Not
 * held". The question is read again with the cell's own participle, so the cell is the filter.
 */
import type { DatasetIndex } from '../schema-index';
import { sameDeed } from '../verb-forms';
import { rewriteGuard } from './reparse';
import type { Parsed } from './types';

const DENIED = /\b(not|never)\s+(?:been\s+)?([a-z]+)\b/i;

const guard = rewriteGuard();

export function parseNotDone(question: string, index: DatasetIndex, parse: (question: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const match = DENIED.exec(question);
  const word = match?.[2]?.toLowerCase();
  if (!match || !word) return undefined;
  const deeds = sameDeed(word);
  if (deeds.length === 0) return undefined;
  // the participles cells deny ("Not awarded[b]" → awarded), of the same deed as the question's
  const said = new Set<string>();
  for (const c of index.columns)
    for (const lower of c.values.keys()) {
      const denied = /^\s*not\s+([a-z]+)/.exec(lower)?.[1];
      if (denied && deeds.includes(denied)) said.add(denied);
    }
  if (said.size !== 1 || said.has(word)) return undefined;
  const text = question.replace(match[0], `not ${[...said][0]}`);
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed) return undefined;
  // only a reading that filters on the denying cell stands
  const filtersCell = parsed.query?.filters.some((f) => f.kind === 'values' && f.values.some((v) => /^\s*not\s/i.test(String(v))));
  return filtersCell && !parsed.clarify ? parsed : undefined;
}
