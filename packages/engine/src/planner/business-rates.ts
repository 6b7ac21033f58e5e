/**
 * Business rates named by their event: "win rate", "escalation rate", "conversion rate by
 * channel". The event is a yes/no column (won, converted) or one value of a text column (status
 * escalated): the rate is the share of rows holding it, among the rows the rest of the question
 * keeps. A yes/no column left blank on some rows (won, empty while a deal is open) counts only
 * the rows that have an answer: a win rate is over the closed deals. "which device converts best"
 * is the groups' rate of the yes/no column the verb names (converted), ranked.
 */
import type { AnalystFilter } from '@ai-analyst/contract';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex } from './schema-index';

/** Nouns whose event is spelled otherwise in the data. */
const IRREGULAR: Record<string, string[]> = {
  win: ['won', 'win', 'winner'],
  loss: ['lost', 'loss', 'lose'],
  lose: ['lost', 'loss'],
  // people leaving a roster: `Status` = Terminated, Resigned, Left…
  attrition: ['terminated', 'left', 'resigned', 'departed', 'exited', 'separated', 'churned', 'quit'],
  turnover: ['terminated', 'left', 'resigned', 'departed', 'exited', 'separated', 'churned', 'quit'],
};
const RATE = /\b(?:the\s+)?([a-z]+)\s+rates?\b/i;
/** Words before "rate" that are no event ("the average rate", "interest rate"). */
const NOT_EVENTS = /^(average|avg|mean|overall|total|high|low|highest|lowest|best|worst|daily|monthly|yearly|annual|interest|exchange|tax|growth|hourly|heart|birth|death|success)$/;

const base = (w: string) => w.toLowerCase().replace(/(ations?|ions?|als?|ures?|ing|ed|es|s)$/, '');

/** Whether a word of the data spells the event a rate's noun names ("escalation" → escalated). */
function spells(noun: string, word: string): boolean {
  const w = word.toLowerCase();
  const irregular = IRREGULAR[noun.toLowerCase()];
  if (irregular) return irregular.includes(w);
  const [a, b] = [base(noun), base(w)];
  let common = 0;
  while (common < Math.min(a.length, b.length) && a[common] === b[common]) common++;
  return common >= 5 || (common >= 3 && a === b);
}

/** The condition the event of `noun` is: a yes/no column's yes, or one value of a text column. */
function eventOf(noun: string, index: DatasetIndex): { condition: AnalystFilter; flag?: string } | undefined {
  const flags = index.columns.filter((c) => c.flagTrue !== undefined && c.words.length === 1 && spells(noun, c.words[0] as string));
  if (flags.length === 1) {
    const c = flags[0]!;
    return { condition: { kind: 'values', column: c.name, values: [c.flagTrue as string | number | boolean] }, flag: c.name };
  }
  if (flags.length > 1) return undefined;
  const values = index.columns.flatMap((c) =>
    c.flagTrue === undefined ? [...c.values.values()].filter((v) => /^[a-z]+$/i.test(v) && spells(noun, v)).map((v) => ({ c, v })) : [],
  );
  if (values.length !== 1) return undefined;
  return { condition: { kind: 'values', column: values[0]!.c.name, values: [values[0]!.v] } };
}

/** Events that go wrong: their rate is worst when highest. */
const BAD_EVENT =
  /^(noshow|no_show|cancel|cancell?ation|cancell?ed|churn|churned|return|returned|refund|refunded|complaint|defect|default|defaulted|fail|failed|failure|error|late|loss|lost|bounce|bounced|reject|rejected|rejection|escalation|escalated|abandon|abandoned|dropout|miss|missed|dispute|disputed|chargeback)s?$/;

const guard = rewriteGuard();

/** The question with its "<event> rate" read as the share of rows holding the event, or undefined. */
export function parseEventRate(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  // a column named rate is what "<x> rate" reads ("self-employed rate" over series / rate)
  const two = index.columns.some((c) => c.words.includes('rate')) ? undefined : twoWordEvent(question, index);
  if (two) return rateRead(question, two.at, two.noun, two.event, index, parse);
  const m = RATE.exec(question) ?? bareLeaving(question, index);
  if (!m || NOT_EVENTS.test(m[1] as string)) return undefined;
  // a column named by the rate itself (conversion_rate) is read as it is
  const noun = (m[1] as string).toLowerCase();
  if (index.columns.some((c) => c.words.includes('rate') || (c.words.includes(noun) && c.flagTrue === undefined)))
    return undefined;
  const event = eventOf(noun, index);
  if (!event) return undefined;
  return rateRead(question, m, noun, event, index, parse);
}

/**
 * "our attrition", "which department has the highest turnover" said without "rate", over a roster
 * whose rows say who left (a `Terminated` status) and with no money column ("turnover" of a shop
 * is its revenue): the rate of leaving.
 */
function bareLeaving(question: string, index: DatasetIndex): RegExpExecArray | null {
  const m = /\b(attrition|turnover)\b/i.exec(question);
  const money = (c: DatasetIndex['columns'][number]) =>
    /DOUBLE|DECIMAL|INT/i.test(c.type) && c.words.some((w) => /^(revenue|sales?|amount|turnover)$/.test(w));
  if (!m || index.columns.some(money)) return null;
  return eventOf(m[1] as string, index) ? m : null;
}

/** "no show rate", "no-show %": a value of two words (`No Show`) said before rate or %. */
const TWO_WORD_RATE = /\b([a-z]+)[\s-]([a-z]+)\s*(?:rates?\b|%)/i;
const letters = (v: string) => v.toLowerCase().replace(/[^a-z]/g, '');

