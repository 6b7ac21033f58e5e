/**
 * Word handling for the planner: tokenizing questions and column names the same way, a light
 * stemmer (plurals and possessives only; heavier stemming merges words analysts keep apart,
 * like "ordered" and "order"), and business synonyms (number words are read in number-words.ts).
 * A synonym only counts when the dataset really has a column with that word, so "sales" finds
 * `revenue` in an orders table but never invents a column.
 */

export interface Token {
  /** Lower-case surface form. */
  word: string;
  stem: string;
  /** Position in the question (0-based token index). */
  index: number;
}

/**
 * Units written with an SI prefix and capitals (`kWh`, `kW`, `MHz`, `mAh`, `pH`): one word each,
 * never parted as camelCase ("Energy (kWh)" is energy and kwh, not k and wh).
 */
const PREFIXED_UNIT = /(?<![A-Za-z])(?:[kMGTmµ](?:Wh|W|Hz|VA|V|Ah|A|Pa|J|B)|pH)(?![A-Za-z])/g;

/** Splits snake_case, kebab-case, camelCase and spaces into lower-case words. */
export function splitWords(text: string): string[] {
  return (
    text
      .replace(PREFIXED_UNIT, (unit) => unit.toLowerCase())
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      // a dot between two words of a name (R's infant.mortality, Ideal.point) parts them; u.s. stays one
      .split(/[^a-z0-9.%-]+|(?<=[a-z])-|-(?=[a-z])|_|(?<=[a-z]{2})\.(?=[a-z]{2})/)
      .map((w) => w.replace(/^[.-]+|[.-]+$/g, ''))
      .filter((w) => w !== '')
  );
}

/** Plurals in -ies whose singular ends in -ie (or that have no singular). */
const IES_WORDS = new Set(
  'movies cookies calories zombies rookies pies ties lies dies series species smoothies brownies goalies prairies hoodies freebies newbies birdies veggies selfies sorties coteries reveries genies aunties'.split(
    ' ',
  ),
);

/** Plural and possessive stripping: "categories" → "category", "orders" → "order". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (IES_WORDS.has(w)) return w === 'series' || w === 'species' ? w : w.slice(0, -1);
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  // "churned" → "churn", "ordered" → "order"; short words like "red" or "used" stay.
  if (w.endsWith('ed') && w.length > 5 && !w.endsWith('eed')) return w.slice(0, -2);
  if (w.endsWith('s')) w = w.slice(0, -1);
  return w;
}

export function tokenize(text: string): Token[] {
  return splitWords(text).map((word, index) => ({ word, stem: stem(word), index }));
}

/**
 * Business words and the column words they may stand for. Keys and values are stems. Used only
 * to find columns that exist; never to guess a column that does not.
 */
export const SYNONYMS: Record<string, string[]> = {
  sale: ['revenue', 'sale', 'amount', 'sales'],
  sales: ['revenue', 'sale', 'amount'],
  revenue: ['sale', 'sales', 'amount', 'mrr'],
  income: ['revenue', 'mrr'],
  earning: ['revenue'],
  turnover: ['revenue'],
  value: ['revenue', 'amount'],
  spend: ['revenue', 'amount', 'cost'],
  money: ['revenue'],
  quantity: ['unit', 'qty'],
  volume: ['unit', 'qty', 'session'],
  sold: ['unit'],
  item: ['unit', 'product'],
  visit: ['session'],
  traffic: ['session'],
  visitor: ['session', 'user'],
  pageview: ['pageview', 'page'],
  conversion: ['conversion'],
  signup: ['conversion', 'signup'],
  client: ['customer', 'account'],
  customer: ['customer', 'account'],
  account: ['account', 'customer'],
  subscriber: ['account'],
  subscription: ['account'],
  cost: ['price'],
  priced: ['price'],
  seat: ['seat'],
  license: ['seat'],
  area: ['region', 'country'],
  territory: ['region'],
  market: ['region', 'country'],
  nation: ['country'],
  location: ['region', 'country'],
  platform: ['device'],
  channel: ['channel', 'source'],
  source: ['source', 'channel'],
  medium: ['source'],
  tier: ['plan'],
  package: ['plan'],
  vertical: ['industry'],
  sector: ['industry'],
  bounce: ['bounce'],
  duration: ['second', 'duration'],
  time: ['second', 'duration'],
  date: ['date', 'day', 'month'],
  when: ['date'],
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(SYNONYMS, null);

/** Words that never name a column on their own (stems). */
export const STOP = new Set(
  'the a an of in on for to by per and or is are was were be what which who how many much me show give list tell i we my our us do does did with from at as this that these those it its there their all each every total sum average avg mean count number most least top bottom best worst highest lowest than over under between vs versus compare compared data dataset table please can you could would should over across during last next this year month quarter week day daily weekly monthly quarterly yearly annual one two three four five six seven eight nine ten'.split(
    ' ',
  ),
);
