/**
 * Places written as ISO 6709 coordinates: a text column whose every value is a signed latitude of
 * degrees and minutes (and perhaps seconds) run together with a signed longitude (`+4230+00131`,
 * `-1416-17042`, `+404251-0740023`). Read as text, "the northernmost zone" or "zones south of
 * the equator" find no number. The column stays as written and two columns are added after it,
 * `latitude` and `longitude`, in decimal degrees (sign · (degrees + minutes/60 + seconds/3600)),
 * unless the table already has a column of either name.
 */
import { quoteIdent } from './sql';

type Run = (sql: string) => Promise<void>;
type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** ±DDMM[SS] then ±DDDMM[SS], the latitude and longitude with the same precision. */
const ISO_6709 = '^([+-])(\\d{2})(\\d{2})(\\d{2})?([+-])(\\d{3})(\\d{2})(\\d{2})?$';

/** The decimal degrees of the regex groups starting at `sign` (sign, degrees, minutes, seconds). */
const degrees = (ref: string, sign: number) => {
  const part = (g: number) => `CAST(coalesce(nullif(regexp_extract(${ref}, '${ISO_6709}', ${g}), ''), '0') AS DOUBLE)`;
  return (
    `(CASE WHEN regexp_extract(${ref}, '${ISO_6709}', ${sign}) = '-' THEN -1 ELSE 1 END) * ` +
    `(${part(sign + 1)} + ${part(sign + 2)} / 60 + ${part(sign + 3)} / 3600)`
  );
};

/** Adds `latitude` and `longitude` after the first ISO 6709 column; returns a note for the reader, or undefined. */
export async function decodeIsoCoordinates(run: Run, rows: Rows, table: string): Promise<string | undefined> {
  const described = await rows(`DESCRIBE ${table}`);
  const columns = described.map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
  const taken = new Set(columns.map((c) => c.name.toLowerCase()));
  if (['latitude', 'longitude', 'lat', 'lon', 'lng'].some((n) => taken.has(n))) return undefined;
  for (const column of columns.filter((c) => c.type === 'VARCHAR')) {
    const ref = quoteIdent(column.name);
    const [stats] = await rows(
      `SELECT count(${ref}) AS n, count(*) FILTER (WHERE NOT regexp_matches(trim(${ref}), '${ISO_6709}')) AS bad FROM ${table}`,
    );
    if (Number(stats?.n ?? 0) < 3 || Number(stats?.bad ?? 1) > 0) continue;
    await run(`ALTER TABLE ${table} ADD COLUMN latitude DOUBLE`);
    await run(`ALTER TABLE ${table} ADD COLUMN longitude DOUBLE`);
    const value = `trim(${ref})`;
    await run(`UPDATE ${table} SET latitude = round(${degrees(value, 1)}, 6), longitude = round(${degrees(value, 5)}, 6)`);
    return `Column "${column.name}" holds ISO 6709 coordinates (degrees and minutes run together): they are in decimal degrees in the added columns "latitude" and "longitude".`;
  }
  return undefined;
}
