/**
 * Arithmetic between two columns said in the question: "high minus low", "the difference between
 * X and Y", "X per Y" and "the ratio of X to Y" (a derived number), "closed higher than it
 * opened" (a condition on X − Y), and the length of a span held as a start and an end column
 * ("the longest reign", "average length of tenure", "lasted more than 20 years": end − start).
 * The phrase is replaced by one plain measure column, the question parsed again, and that column
 * replaced in the query by the derived number (named "high − low"), so every shape the parser
 * knows — a figure, a ranking, the row with the extreme, a condition — works on it.
 */
import type { AnalystDerived, AnalystQuery } from '@ai-analyst/contract';
import { escapeRegExp } from '../../data/regexp';
import { isNumericType, isTemporalType } from '../../data/duck';
import { derivedName } from '../compile/derived';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { rowLabel } from './derived-rows';
import { findDuration } from './durations';
import { findSpan, type Found } from './derived-spans';
import { findTenure } from './tenure';
import { findDateSpan } from './date-spans';
import { findLineRevenue } from './line-revenue';
import { rewriteGuard } from './reparse';
import type { Parsed } from './types';
import { tokenizeQuestion } from './tokens';
import { typoTarget, vocabularyOf } from './typos';

const rawWords = (c: IndexedColumn) =>
  c.name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
/** A word as said: plural, past or -ing forms ("opened", "closing", "lows"). */
const inflected = (w: string) =>
  /^[a-z]+$/.test(w)
    ? `(?:${escapeRegExp(w)}(?:s|es|d|ed|ing)?${w.endsWith('e') ? `|${escapeRegExp(w.slice(0, -1))}ing` : ''})`
    : escapeRegExp(w);

/** Columns that may take part in arithmetic: numbers (not codes or ids) and dates. */
export const arithmetic = (c: IndexedColumn) =>
  (isNumericType(c.type) && c.role !== 'identifier' && c.flagTrue === undefined) || isTemporalType(c.type);

/** A regex source matching any of `columns` by the words of its name, capturing nothing. */
function mentionOf(columns: IndexedColumn[]): {
  source: string;
  which: (text: string) => IndexedColumn | undefined;
} {
  // a name of letters run into a number ("BILLS104") is said by its letters when no other column's are those
  const letters = (c: IndexedColumn) => rawWords(c).flatMap((w) => /^([a-z]{3,})\d+$/.exec(w)?.[1] ?? []);
  const ownLetters = (c: IndexedColumn) =>
    letters(c).filter((l) => columns.every((o) => o === c || !letters(o).includes(l)));
  const forms = columns.flatMap((c) =>
    [rawWords(c), c.words, ownLetters(c)]
      .filter((w) => w.length > 0 && w.length <= 4)
      .map((w) => ({ c, re: w.map(inflected).join('[\\s_-]+') })),
  );
  // longer names first, so that "adj close" is preferred to "close"
  forms.sort((a, b) => b.re.length - a.re.length);
  const source = forms.length ? `(?:${forms.map((f) => f.re).join('|')})` : '(?!)';
  return {
    source,
    which: (text) => forms.find((f) => new RegExp(`^(?:${f.re})$`, 'i').test(text.trim()))?.c,
  };
}

