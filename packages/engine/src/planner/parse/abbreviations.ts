/**
 * Abbreviations found in column names and the words people say for them. A column word listed
 * here links to a question word it stands for ("inc" of med_hh_inc ← "income") with the strength
 * of a known abbreviation: weaker than the column's own words, stronger than a guessed code.
 * Short forms that are also canonical words of the lexicon (temp, qty, amt…) match there already
 * and are listed here as well so that this table documents every abbreviation the linker knows.
 * Nothing here names one dataset's columns.
 */
export const ABBREVIATIONS: Record<string, string[]> = {
  acct: ['account'],
  addr: ['address'],
  amt: ['amount'],
  approx: ['approximate'],
  avg: ['average', 'mean'],
  bal: ['balance'],
  bldg: ['building'],
  cap: ['capacity', 'capital'],
  cat: ['category'],
  cnt: ['count'],
  ctry: ['country'],
  cty: ['county', 'city'],
  cum: ['cumulative'],
  cust: ['customer'],
  dept: ['department'],
  desc: ['description'],
  dist: ['distance', 'district'],
  dob: ['birth'],
  dt: ['date'],
  dur: ['duration'],
  edu: ['education'],
  educ: ['education'],
  elev: ['elevation'],
  emp: ['employee', 'employment'],
  est: ['estimate', 'estimated'],
  // the symbols of orbital elements (ephemeris tables): semi-major axis, eccentricity,
  // inclination, absolute magnitude
  a: ['axis', 'semimajor'],
  e: ['eccentricity', 'eccentric'],
  i: ['inclination', 'inclined'],
  h: ['magnitude'],
  // life-table notation: life expectancy, probability of dying, survivors at an age
  ex: ['expectancy'],
  exp: ['expense', 'expenditure', 'experience', 'expectancy'],
  freq: ['frequency'],
  gov: ['government'],
  grp: ['group'],
  hh: ['household'],
  hr: ['hour'],
  hrs: ['hours', 'hour'],
  ht: ['height'],
  inc: ['income'],
  kcal: ['calorie', 'calories'],
  ind: ['industry', 'index'],
  intl: ['international'],
  lat: ['latitude'],
  lon: ['longitude'],
  lng: ['longitude'],
  loc: ['location'],
  lx: ['survivor', 'survivors'],
  max: ['maximum', 'highest'],
  med: ['median'],
  mgr: ['manager'],
  min: ['minimum', 'lowest'],
  mo: ['month'],
  mth: ['month'],
  nbr: ['number'],
  no: ['number'],
  num: ['number'],
  occ: ['occupation', 'occupancy'],
  ot: ['overtime'],
  pct: ['percent', 'percentage', 'share'],
  perc: ['percent', 'percentage'],
  pop: ['population', 'people'],
  ppl: ['people'],
  prev: ['previous'],
  prob: ['probability'],
  prod: ['product', 'production'],
  qty: ['quantity'],
  qtr: ['quarter'],
  qx: ['probability'],
  rev: ['revenue'],
  sal: ['salary'],
  sec: ['second'],
  std: ['standard'],
  tavg: ['temperature'],
  temp: ['temperature'],
  // demography: total fertility rate (children per woman)
  tfr: ['fertility'],
  tot: ['total'],
  txn: ['transaction'],
  val: ['value'],
  vol: ['volume'],
  wk: ['week'],
  wt: ['weight'],
  yr: ['year'],
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(ABBREVIATIONS, null);

/** Whether the column word `w` is a known abbreviation of the question word (its form or stem). */
export function abbreviates(w: string, word: string, stem: string): boolean {
  const full = ABBREVIATIONS[w];
  return !!full && (full.includes(word) || full.includes(stem));
}

/**
 * Short forms people type in questions that the lexicon does not already read ("ppl", "freq"):
 * read as the full word unless the data itself uses the short form (a column word or a value).
 */
export const QUESTION_SHORT_FORMS: Record<string, string> = {
  approx: 'approximately',
  bldg: 'building',
  educ: 'education',
  elev: 'elevation',
  freq: 'frequency',
  govt: 'government',
  hh: 'household',
  hhs: 'households',
  intl: 'international',
  mgr: 'manager',
  pct: 'percent',
  ppl: 'people',
  txn: 'transaction',
  txns: 'transactions',
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(QUESTION_SHORT_FORMS, null);
