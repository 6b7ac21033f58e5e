/**
 * Service-desk figures said by their usual names, over a log with one row per contact (a call, a
 * chat): "volume" is the number of rows when no column is a volume ("call volume by month");
 * "asa" (average speed of answer) is the mean wait of the answered contacts, and "aht" (average
 * handle time) the mean of talk + hold (+ wrap-up) per answered contact, or of the handle-time
 * column itself when there is one. "Answered" is said only when the log marks the contacts that
 * were abandoned or missed (flags.ts reads it as that flag negated). A figure whose columns the
 * table lacks is left to the other readings (which ask back).
 */
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';
import { splitWords } from './text';

const guard = rewriteGuard();

const VOLUME = /\b(?:([a-z]+)\s+)?volumes?\b/i;
const ASA = /\basa\b/i;
const AHT = /\baht\b(?:\s*\(([^)]*)\))?/i;

const numeric = (c: IndexedColumn) => /INT|DOUBLE|FLOAT|DECIMAL|REAL|NUMERIC/i.test(c.type) && c.flagTrue === undefined;
/** The one number column with one of `words` in its name, or undefined (none, or several). */
function onlyColumn(index: DatasetIndex, words: RegExp): IndexedColumn | undefined {
  const found = index.columns.filter((c) => numeric(c) && c.words.some((w) => words.test(w)));
  return found.length === 1 ? found[0] : undefined;
}
const UNIT_WORD = /^(s|sec|secs|seconds?|mins?|minutes?|h|hrs?|hours?|ms)$/;
/** A column's name as words, without its unit (`talk_time (s)` → talk time, `hold_s` → hold). */
function said(c: IndexedColumn): string {
  const words = splitWords(c.name.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  const plain = words.filter((w) => !UNIT_WORD.test(w));
  return (plain.length ? plain : words).join(' ');
}

/** Whether the log flags the contacts that were not answered (abandoned, missed). */
const marksUnanswered = (index: DatasetIndex) =>
  index.columns.some((c) => c.flagTrue !== undefined && c.words.some((w) => /^(abandon|abandoned|missed|miss)$/.test(w)));

/** The question with a service-desk figure said in plain words, or undefined. */
export function plainerKpi(question: string, index: DatasetIndex): string | undefined {
  let text = question;
  const answered = marksUnanswered(index) && !/\banswered\b/i.test(question) ? ' of answered' : '';
  const volume = VOLUME.exec(text);
  if (volume && !index.columns.some((c) => c.words.some((w) => /^(volume|vol)$/.test(w)))) {
    const noun = volume[1] && !/^(the|our|total|of|in|what|whats|did|how)$/i.test(volume[1]) ? volume[1] : undefined;
    const rows = noun ? (noun.endsWith('s') ? noun : `${noun}s`) : 'rows';
    text = `${text.slice(0, volume.index)}number of ${rows}${text.slice(volume.index + volume[0].length)}`;
  }
  if (ASA.test(text)) {
    const wait = onlyColumn(index, /^(wait|waiting|queue|queued)$/);
    if (!wait) return undefined;
    text = text.replace(ASA, `average ${said(wait)}${answered}`);
    // "in secs" over a wait already in seconds says nothing more (and would name every seconds column)
    if (/\b(sec|secs|seconds?|s)\b/i.test(wait.name.replace(/_/g, ' '))) text = text.replace(/\s*\bin (secs?|seconds?)\b/i, '');
  }
  const aht = AHT.exec(text);
  if (aht) {
    const handle = onlyColumn(index, /^(handle|handling)$/);
    const parts = handle
      ? [handle]
      : [onlyColumn(index, /^(talk|talking)$/), onlyColumn(index, /^(hold)$/), onlyColumn(index, /^(wrap|acw)$/)];
    if (!parts[0] || (!handle && !parts[1])) return undefined;
    const sum = parts.flatMap((c) => (c ? [said(c)] : [])).join(' + ');
    text = `${text.slice(0, aht.index)}average ${sum}${answered}${text.slice(aht.index + aht[0].length)}`;
  }
  return text === question ? undefined : text.replace(/\s{2,}/g, ' ');
}

/** The question read through its plainer wording, when that reading places every word. */
export function parseServiceKpi(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  const text = plainerKpi(question, index);
  if (!text) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  return parsed?.query && !parsed.clarify ? parsed : undefined;
}