/** The first arithmetic phrase of the question between two different columns. */
function findOperation(question: string, index: DatasetIndex): Found | undefined {
  const columns = index.columns.filter(arithmetic);
  if (columns.length < 2) return undefined;
  const m = mentionOf(columns);
  const A = `(${m.source})`;
  const the = '(?:(?:the|its|it|their|they|he|she)\\s+)?';
  const patterns: { re: RegExp; op: AnalystDerived['op']; condition?: true; swap?: true }[] = [
    {
      re: new RegExp(
        `\\b(?:(?:daily|the)\\s+)?(?:(?:range|spread|gap|difference|margin|swing)\\s+(?:of\\s+)?)?${A}\\s+(?:minus|−|-|less)\\s+${the}${A}\\b`,
        'i',
      ),
      op: '-',
    },
    {
      re: new RegExp(
        `\\b(?:the\\s+)?(?:difference|gap|spread)\\s+between\\s+${the}${A}\\s+and\\s+${the}${A}\\b`,
        'i',
      ),
      op: '-',
    },
    {
      re: new RegExp(
        `\\b${A}\\s+(?:(?:was|is|were|are)\\s+)?(higher|greater|more|bigger|larger|above|lower|less|smaller|below)\\s+than\\s+${the}${A}\\b`,
        'i',
      ),
      op: '-',
      condition: true,
    },
    // "gross below budget", "wards where smith beat jones", "won over": a condition on A − B
    {
      re: new RegExp(
        `\\b${A}\\s+(?:(?:was|is|were|are|came\\s+in|finished|ended\\s+up)\\s+)?(above|below|exceeded|exceeds|topped|tops|beat|beats|outpolled|outpolls|outvoted|outscored|outsold|outperformed|outnumbered|won\\s+over|wins\\s+over|win\\s+over|ahead\\s+of|behind)\\s+${the}${A}\\b`,
        'i',
      ),
      op: '-',
      condition: true,
    },
    // "the biggest drop from open to close": how far the second fell below the first (first − second)
    {
      re: new RegExp(
        `\\b(?:drop|drops|fall|falls|decline|declines|decrease|decreases|loss|losses)\\s+from\\s+${the}${A}\\s+to\\s+${the}${A}\\b`,
        'i',
      ),
      op: '-',
    },
    // "the largest gain from open to close": how far the second rose above the first (second − first)
    {
      re: new RegExp(
        `\\b(?:rise|rises|gain|gains|increase|increases|jump|jumps|change|changes|move|moves)\\s+from\\s+${the}${A}\\s+to\\s+${the}${A}\\b`,
        'i',
      ),
      op: '-',
      swap: true,
    },
    {
      re: new RegExp(`\\b(?:the\\s+)?ratio\\s+(?:of\\s+)?${the}${A}\\s+(?:to|and)\\s+${the}${A}\\b`, 'i'),
      op: '/',
    },
    { re: new RegExp(`\\b${A}\\s*(?:-|\\s)?(?:to|/)\\s*${A}\\s+ratio\\b`, 'i'), op: '/' },
    // "bills per staffer": the one who holds a column's amount said for it
    { re: new RegExp(`\\b${A}\\s+(?:per|divided\\s+by|/)\\s+${the}${A}(?:ers?)?\\b`, 'i'), op: '/' },
    // "the highest gross relative to budget", "sales as a multiple of cost": A over B
    {
      re: new RegExp(
        `\\b${A}\\s+(?:relative\\s+to|as\\s+a\\s+(?:multiple|share|fraction|proportion)\\s+of)\\s+${the}${A}\\b`,
        'i',
      ),
      op: '/',
    },
  ];
  for (const p of patterns) {
    const found = p.re.exec(question);
    if (!found) continue;
    const groups = found.slice(1).filter((g) => g !== undefined);
    const cmp = p.condition ? groups[1] : undefined;
    const [first, second] = [groups[0], groups[p.condition ? 2 : 1]].map((g) => m.which(g ?? ''));
    const [left, right] = p.swap ? [second, first] : [first, second];
    if (!left || !right || left === right) continue;
    // "from 1980 to 2010" over columns named by years is a span of time, read elsewhere
    if (p.swap !== undefined || /from/i.test(found[0])) {
      if ([left, right].some((c) => /^\d{4}$/.test(c.name.trim()))) continue;
    }
    const dates = isTemporalType(left.type) || isTemporalType(right.type);
    if (dates && (p.op !== '-' || !isTemporalType(left.type) || !isTemporalType(right.type))) continue;
    // "X per Y" is a ratio only between two measures; "sales per year" is a grouping
    // nor "fertility per cluster" over a numbered category (a few distinct values)
    if (
      p.op === '/' &&
      (left.role !== 'measure' || right.role !== 'measure' || right.yearLike || right.distinct < 20)
    )
      continue;
    if (p.condition && (left.yearLike || right.yearLike)) continue;
    const below = cmp !== undefined && /^(lower|less|smaller|below|under|behind)$/i.test(cmp);
    return {
      start: found.index,
      end: found.index + found[0].length,
      derived: {
        name: derivedName(p.op, left.name, right.name),
        op: p.op,
        left: left.name,
        right: right.name,
      },
      say: (standIn) => (cmp !== undefined ? `${standIn} ${below ? 'below' : 'above'} 0` : standIn),
    };
  }
  return undefined;
}

