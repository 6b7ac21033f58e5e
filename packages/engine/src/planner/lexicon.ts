/**
 * The parser's general vocabulary: abbreviations that name the same thing in column names and
 * in questions, business and everyday synonyms, words for levels that are averaged rather than
 * summed, superlative adjectives ("hottest", "cheapest") with the column concept and direction
 * they mean, and words that carry no meaning of their own. Nothing here names one dataset's
 * columns: every entry is a general word, and it only counts when a column or value of the data
 * really matches it.
 *
 * The word roles (levels, amounts, superlatives, function words), value aliases, typo matching,
 * calendar words and number words live in their own modules and are re-exported from here.
 *
 * To add a synonym, add the word to a group of SAME_AS (same meaning, any direction) or to
 * RELATED (question word → column words it may stand for). To add a superlative, add it to
 * SUPERLATIVES (word-roles.ts) with the concept words of the column it ranks by.
 */

export {
  AMOUNT_WORDS,
  COMMON_WORDS,
  FUNCTION_WORDS,
  LEVEL_WORDS,
  ROW_NOUNS,
  SUPERLATIVES,
} from './word-roles';
export { US_STATES, VALUE_ALIASES } from './value-aliases';
export { editDistance, typoOf } from './word-match';
export { MONTH_NAMES, monthNumber, WEEKDAY_NAMES, weekdayNumber } from './calendar-words';
export { NUMBER_SCALES, NUMBER_WORDS, normalizeNumbers } from './number-words';

/** Groups of words that name the same thing; the first word is the canonical form. */
const SAME_AS: string[][] = [
  ['temp', 'temperature', 'tmp', 'temperatures'],
  ['max', 'maximum', 'maxi'],
  ['min', 'minimum', 'mini'],
  ['avg', 'average', 'mean'],
  ['qty', 'quantity', 'quantities'],
  ['pct', 'percent', 'percentage', 'perc', '%'],
  ['precip', 'precipitation', 'prcp', 'rainfall'],
  ['num', 'number', 'nr', 'nbr'],
  ['point', 'pt', 'pts', 'points'],
  ['count', 'cnt'],
  ['amt', 'amount'],
  ['year', 'yr', 'yrs'],
  ['date', 'dt'],
  ['desc', 'description'],
  ['cat', 'category'],
  ['pop', 'population'],
  ['revenue', 'rev', 'revenues'],
  ['vol', 'volume'],
  ['weight', 'wt', 'mass'],
  ['height', 'ht'],
  ['dist', 'distance'],
  ['duration', 'dur'],
  ['lat', 'latitude'],
  ['lon', 'longitude', 'lng'],
  ['addr', 'address'],
  ['quarter', 'qtr'],
  ['dept', 'department'],
  ['employee', 'emp', 'staff'],
  ['customer', 'cust'],
  ['organization', 'organisation', 'org', 'orgs', 'organizations', 'organisations'],
  ['product', 'prod'],
  ['account', 'acct'],
  ['total', 'tot'],
  ['film', 'movie', 'picture'],
  ['mpg', 'mileage'],
  ['hp', 'horsepower'],
  ['expect', 'expectancy'],
  ['life', 'lifespan'],
  ['gdp', 'gross domestic product'],
  ['sale', 'sales'],
  ['price', 'prices', 'priced'],
  ['rating', 'rated', 'ratings'],
  ['satisfaction', 'satisfied', 'dissatisfied', 'unsatisfied'],
  ['death', 'deaths', 'fatality', 'fatalities', 'killed'],
  ['runtime', 'running time', 'length'],
  ['release', 'released'],
  ['director', 'directed', 'directing'],
  ['writer', 'wrote', 'written'],
  ['producer', 'produced'],
  ['distributor', 'distributed'],
  ['genre', 'genres'],
  ['country', 'countries', 'nation'],
  ['city', 'cities', 'town'],
  ['state', 'states'],
  ['cancel', 'canceled', 'cancelled', 'cancellation', 'cancellations', 'canceling', 'cancelling'],
  ['kid', 'child', 'children', 'kids'],
  ['adult', 'adults'],
  ['night', 'nights'],
  ['guest', 'guests'],
  ['booking', 'bookings', 'reservation', 'reservations'],
];

