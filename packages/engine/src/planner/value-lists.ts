/**
 * Long lists of values in replies: the values a code opens ("every LK …" of 96 district names) or
 * any list of more than eight values are said shortly, with how many there are.
 */

/** The words for a list of values: all of them when few, else their shared code or the first three. */
export function shortValueList(values: (string | number | boolean)[], joiner = ', '): string | undefined {
  const v = values.map(String);
  if (v.length <= 8) return undefined;
  const code = /^(\S+)[\s-]/.exec(v[0]!)?.[1];
  if (code && v.every((x) => x.startsWith(`${code} `) || x.startsWith(`${code}-`)))
    return `${code} … (${v.length} values)`;
  return `${v.slice(0, 3).join(joiner)} … (${v.length} values)`;
}
