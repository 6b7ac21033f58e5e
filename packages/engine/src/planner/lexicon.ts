/**
 * The parser's general vocabulary: abbreviations that name the same thing in column names and
 * in questions, business and everyday synonyms, words for levels that are averaged rather than
 * summed, superlative adjectives ("hottest", "cheapest") with the column concept and direction
 * they mean, and words that carry no meaning of their own. Nothing here names one dataset's
 * columns: every entry is a general word, and it only counts when a column or value of the data
 * really matches it.
 *
 * To add a synonym, add the word to a group of SAME_AS (same meaning, any direction) or to
 * RELATED (question word → column words it may stand for). To add a superlative, add it to
 * SUPERLATIVES with the concept words of the column it ranks by.
 */

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

/** Question words and the column words they may stand for (one direction only). */
export const RELATED: Record<string, string[]> = {
  sale: ['revenue', 'amt', 'gross'],
  revenue: ['sale', 'amt', 'gross', 'mrr', 'income'],
  income: ['revenue', 'mrr', 'salary'],
  earning: ['revenue', 'gross', 'income'],
  earn: ['revenue', 'gross', 'income'],
  money: ['revenue', 'gross', 'amt'],
  turnover: ['revenue'],
  gross: ['revenue'],
  box: ['gross'],
  spend: ['amt', 'cost', 'revenue'],
  spent: ['amt', 'cost', 'budget'],
  cost: ['price', 'budget', 'amt'],
  costly: ['price', 'budget'],
  budget: ['cost'],
  expensive: ['price', 'cost'],
  cheap: ['price', 'cost'],
  paid: ['price', 'amt'],
  pay: ['price', 'salary', 'amt'],
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
  baby: ['fertility'],
  birth: ['fertility'],
  fuel: ['mpg', 'mile', 'gallon'],
  efficiency: ['mpg', 'mile', 'gallon'],
  economy: ['mpg', 'mile', 'gallon'],
  power: ['hp'],
  powerful: ['hp'],
  heavy: ['weight'],
  heavier: ['weight'],
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
  big: ['size', 'area', 'pop'],
  large: ['size', 'area', 'pop'],
  vote: ['votes'],
  popular: ['votes', 'popularity'],
  popularity: ['votes'],
  score: ['rating'],
  star: ['rating'],
  review: ['rating'],
  stock: ['symbol', 'ticker'],
  company: ['symbol', 'ticker', 'company'],
  ticker: ['symbol'],
  share: ['price'],
  code: ['iata', 'id'],
  studio: ['distributor'],
  lead: ['lead'],
  region: ['region', 'area', 'territory'],
  area: ['region', 'country', 'state'],
  location: ['region', 'country', 'city', 'state'],
  place: ['city', 'country', 'region'],
  when: ['date'],
  time: ['date', 'duration', 'runtime'],
  day: ['date'],
};

/**
 * Everyday words that are also the names of some rows (a film called "Made", a distributor
 * called "Good"): they only count as a value when written in capitals or in a short list.
 */
export const COMMON_WORDS = new Set(
  'made make makes good great bad big small little new old man men woman women love life world day night home war end high low top money win won wins best better worst black white red blue green gold king queen star game play house city dead live real true rated people person cars car movie movies film films stock stocks price country year years month average people happy sad run running short long lot lots way part place point case fact group number water fire air earth land sea sun moon light dark open close closed first second third last next early late all any own just back over only off still even most more less much very well also'.split(
    ' ',
  ),
);

/**
 * Nouns for the things a table's rows usually stand for ("victims", "specimens"): when no column
 * or value takes them they name the rows themselves, as the table's own name does.
 */
export const ROW_NOUNS = new Set(
  'people persons person individuals individual victims victim cases case incidents incident events event observations observation specimens specimen samples sample animals animal birds bird subjects subject participants participant respondents respondent patients patient'.split(
    ' ',
  ),
);

