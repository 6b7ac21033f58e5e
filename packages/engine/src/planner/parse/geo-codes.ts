/**
 * Country names and their ISO 3166 codes, so that a country said by name ("portugal", "the uk")
 * finds a column that stores codes (PT / PRT, GB / GBR / UK) and a code said in the question
 * finds a column of names; and the three letters sports tables write for it (GER, RSA). General
 * reference data, not tied to any table.
 */

/**
 * name | ISO2 | ISO3 | other names (comma separated) | sports code where it is not the ISO3 one
 * (the three letters of Olympic and football tables: GER, NED, RSA), lower case.
 */
const COUNTRY_ROWS = `
afghanistan|af|afg|
albania|al|alb|
algeria|dz|dza|
andorra|ad|and|
angola|ao|ago|
argentina|ar|arg|
armenia|am|arm|
australia|au|aus|
austria|at|aut|
azerbaijan|az|aze|
bahrain|bh|bhr|
bangladesh|bd|bgd|
belarus|by|blr|
belgium|be|bel|
bolivia|bo|bol|
bosnia and herzegovina|ba|bih|bosnia
brazil|br|bra|
bulgaria|bg|bgr|
cambodia|kh|khm|
cameroon|cm|cmr|
canada|ca|can|
chile|cl|chl||chi
china|cn|chn|prc
colombia|co|col|
costa rica|cr|cri|
croatia|hr|hrv|
cuba|cu|cub|
cyprus|cy|cyp|
czech republic|cz|cze|czechia
denmark|dk|dnk||den
dominican republic|do|dom|
ecuador|ec|ecu|
egypt|eg|egy|
eritrea|er|eri|
estonia|ee|est|
ethiopia|et|eth|
finland|fi|fin|
france|fr|fra|
georgia|ge|geo|
germany|de|deu|west germany,german federal republic|ger
ghana|gh|gha|
greece|gr|grc||gre
hong kong|hk|hkg|
hungary|hu|hun|
iceland|is|isl|
india|in|ind|
indonesia|id|idn|
iran|ir|irn|
iraq|iq|irq|
ireland|ie|irl|eire
israel|il|isr|
italy|it|ita|
jamaica|jm|jam|
japan|jp|jpn|
jordan|jo|jor|
kazakhstan|kz|kaz|
kenya|ke|ken|
kuwait|kw|kwt|
latvia|lv|lva|
lebanon|lb|lbn|
liberia|lr|lbr|
lithuania|lt|ltu|
luxembourg|lu|lux|
malaysia|my|mys|
malta|mt|mlt|
mexico|mx|mex|
monaco|mc|mco|
morocco|ma|mar|
mozambique|mz|moz|
netherlands|nl|nld|holland,the netherlands|ned
new zealand|nz|nzl|
nigeria|ng|nga||ngr
north korea|kp|prk|
norway|no|nor|
oman|om|omn|
pakistan|pk|pak|
panama|pa|pan|
paraguay|py|pry|
peru|pe|per|
philippines|ph|phl|
poland|pl|pol|
portugal|pt|prt||por
qatar|qa|qat|
romania|ro|rou|
russia|ru|rus|russian federation
saudi arabia|sa|sau|
senegal|sn|sen|
serbia|rs|srb|
singapore|sg|sgp|
slovakia|sk|svk|
slovenia|si|svn|
south africa|za|zaf||rsa
south korea|kr|kor|korea
spain|es|esp|
sri lanka|lk|lka|
sweden|se|swe|
switzerland|ch|che||sui
taiwan|tw|twn|
tanzania|tz|tza||tan
thailand|th|tha|
tunisia|tn|tun|
turkey|tr|tur|turkiye
uganda|ug|uga|
ukraine|ua|ukr|
united arab emirates|ae|are|uae
united kingdom|gb|gbr|uk,great britain,britain
united states|us|usa|america,united states of america
uruguay|uy|ury|
venezuela|ve|ven|
vietnam|vn|vnm|viet nam
antigua and barbuda|ag|atg|antigua & barbuda,antigua
bahamas|bs|bhs|the bahamas
barbados|bb|brb|
belize|bz|blz|
benin|bj|ben|
bhutan|bt|btn|
botswana|bw|bwa|
brunei|bn|brn|brunei darussalam
burkina faso|bf|bfa|
burundi|bi|bdi|
cape verde|cv|cpv|cabo verde
central african republic|cf|caf|
chad|td|tcd|
comoros|km|com|
congo|cg|cog|republic of the congo,congo-brazzaville
democratic republic of the congo|cd|cod|dr congo,drc,congo-kinshasa,zaire
djibouti|dj|dji|
dominica|dm|dma|
east timor|tl|tls|timor-leste
el salvador|sv|slv|
equatorial guinea|gq|gnq|
eswatini|sz|swz|swaziland
fiji|fj|fji|
gabon|ga|gab|
gambia|gm|gmb|the gambia
grenada|gd|grd|
guatemala|gt|gtm|
guinea|gn|gin|
guinea-bissau|gw|gnb|guinea bissau
guyana|gy|guy|
haiti|ht|hti|
honduras|hn|hnd|
ivory coast|ci|civ|cote d'ivoire
kyrgyzstan|kg|kgz|
laos|la|lao|
lesotho|ls|lso|
libya|ly|lby|
liechtenstein|li|lie|
madagascar|mg|mdg|
malawi|mw|mwi|
maldives|mv|mdv|
mali|ml|mli|
marshall islands|mh|mhl|
mauritania|mr|mrt|
mauritius|mu|mus|
micronesia|fm|fsm|federated states of micronesia
moldova|md|mda|
mongolia|mn|mng|
montenegro|me|mne|
myanmar|mm|mmr|burma
namibia|na|nam|
nauru|nr|nru|
nepal|np|npl|
nicaragua|ni|nic|
niger|ne|ner|
north macedonia|mk|mkd|macedonia
palau|pw|plw|
papua new guinea|pg|png|
rwanda|rw|rwa|
saint kitts and nevis|kn|kna|st. kitts and nevis,st kitts and nevis
saint lucia|lc|lca|st. lucia,st lucia
saint vincent and the grenadines|vc|vct|st. vincent and the grenadines,st vincent and the grenadines
samoa|ws|wsm|
san marino|sm|smr|
sao tome and principe|st|stp|
seychelles|sc|syc|
sierra leone|sl|sle|
solomon islands|sb|slb|
somalia|so|som|
south sudan|ss|ssd|
sudan|sd|sdn|
suriname|sr|sur|
syria|sy|syr|
tajikistan|tj|tjk|
togo|tg|tgo|
tonga|to|ton|
trinidad and tobago|tt|tto|
turkmenistan|tm|tkm|
tuvalu|tv|tuv|
uzbekistan|uz|uzb|
vanuatu|vu|vut|
yemen|ye|yem|
zambia|zm|zmb|
zimbabwe|zw|zwe|
czechoslovakia|cs|csk|
yugoslavia|yu|yug|
east germany|dd|ddr|german democratic republic
`;

