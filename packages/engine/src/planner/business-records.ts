/**
 * Records repeated over several rows: a line-item export holds one row per line, with the order's
 * id repeated over its lines (order_id ORD-1 on three rows). "how many orders", "the day with the
 * most orders" count the distinct ids, not the rows; "avg lines per order" is the rows over them.
 */
import { BUSINESS_ROW_NOUNS } from './business-lexicon';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

const ID_WORDS = /^(id|no|number|num|ref|code)$/;

/** The id column of a record noun ("orders" → order_id) whose values repeat over rows. */
export function repeatedIdOf(noun: string, index: DatasetIndex, most = 0.95): IndexedColumn | undefined {
  const single = noun.toLowerCase().replace(/s$/, '');
  const found = index.columns.filter(
    (c) =>
      !/INT|DOUBLE|FLOAT|DECIMAL/i.test(c.type) &&
      c.words.length === 2 &&
      c.words[0] === single &&
      ID_WORDS.test(c.words[1] as string) &&
      c.uniqueness < most &&
      c.distinct > 1,
  );
  return found.length === 1 ? found[0] : undefined;
}

/** "how many orders", "the most orders", "number of orders": the records counted. */
const counted = (RECORDS: string) =>
  new RegExp(
    `\\b(how many|number of|no of|count of|count the|(?:the )?(?:most|fewest|least|more|fewer))\\s+(?:distinct |different |unique )?(${RECORDS})\\b`,
    'i',
  );
/** "avg lines per order", "items per basket": rows over the distinct records. */
const linesPer = () =>
  new RegExp(
    `^(?:what(?:'s| is) (?:the )?)?(?:avg|average|mean)\\s+(?:number of\\s+)?(?:lines|line items|items|rows|products)\\s+(?:per|in an?|in each|for each|each)\\s+(${[...BUSINESS_ROW_NOUNS].map((n) => n.replace(/s$/, '')).join('|')})\\s*\\??$`,
    'i',
  );

const guard = rewriteGuard();

/** Several rows of one record said: "more than one item", "multiple lines", "more than once". */
const SEVERAL_ROWS =
  /\b(?:more than (?:one|1|once)|multiple|several|at least (?:two|2)|(?:two|2) or more)\b(?:\s+(?:items?|lines?|products?|rows?|times|entries))?/i;

/** The question with its record noun read as the distinct ids of the records, or undefined. */
export function parseRepeatedRecords(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (guard.busy) return undefined;
  // built when asked: the record nouns' module also calls this one
  const per = linesPer().exec(question.trim());
  if (per) {
    const id = repeatedIdOf(per[1] as string, index);
    if (!id) return undefined;
    const parsed = guard.reparseOnce(parse, 'how many rows');
    const m = parsed?.query?.measures[0];
    if (!parsed?.query || !m || m.fn !== 'count' || m.column) return undefined;
    m.per = { column: id.name };
    return parsed;
  }
  const COUNTED = counted([...BUSINESS_ROW_NOUNS].join('|'));
  const found = COUNTED.exec(question);
  if (!found) return undefined;
  // "orders with more than one item", "customers who returned more than once": records by their
  // number of rows, which one query cannot count; asked back with what it can (an id whose
  // values may repeat, whatever share of them do)
  const after = question.slice(found.index + found[0].length);
  const anyId = repeatedIdOf(found[2] as string, index, 1);
  if (anyId && SEVERAL_ROWS.test(after)) {
    const said = anyId.words.join(' ');
    return {
      ignored: [SEVERAL_ROWS.exec(after)![0]],
      confidence: 0,
      firm: true,
      clarify: {
        question: `I can count the distinct ${said}s, or the rows per ${said}, but not how many ${found[2]} have several rows. Did you mean one of these?`,
        choices: [`how many distinct ${said}s`, `top 10 ${said}s by number of rows`],
      },
    };
  }
  const id = repeatedIdOf(found[2] as string, index);
  if (!id) return undefined;
  const said = id.words.join(' ');
  const text = question.replace(COUNTED, (_all, lead: string) => `${lead} distinct ${said}s`);
  const parsed = guard.reparseOnce(parse, text);
  const query = parsed?.query;
  if (!parsed || !query || parsed.clarify) return undefined;
  return query.measures.some((m) => m.fn === 'count_distinct' && m.column === id.name) ? parsed : undefined;
}

