/**
 * The notation a file writes its numbers in, read from all its columns together. `7,148` alone
 * reads as seven thousand one hundred and forty-eight or as seven and a bit; a file whose other
 * number columns write decimal commas (`48,2`, `12,40`: only the decimal comma reads them) and
 * none a decimal point (`12.5`) writes `7,148` with a decimal comma too, as the exports of
 * German, French or Dutch software do. Without such evidence a comma before three digits stays a
 * thousands separator.
 */
/** Per column of the sample: non-empty values, and how many each notation reads. */
export interface NotationCounts {
  n: number;
  us: number;
  eu: number;
}

/**
 * Whether the columns show decimal commas and no decimal point: a column counts for a notation
 * when at least `ratio` of its values read in it and fewer in the other.
 */
export function writesDecimalCommas(columns: NotationCounts[], ratio: number): boolean {
  const only = (mine: 'us' | 'eu', other: 'us' | 'eu') =>
    columns.some((c) => c.n > 0 && c[mine] >= c.n * ratio && c[other] < c[mine]);
  return only('eu', 'us') && !only('us', 'eu');
}
