/**
 * Words of a question that say what its rows are rather than which rows: the noun a question
 * counts or asks for ("how many singles", "which telescopes", "the last episode"), and the
 * people of a country said by their demonym ("kenyan", "ethiopians") matched to cells holding
 * the country or its three-letter code ("Kenya", "(KEN)").
 */
import { countryForms, sportsCode } from '../parse/geo-codes';
import { escapeRegExp } from '../../data/regexp';
import { DEMONYMS } from '../value-aliases';
import type { Word } from './mentions';

/** Words after which the noun naming the rows follows. */
const OPENERS = /^(many|which|first|last|final|latest|earliest|oldest|newest)$/;
/** Words that end the noun phrase after an opener: function words, auxiliaries and common past verbs. */
const ENDS = /^(the|a|an|of|in|on|at|to|by|for|from|with|and|or|than|that|who|whom|whose|which|where|when|is|was|are|were|be|been|did|does|do|has|have|had|can|could|will|would|should|won|went|got|ran|made|came|wrote|took|beat|lost|saw|became|left|held|set|hit|there|listed|ever|since|during|after|before|per|not|never|outside|werent|wasnt|isnt|arent|didnt|doesnt|dont|hasnt|havent)$/;

/**
 * Index of the noun a question counts or asks for: the last word of the noun phrase right after
 * "how many", "number of", "which" or first / last / oldest …; -1 when there is none.
 */
export function rowNounIndex(words: Word[]): number {
  const text = words.map((w) => w.text);
  const at = text.findIndex((w, i) => OPENERS.test(w) || (w === 'of' && text[i - 1] === 'number'));
  if (at < 0) return -1;
  let head = -1;
  for (let i = at + 1; i < Math.min(text.length, at + 5); i++) {
    const w = text[i] as string;
    if (ENDS.test(w) || /^\d/.test(w) || (w.length > 4 && /ed$/.test(w))) break;
    head = i;
  }
  return head;
}

/** Demonyms (adjective and plural forms are read from the adjective), the country's names and its three-letter code. */
const COUNTRIES: [string, string[], string][] = Object.entries(DEMONYMS).flatMap(([adj, names]) => {
  const code = sportsCode(names[0] as string);
  return code ? [[adj, names, code] as [string, string[], string]] : [];
});

export interface DemonymCell {
  column: number;
  /** The condition's text: the code as written in the cells ("(KEN)") or the country's name. */
  value: string;
  /** The cell is the country itself: an equality, not a containment. */
  exact: boolean;
  start: number;
  end: number;
}


/**
 * "how many kenyans won", "the only american winner": the text column whose cells hold the
 * country (as a word) or its code (in capitals, alone or in parentheses), when exactly one does.
 */
export function demonymCells(words: Word[], rows: (string | null)[][], textColumns: number[]): DemonymCell[] {
  const out: DemonymCell[] = [];
  words.forEach((w, i) => {
    const said = w.text.replace(/(s|es)$/, '');
    const two = `${w.text} ${words[i + 1]?.text ?? ''}`.replace(/(s|es)$/, '');
    const entry = COUNTRIES.find(([adj]) => adj === w.text || adj === said) ?? COUNTRIES.find(([adj]) => adj === two) ?? countryNamed(words, i);
    if (!entry) return;
    const [adj, names, code] = entry;
    const codeRe = new RegExp(`(^|[^A-Za-z])${code}([^A-Za-z]|$)`);
    const nameRes = names.map((n) => new RegExp(`(^|[^a-z])${escapeRegExp(n)}([^a-z]|$)`, 'i'));
    const fits = textColumns.flatMap((ci) => {
      const cells = rows.map((r) => r[ci] ?? '');
      if (cells.some((v) => new RegExp(`\\(${code}\\)`).test(v))) return [{ column: ci, value: `(${code})` }];
      if (cells.some((v) => codeRe.test(v.trim()) && v.trim().length <= 5)) return [{ column: ci, value: code }];
      // a cell that is the country itself is matched whole
      const whole = cells.find((v) => names.includes(v.trim().toLowerCase()));
      if (whole) return [{ column: ci, value: whole.trim(), exact: true }];
      const name = names.find((_, k) => cells.some((v) => (nameRes[k] as RegExp).test(v)));
      return name ? [{ column: ci, value: name }] : [];
    });
    // a column holding the country as whole cells ("United States") wins over places that only name it ("Kansas City, United States")
    const exact = fits.filter((f) => 'exact' in f && f.exact);
    // a code in parentheses in several columns ("(BRA)" in Winner and Second): each, for a verb to pick
    // (a people word, "norwegians", is the people's code, not a place naming the country)
    const codes = fits.filter((f) => f.value === `(${code})`);
    const coded = (codes.length > 1 && codes.length === fits.length) || (codes.length > 0 && !names.includes(adj)) ? codes : [];
    const chosen = fits.length === 1 ? fits : exact.length === 1 ? exact : coded;
    if (chosen.length === 0) return;
    for (const fit of chosen as { column: number; value: string; exact?: boolean }[])
      out.push({ column: fit.column, value: fit.value, exact: fit.exact === true, start: i, end: i + adj.split(' ').length });
  });
  return out;
}

/** "from liberia", "in japan": a country said by its name (one or two words), as a demonym entry. */
function countryNamed(words: Word[], i: number): [string, string[], string] | undefined {
  for (const n of [2, 1]) {
    const name = words.slice(i, i + n).map((w) => w.text).join(' ');
    if (n === 2 && !words[i + 1]) continue;
    // "the uk", "the usa": a short name only after "the" ("us" alone is a word)
    const code = name.length >= 4 || (/^(uk|usa|us)$/.test(name) && words[i - 1]?.text === 'the') ? sportsCode(name) : undefined;
    if (code) return [name, [name, ...countryForms(name).filter((f) => f.length > 3)], code];
  }
  return undefined;
}

/** The question words (demonyms) that stand for a country's code or name written in a cell ("kenyan" → "(KEN)"). */
export function demonymWordsFor(words: Word[], value: string): string[] {
  const v = value.trim().toLowerCase();
  return words.flatMap((w, i) => {
    const said = w.text.replace(/(s|es)$/, '');
    // "from liberia": the country's own name stands for its code too
    const entry = COUNTRIES.find(([adj]) => adj === w.text || adj === said) ?? countryNamed(words, i);
    if (!entry) return [];
    const [, names, code] = entry;
    const forms = [code.toLowerCase(), `(${code.toLowerCase()})`, ...names];
    return forms.includes(v) ? [w.text] : [];
  });
}