const START_DATE = /^(created|creation|opened|submitted|placed|logged|raised|received|issued)$/;
const BUSIEST =
  /^(?:(?:what|which)(?:'s| is| was| were)? (?:the )?)?(busiest|quietest|slowest) (weekday|day of (?:the )?week)(?: (?:for|of|in|by) (.+?))?\s*\??$/i;

/**
 * A plainer wording of a business question, or undefined: "new tickets" over a table with a
 * created date are its tickets (each row is one created); "busiest weekday for tickets" is the
 * weekday with the most of them ("the busiest day" is one date, read by the parser).
 */
export function plainerRecords(question: string, index: DatasetIndex): string | undefined {
  let text = question.trim();
  // the record nouns, and the plural words of the table's name ("requests" of service_requests)
  const named = index.info.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => /^[a-z]{4,}s$/.test(w));
  const nouns = [...BUSINESS_ROW_NOUNS, ...named].join('|');
  const created = index.columns.some(
    (c) =>
      /DATE|TIMESTAMP/i.test(c.type) &&
      c.name
        .toLowerCase()
        .split(/[^a-z]+/)
        .some((w) => START_DATE.test(w)),
  );
  // unless the data says which are new itself (a new-visitor flag, a "New" customer type)
  const saysNew =
    index.columns.some((c) => c.words.includes('new')) ||
    [...index.valueIndex.keys()].some((k) => /\bnew\b/.test(k));
  if (created && !saysNew) text = text.replace(new RegExp(`\\bnew (${nouns})\\b`, 'gi'), '$1');
  // "top 3 most returned skus" over a table of returns: the skus with the most rows
  const verbs = index.info.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => /^[a-z]{4,}s$/.test(w))
    .map((w) => w.slice(0, -1));
  for (const v of verbs) {
    const most = new RegExp(`\\b(?:the\\s+)?most\\s+(?:often\\s+)?${v}(?:ed|d)\\s+`, 'i');
    if (most.test(text) && !/\bby\b/i.test(text))
      text = `${text.replace(most, '').replace(/[?.!\s]+$/, '')} by number of rows`;
  }
  // "top return reason for footwear": a reason or cause ranks by how often it comes up
  const topOne =
    /^(?:what(?:'s| is| was)? (?:the )?)?top ((?:[a-z]+ )?(?:reason|cause|complaint|issue|problem))\b(.*)$/i.exec(
      text,
    );
  if (topOne && !/\bby\b/i.test(text))
    text = `which ${topOne[1]} has the most rows${(topOne[2] as string).replace(/[?.!\s]+$/, '')}`;
  else if (
    /^(?:what(?:'s| is| was)? (?:the )?)?top (?:\d+ )?(?:[a-z]+ )?(?:reasons|causes|complaints|issues|problems)\b/i.test(
      text,
    ) &&
    !/\bby\b/i.test(text)
  )
    text = `${text.replace(/[?.!\s]+$/, '')} by number of rows`;
  const busy = BUSIEST.exec(text);
  // a column named by the period itself (day_of_week, month) is read by the parser
  const periodColumn = index.columns.some((c) => c.words.some((w) => /^(day|week|weekday|dow)$/.test(w)));
  if (busy && !periodColumn) {
    const most = /^busiest$/i.test(busy[1] as string) ? 'most' : 'fewest';
    text = `which weekday has the ${most} ${busy[3] ?? 'rows'}`;
  }
  return text === question.trim() ? undefined : text;
}

/**
 * "tickets reopened after being closed", "deals re-opened": the data holds each record's state
 * (status open), not its history, so a repeat of a state ("re" before a value of the data) is
 * asked back with what the data does hold, never answered by the state itself.
 */
export function askRepeatedState(question: string, index: DatasetIndex): Parsed | undefined {
  const REPEATS =
    /\bre-?(open|clos|assign|activat|submit|schedul|book|issu|escalat|start|launch)(ed|ing|es|e|s)?\b/gi;
  for (const m of question.matchAll(REPEATS)) {
    const word = m[0].toLowerCase().replace('-', '');
    if (
      index.valueIndex.has(word) ||
      index.columns.some((c) => c.words.some((w) => word.startsWith(w) && w.length > 4))
    )
      continue;
    const base = (m[1] as string).toLowerCase();
    const held = [base, `${base}e`, `${base}ed`, `${base}d`, `${base}ing`].find((v) =>
      index.valueIndex.has(v),
    );
    if (!held) continue;
    const entry = index.valueIndex.get(held)?.[0];
    if (!entry) continue;
    const column = entry.column.words.join(' ');
    return {
      ignored: [m[0]],
      confidence: 0,
      firm: true,
      clarify: {
        question: `${index.info.name} holds each row's ${column} as it is now (${entry.value} among them), not its history, so I cannot tell which were ${m[0].toLowerCase()}. Did you mean one of these?`,
        choices: [`how many rows have ${column} ${entry.value}?`, `number of rows by ${column}`],
      },
    };
  }
  return undefined;
}
