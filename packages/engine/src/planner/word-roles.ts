/**
 * Words by the role they play in a question: everyday words that are also row names, nouns for
 * the rows themselves, column words for levels and for amounts, superlatives with the concept
 * and direction they rank by, and function words that carry no meaning of their own.
 */

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
  'people persons person individuals individual victims victim cases case incidents incident events event observations observation obs specimens specimen samples sample animals animal birds bird subjects subject participants participant respondents respondent patients patient mothers mother moms mom mums mum babies baby infants infant newborns newborn athletes athlete competitors competitor'.split(
    ' ',
  ),
);

/**
 * Nouns for records the rows may be ("readings", "visits"): the rows when no column took them,
 * its codes included ("visits" of a column coded `mdvis` is that column). "tests" only in the
 * plural: "the test file" is no row.
 */
export const RECORD_NOUNS = new Set(
  'readings reading measurements measurement visits visit objects object tests fixes fix stations station blocks block assignments assignment allocations allocation registrations registration listings listing'.split(
    ' ',
  ),
);

/** Column words for levels: averaged by default, never summed unless the question says total. */
export const LEVEL_WORDS = new Set(
  'temp rate ratio pct price score rating age avg speed pop population inventory balance headcount rank ranking position place seed wind humidity pressure lat lon elevation altitude height weight bmi index grade gpa level density close open high low adr salary wage runtime duration expect life fertility mpg hp acceleration displacement cylinder latitude longitude visibility dew point percent share margin seconds minutes hours time tmax tmin votes'.split(
    ' ',
  ),
);

/** Column words for things counted or added up. */
export const AMOUNT_WORDS = new Set(
  'revenue sale amt qty unit count total gross budget cost spend precip snowfall death pop session pageview conversion order mrr seat volume deaths kwh mwh gwh'.split(
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
  heavier: { concept: ['weight'], dir: 'desc' },
  densest: { concept: ['density', 'dense'], dir: 'desc' },
  denser: { concept: ['density', 'dense'], dir: 'desc' },
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
  faintest: { concept: ['brightness', 'luminosity', 'magnitude'], dir: 'asc' },
  sunniest: { concept: ['sun', 'sunshine'], dir: 'desc' },
  humidest: { concept: ['humidity'], dir: 'desc' },
  // over a column of times the direction flips (the fastest is the shortest time: see assemble)
  fastest: { concept: ['speed', 'acceleration', 'hp', 'pace', 'time', 'duration'], dir: 'desc' },
  quickest: { concept: ['speed', 'pace', 'time', 'duration'], dir: 'desc' },
  slowest: { concept: ['speed', 'acceleration', 'hp', 'pace', 'time', 'duration'], dir: 'asc' },
  populous: { concept: ['pop'], dir: 'desc' },
  richest: { concept: ['gdp', 'income', 'wealth', 'revenue'], dir: 'desc' },
  poorest: { concept: ['gdp', 'income', 'wealth'], dir: 'asc' },
  oldest: { concept: ['age', 'birth', 'born', 'date', 'year', 'release'], dir: 'desc' },
  youngest: { concept: ['age', 'birth', 'born', 'date', 'year'], dir: 'asc' },
  newest: { concept: ['date', 'year', 'release'], dir: 'desc' },
  latest: { concept: ['date', 'year', 'release'], dir: 'desc' },
  earliest: { concept: ['date', 'year', 'release'], dir: 'asc' },
  powerful: { concept: ['hp'], dir: 'desc' },
  efficient: { concept: ['mpg', 'efficiency'], dir: 'desc' },
  popular: { concept: ['popularity', 'votes'], dir: 'desc', count: true },
  profitable: { concept: ['profit', 'revenue', 'gross'], dir: 'desc' },
  northernmost: { concept: ['lat', 'latitude'], dir: 'desc' },
  southernmost: { concept: ['lat', 'latitude'], dir: 'asc' },
  easternmost: { concept: ['lon', 'lng', 'long', 'longitude'], dir: 'desc' },
  westernmost: { concept: ['lon', 'lng', 'long', 'longitude'], dir: 'asc' },
  deadliest: { concept: ['death'], dir: 'desc' },
  // (a figure of traffic — passengers, visitors, TEU handled — when the table holds one; else rows)
  busiest: {
    concept: ['passenger', 'visitor', 'traffic', 'teu', 'throughput', 'ridership', 'attendance'],
    dir: 'desc',
    count: true,
  },
  busier: {
    concept: ['passenger', 'visitor', 'traffic', 'teu', 'throughput', 'ridership', 'attendance'],
    dir: 'desc',
    count: true,
  },
  quietest: { concept: [], dir: 'asc', count: true },
};
// looked up with words of questions and headers: no inherited keys ("constructor", "toString")
Object.setPrototypeOf(SUPERLATIVES, null);

/** Words that only shape a sentence; a question made only of these has nothing to place. */
export const FUNCTION_WORDS = new Set(
  `a an the of in on at for to by per and or but is are was were be been being am what which who whom whose how many much
  me show give list tell i we you my our us do does did done with from as this that these those it its there their them
  they he she his her all each every than then over under between vs versus please can could would should will shall may
  might must have has had having get got find see know want need let lets just also only so very really some any about
  into out up down off again further once here when where why both few more most other such no nor not own same too
  through thru via
  across during before after since until while if else per whats whose ever overall amongst among within without
  data dataset table file rows row records record entries entry value values one ones thing things kind type
  is there day days time times value total number count average mean sum highest lowest largest smallest biggest least
  top bottom best worst maximum minimum max min median percentage percent share proportion fraction ratio rate
  compare compared comparison difference differ change changed increase decrease grow growth
  month months year years week weeks quarter quarters daily weekly monthly yearly annual annually quarterly
  each every group grouped broken breakdown split across period periods
  had has have having got occur occurred happen happened recorded record registered saw see seen
  say said like look looking still currently comes`.split(/\s+/),
);
