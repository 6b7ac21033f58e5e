/**
 * A look-up said as a column's name and the row it is about, with no question word: "comment on
 * America/Phoenix?", "tz for japan", "address of Vessa Labs". Read as "what is the comment on …",
 * so that the named column of the matching rows is shown rather than the rows counted. Only when
 * the words before "for" / "on" / "of" are a column's name (each word one of its words) and the
 * question says nothing of a count, a statistic or a ranking.
 */
import { stem } from '../text';
import type { DatasetIndex } from '../schema-index';

const OPENING = /^\s*([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,2})\s+(?:for|on|of|at)\s+\S/i;
const COMPUTED =
  /\b(how|what|which|who|when|where|why|many|much|number|count|counts|total|sum|avg|average|mean|median|max|maximum|min|minimum|most|least|highest|lowest|top|bottom|share|percent|percentage|ratio|vs|versus|compare|per|by|each|every|all|list|show)\b|[#%]/i;

export function withBareLookupAsked(question: string, index: DatasetIndex): string {
  const m = OPENING.exec(question);
  if (!m || COMPUTED.test(question)) return question;
  const said = m[1]!.toLowerCase().split(/\s+/).map(stem);
  const named = index.columns.some(
    (c) => /CHAR/i.test(c.type) && said.every((w) => c.stems.includes(w) || c.words.includes(w)),
  );
  return named ? `what is the ${question.trim()}` : question;
}
