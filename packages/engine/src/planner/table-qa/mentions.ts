/**
 * What a question names in a small table: cells (a whole value, the value without its
 * parenthesis, the part before a comma, or a word found only in that cell), columns (header
 * words, the usual abbreviations of table headers such as Pts or GF, and verbs that stand for a
 * column: "won" → Winners, "produced" → Producer) and numbers.
 */
import { splitWords, stem } from '../text';
import { doerHeaders, namesDoneBy, sideHeaders } from '../verb-forms';
import type { ListColumn, ListTable } from './table';
import { demonymCells, rowNounIndex } from './row-words';
import { namePartMentions } from './name-parts';
import { shortFormOf } from '../value-short-forms';
import { initialMentions } from './initial-mentions';
import { namesPeople } from './people-columns';

export interface Word {
  /** Lower case, accents removed. */
  text: string;
  stem: string;
}

export interface CellMention {
  column: number;
  /** The stored cell text. */
  value: string;
  /** The cell was named in part (a word or the part before a comma): compared by containment. */
  partial: boolean;
  start: number;
  end: number;
  /** Other columns holding the same whole cell that the question takes as well ("played": either side). */
  also?: number[];
}

export interface ColumnMention {
  column: number;
  start: number;
  end: number;
  /** Named through a synonym or a verb rather than its own header word. */
  indirect: boolean;
  /** Named by one word of a longer header that is not its last word ("England" of "England scorers"). */
  modifier?: boolean;
}

/** Common misspellings of the words the stage reads by their exact form. */
const MISSPELT: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  diferent: 'different',
  differnt: 'different',
  diffrent: 'different',
  distinc: 'distinct',
});

/** Words of a text as the stage compares them: lower case, accents and punctuation removed, stemmed. */
export function wordsOf(text: string): Word[] {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\d)\s*%/g, '$1 percent')
    // a prefix joined by a hyphen is one word, written with the hyphen or without ("re-entry", "reentry")
    .replace(/\b(re|pre|co|non|anti|sub|semi|multi|mid|post|un|e)-(?=[a-z])/g, '$1');
  return [...plain.matchAll(/[a-z0-9]+(?:'[a-z]+)?(?:\.\d+)?/g)].map((m) => {
    const said = m[0].replace(/'s$|'$/, '');
    const w = MISSPELT[said] ?? said;
    return { text: w, stem: stem(w) };
  });
}

const ORDER_WORDS = new Set(['first', 'last', 'next', 'previous', 'top', 'bottom', 'best', 'worst', 'most', 'least', 'final']);
const FILLER = new Set(['the', 'of', 'or', 'and', 'at', 'in', 'a', 'an', 'no', 'to', 'for', 'by']);

/** Places written in figures and the header words that spell them. */
const PLACE_NAMES: Record<string, string> = { '2nd': 'second', '3rd': 'third', '4th': 'fourth', '5th': 'fifth' };