/** Other names of a value: demonyms, well-known company names for their ticker symbols. */
export const VALUE_ALIASES: Record<string, string[]> = {
  american: ['usa', 'united state', 'us', 'america'],
  america: ['usa', 'united state', 'us'],
  usa: ['united state', 'us', 'america'],
  japanese: ['japan'],
  european: ['europe'],
  german: ['germany'],
  french: ['france'],
  british: ['uk', 'united kingdom', 'great britain', 'britain'],
  english: ['england', 'uk'],
  chinese: ['china'],
  indian: ['india'],
  italian: ['italy'],
  canadian: ['canada'],
  mexican: ['mexico'],
  spanish: ['spain'],
  korean: ['korea', 'south korea'],
  brazilian: ['brazil'],
  swedish: ['sweden'],
  australian: ['australia'],
  russian: ['russia'],
  dutch: ['netherland'],
  swiss: ['switzerland'],
  irish: ['ireland'],
  african: ['africa'],
  asian: ['asia'],
  apple: ['aapl'],
  amazon: ['amzn'],
  microsoft: ['msft'],
  google: ['goog', 'googl'],
  alphabet: ['goog', 'googl'],
  facebook: ['meta', 'fb'],
  meta: ['meta', 'fb'],
  tesla: ['tsla'],
  netflix: ['nflx'],
  nvidia: ['nvda'],
  intel: ['intc'],
  ibm: ['ibm'],
  drought: ['drought'],
};

/** US states and their postal codes, both ways ("texas" finds TX, "TX" finds Texas). */
export const US_STATES: Record<string, string> = {
  alabama: 'al',
  alaska: 'ak',
  arizona: 'az',
  arkansas: 'ar',
  california: 'ca',
  colorado: 'co',
  connecticut: 'ct',
  delaware: 'de',
  florida: 'fl',
  georgia: 'ga',
  hawaii: 'hi',
  idaho: 'id',
  illinois: 'il',
  indiana: 'in',
  iowa: 'ia',
  kansas: 'ks',
  kentucky: 'ky',
  louisiana: 'la',
  maine: 'me',
  maryland: 'md',
  massachusetts: 'ma',
  michigan: 'mi',
  minnesota: 'mn',
  mississippi: 'ms',
  missouri: 'mo',
  montana: 'mt',
  nebraska: 'ne',
  nevada: 'nv',
  'new hampshire': 'nh',
  'new jersey': 'nj',
  'new mexico': 'nm',
  'new york': 'ny',
  'north carolina': 'nc',
  'north dakota': 'nd',
  ohio: 'oh',
  oklahoma: 'ok',
  oregon: 'or',
  pennsylvania: 'pa',
  'rhode island': 'ri',
  'south carolina': 'sc',
  'south dakota': 'sd',
  tennessee: 'tn',
  texas: 'tx',
  utah: 'ut',
  vermont: 'vt',
  virginia: 'va',
  washington: 'wa',
  'west virginia': 'wv',
  wisconsin: 'wi',
  wyoming: 'wy',
  'district of columbia': 'dc',
  'puerto rico': 'pr',
};

/** Column words for levels: averaged by default, never summed unless the question says total. */
export const LEVEL_WORDS = new Set(
  'temp rate ratio pct price score rating age avg speed pop population inventory balance headcount rank ranking position place seed wind humidity pressure lat lon elevation altitude height weight bmi index grade gpa level density close open high low adr salary wage runtime duration expect life fertility mpg hp acceleration displacement cylinder latitude longitude visibility dew point percent share margin seconds minutes hours time tmax tmin votes'.split(
    ' ',
  ),
);

/** Column words for things counted or added up. */
export const AMOUNT_WORDS = new Set(
  'revenue sale amt qty unit count total gross budget cost precip snowfall death pop session pageview conversion order mrr seat volume deaths'.split(
    ' ',
  ),
);

/** Superlative and comparative adjectives: the concept they rank by and in which direction. */
export const SUPERLATIVES: Record<
  string,
  {
    concept: string[];
    dir: 'asc' | 'desc';
    prefer?: 'max' | 'min';
    /** Without such a column, rank by the number of rows. */ count?: boolean;
  }