/**
 * The arithmetic phrase of the question once a slip in the name of a column of numbers is mended
 * ("did smith beat jonse" over a column Jones), with the mended question.
 */
function mendedOperation(question: string, index: DatasetIndex): (Found & { question: string }) | undefined {
  const names = new Set(index.columns.filter(arithmetic).flatMap((c) => [...rawWords(c), ...c.words]));
  const vocabulary = vocabularyOf(index);
  let mended = question;
  for (const t of tokenizeQuestion(question)) {
    const target = typoTarget(t, vocabulary);
    if (target && names.has(target))
      mended = mended.replace(new RegExp(`\\b${escapeRegExp(t.word)}\\b`, 'i'), target);
  }
  if (mended === question) return undefined;
  const found = findOperation(mended, index);
  return found ? { ...found, question: mended } : undefined;
}

const renamed = (q: AnalystQuery, from: string, to: string): boolean => {
  let used = false;
  const swap = (name: string) => {
    if (name !== from) return name;
    used = true;
    return to;
  };
  for (const m of q.measures) if (m.column) m.column = swap(m.column);
  for (const f of [...q.filters, ...(q.condition ?? []), ...(q.sides ?? []).flatMap((s) => s.filters)])
    f.column = swap(f.column);
  for (const g of q.groupBy) g.column = swap(g.column);
  if (q.order) q.order.by = swap(q.order.by);
  if (q.columns) q.columns = q.columns.map(swap);
  if (q.pair) q.pair = [swap(q.pair[0]), swap(q.pair[1])];
  return used;
};

/** Held while the rewritten question is parsed, so that it is not rewritten again. */
const guard = rewriteGuard();

/** Whether a question with a stand-in column for a derived number is being parsed now. */
export const derivingNow = () => guard.busy;

/**
 * The question parsed with a number derived from two columns, or undefined when it says no
 * arithmetic between columns (or the rewritten question does not parse cleanly).
 */
export function parseDerived(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const found =
    findOperation(question, index) ??
    findTenure(question, index) ??
    findDateSpan(question, index) ??
    findSpan(question, index) ??
    findDuration(question, index) ??
    findLineRevenue(question, index) ??
    mendedOperation(question, index);
  if (!found) return undefined;
  const said = 'question' in found && typeof found.question === 'string' ? found.question : question;
  const rest = said.slice(0, found.start) + said.slice(found.end);
  const involved = found.from ?? [found.derived.left, found.derived.right];
  // the phrase becomes one plain measure column said nowhere else in the question
  const standIns = index.columns
    .filter(
      (c) =>
        isNumericType(c.type) &&
        c.flagTrue === undefined &&
        (involved.includes(c.name) || (c.role === 'measure' && !c.yearLike)),
    )
    .filter((c) => !new RegExp(`\\b${c.words.map(escapeRegExp).join('\\s+')}\\b`, 'i').test(rest))
    .sort(
      (a, b) =>
        Number(involved.includes(b.name)) - Number(involved.includes(a.name)) ||
        Number(found.standIn?.(b) ?? true) - Number(found.standIn?.(a) ?? true) ||
        a.words.length - b.words.length,
    )
    .slice(0, 4);
  for (const standIn of standIns) {
    const text = `${said.slice(0, found.start)}${found.say(standIn.words.join(' '))}${said.slice(found.end)}`;
    const parsed = guard.reparseOnce(parse, text);
    const query = parsed?.query;
    if (!parsed || !query || parsed.clarify || parsed.ignored.length > 0) continue;
    if (query.derived?.length) continue;
    // a total of ratios means nothing: "revenue per unit" is not read as one
    if (found.derived.op === '/' && query.measures.some((m) => m.column === standIn.name && m.fn === 'sum'))
      continue;
    if (!renamed(query, standIn.name, found.derived.name)) continue;
    if (found.finish && !found.finish(query)) continue;
    query.derived = [...(found.before ?? []), found.derived];
    if (query.kind === 'rows' && query.columns) {
      // the row is named by its label, not by the stand-in's place
      const shown = [...new Set(query.columns)];
      const label = rowLabel(index, found.derived.left);
      if (shown.every((c) => c === found.derived.name || involved.includes(c)) && label)
        shown.unshift(label.name);
      query.columns = shown;
    }
    return parsed;
  }
  return undefined;
}
