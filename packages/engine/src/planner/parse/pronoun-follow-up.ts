/**
 * Follow-ups that point back with a pronoun and ask for another column of the same row: "what day
 * was that" after "highest close ever", "who wrote it?" after "who directed Ozymandias?", "where was
 * that?". The previous query keeps its conditions; a highest or lowest figure becomes the row that
 * holds it; the column asked for is shown. Anything else is left to the other stages.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { sideAsked, sideColumn, verbForms } from '../verb-forms';
import { findColumns } from './columns';
import { labelColumn } from './shape';
import { monthNumberColumn, quarterNumberColumn } from './split-date';
import { tokenizeQuestion } from './tokens';
import type { Parsed } from './types';

/** "who wrote it", "what day was that", "when was this", "and where was it held?" */
const POINTING_BACK =
  /^\s*(?:and|so|ok|then)?[\s,]*(who|when|where|what|which)\b(.{0,40}?)\b(it|that|this|they|them|he|she|him|her|then|there)\b([^?]{0,20})\??\s*$/i;

/** A bare "when?", "where?" or "which year?" asks the same of the previous answer's row. */
const BARE_ASKER =
  /^\s*(?:and|so|ok|then)?[\s,]*(when|where|(?:which|what) (?:yr|year|month|day|date|quarter))\s*\??\s*$/i;

const PLACE_WORDS = /^(venue|location|city|place|stadium|country|site|ground|arena|host|where)$/;

function dateColumn(index: DatasetIndex, wantsYear: boolean): IndexedColumn | undefined {
  const dates = index.columns.filter((c) => /DATE|TIMESTAMP/i.test(c.type));
  const years = index.columns.filter((c) => c.yearLike);
  // a whole-number column named a year, its years not all four-digit ("79", "1815")
  if (years.length === 0)
    years.push(...index.columns.filter((c) => /INT/i.test(c.type) && c.words.includes('year')));
  return wantsYear ? (years[0] ?? dates[0]) : (dates[0] ?? years[0]);
}

/** The column the pointing question asks for, or undefined when none is clear. */
function askedColumn(
  asker: string,
  middle: string,
  tail: string,
  index: DatasetIndex,
  pointer = 'it',
): IndexedColumn | undefined {
  const words = `${middle} ${tail}`
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (asker === 'when' || words.some((w) => /^(day|date|month|quarter|week)$/.test(w)))
    return dateColumn(index, false);
  if (words.includes('year')) return dateColumn(index, true);
  // "who did she defeat", "who lost that one": the side of a contest the verb names
  const said = `${middle} ${pointer} ${tail}`
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const side = asker === 'who' ? sideAsked(['who', ...said]) : undefined;
  const sideAt = side
    ? sideColumn(
        index.columns.map((c) => (/CHAR|TEXT|STRING/i.test(c.type) ? c.stems : undefined)),
        side,
      )
    : undefined;
  if (sideAt !== undefined) return index.columns[sideAt];
  const forms = words.flatMap(verbForms);
  const byVerb = index.columns.filter((c) => c.words.some((w) => forms.includes(w)));
  if (asker === 'where') {
    const place =
      byVerb.find((c) => c.words.some((w) => PLACE_WORDS.test(w))) ??
      index.columns.find((c) => c.words.some((w) => PLACE_WORDS.test(w)));
    return place;
  }
  if (byVerb.length === 1) return byVerb[0];
  if (byVerb.length > 1) return undefined;
  const named = findColumns(tokenizeQuestion(middle), index).sort((a, b) => b.score - a.score);
  if (named[0] && named[0].full) return named[0].column;
  const plain = /^(is|was|were|are|did|does|do|the|a|an)$/;
  if (asker === 'who' && words.every((w) => plain.test(w))) return labelColumn(index);
  // "who was the top scorer" of `Top points scorer`: the one column whose name holds every word said
  const content = middle
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w && !plain.test(w));
  const holding = index.columns.filter(
    (c) => content.length > 0 && content.every((w) => c.words.includes(w) || c.stems.includes(w)),
  );
  return holding.length === 1 ? holding[0] : undefined;
}

/** The previous query turned into the row(s) it is about, or undefined when it is not about rows. */
function rowsOf(prev: AnalystQuery): AnalystQuery | undefined {
  if (prev.kind === 'rows') return prev;
  if (prev.kind !== 'aggregate' || prev.groupBy.length > 0 || prev.measures.length !== 1) return undefined;
  const m = prev.measures[0]!;
  if ((m.fn !== 'max' && m.fn !== 'min') || !m.column) return undefined;
  return {
    ...prev,
    kind: 'rows',
    measures: [],
    columns: [m.column],
    order: { by: m.column, dir: m.fn === 'max' ? 'desc' : 'asc' },
    limit: 1,
  };
}

export function parsePronounFollowUp(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name) return undefined;
  const bare = BARE_ASKER.exec(question);
  // "which yr": the asker and the period it names
  const bareWords = bare?.[1]
    ?.toLowerCase()
    .replace(/\byr\b/, 'year')
    .split(' ');
  const m =
    POINTING_BACK.exec(question) ??
    (bareWords ? [bare![0], bareWords[0]!, bareWords.slice(1).join(' '), '', ''] : null);
  if (!m) return undefined;
  const rows = rowsOf(previous);
  if (!rows) return undefined;
  // "who coached that season": the noun after "that" is the row pointed at, not the column asked for
  const pointedNoun =
    /^(that|this)$/i.test(m[3] ?? '') && /^\s*[a-z]+\s*$/i.test(m[4] ?? '') && (m[2] ?? '').trim() !== '';
  const target = askedColumn(
    (m[1] as string).toLowerCase(),
    m[2] ?? '',
    pointedNoun ? '' : (m[4] ?? ''),
    index,
    m[3] || 'it',
  );
  if (!target) return undefined;
  // the column asked for, then what picks the row: the ranked column and the conditions
  const shown = [target.name];
  // a period split over a year column and a quarter or month column: "when" is both
  const part =
    target.yearLike && !/\byear\b/i.test(question)
      ? (quarterNumberColumn(index) ?? monthNumberColumn(index))
      : undefined;
  if (part) shown.push(part.name);
  if (rows.order && rows.order.by !== 'measure' && rows.order.by !== 'group') shown.push(rows.order.by);
  for (const f of rows.filters) shown.push(f.column);
  const query: AnalystQuery = { ...rows, columns: [...new Set(shown)] };
  delete query.chart;
  return { query, ignored: [], confidence: 0.9, placed: 1, followUp: true };
}