> = {
  hottest: { concept: ['temp'], dir: 'desc', prefer: 'max' },
  warmest: { concept: ['temp'], dir: 'desc', prefer: 'max' },
  coldest: { concept: ['temp'], dir: 'asc', prefer: 'min' },
  coolest: { concept: ['temp'], dir: 'asc', prefer: 'min' },
  chilliest: { concept: ['temp'], dir: 'asc', prefer: 'min' },
  hotter: { concept: ['temp'], dir: 'desc', prefer: 'max' },
  colder: { concept: ['temp'], dir: 'asc', prefer: 'min' },
  wettest: { concept: ['precip', 'rain'], dir: 'desc' },
  rainiest: { concept: ['precip', 'rain'], dir: 'desc' },
  driest: { concept: ['precip', 'rain'], dir: 'asc' },
  snowiest: { concept: ['snow', 'precip'], dir: 'desc' },
  windiest: { concept: ['wind'], dir: 'desc' },
  calmest: { concept: ['wind'], dir: 'asc' },
  priciest: { concept: ['price', 'cost', 'budget', 'fare', 'fee', 'tariff', 'daily', 'rate'], dir: 'desc' },
  cheapest: { concept: ['price', 'cost', 'budget', 'fare', 'fee', 'tariff', 'daily', 'rate'], dir: 'asc' },
  costliest: { concept: ['cost', 'budget', 'price'], dir: 'desc' },
  longest: { concept: ['runtime', 'duration', 'length', 'time', 'dist', 'span'], dir: 'desc' },
  shortest: { concept: ['runtime', 'duration', 'length', 'time', 'dist', 'span'], dir: 'asc' },
  heaviest: { concept: ['weight'], dir: 'desc' },
  lightest: { concept: ['weight'], dir: 'asc' },
  tallest: { concept: ['height'], dir: 'desc' },
  deepest: { concept: ['depth', 'deep'], dir: 'desc' },
  shallowest: { concept: ['depth', 'deep'], dir: 'asc' },
  widest: { concept: ['width', 'wide'], dir: 'desc' },
  narrowest: { concept: ['width', 'wide'], dir: 'asc' },
  thickest: { concept: ['thickness', 'thick'], dir: 'desc' },
  thinnest: { concept: ['thickness', 'thick'], dir: 'asc' },
  strongest: { concept: ['strength', 'power', 'hp'], dir: 'desc' },
  weakest: { concept: ['strength', 'power', 'hp'], dir: 'asc' },
  loudest: { concept: ['volume', 'loudness', 'db'], dir: 'desc' },
  brightest: { concept: ['brightness', 'luminosity', 'magnitude'], dir: 'desc' },
  sunniest: { concept: ['sun', 'sunshine'], dir: 'desc' },
  humidest: { concept: ['humidity'], dir: 'desc' },
  fastest: { concept: ['speed', 'acceleration', 'hp'], dir: 'desc' },
  slowest: { concept: ['speed', 'acceleration', 'hp'], dir: 'asc' },
  populous: { concept: ['pop'], dir: 'desc' },
  richest: { concept: ['gdp', 'income', 'wealth', 'revenue'], dir: 'desc' },
  poorest: { concept: ['gdp', 'income', 'wealth'], dir: 'asc' },
  oldest: { concept: ['age', 'date', 'year', 'release'], dir: 'desc' },
  youngest: { concept: ['age'], dir: 'asc' },
  newest: { concept: ['date', 'year', 'release'], dir: 'desc' },
  latest: { concept: ['date', 'year', 'release'], dir: 'desc' },
  earliest: { concept: ['date', 'year', 'release'], dir: 'asc' },
  powerful: { concept: ['hp'], dir: 'desc' },
  efficient: { concept: ['mpg', 'efficiency'], dir: 'desc' },
  popular: { concept: ['popularity', 'votes'], dir: 'desc', count: true },
  profitable: { concept: ['profit', 'revenue', 'gross'], dir: 'desc' },
  northernmost: { concept: ['lat'], dir: 'desc' },
  southernmost: { concept: ['lat'], dir: 'asc' },
  easternmost: { concept: ['lon'], dir: 'desc' },
  westernmost: { concept: ['lon'], dir: 'asc' },
  deadliest: { concept: ['death'], dir: 'desc' },
  busiest: { concept: [], dir: 'desc', count: true },
  quietest: { concept: [], dir: 'asc', count: true },
};

