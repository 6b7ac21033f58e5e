/**
 * "which country", "how many nations": a column headed by a word for the country of a person
 * (Nationality, Citizenship, Nat.) is named by "country" or "nation" when no column is named by
 * that word already. And "the most times", "most often" count rows: "times" there is never a
 * column of times.
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import { isCountryCode } from '../parse/geo-codes';
import { stem } from '../text';
import type { ColumnMention, Word } from './mentions';
import type { TablePlan } from './plan';
import type { ListColumn, ListTable } from './table';

const COUNTRY_WORDS = /^(country|countries|nation|nations|nationality|nationalities)$/;
const PERSON_COUNTRY = /^(nationality|citizenship|nat|nationalit)$/;

/** The mentions with a person's country column named by "country" / "nation" where nothing else is. */
export function countryMentions(mentions: ColumnMention[], words: Word[], columns: ListColumn[]): ColumnMention[] {
  const held = columns.flatMap((c, ci) => (!c.numeric && !c.temporal && c.stems.some((s) => PERSON_COUNTRY.test(s)) ? [ci] : []));
  if (held.length !== 1) return mentions;
  const column = held[0] as number;
  const added: ColumnMention[] = [];
  words.forEach((w, i) => {
    if (!COUNTRY_WORDS.test(w.text) || mentions.some((m) => m.start <= i && i < m.end && !m.indirect)) return;
    if (mentions.some((m) => m.column === column && m.start === i)) return;
    added.push({ column, start: i, end: i + 1, indirect: true });
  });
  if (!added.length) return mentions;
  // the word names the person's country, not another column it may stand for ("Team")
  const at = new Set(added.map((m) => m.start));
  return [...mentions.filter((m) => !at.has(m.start)), ...added].sort((a, b) => a.start - b.start || Number(a.indirect) - Number(b.indirect));
}

/** "the most times", "most often", "the fewest times": rows counted, not a column ranked. */
const MOST_TIMES = /\b(most|fewest|least)\s+(times|often|frequently)\b/i;

/**
 * The plan with "the most times" read as the value found in the most rows: the row with the
 * highest number of a column named "times" becomes the asked column's most frequent value.
 */
export function mostTimes(question: string, table: ListTable, plan: TablePlan | undefined): TablePlan | undefined {
  const m = MOST_TIMES.exec(question);
  const q = plan?.query;
  if (!m || !plan || q?.kind !== 'extreme') return plan;
  // only a column the word "times" itself named ("Time"); "the most points" stays a ranking
  const by = table.columns.find((c) => c.name === q.by);
  if (m[2]?.toLowerCase() === 'times' && !by?.stems.includes('time')) return plan;
  const column = table.columns.find((c) => c.name === q.target);
  if (!column || column.numeric || column.uniqueness >= 1) return undefined;
  return { strength: 'strong', query: { kind: 'most', target: column.name, dir: /^most$/i.test(m[1] ?? '') ? 'desc' : 'asc', where: q.where } };
}

/** A country's code in parentheses at the end of a cell: "Greg LeMond (USA)", "Evans Chebet (KEN)[a]". */
const CODE_AT_END = /\(([A-Z]{3})\)\s*(\[[^\]]*\])?\s*$/;

/**
 * The country of a column of names written with a country's code ("Greg LeMond (USA)"), as a
 * column of its own named "country": "how many different countries", "which country won the most".
 * Its cells are left empty for the stage's matching (a code is matched in the names' column).
 */
export function countryCodeColumn(column: ListColumn, cells: (string | null)[]): { column: ListColumn; cells: (string | null)[] } | undefined {
  if (column.numeric || column.temporal || column.expr) return undefined;
  const written = cells.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const codes = written.flatMap((v) => CODE_AT_END.exec(v)?.[1] ?? []);
  const distinct = new Set(codes);
  if (codes.length < Math.max(3, 0.6 * written.length) || distinct.size === codes.length) return undefined;
  if ([...distinct].filter(isCountryCode).length < 0.6 * distinct.size) return undefined;
  const name = `country of ${column.name}`;
  return {
    column: {
      name,
      type: 'VARCHAR',
      numeric: false,
      temporal: false,
      numberInText: false,
      yearLike: false,
      yearValues: false,
      stems: ['country'].map(stem),
      uniqueness: distinct.size / Math.max(1, cells.length),
      expr: `NULLIF(regexp_extract(CAST(${quoteIdent(column.name)} AS VARCHAR), ${sqlValue('\\(([A-Z]{3})\\)')}, 1), '')`,
    },
    cells: cells.map(() => null),
  };
}
