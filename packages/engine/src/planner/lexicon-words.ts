/**
 * Everyday words of questions about data that the other word lists do not hold: nouns for what
 * tables record, verbs that carry a sentence, and words of time and place. They serve the typo
 * mender twice: a word written as one of these is a real word and is never "mended" into a word
 * of the data that merely looks like it ("states" is not a typo of a `status` column), and a
 * misspelling of one of them ("housholds", "happend") is mended to it.
 */
export const EVERYDAY_WORDS = new Set(
  `
  household households family families person people population resident residents citizen citizens
  worker workers employee employees employer employers employment unemployment unemployed employed job jobs
  occupation occupations industry industries company companies business businesses firm firms
  customer customers client clients user users member members subscriber subscribers visitor visitors
  student students teacher teachers school schools patient patients doctor doctors hospital hospitals
  player players team teams game games match matches season seasons league leagues goal goals point points
  score scores scored scoring winner winners loser champion champions final finals race races medal medals
  ruler rulers monarch monarchs king kings queen queens reign reigned reigns ruled rule rules
  element elements metal metals compound compounds
  album albums song songs track tracks artist artists movie movies film films book books author authors
  country countries state states city cities county counties region regions district districts
  nation nations province provinces village villages street streets address
  product products order orders sale sales purchase purchases payment payments invoice invoices
  account accounts transaction transactions price prices amount amounts income salary salaries wage wages
  revenue revenues profit profits expense expenses budget budgets value values total totals
  birth births born death deaths babies baby child children adult adults woman women man men
  animal animals species bird birds flight flights airline airlines airport airports aircraft plane planes
  vehicle vehicles car cars truck trucks engine engines speed distance weight height length width depth
  temperature temperatures degree degrees weather rain snow wind humidity pressure
  reading readings sensor sensors measurement measurements sample samples
  event events incident incidents accident accidents strike strikes crash crashes
  happened happen happens occurred occur occurs recorded reported listed included
  dont doesnt didnt arent isnt wasnt werent hasnt havent hadnt
  earned earns earning earnings paid pays paying spent spend spends bought sold sells selling
  trading traded trades market markets stock stocks share shares opening closing
  question questions answer answers survey surveys respondent respondents
  category categories group groups type types kind kinds class classes status
  january february march april june july august september october november december
  monday tuesday wednesday thursday friday saturday sunday weekend weekday
  morning evening afternoon night nights today yesterday tomorrow
  winter summer spring autumn season holiday holidays century decade decades
  capita average median range ratio rates level levels share
  `
    .split(/\s+/)
    .filter(Boolean),
);