/** Words that only shape a sentence; a question made only of these has nothing to place. */
export const FUNCTION_WORDS = new Set(
  `a an the of in on at for to by per and or but is are was were be been being am what which who whom whose how many much
  me show give list tell i we you my our us do does did done with from as this that these those it its there their them
  they he she his her all each every than then over under between vs versus please can could would should will shall may
  might must have has had having get got find see know want need let lets just also only so very really some any about
  into out up down off again further once here when where why both few more most other such no nor not own same too
  through via
  across during before after since until while if else per whats whose ever overall amongst among within without
  data dataset table file rows row records record entries entry value values one ones thing things kind type
  is there day days time times value total number count average mean sum highest lowest largest smallest biggest least
  top bottom best worst maximum minimum max min median percentage percent share proportion fraction ratio rate
  compare compared comparison difference differ change changed increase decrease grow growth
  month months year years week weeks quarter quarters daily weekly monthly yearly annual annually quarterly
  each every group grouped broken breakdown split across period periods
  had has have having got occur occurred happen happened recorded record registered saw see seen
  say said like look looking`.split(/\s+/),
);

const CANON = new Map<string, string>();
for (const group of SAME_AS) for (const w of group) CANON.set(w, group[0] as string);

const GROUPS = new Map<string, string[]>();
for (const group of SAME_AS) GROUPS.set(group[0] as string, group);

/** Every word with the same meaning as a canonical word (for typo matching: "temprature"). */
export function sameAs(canon: string): string[] {
  return GROUPS.get(canon) ?? [canon];
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

/** Damerau–Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...new Array<number>(b.length).fill(0),
  ]);
  for (let j = 0; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Whether `a` may be a typo of `b`: one edit for words of 5–7 letters, two from 8, a swap in four. */
export function typoOf(a: string, b: string): boolean {
  if (a === b || /\d/.test(a) || /\d/.test(b)) return false;
  // four-letter words: only two swapped letters ("olso" → "oslo")
  if (a.length === 4 && b.length === 4)
    return a[0] === b[0] && [...a].sort().join('') === [...b].sort().join('') && editDistance(a, b, 1) === 1;
  if (a.length < 5 || b.length < 5) return false;
  if (a[0] !== b[0] && a.length < 8) return false;
  const allowed = Math.min(a.length, b.length) >= 8 ? 2 : 1;
  return editDistance(a, b, allowed) <= allowed;
}

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A month name or its three-letter (or "sept") form → 1–12. */
export function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w === 'sept') return 9;
  const i = MONTH_NAMES.findIndex((m) => m === w || (w.length === 3 && m.startsWith(w)));
  return i >= 0 ? i + 1 : undefined;
}

export function weekdayNumber(word: string): number | undefined {
  const w = word.toLowerCase();
  const i = WEEKDAY_NAMES.findIndex((d) => d === w || `${d}s` === w || (w.length === 3 && d.startsWith(w)));
  return i >= 0 ? i + 1 : undefined;
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };

/**
 * Rewrites numbers written in words or with units as plain numbers: "ten" → 10, "5k" → 5000,
 * "2.5m" → 2500000, "1,200" → 1200, "three hundred" → 300, "a dozen" → 12, "20%" stays "20%".
 */
export function normalizeNumbers(text: string): string {
  let t = text.replace(/(\d),(\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d{3})(?!\d)/g, '$1$2');
  t = t.replace(/\b(\d+(?:\.\d+)?)\s?(k|m|bn|b)\b/gi, (_, n: string, u: string) => {
    const mult = { k: 1e3, m: 1e6, b: 1e9, bn: 1e9 }[u.toLowerCase()] as number;
    return String(Math.round(Number(n) * mult * 1e6) / 1e6);
  });
  t = t.replace(/\b(\d+(?:\.\d+)?)\s+(thousand|million|billion)\b/gi, (_, n: string, s: string) =>
    String(Math.round(Number(n) * (SCALES[s.toLowerCase()] as number) * 1e6) / 1e6),
  );
  t = t.replace(/\ba dozen\b/gi, '12');
  const wordRe = new RegExp(
    `\\b((?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')})(?:[\\s-]+(?:and[\\s-]+)?(?:${[...Object.keys(UNITS), ...Object.keys(SCALES)].join('|')}))*)\\b`,
    'gi',
  );
  t = t.replace(wordRe, (phrase: string) => {
    const words = phrase
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w !== 'and');
    if (words.length === 1 && words[0] === 'one') return phrase; // "which one", "one of"
    let total = 0;
    let current = 0;
    for (const w of words) {
      if (UNITS[w] !== undefined) current += UNITS[w] as number;
      else if (w === 'hundred') current = (current || 1) * 100;
      else {
        total += (current || 1) * (SCALES[w] as number);
        current = 0;
      }
    }
    return String(total + current);
  });
  return t;
}
