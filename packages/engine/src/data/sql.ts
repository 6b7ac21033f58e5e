/**
 * Small helpers for writing SQL text safely. Every identifier and literal that comes from a
 * user (a column name, a filter value, a file path) passes through here, so generated SQL
 * never depends on the caller having escaped anything.
 */

/** Quotes an identifier for DuckDB: `"my ""odd"" column"`. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Quotes a string literal for DuckDB: `'it''s'`. */
export function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** Renders a JS value as a SQL literal (numbers as numbers, null as NULL, everything else quoted). */
export function sqlValue(value: string | number | boolean | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return quoteLiteral(value);
}

/** Words that make awkward table names for people typing SQL; such names get a suffix. */
const RESERVED = new Set(
  'all and any as asc between by case cast check column create cross default delete desc distinct do else end except false fetch for from full grant group having in inner insert intersect into is join lateral left like limit natural not null offset on or order outer over primary references right select table then to true union unique update user using values when where window with'.split(
    ' ',
  ),
);

/**
 * Derives a safe, readable SQL identifier from a file name: `Sales 2024 (Q1).csv` → `sales_2024_q1`.
 * Names start with a letter, hold only [a-z0-9_], and avoid reserved words, so people can type
 * them in SQL without quoting.
 */
export function identifierFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.(csv|tsv|tab|txt|dat|xlsx|arff|json|ndjson|jsonl|parquet)(\.gz)?$/i, '');
  let name = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (name === '') name = 'dataset';
  if (/^[0-9]/.test(name)) name = `t_${name}`;
  if (RESERVED.has(name)) name = `${name}_data`;
  return name.slice(0, 60);
}
