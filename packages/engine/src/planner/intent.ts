/**
 * Recognizes what kind of analysis a question asks for, and which aggregation and ranking words
 * it uses. Patterns are plain regular expressions over the lower-cased question, kept in one
 * table so the question set can show which rule fired.
 */

export type Intent =
  | 'sql'
  | 'list'
  | 'profile'
  | 'describe'
  | 'preview'
  | 'forecast'
  | 'anomalies'
  | 'time_series'
  | 'correlate'
  | 'compare'
  | 'aggregate';

const RULES: [Intent, RegExp][] = [
  ['sql', /^\s*(select|with)\s/i],
  [
    'list',
    // "tables" and "files" only when the whole question is about them ("what % of tables were
    // smokers" is about a restaurant's tables)
    /\b(list|show|what|which)\b.*\b(datasets|data ?sets)\b|^\s*(list|show( me)?|what|which)( (are|is|the|my|all|of|kinds?|of))* (tables|files)( (do i have|are there|are loaded|have i( got| uploaded)?|i have|can i use|exist|are available|there are))?\s*\??\s*$|\bwhat data (do|have|is there)\b/,
  ],
  [
    'profile',
    /\b(profile|profiling|eda|exploratory|explore|data quality|quality of (the|this) data|summar(y|ise|ize) (of )?(the |this )?(data|dataset|table)|overview of (the |this )?(data|dataset))\b/,
  ],
  [
    'describe',
    /\b(describe|schema|what columns|which columns|list (the )?columns|column names|fields|structure of|what('s| is) in (the|this|\w+\??$)|tell me about (the |this |my )?\w+( (data|dataset|table|file))?\??$)/,
  ],
  [
    'preview',
    /\b(preview|first \d+ rows|first rows|sample rows|show (me )?(the )?(raw )?(data|rows)|head of)\b/,
  ],
  [
    'forecast',
    /\b(forecast|predict|prediction|projection|project(ed)?|next \d+|next (week|month|quarter|year)|coming (weeks|months)|will .* be)\b/,
  ],
  ['anomalies', /\b(anomal\w*|outliers?|unusual|abnormal|spikes?|strange|weird|irregular)\b/],
  [
    'time_series',
    /\b(trend|trending|seasonal\w*|decompos\w*|change ?points?|level shifts?|(?<!(?:sales|deal|order|buying) )cycle(?! (?:time|length))|(pattern|evolve[sd]?|develop(ed|s)?|changed?) over time|over time$)\b/,
  ],
  [
    'correlate',
    /\b(correlat\w*|relationship between|related to|relation between|associated with|depend on)\b/,
  ],
  [
    'compare',
    /\b(compare|compared|comparison|vs\.?|versus|against (the )?(previous|prior|last)|year over year|yoy|mom|qoq|period over period|change from|grow(th|n)?|increase|decrease|declin\w*|drop(ped)?)\b/,
  ],
];

/** The first intent whose pattern matches, or aggregate. */
export function detectIntent(question: string): Intent {
  const q = question.toLowerCase();
  for (const [intent, re] of RULES) if (re.test(q)) return intent;
  return 'aggregate';
}

export type AggWord = 'sum' | 'avg' | 'count' | 'count_distinct' | 'min' | 'max' | 'median' | undefined;

/** The aggregation the question asks for explicitly, if any. */
export function aggregationWord(question: string): AggWord {
  const q = question.toLowerCase();
  if (
    /\bhow many (distinct|unique|different)\b|\b(distinct|unique|different) (number|count)\b|\bnumber of (distinct|unique|different)\b|\bcount (of )?(distinct|unique)\b/.test(
      q,
    )
  )
    return 'count_distinct';
  // "max number of seats" is the maximum of seats, not a count.
  const extreme = /\b(max|maximum|highest|largest|min|minimum|lowest|smallest) number of\b/.exec(q);
  if (extreme) return /^(max|maximum|highest|largest)$/.test(extreme[1] as string) ? 'max' : 'min';
  if (/\bmedian\b/.test(q)) return 'median';
  if (/\b(average|avg|mean|typical|per order|aov)\b/.test(q)) return 'avg';
  if (/\b(how many|number of|count)\b/.test(q)) return 'count';
  if (/\b(total|sum|overall|in total|altogether|combined)\b/.test(q)) return 'sum';
  if (/\b(maximum|max|largest single|biggest single|peak|highest single|record)\b/.test(q)) return 'max';
  if (/\b(minimum|min|smallest single|lowest single)\b/.test(q)) return 'min';
  return undefined;
}

/** Ranking words: "top 5", "worst 3", "which … most". Returns direction and N (if given). */
export function rankingWords(question: string): {
  order?: 'desc' | 'asc';
  limit?: number;
  superlative: boolean;
} {
  const q = question.toLowerCase();
  const words = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)';
  const top = new RegExp(`\\b(top|best|highest|largest|biggest|leading|most)\\s+${words}\\b`).exec(q);
  const bottom = new RegExp(`\\b(bottom|worst|lowest|smallest|least)\\s+${words}\\b`).exec(q);
  const num = (w: string) =>
    Number(w) ||
    { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 }[
      w
    ] ||
    5;
  if (top) return { order: 'desc', limit: num(top[2] as string), superlative: false };
  if (bottom) return { order: 'asc', limit: num(bottom[2] as string), superlative: false };
  // "the 3 least popular products", "5 biggest customers"
  const numberFirst = new RegExp(
    `\\b${words}\\s+(top|best|highest|largest|biggest|most|leading|bottom|worst|lowest|smallest|least|fewest)\\b`,
  ).exec(q);
  if (numberFirst) {
    const asc = /^(bottom|worst|lowest|smallest|least|fewest)$/.test(numberFirst[2] as string);
    return { order: asc ? 'asc' : 'desc', limit: num(numberFirst[1] as string), superlative: false };
  }
  const low = /\b(least|lowest|smallest|worst|fewest|bottom|minimum)\b/.test(q);
  const high = /\b(most|highest|largest|biggest|best|top|leading|maximum|max)\b/.test(q);
  if (low) return { order: 'asc', superlative: true };
  if (high) return { order: 'desc', superlative: true };
  return { superlative: false };
}

/** Words right before a column that make it a group-by ("by region", "for each product"). */
export const GROUP_WORDS = new Set([
  'by',
  'per',
  'each',
  'every',
  'across',
  'which',
  'what',
  'top',
  'bottom',
  'best',
  'worst',
  'among',
]);

/** "busiest day", "worst month": one time bucket ranked by the measure. */
export function peakPeriod(
  question: string,
): { bucket: 'day' | 'week' | 'month' | 'quarter' | 'year'; order: 'desc' | 'asc' } | undefined {
  const m =
    /\b(busiest|best|strongest|biggest|highest|peak|top|worst|weakest|slowest|quietest|lowest)\s+(day|week|month|quarter|year)\b/.exec(
      question.toLowerCase(),
    );
  if (!m) return undefined;
  const asc = /^(worst|weakest|slowest|quietest|lowest)$/.test(m[1] as string);
  return { bucket: m[2] as 'day', order: asc ? 'asc' : 'desc' };
}

/** An explicit chart type ("as a pie", "bar chart", "line graph"). */
export function chartWord(question: string): 'pie' | 'bar' | 'line' | undefined {
  const m = /\b(pie|donut|bar|column|line)\s*(chart|graph|plot)?\b/.exec(question.toLowerCase());
  if (!m || (!m[2] && m[1] !== 'pie' && m[1] !== 'donut')) return undefined;
  return m[1] === 'donut' || m[1] === 'pie' ? 'pie' : m[1] === 'column' ? 'bar' : (m[1] as 'bar' | 'line');
}