/** Abbreviations that stand for several words (a column `adr` is an average daily rate). */
export const EXPANSIONS: Record<string, string[]> = {
  adr: ['avg', 'daily', 'rate'],
  mpg: ['mile', 'per', 'gallon'],
  aov: ['avg', 'order', 'value'],
  gdp: ['gross', 'domestic', 'product'],
  imdb: ['imdb'],
  yoy: ['year', 'over', 'year'],
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(EXPANSIONS, null);

/** Question words and the column words they may stand for (one direction only). */
export const RELATED: Record<string, string[]> = {
  rep: ['owner', 'agent', 'salesperson', 'seller', 'representative'],
  assign: ['agent', 'owner', 'assignee'],
  handl: ['agent', 'owner', 'assignee'],
  handle: ['agent', 'owner', 'assignee'],
  csat: ['satisfaction'],
  satisfaction: ['csat'],
  unhappy: ['satisfaction', 'csat'],
  happy: ['satisfaction', 'csat'],
  sale: ['revenue', 'amt', 'gross'],
  revenue: ['sale', 'amt', 'gross', 'mrr', 'income'],
  income: ['revenue', 'mrr', 'salary'],
  earning: ['revenue', 'gross', 'income', 'wage', 'salary', 'pay', 'earning'],
  earn: ['revenue', 'gross', 'income', 'wage', 'salary', 'pay', 'earning'],
  earner: ['salary', 'wage', 'pay', 'income', 'earning'],
  money: ['revenue', 'gross', 'amt'],
  turnover: ['revenue'],
  crowd: ['attendance', 'spectator', 'audience'],
  spectator: ['attendance', 'crowd', 'audience'],
  fan: ['attendance', 'spectator', 'crowd'],
  hold: ['capacity'],
  seat: ['capacity'],
  accommodat: ['capacity'],
  gross: ['revenue'],
  box: ['gross'],
  spend: ['amt', 'cost', 'revenue'],
  spent: ['amt', 'cost', 'budget'],
  cost: ['price', 'budget', 'amt'],
  costly: ['price', 'budget'],
  budget: ['cost'],
  expensive: ['price', 'cost'],
  cheap: ['price', 'cost'],
  paid: ['price', 'amt', 'wage', 'salary', 'pay'],
  pay: ['price', 'salary', 'amt', 'wage', 'income'],
  wage: ['salary', 'pay', 'earning', 'income'],
  worth: ['price', 'value'],
  value: ['amt', 'price', 'revenue'],
  quantity: ['unit', 'qty'],
  unit: ['qty'],
  sold: ['unit', 'qty', 'sale'],
  item: ['unit', 'product'],
  visit: ['session'],
  traffic: ['session'],
  visitor: ['session', 'user'],
  client: ['customer', 'account'],
  firm: ['organization', 'company'],
  holder: ['organization', 'owner'],
  owner: ['organization', 'holder'],
  subscriber: ['account'],
  weather: ['condition'],
  rain: ['precip'],
  rainy: ['precip'],
  rained: ['precip'],
  snow: ['precip', 'snowfall'],
  hot: ['temp'],
  warm: ['temp'],
  cold: ['temp'],
  heat: ['temp'],
  windy: ['wind'],
  gust: ['wind'],
  people: ['pop', 'population'],
  pop: ['people', 'persons', 'headcount'],
  populous: ['pop'],
  inhabitant: ['pop'],
  resident: ['pop'],
  died: ['death'],
  delay: ['late', 'lateness'],
  delayed: ['late', 'delay'],
  late: ['delay'],
  lateness: ['delay', 'late'],
  die: ['death'],
  dead: ['death'],
  kill: ['death'],
  live: ['life'],
  lifespan: ['life', 'expect'],
  baby: ['fertility', 'birth'],
  birth: ['fertility'],
  born: ['birth', 'births'],
  fuel: ['mpg', 'mile', 'gallon'],
  efficiency: ['mpg', 'mile', 'gallon'],
  economy: ['mpg', 'mile', 'gallon'],
  power: ['hp'],
  powerful: ['hp'],
  heavy: ['weight'],
  heavier: ['weight'],
  dense: ['density'],
  denser: ['density'],
  degree: ['temp'],
  scor: ['goal', 'point', 'score'],
  scoring: ['goal', 'point', 'score'],
  light: ['weight'],
  long: ['runtime', 'duration', 'length', 'time'],
  longer: ['runtime', 'duration', 'length', 'time'],
  short: ['runtime', 'duration', 'length', 'time'],
  shorter: ['runtime', 'duration', 'length', 'time'],
  fast: ['speed', 'acceleration'],
  old: ['age'],
  aged: ['age'],
  older: ['age'],
  young: ['age'],
  younger: ['age'],
  tall: ['height'],
  deep: ['depth'],
  shallow: ['depth'],
  wide: ['width'],
  narrow: ['width'],
  big: ['size', 'area', 'pop'],
  large: ['size', 'area', 'pop'],
  vote: ['votes'],
  popular: ['votes', 'popularity'],
  popularity: ['votes'],
  score: ['rating'],
  star: ['rating'],
  review: ['rating'],
  stock: ['symbol', 'ticker'],
  company: ['symbol', 'ticker', 'company', 'organization', 'firm', 'vendor', 'manufacturer'],
  ticker: ['symbol'],
  share: ['price'],
  code: ['iata', 'id'],
  studio: ['distributor'],
  lead: ['lead'],
  region: ['region', 'area', 'territory', 'continent'],
  area: ['region', 'country', 'state'],
  // jobs and employment are counted in employees
  employment: ['employee'],
  job: ['employee'],
  location: ['region', 'country', 'city', 'state'],
  place: ['city', 'country', 'region'],
  when: ['date'],
  time: ['date', 'duration', 'runtime'],
  day: ['date'],
  // a nationality column holds countries; a chance is a probability
  country: ['nationality', 'citizenship'],
  chance: ['probability', 'prob'],
  likelihood: ['probability', 'prob'],
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(RELATED, null);

const CANON = new Map<string, string>();
for (const group of SAME_AS) for (const w of group) CANON.set(w, group[0] as string);

const GROUPS = new Map<string, string[]>();
for (const group of SAME_AS) GROUPS.set(group[0] as string, group);

/** Every word with the same meaning as a canonical word (for typo matching: "temprature"). */
export function sameAs(canon: string): string[] {
  return GROUPS.get(canon) ?? [canon];
}

/** Every word the lexicon's synonym groups and related-word lists hold (typo targets, known words). */
export function lexiconWords(): Set<string> {
  const out = new Set<string>();
  for (const group of SAME_AS) for (const w of group) if (!w.includes(' ')) out.add(w);
  for (const [k, list] of Object.entries(RELATED)) for (const w of [k, ...list]) out.add(w);
  return out;
}

/** The canonical form of a word (after plural stripping): "temperature" → "temp". */
export function canonical(word: string): string {
  return CANON.get(word) ?? word;
}

/** A crude root shared by related word forms: directed/director/directing → direct. */
export function root(word: string): string {
  let w = word;
  if (w.length <= 4) return w;
  for (const suffix of [
    'ation',
    'ings',
    'ing',
    'ers',
    'ors',
    'ion',
    'ed',
    'er',
    'or',
    'ly',
    'es',
    's',
    'e',
    'y',
  ]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}
