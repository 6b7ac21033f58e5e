/**
 * "what % of the stages were flat" over a list whose rows include rest days with no stage
 * number: the rows the share is of are those the question's noun names, the rows holding a
 * number in the column headed by that noun (`Stage`), not every row of the list.
 */
import type { DatasetIndex } from '../schema-index';
import { namesTheRows, pluralOfName } from './identifiers';
import type { Parsed } from './types';

export function withNumberedBase(question: string, index: DatasetIndex, parsed: Parsed): Parsed {
  const q = parsed.query;
  if (!q || q.kind !== 'percent') return parsed;
  const noun = /(?:\b(?:percentage|percent|proportion|fraction|share)|%)\s+of\s+(?:the\s+|all\s+)?([a-z]+)/.exec(
    question.toLowerCase(),
  )?.[1];
  const column = index.columns.find((c) => pluralOfName(noun, c.name) && namesTheRows(c, index.info.name));
  if (!column || q.filters.some((f) => f.column === column.name)) return parsed;
  return { ...parsed, query: { ...q, filters: [...q.filters, { kind: 'null', column: column.name, isNull: false }] } };
}
