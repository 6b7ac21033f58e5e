import { table } from '../spec';

const MAJORS = [
  'Agriculture',
  'Architecture',
  'Art and Performance',
  'Biology',
  'Business',
  'Communications and Journalism',
  'Computer Science',
  'Education',
  'Engineering',
  'English',
  'Foreign Languages',
  'Health Professions',
  'Math and Statistics',
  'Physical Sciences',
  'Psychology',
  'Public Administration',
  'Social Sciences and History',
];

/** The table in long form: one row per year and major, pct = % of that major's degrees earned by women. */
const LONG = `(UNPIVOT t ON COLUMNS(* EXCLUDE ("Year")) INTO NAME major VALUE pct)`;

export default table({
  name: 'women_bachelors',
  file: 'percent_bachelors_degrees_women_usa.csv',
  domain:
    "percentage of US bachelor's degrees earned by women, by year 1970–2011 (matplotlib's sample data, from the US Department of Education's Digest of Education Statistics): Year, then one column per field of study (Agriculture, Architecture, Art and Performance, Biology, Business, Communications and Journalism, Computer Science, Education, Engineering, English, Foreign Languages, Health Professions, Math and Statistics, Physical Sciences, Psychology, Public Administration, Social Sciences and History)",
  load: `SELECT "Year"::INTEGER AS "Year", ${MAJORS.map((m) => `"${m}"::DOUBLE AS "${m}"`).join(', ')}
    FROM read_csv('{file}', header = true, all_varchar = true)`,
  questions: [
    ['% of comp sci degrees going to women in 1985', 'lookup', `SELECT "Computer Science" FROM t WHERE "Year" = 1985`],
    ['and in 2011?', 'follow-up', `SELECT "Computer Science" FROM t WHERE "Year" = 2011`],
    ['which year did computer science peak', 'argmax', `SELECT "Year" FROM t ORDER BY "Computer Science" DESC LIMIT 1`],
    ['which major had the highest share of women in 2011', 'argmax', `SELECT major FROM ${LONG} WHERE "Year" = 2011 ORDER BY pct DESC LIMIT 1`],
    ['and the lowest', 'follow-up', `SELECT major FROM ${LONG} WHERE "Year" = 2011 ORDER BY pct ASC LIMIT 1`],
    ['avg engneering share in the 2000s', 'filtered', `SELECT avg("Engineering") FROM t WHERE "Year" BETWEEN 2000 AND 2009`],
    ['how many years was biology above 50%', 'filtered', `SELECT count(*) FROM t WHERE "Biology" > 50`],
    ['first year women got more than half of business degrees', 'filtered', `SELECT min("Year") FROM t WHERE "Business" > 50`],
    ['psych vs education in 1990', 'compare', `SELECT "Psychology", "Education" FROM t WHERE "Year" = 1990`],
    ['how much did engineering go up from 1970 to 2011', 'compare', `SELECT (SELECT "Engineering" FROM t WHERE "Year" = 2011) - (SELECT "Engineering" FROM t WHERE "Year" = 1970)`],
    ['top 3 majors for women in 1970', 'top-n', `SELECT major FROM ${LONG} WHERE "Year" = 1970 ORDER BY pct DESC LIMIT 3`],
    ['corr beween comp sci and math', 'correlation', `SELECT corr("Computer Science", "Math and Statistics") FROM t`],
    ['how many majors were majority female in 1970', 'filtered', `SELECT count(*) FROM ${LONG} WHERE "Year" = 1970 AND pct > 50`],
    ['and in 2011', 'follow-up', `SELECT count(*) FROM ${LONG} WHERE "Year" = 2011 AND pct > 50`],
    ['avg across all majors in 2000', 'aggregate', `SELECT avg(pct) FROM ${LONG} WHERE "Year" = 2000`],
    ['lowest engineering share ever', 'aggregate', `SELECT min("Engineering") FROM t`],
    ['which major grew the most between 1970 and 2011', 'argmax', `SELECT a.major FROM ${LONG} a JOIN ${LONG} b ON a.major = b.major WHERE a."Year" = 1970 AND b."Year" = 2011 ORDER BY b.pct - a.pct DESC LIMIT 1`],
    ['year with the biggest one year drop in comp sci', 'argmax', `SELECT y FROM (SELECT "Year" AS y, "Computer Science" - lag("Computer Science") OVER (ORDER BY "Year") AS d FROM t) WHERE d IS NOT NULL ORDER BY d ASC LIMIT 1`],
    ['agriculture in 1980', 'lookup', `SELECT "Agriculture" FROM t WHERE "Year" = 1980`],
    ['how many years of data are there', 'aggregate', `SELECT count(*) FROM t`],
    ['average health professions share', 'aggregate', `SELECT avg("Health Professions") FROM t`],
    ['physical sciences avg by decade', 'group-by', `SELECT "Year" // 10 * 10 AS decade, avg("Physical Sciences") FROM t GROUP BY 1`],
    ['what % of architecture degrees went to men in 1990', 'share', `SELECT 100 - "Architecture" FROM t WHERE "Year" = 1990`],
    ['when did english hit its lowest', 'argmax', `SELECT "Year" FROM t ORDER BY "English" ASC LIMIT 1`],
    ['median comp sci share', 'aggregate', `SELECT median("Computer Science") FROM t`],
    ['how many degrees did women get in 2005', 'clarify', null],
    ['share of law degrees going to women in 2000?', 'clarify', null],
  ],
});