interface Country {
  name: string;
  codes: string[];
  /** The three letters of sports tables, lower case. */
  sport: string;
}

/** Nations of the United Kingdom that field their own teams: a sports code, no ISO code. */
const HOME_NATIONS = new Map([
  ['england', 'eng'],
  ['scotland', 'sco'],
  ['wales', 'wal'],
]);

const BY_NAME = new Map<string, Country>();
const BY_CODE = new Map<string, Country>();
const SPORT_CODES = new Set<string>(HOME_NATIONS.values());
for (const line of COUNTRY_ROWS.trim().split('\n')) {
  const [name, iso2, iso3, others, sport] = line.split('|') as [
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  // "uk" is also written for the United Kingdom in place of its ISO code
  const codes = name === 'united kingdom' ? [iso2, iso3, 'uk'] : [iso2, iso3];
  const country = { name, codes, sport: sport || iso3 };
  for (const n of [name, ...others.split(',').filter(Boolean)]) BY_NAME.set(n, country);
  for (const c of codes) BY_CODE.set(c, country);
  SPORT_CODES.add(country.sport);
}

/** Whether three letters are a country's code, as ISO or sports tables write it ("USA", "DEU", "GER", "KEN"). */
export const isCountryCode = (code: string): boolean =>
  /^[a-z]{3}$/i.test(code) && (BY_CODE.has(code.toLowerCase()) || SPORT_CODES.has(code.toLowerCase()));

/**
 * The other spellings under which a data column may store the country a phrase names: its codes
 * for a name ("portugal" → pt, prt; "uk" → gb, gbr, uk), its name for a code said in capitals
 * ("PRT" → portugal). Empty when the phrase names no country. Lower case.
 */
export function countryForms(phrase: string, upper = false): string[] {
  const words = phrase.toLowerCase().trim();
  const byName = BY_NAME.get(words);
  if (byName) return [...byName.codes, byName.name].filter((f) => f !== words);
  // a code is only read as a country when written in capitals ("DE", "PRT"): "in", "no" are words
  const byCode = upper ? BY_CODE.get(words) : undefined;
  return byCode ? [byCode.name, ...byCode.codes.filter((c) => c !== words)] : [];
}

/**
 * The three-letter code sports tables write for a country named in full ("kenya" → KEN,
 * "germany" → GER, "england" → ENG), in capitals; undefined when the name is no country.
 */
export function sportsCode(name: string): string | undefined {
  const key = name.toLowerCase().trim();
  const code = HOME_NATIONS.get(key) ?? BY_NAME.get(key)?.sport;
  return code?.toUpperCase();
}