/** The two-word event of a text column said before "rate" or "%", when one value of the data spells it. */
function twoWordEvent(
  question: string,
  index: DatasetIndex,
): { at: RegExpExecArray; noun: string; event: { condition: AnalystFilter } } | undefined {
  const at = TWO_WORD_RATE.exec(question);
  if (!at) return undefined;
  const said = letters(`${at[1]}${at[2]}`);
  const found = index.columns.flatMap((c) =>
    c.flagTrue === undefined ? [...c.values.values()].filter((v) => /\s|-/.test(v.trim()) && letters(v) === said).map((v) => ({ c, v })) : [],
  );
  if (found.length !== 1) return undefined;
  const { c, v } = found[0]!;
  return { at, noun: said, event: { condition: { kind: 'values', column: c.name, values: [v] } } };
}

/** The question with the rate said at `m` read as the share of rows holding `event`. */
function rateRead(
  question: string,
  m: RegExpExecArray,
  noun: string,
  event: { condition: AnalystFilter; flag?: string },
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  let text = `${question.slice(0, m.index)}number of rows${question.slice(m.index + m[0].length)}`;
  // the rate of something that goes wrong is worst when highest
  if (BAD_EVENT.test(noun))
    text = text.replace(/\b(best|better|worst|worse)\b/gi, (w: string) => {
      const high = /^wor/i.test(w);
      return /er$/i.test(w) ? (high ? 'higher' : 'lower') : high ? 'highest' : 'lowest';
    });
  const parsed = guard.reparseOnce(parse, text);
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify || parsed.ignored.length > 0) return undefined;
  if (query.kind === 'compare') return rateOnSides(parsed, event);
  // a yes/no column named by the rate's own word is read by the parser itself, except on two sides
  if (index.columns.some((c) => c.words.includes(noun) && c.flagTrue !== undefined)) return undefined;
  if (query.kind !== 'aggregate' || query.measures.length !== 1 || query.measures[0]!.fn !== 'count' || query.measures[0]!.column)
    return undefined;
  const column = event.condition.column;
  if (query.filters.some((f) => f.column === column) || query.groupBy.some((g) => g.column === column)) return undefined;
  query.kind = 'percent';
  query.measures = [];
  query.condition = [event.condition];
  // a yes/no left blank is not yet known: the rate is over the rows that have an answer
  if (event.flag) query.filters.push({ kind: 'null', column, isNull: false });
  return parsed;
}

/**
 * "transfer rate general vs billing": the two sides' rates, each the mean of the yes/no column (a
 * blank answer left out); an event that is a value of a text column is left to other readings.
 */
function rateOnSides(parsed: Parsed, event: { condition: AnalystFilter; flag?: string }): Parsed | undefined {
  const query = parsed.query!;
  const flag = event.flag;
  if (!flag || query.measures.length !== 1 || query.measures[0]!.fn !== 'count' || query.measures[0]!.column) return undefined;
  const touched = [...query.filters, ...(query.sides ?? []).flatMap((side) => side.filters)];
  if (touched.some((f) => f.column === flag) || query.groupBy.some((g) => g.column === flag)) return undefined;
  return { ...parsed, query: { ...query, measures: [{ fn: 'avg', column: flag }] } };
}

/** "which device converts best", "which channel bounces the most": a verb of a yes/no column, ranked. */
const VERB_RANKED = /^(?:which|what) ([a-z][a-z ]*?) ([a-z]{4,}?)(?:es|s) (?:the )?(best|most|most often|worst|least|least often)\s*\??$/i;

/** The question said as the groups' event rate ("which device has the highest converted rate"), or undefined. */
export function plainerEventVerb(question: string, index: DatasetIndex): string | undefined {
  const m = VERB_RANKED.exec(question.trim());
  if (!m) return undefined;
  const verb = (m[2] as string).toLowerCase();
  const flags = index.columns.filter(
    (c) => c.flagTrue !== undefined && c.words.length === 1 && (c.words[0] as string).startsWith(verb) && (c.words[0] as string).length <= verb.length + 2,
  );
  if (flags.length !== 1) return undefined;
  const high = /^(best|most)/i.test(m[3] as string);
  return `which ${m[1]} has the ${high ? 'highest' : 'lowest'} ${flags[0]!.words[0]} rate`;
}

/** A plural noun of an event: "cancellations", "completions", "refusals", "failures". */
const EVENT_NOUNS = /\b([a-z]{4,}(?:ations|tions|sions|ions|als|ures))\b/i;

/**
 * "cancellations in jan vs feb", "which day had the most cancellations": the plural noun of an
 * event that one value of a text column spells (`Status` = `Cancelled`) counts the rows holding
 * it; the question is read with "<value> rows" in its place. Left alone when a column is named by
 * the noun or a yes/no column spells it (read by the flag readings), or several values spell it.
 */
export function plainerEventNoun(question: string, index: DatasetIndex): string | undefined {
  const m = EVENT_NOUNS.exec(question);
  if (!m) return undefined;
  const noun = (m[1] as string).toLowerCase();
  const singular = noun.replace(/s$/, '');
  if (index.columns.some((c) => c.words.includes(noun) || c.words.includes(singular))) return undefined;
  if (index.columns.some((c) => c.flagTrue !== undefined && c.words.some((w) => spells(singular, w)))) return undefined;
  const values = index.columns.flatMap((c) =>
    c.flagTrue === undefined && c.distinct <= 50
      ? [...c.values.values()].filter((v) => /^[a-z]+$/i.test(v) && spells(singular, v)).map((v) => ({ c, v }))
      : [],
  );
  if (values.length !== 1) return undefined;
  return `${question.slice(0, m.index)}${values[0]!.v.toLowerCase()} rows${question.slice(m.index + m[0].length)}`;
}
