/**
 * Two periods said with one year after the second ("q1 to q3 2023", "jan vs feb 2024", "march and
 * april 2023"): the year is both periods', written out for the parser ("q1 2023 to q3 2023"), so
 * the first is never read as that period in every year.
 */
const PERIOD =
  '(?:q[1-4]|h[12]|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const JOINED = '(?:-|–|to|through|thru|until|till|and|or|vs\\.?|versus|&)';
const SHARED = new RegExp(`\\b(${PERIOD})(\\s*${JOINED}\\s*)(${PERIOD})\\s+((?:19|20)\\d\\d)\\b(?!\\s*(?:-|–|to)\\s*\\d)`, 'gi');

/** The question with a year said once after two periods written after each of them. */
export function withYearShared(question: string): string {
  return question.replace(SHARED, (_m, a: string, joint: string, b: string, year: string) => `${a} ${year}${joint}${b} ${year}`);
}
