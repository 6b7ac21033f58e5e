/**
 * Counts of names across a list: "how many different countries have won" counts the distinct
 * cells of the column the verb names (won → Winners, lost → Runners-up, hosted → Host,
 * directed → Director), not of another column whose header holds the noun ("Host country").
 * Distinct names are counted as people read them: a footnote mark, a country code in
 * parentheses ("Garry Kasparov (URS)") and a dash for "none" are not part of the name, and a row
 * saying the event did not take place ("Final cancelled") names no one.
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import { doerHeaders, sideHeaders, verbForms } from '../verb-forms';
import type { CellMention, ColumnMention } from './mentions';
import { demonymWordsFor } from './row-words';
import type { ListColumn } from './table';
import { isNumberish, nameColumn, type Ctx } from './target';
import { namesPeople } from './people-columns';

/** Header words of the column a verb of a deed names, from the verb on ("hosted" → host). */
function roleHeaders(text: string[], from: number): { at: number; headers: string[] } | undefined {
  for (let i = from; i < text.length; i++) {
    const w = text[i] as string;
    const headers = [...sideHeaders(w), ...doerHeaders(w, text[i + 1]), ...(/^(hosted|host|hosts)$/.test(w) ? ['host'] : []), ...(/^(lost|lose|loses)$/.test(w) ? ['runner', 'finalist'] : [])];
    if (/^(won|win|wins|lost|lose|loses|hosted|host|hosts)$/.test(w) || doerHeaders(w, text[i + 1]).length) {
      const forms = headers.length ? headers : verbForms(w);
      if (forms.length) return { at: i, headers: forms };
    }
  }
  return undefined;
}

/**
 * The column a verb after the counted noun names ("how many different countries have won" →
 * Winners), when it is exactly one text column and the column the noun names (if any) is not
 * already of that role; undefined to keep the noun's column.
 */
export function roleCountColumn(ctx: Ctx, counted: ColumnMention | undefined, from: number): number | undefined {
  const role = roleHeaders(ctx.text, from);
  if (!role) return undefined;
  const { table } = ctx;
  const holds = (c: ListColumn) => c.stems.some((s) => role.headers.includes(s) || role.headers.some((h) => s.startsWith(h) && s.length <= h.length + 2));
  if (counted && holds(table.columns[counted.column] as ListColumn)) return undefined;
  // "how many different jockeys won": a header said in full (Jockey) is the noun counted, whatever the verb
  const countedCol = counted ? (table.columns[counted.column] as ListColumn) : undefined;
  if (counted && countedCol && !counted.indirect && countedCol.stems.length === 1 && ctx.words[counted.start]?.stem === countedCol.stems[0] && namesPeople(countedCol)) return undefined;
  const fits = table.columns.flatMap((c, ci) => (!isNumberish(c) && !c.expr && holds(c) ? [ci] : []));
  if (fits.length !== 1) return undefined;
  // a role column whose header names a thing of its own ("Host city") holds that thing, not the
  // counted noun: "how many different countries have hosted" keeps the Country column
  const fit = table.columns[fits[0] as number] as ListColumn;
  const ownThing = fit.stems.some((s) => s.length > 2 && !role.headers.some((h) => s.startsWith(h) || h.startsWith(s)));
  return counted && ownThing ? undefined : fits[0];
}

/**
 * A text cell as a name to count: without footnote marks ("[a]"), a country code in parentheses
 * at its end ("(URS)") and surrounding spaces; a dash or an empty cell is no name (NULL).
 */
export function distinctNameSql(expr: string): string {
  const noNotes = `regexp_replace(CAST(${expr} AS VARCHAR), ${sqlValue('\\s*\\[[^\\]]*\\]')}, '', 'g')`;
  const noCode = `regexp_replace(${noNotes}, ${sqlValue('\\s*\\([A-Z]{3}\\)\\s*$')}, '')`;
  const name = `trim(${noCode})`;
  // a row standing for an event that did not take place ("Season cancelled due to a strike") names no one
  const noEvent = `regexp_matches(lower(${name}), ${sqlValue('\\b(cancell?ed|not held|not awarded|abandoned|no (competition|contest|tournament|final|award|winner))\\b')})`;
  return `CASE WHEN ${name} IN ('', '—', '–', '-', 'n/a', 'N/A') OR ${noEvent} THEN NULL ELSE lower(${name}) END`;
}

/** The distinct count's SQL expression for a column: names read as people read them, numbers as they are. */
export function distinctSql(column: ListColumn | undefined, name: string): string {
  const expr = column?.expr ?? quoteIdent(name);
  return column && !column.numeric && !column.temporal && !column.expr ? distinctNameSql(expr) : expr;
}

/** Nouns of people a list names one per row: "swimmers", "prime ministers", "laureates". */
const PEOPLE = /^(people|person|persons|men|women|players?|athletes?|actors?|actress(es)?|laureates?|presidents?|ministers?|champions?|leaders?|kings?|queens?|monarchs?|swimmers?|runners?|drivers?|riders?|cyclists?|winners?|holders?|coaches|coach|managers?|captains?|authors?|writers?|directors?|singers?|artists?|candidates?|governors?|mayors?|chancellors?|senators?|emperors?|popes?|poets?|novelists?|scientists?|astronauts?|pilots?|musicians?|composers?|painters?|golfers?|skaters?|boxers?|jockeys?|medall?ists?)$/;

/** "how many different swimmers": a noun of people that no header names counts the names of the rows. */
export const countsPeople = (noun: string | undefined): boolean => noun !== undefined && PEOPLE.test(noun);

/**
 * The column of the people a list names (for "how many different swimmers"): its name column, or
 * the first text column of names when the same people recur too often for a name column.
 */
export function peopleColumn(ctx: Ctx, exclude: Set<number>): number | undefined {
  const named = nameColumn(ctx.table, exclude);
  if (named !== undefined) return named;
  const i = ctx.table.columns.findIndex((c, ci) => !exclude.has(ci) && !isNumberish(c) && !c.list && !c.expr && c.uniqueness >= 0.3);
  return i >= 0 ? i : undefined;
}

/**
 * "how many french laureates", "the only american winner": a demonym before a noun of people is
 * their country, so of a span matched both as a cell said as is ("French", a language) and as a
 * country the demonym stands for ("France"), the country; "written in french" keeps the cell.
 */
export function nationalityCell(ctx: Ctx, list: CellMention[]): CellMention | undefined {
  const first = list[0];
  if (!first || list.length < 2 || ctx.text[first.start - 1] === 'in') return undefined;
  if (!countsPeople(ctx.text[first.end])) return undefined;
  const said = ctx.text.slice(first.start, first.end).join(' ');
  const countries = list.filter((m) => m.value.trim().toLowerCase() !== said && demonymWordsFor(ctx.words.slice(first.start, first.end), m.value).length > 0);
  return countries.length === 1 ? countries[0] : undefined;
}