/** Question words (stems) → header words (stems) they may name. A header word always names itself. */
const HEADER_WORDS: Record<string, string[]> = {
  point: ['pt', 'pts', 'point'],
  goal: ['gf', 'goal'],
  scored: ['gf', 'score'],
  score: ['score', 'gf'],
  conceded: ['ga', 'against'],
  concede: ['ga', 'against'],
  allowed: ['ga', 'against'],
  medal: ['total', 'medal'],
  against: ['ga', 'against'],
  win: ['w', 'win', 'winner', 'won'],
  won: ['w', 'win', 'winner', 'won'],
  winner: ['winner', 'win'],
  victory: ['w', 'win'],
  draw: ['d', 'draw', 'drawn'],
  drawn: ['d', 'draw', 'drawn'],
  loss: ['l', 'loss', 'lost'],
  lost: ['l', 'loss', 'lost', 'runners', 'runner'],
  lose: ['l', 'loss', 'lost', 'runner'],
  defeat: ['l', 'loss'],
  played: ['pld', 'gp', 'played'],
  appearance: ['apps', 'app', 'appearance', 'caps', 'gp', 'pld'],
  cap: ['caps', 'cap', 'apps'],
  position: ['pos', 'position', 'place', 'rank', 'finish'],
  place: ['pos', 'position', 'place', 'rank'],
  finish: ['pos', 'position', 'place', 'finish'],
  finished: ['pos', 'position', 'place', 'finish'],
  rank: ['rank', 'pos', 'position'],
  ranked: ['rank', 'pos', 'position'],
  produced: ['producer'],
  produce: ['producer'],
  released: ['released', 'release'],
  discovered: ['discovered', 'discovery'],
  hosted: ['host'],
  heavy: ['mass', 'weight'],
  heavier: ['mass', 'weight'],
  lighter: ['mass', 'weight'],
  weigh: ['mass', 'weight'],
  long: ['length', 'duration', 'runtime'],
  longer: ['length', 'duration', 'runtime'],
  shorter: ['length', 'duration', 'runtime'],
  tall: ['height', 'elevation', 'altitude'],
  taller: ['height', 'elevation', 'altitude'],
  tallest: ['height', 'elevation', 'altitude'],
  high: ['height', 'elevation', 'altitude'],
  higher: ['height', 'elevation', 'altitude'],
  highest: ['height', 'elevation', 'altitude'],
  longest: ['length', 'duration', 'runtime'],
  deep: ['depth'],
  deeper: ['depth'],
  deepest: ['depth'],
  shallow: ['depth'],
  wide: ['width', 'breadth'],
  wider: ['width', 'breadth'],
  narrow: ['width', 'breadth'],
  farther: ['distance', 'dist'],
  shortest: ['length', 'duration', 'runtime'],
  number: ['no', 'num', 'number'],
  old: ['age'],
  older: ['age'],
  young: ['age'],
  younger: ['age'],
  youngest: ['age'],
  album: ['title', 'album'],
  song: ['title', 'song', 'single'],
  single: ['title', 'single'],
  film: ['title', 'film'],
  movie: ['title', 'film'],
  nation: ['nation', 'country', 'team', 'noc'],
  country: ['country', 'nation', 'team', 'noc'],
  people: ['attendance', 'population'],
  crowd: ['attendance'],
  votes: ['vote'],
  percent: ['%', 'percent', 'pct', 'percentage'],
  time: ['time', 'result', 'mark', 'note'],
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(HEADER_WORDS, null);

/** Units as questions say them → as headers and cells write them ("Height (ft)", "828 m"). */
const UNITS: Record<string, string> = {
  m: 'm', metre: 'm', meter: 'm', metres: 'm', meters: 'm',
  ft: 'ft', foot: 'ft', feet: 'ft',
  km: 'km', kilometre: 'km', kilometer: 'km', kilometres: 'km', kilometers: 'km',
  mi: 'mi', mile: 'mi', miles: 'mi',
  km2: 'km2',
  kg: 'kg', kilogram: 'kg', kilograms: 'kg', lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb',
  day: 'day', days: 'day', d: 'day', hour: 'h', hours: 'h', h: 'h', min: 'min', minute: 'min', minutes: 'min',
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(UNITS, null);

/** The unit a column is written in: in its header's parenthesis ("Height (ft)") or after the numbers of its cells ("828 m"). */
function unitOf(table: ListTable, column: number): string | undefined {
  const c = table.columns[column];
  if (!c) return undefined;
  const inHeader = /\(([^)]*)\)/.exec(c.name)?.[1]?.trim().toLowerCase();
  if (inHeader && UNITS[inHeader]) return UNITS[inHeader];
  if (!c.numberInText) return undefined;
  const after = table.rows.map((r) => /^[^\d]*[\d.,]+\s*([a-z]+[2²]?)/i.exec(r[column] ?? '')?.[1]?.toLowerCase().replace('²', '2'));
  const first = after[0];
  return first && UNITS[first] && after.filter((u) => u === first).length >= 0.8 * table.rows.length ? UNITS[first] : undefined;
}

/** Header words that say where something happened, for "where" questions. */
export const PLACE_WORDS = ['venue', 'city', 'location', 'place', 'stadium', 'host', 'site', 'town', 'ground'];

/** Two-word names of the usual header abbreviations. */
const HEADER_PHRASES: [string, string, string[]][] = [
  ['goal', 'difference', ['gd']],
  ['goal', 'for', ['gf']],
  ['goal', 'against', ['ga']],
  ['game', 'played', ['pld', 'gp']],
];

/** The columns a question names, each with where it is named, in the order of the question. */
export function columnMentions(words: Word[], table: ListTable): ColumnMention[] {
  const out: ColumnMention[] = [];
  for (const [a, b, headers] of HEADER_PHRASES)
    words.forEach((w, i) => {
      if (w.stem !== a || words[i + 1]?.stem !== b) return;
      table.columns.forEach((c, column) => {
        if (c.stems.some((s) => headers.includes(s))) out.push({ column, start: i, end: i + 2, indirect: false });
      });
    });
  table.columns.forEach((c, column) => {
    // A numbering column ("No.", "#") is named by "number", never by "number of".
    if (/^(no\.?|#|num\.?)$/i.test(c.name.trim())) {
      words.forEach((w, i) => {
        // ("number one", "number 1" is a place in a chart, not the No. column)
        if (w.text === 'number' && !/^(of|one|1)$/.test(words[i + 1]?.text ?? '')) out.push({ column, start: i, end: i + 1, indirect: true });
      });
      return;
    }
    const own = c.stems.filter((s) => !FILLER.has(s));
    if (own.length === 0) return;
    const single = own.length === 1;
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as Word;
      // A multi-word header said in full ("atomic mass", "host city") or by one of its words.
      let j = 0;
      while (j < own.length && i + j < words.length && (words[i + j] as Word).stem === own[j]) j++;
      if (j === own.length) {
        out.push({ column, start: i, end: i + j, indirect: false });
        i += j - 1;
        continue;
      }
      // One word of a longer header, unless it is a word of order ("first" is not "First ascent").
      if (!single && own.includes(w.stem) && w.stem.length > 2 && !FILLER.has(w.stem) && !ORDER_WORDS.has(w.stem)) {
        const head = splitWords(c.name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')).map(stem).filter((x) => !FILLER.has(x)).at(-1);
        out.push({ column, start: i, end: i + 1, indirect: false, ...(head !== undefined && head !== w.stem ? { modifier: true } : {}) });
        continue;
      }
      // a place written in figures names the column headed by it in words ("who was 3rd" → Third)
      // ("the 2nd most", "3rd highest" is a place in a ranking)
      const ranking = /^(most|least|more|fewer|best|worst|[a-z]+est)$/.test(words[i + 1]?.text ?? '');
      if (own[0] === PLACE_NAMES[w.text] && (single || own[1] === 'place') && !ranking) {
        out.push({ column, start: i, end: i + 1, indirect: false });
        continue;
      }
      // "number of" counts rows; "what number was X" asks for the No. column.
      const synonyms = w.text === 'number' && words[i + 1]?.text === 'of' ? undefined : (HEADER_WORDS[w.stem] ?? HEADER_WORDS[w.text]);
      // A verb naming its doer's column: "directed" → Director, "produced" → Producer.
      // ("the score" is a noun: not the column of scorers)
      const noun = /^(the|a|an|his|her|its|their|our|my|your)$/.test(words[i - 1]?.text ?? '');
      const doer = !noun && w.stem.length >= 5 && own.some((s) => s.length > w.stem.length && s.startsWith(w.stem) && /^(er|or)$/.test(s.slice(w.stem.length)));
      // "who made X" → Manufacturer, "what does X flow into" → Outflow, "won" → Winning team
      const done = [...doerHeaders(w.text, words[i + 1]?.text), ...sideHeaders(w.text)];
      if ((synonyms && own.some((s) => synonyms.includes(s))) || doer || namesDoneBy(w.text, c.name) || own.some((s) => done.includes(s)))
        out.push({ column, start: i, end: i + 1, indirect: true });
    }
  });
  // A unit names the column written in it: "in feet" → Height (ft), "600 m" → a Height of "828 m (2717 ft)".
  const byUnit = new Map<number, number[]>();
  words.forEach((w, i) => {
    const unit = UNITS[w.text];
    // ("3 million km2": a scale word may stand between the number and its unit)
    const said = unit && (/^\d/.test(words[i - 1]?.text ?? '') || /^(in|of)$/.test(words[i - 1]?.text ?? '') || (/^(thousand|million|billion)$/.test(words[i - 1]?.text ?? '') && /^\d/.test(words[i - 2]?.text ?? '')));
    if (!said) return;
    const columns = table.columns.flatMap((_, column) => (unitOf(table, column) === unit ? [column] : []));
    if (columns.length === 1) byUnit.set(i, columns);
  });
  const unitColumns = new Set([...byUnit.values()].flat());
  for (const [i, columns] of byUnit) for (const column of columns) out.push({ column, start: i, end: i + 1, indirect: true });
  // "goal difference" names GD, not GF; "atomic mass" said in full names atomicMass, not atomicNumber by
  // its first word, and "melting point" is not boilingPoint by its last.
  const covers = (o: ColumnMention, m: ColumnMention) => o !== m && !o.indirect && o.start <= m.start && o.end >= m.end && o.column !== m.column;
  // "height … in feet": of two columns named by one word, the one whose unit is said.
  const otherUnit = (m: ColumnMention) =>
    unitColumns.size > 0 && !unitColumns.has(m.column) && out.some((o) => o.start === m.start && o.column !== m.column && unitColumns.has(o.column));
  // "league finish": a word that only qualifies a longer header, said right before another
  // column's word, qualifies that column ("Pos"), never naming "league goals" itself
  // (a unit in parentheses is no word of the header: "Area (km2)" said as "area" is said whole)
  const headerWords = (c: ListColumn) => splitWords(c.name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')).map(stem).filter((st) => !FILLER.has(st));
  // (a column computed from another, an item count or a score's total, keeps its own mention)
  const derivedCol = (m: ColumnMention) => (table.columns[m.column] as ListColumn).expr !== undefined;
  // (only between two columns of numbers: "the 93rd ceremony" still names `Date of ceremony` beside `Ceremony`)
  const numbers = (m: ColumnMention) => {
    const c = table.columns[m.column] as ListColumn;
    return (c.numeric || c.numberInText) && !c.temporal && !c.yearValues;
  };
  const part = (m: ColumnMention) => !m.indirect && m.end - m.start < headerWords(table.columns[m.column] as ListColumn).length;
  // (a verb after it is no column it qualifies: "which coach won")
  const verb = (i: number) => /^(won|win|wins|lost|lose|loses|beat|beats)$|ed$/.test(words[i]?.text ?? '');
  // (only a word that qualifies in its own header too, "league" of "Top league scorer": the head
  // noun of "Home viewers" is what is asked; nor before a column read with its number, "season 2")
  const condition = (o: ColumnMention) => /^\d/.test(words[o.end]?.text ?? '');
  const qualifier = (m: ColumnMention) => part(m) && m.modifier === true && out.some((o) => o.start === m.end && o.column !== m.column && !part(o) && !o.modifier && !verb(o.start) && !condition(o));
  return out
    // ("change" names a `Change` header said whole, never one word of `Change in rank`)
    .filter((m) => !out.some((o) => covers(o, m) && (m.indirect || o.end - o.start > m.end - m.start || (part(m) && !part(o) && !derivedCol(m) && !derivedCol(o) && numbers(m) && numbers(o)))) && !otherUnit(m) && !qualifier(m))
    .sort((a, b) => a.start - b.start || Number(a.indirect) - Number(b.indirect));
}

/** A question word naming a cell word: the same stem, a plural in -es ("gases"), an adjective in -(a)n ("asian"). */
function sameWord(w: Word, cell: string, inName = false): boolean {
  return (
    w.stem === cell ||
    // "mt st helens": a word of a longer name in its short form
    (inName && shortFormOf(w.text, cell)) ||
    w.text === cell ||
    (cell.length >= 3 && (w.text === `${cell}es` || w.text === `${cell}n` || w.text === `${cell}an`))
  );
}

const key = (text: string) => wordsOf(text).map((w) => w.stem);
const bareText = (value: string) => value.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim();

/** Trailing words that say what kind of body a name is ("Chip Ganassi Racing", "Orvo Athletic Club"). */
const ORG_TAIL = /^(racing|motorsports?|autosport|team|club|fc|inc\.?|ltd\.?|group|company|corporation|united|athletic)$/i;

/** Each cell's ways of being named: whole, without a parenthesis, before a comma, by a word of its own. */
function cellForms(table: ListTable): { column: number; value: string; words: string[]; partial: boolean }[] {
  const forms: { column: number; value: string; words: string[]; partial: boolean }[] = [];
  const firstWords = new Map<string, number>();
  const lastWords = new Map<string, number>();
  /** Cells of one column that read the same without their parenthesis ("LeBron James (Heat)", "LeBron James (Lakers)"). */
  const bareShared = new Map<string, number>();
  table.columns.forEach((c, column) => {
    if (c.numeric || c.temporal) return;
    for (const value of new Set(table.rows.map((r) => r[column]))) {
      if (value === null || value === undefined) continue;
      for (const w of new Set(key(value))) firstWords.set(w, (firstWords.get(w) ?? 0) + 1);
      for (const w of new Set(key(bareText(value)))) lastWords.set(w, (lastWords.get(w) ?? 0) + 1);
      const bare = `${column}:${key(bareText(value)).join(' ')}`;
      bareShared.set(bare, (bareShared.get(bare) ?? 0) + 1);
    }
  });
  const shared = new Set<string>();
  // the one-word cells, or pieces between commas, of every text column ("London", "Holloway, London")
  const wholeCells = new Set<string>();
  table.columns.forEach((c, column) => {
    if (c.numeric || c.temporal) return;
    for (const v of table.rows.map((r) => r[column]))
      for (const piece of (v ?? '').split(',')) {
        const words = key(bareText(piece));
        if (words.length === 1) wholeCells.add(words[0] as string);
      }
  });
  table.columns.forEach((c, column) => {
    if (c.numeric || c.temporal) return;
    const values = new Set(table.rows.map((r) => r[column]).filter((v): v is string => v !== null));
    for (const value of values) {
      const whole = key(value);
      if (whole.length === 0 || whole.length > 12) continue;
      // "Gale" in a column of lists ("Parr (2), Ince, Gale"): every cell naming it, not only the cell that is it.
      const listed = [...values].some((v) => v !== value && v.includes(',') && v.split(',').some((item) => bareText(item).toLowerCase() === value.trim().toLowerCase()));
      forms.push({ column, value, words: whole, partial: listed });
      // "Leicester City (C)", "Norway[a]": the name without its parenthesis or footnote mark; when
      // several cells share that name ("LeBron James (Heat)", "… (Lakers)") it stands for all of them.
      const bare = key(bareText(value));
      const sharedBy = bareShared.get(`${column}:${bare.join(' ')}`) ?? 0;
      // a participle or a long note ("Reigned 33 days") is not a name said by one word
      const nameLike = bare.length <= 4 && !/(ed|ing)$/.test(bare[0] ?? '');
      if (bare.length && bare.length < whole.length && sharedBy > 1) {
        if (!shared.has(`${column}:${bare.join(' ')}`)) forms.push({ column, value: bareText(value), words: bare, partial: true });
        shared.add(`${column}:${bare.join(' ')}`);
      } else if (bare.length && bare.length < whole.length) forms.push({ column, value, words: bare, partial: false });
      // "the warriors" for "Golden State Warriors": a last word no other cell has.
      const last = bare.at(-1);
      // (a surname of four letters, "Vale", in a column of people's names)
      const shortest = namesPeople(c) ? 4 : 5;
      if (nameLike && bare.length > 1 && last && last.length >= shortest && !/\d/.test(last) && lastWords.get(last) === 1 && !isCommonWord(last))
        forms.push({ column, value, words: [last], partial: false });
      const beforeComma = value.includes(',') ? key(value.split(',')[0] as string) : [];
      if (beforeComma.length && beforeComma.length < whole.length)
        forms.push({ column, value, words: beforeComma, partial: true });
      const first = bare[0];
      // (in the column the table is named for, "gotthard" of "Gotthard Base Tunnel" in a list of
      // tunnels, a first word unique there is the row's name even when another column's cell has it)
      // (never when another column holds that word alone: "london" of "Holloway, London")
      const uniqueHere =
        namesTheRows(table, column) && [...values].filter((v) => key(bareText(v))[0] === first).length === 1 && !wholeCells.has(first ?? '');
      if (nameLike && bare.length > 1 && first && first.length >= 5 && !/\d/.test(first) && (firstWords.get(first) === 1 || uniqueHere))
        forms.push({ column, value, words: [first], partial: false });
      // "ganassi" of "Chip Ganassi Racing": the name before a word that only says what kind of body it is
      const written = bareText(value).split(/\s+/);
      const named = bare.length >= 3 && ORG_TAIL.test(written.at(-1) ?? '') ? bare.at(-2) : undefined;
      if (nameLike && named && named.length >= 5 && !/\d/.test(named) && firstWords.get(named) === 1 && !isCommonWord(named))
        forms.push({ column, value, words: [named], partial: false });
    }
  });
  return forms;
}

/** The cells a question names: the longest spans first; one span may stand for cells of several columns. */
export function cellMentions(words: Word[], table: ListTable, columnStems: Set<string>): CellMention[] {
  const found: CellMention[] = [];
  for (const form of cellForms(table)) {
    const n = form.words.length;
    for (let i = 0; i + n <= words.length; i++) {
      let ok = true;
      for (let j = 0; j < n && ok; j++) ok = sameWord(words[i + j] as Word, form.words[j] as string, n > 1);
      if (!ok) continue;
      // A verb or pointer word of the question ("are", "has", "this") is never a code ("ARE", "HAS").
      if (n === 1 && QUESTION_VERBS.has(form.words[0] as string)) continue;
      // A one-letter or very common value counts only next to a word of its column ("symbol K", "s block").
      if (n === 1 && ((form.words[0] as string).length < 2 || COMMON.has(form.words[0] as string))) {
        const own = table.columns[form.column]?.stems ?? [];
        const next = words[i + 1]?.stem;
        const before = words[i - 1]?.stem;
        if (!(next && own.includes(next)) && !(before && own.includes(before))) continue;
      }
      if (n === 1 && columnStems.has(form.words[0] as string) && !/\d/.test(form.words[0] as string)) continue;
      found.push({ column: form.column, value: form.value, partial: form.partial, start: i, end: i + n });
    }
  }
  found.push(...subsequenceMentions(words, table), ...namePartMentions(words, table), ...initialMentions(words, table, columnStems));
  // The noun the question counts or asks for ("how many singles") names the rows: a piece of a
  // longer cell ("Non-album single") said by it is no condition.
  const noun = rowNounIndex(words);
  const piece = (m: CellMention) => m.start <= noun && noun < m.end && key(bareText(m.value)).length > m.end - m.start;
  // (before demonyms: "canadian winners" qualifies the rows, not a piece of a cell)
  if (noun >= 0) found.splice(0, found.length, ...found.filter((m) => !piece(m)));
  const textColumns = table.columns.flatMap((c, ci) => (c.numeric || c.temporal ? [] : [ci]));
  // "the brazilian ronaldo": a demonym right before a named cell qualifies it, it is no condition of its own
  const demonyms = demonymCells(words, table.rows, textColumns).filter((d) => !found.some((m) => m.start === d.end));
  found.push(...demonyms.map(({ exact, ...d }) => ({ ...d, partial: !exact })));
  // Longest spans win; a span inside a longer one is dropped.
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: CellMention[] = [];
  for (const m of found) {
    const inside = kept.some(
      // (the same span as a whole cell of one column and a piece of another's cell keeps both: the plan picks the side)
      (k) => k.start <= m.start && k.end >= m.end && (k.end - k.start > m.end - m.start || (k.partial !== m.partial && !(k.start === m.start && k.end === m.end && k.column !== m.column))),
    );
    const same = kept.some((k) => k.column === m.column && k.value === m.value);
    if (!inside && !same) kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * A cell named by some of its words in their order ("euro 2020" for "UEFA Euro 2020", "2018 world
 * cup" for "2018 FIFA World Cup"), when no other cell of its column has those words in that order.
 */
function subsequenceMentions(words: Word[], table: ListTable): CellMention[] {
  const out: CellMention[] = [];
  const inOrder = (span: Word[], cell: string[]) => {
    let p = 0;
    for (const w of span) {
      while (p < cell.length && !sameWord(w, cell[p] as string, true)) p++;
      if (p === cell.length) return false;
      p++;
    }
    return true;
  };
  const plain = (w: Word | undefined) => w !== undefined && !COMMON.has(w.text) && !FILLER.has(w.text);
  table.columns.forEach((c, column) => {
    if (c.numeric || c.temporal) return;
    const values = [...new Set(table.rows.map((r) => r[column]).filter((v): v is string => v !== null))].map((value) => ({ value, words: key(value) }));
    for (let i = 0; i < words.length; i++) {
      for (let n = Math.min(5, words.length - i); n >= 2; n--) {
        const span = words.slice(i, i + n);
        if (!plain(span[0]) || !plain(span.at(-1))) continue;
        const fits = values.filter((v) => v.words.length > n && v.words.length <= 8 && inOrder(span, v.words));
        if (fits.length !== 1) continue;
        out.push({ column, value: (fits[0] as { value: string }).value, partial: false, start: i, end: i + n });
        break;
      }
    }
  });
  return out;
}

const COMMON = new Set(
  'the a an of in on at to is was be by for and or no not yes it he she they his her their what who which when where how many much did does do first last next after before than more less most least total number all with from as'.split(
    ' ',
  ),
);

const QUESTION_VERBS = new Set('are were has have had can will been this that these those there its'.split(' '));

/** Whether a word is a function word of questions (never a value on its own). */
export const isCommonWord = (w: string) => COMMON.has(w);

/** A text column with a different value on every row whose header is the noun the table is named by ("Tunnel" of longest_rail_tunnels). */
function namesTheRows(table: ListTable, column: number): boolean {
  const c = table.columns[column] as ListColumn;
  if (c.numeric || c.temporal || c.uniqueness < 1) return false;
  const named = new Set(key(table.info.name.replace(/[_-]+/g, ' ')));
  return c.stems.length === 1 && named.has(c.stems[0] as string);
}
