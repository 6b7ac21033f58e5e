/** Other names of values: demonyms, company names for tickers, US states and their postal codes. */

/**
 * Demonyms and the names of their country (or continent) as cells write them, the usual name
 * first: "dutch" → Netherlands, Holland. The one list of demonyms: the parser reads it as other
 * names of a value, the table stage with the country's sports code ("kenyan" → "(KEN)").
 */
export const DEMONYMS: Record<string, string[]> = {
  american: ['united states'],
  kenyan: ['kenya'],
  ethiopian: ['ethiopia'],
  british: ['united kingdom', 'great britain'],
  english: ['england'],
  scottish: ['scotland'],
  welsh: ['wales'],
  irish: ['ireland'],
  french: ['france'],
  german: ['germany'],
  italian: ['italy'],
  spanish: ['spain'],
  portuguese: ['portugal'],
  dutch: ['netherlands', 'holland'],
  belgian: ['belgium'],
  swiss: ['switzerland'],
  austrian: ['austria'],
  swedish: ['sweden'],
  norwegian: ['norway'],
  danish: ['denmark'],
  finnish: ['finland'],
  polish: ['poland'],
  russian: ['russia'],
  ukrainian: ['ukraine'],
  greek: ['greece'],
  turkish: ['turkey'],
  canadian: ['canada'],
  mexican: ['mexico'],
  brazilian: ['brazil'],
  argentine: ['argentina'],
  argentinian: ['argentina'],
  chilean: ['chile'],
  colombian: ['colombia'],
  australian: ['australia'],
  japanese: ['japan'],
  chinese: ['china'],
  korean: ['south korea', 'korea'],
  indian: ['india'],
  moroccan: ['morocco'],
  tanzanian: ['tanzania'],
  ugandan: ['uganda'],
  eritrean: ['eritrea'],
  'south african': ['south africa'],
  nigerian: ['nigeria'],
  egyptian: ['egypt'],
  jamaican: ['jamaica'],
  'new zealander': ['new zealand'],
  european: ['europe'],
  african: ['africa'],
  asian: ['asia'],
};
// looked up with words of questions: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(DEMONYMS, null);

/**
 * Shorter forms a value may take besides its country's names ("american" → USA, US), and the
 * two-letter code of the language (a call log's `ES` / `EN`, which for most is the country's too).
 */
const SHORT_FORMS: Record<string, string[]> = {
  american: ['usa', 'us', 'america'],
  british: ['uk', 'britain'],
  english: ['uk', 'en'],
  spanish: ['es'],
  french: ['fr'],
  german: ['de'],
  italian: ['it'],
  portuguese: ['pt'],
  dutch: ['nl'],
};
Object.setPrototypeOf(SHORT_FORMS, null);

/** Other names of a value: a demonym's country, well-known company names for their ticker symbols. */
export const VALUE_ALIASES: Record<string, string[]> = {
  ...Object.fromEntries(
    Object.entries(DEMONYMS).map(([d, names]) => [d, [...names, ...(SHORT_FORMS[d] ?? [])]]),
  ),
  america: ['usa', 'united state', 'us'],
  usa: ['united state', 'us', 'america'],
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
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(VALUE_ALIASES, null);

/** US states and their postal codes, both ways ("texas" finds TX, "TX" finds Texas). */
export const US_STATES: Record<string, string> = {
  alabama: 'al',
  alaska: 'ak',
  arizona: 'az',
  arkansas: 'ar',
  california: 'ca',
  cali: 'ca',
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
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(US_STATES, null);
