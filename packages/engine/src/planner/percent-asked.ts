/**
 * A percentage asked for and something else given: "what % of districts did X win" answered
 * with X's vote total, "what percentage of the vote did a party get" with its votes, "what % are
 * stadiums for football" with a list of stadiums. Each number is true and none is the share
 * asked, so the reply says what it could not compute instead. It stands when the answer is a
 * share, a percentage, a comparison (which gives the % change), or a column that holds
 * percentages itself ("what % of the bill is the tip" over a `tip %` column).
 */
import type { AnalystClarify, AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from './schema-index';

/** A question whose answer is itself a percentage: "what % of …", "what percentage are …", "% who …". */
const PERCENT_ASKED =
  /^\s*(?:(?:and|so|ok)\s+)?(?:(?:what|which)(?:'s|s| is| was)?\s+(?:the\s+)?(?:%|percent(?:age)?|share|proportion|fraction)\s+(?:of|are|were|is|was|did|do|does|who|that)\b|(?:%|percent(?:age)?)\s+(?:of|who|that)\b)/i;

/** Words of an understood sentence that say the answer is a share. */
const SHARE_SAID = /percent|share|%|\brate\b|ratio|fraction|proportion/i;

/** Whether a column holds percentages by its name or unit. */
function percentColumn(index: DatasetIndex, name: string): boolean {
  const column = index.info.columns.find((c) => c.name === name);
  return /%|percent|share|\bpct\b|\brate\b|ratio/i.test(name) || column?.unit === '%';
}

/** The columns an answer's query reads as its figure. */
function figureColumns(q: AnalystQuery): string[] {
  return [
    ...q.measures.flatMap((m) => (m.column ? [m.column] : [])),
    ...(q.kind === 'rows' ? (q.columns ?? []) : []),
  ];
}

/** The decline when a percentage was asked and the answer is no share; undefined when it stands. */
export function declineUnaskedFigure(
  question: string,
  index: DatasetIndex,
  understood: string,
  query: AnalystQuery | undefined,
): AnalystClarify | undefined {
  if (!PERCENT_ASKED.test(question)) return undefined;
  if (SHARE_SAID.test(understood)) return undefined;
  if (query && (query.kind === 'percent' || query.kind === 'share' || query.kind === 'compare'))
    return undefined;
  if (query && figureColumns(query).some((c) => percentColumn(index, c))) return undefined;
  const said = understood.replace(/^You asked (for )?/, '').replace(/\.$/, '');
  return {
    question: `You asked for a percentage, and I could only work out ${said} in ${index.info.name}, which is not one. Could you say which rows the share is of, and out of what?`,
    choices: [],
  };
}
