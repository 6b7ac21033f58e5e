import { useMemo, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { RenderBoundary, RenderError } from './render-error';
import { downloadText } from '../../lib/download';
import { compareCells, fileNameFrom, toCsv } from './table-csv';
import type { Cell, TableItem } from './types';

/**
 * Rows per page (50 unless the item sets pageSize), the scroll area's max height and the row
 * height in px, and the number of rows on a page above which they are virtualized.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const TABLE_MAX_HEIGHT = 400;
export const VIRTUALIZE_ABOVE = 100;
export const ROW_HEIGHT = 40;

type Sort = { column: number; direction: 'asc' | 'desc' } | null;

/** Columns whose numbers are codes, not amounts: shown as they are, without separators. */
const CODE_COLUMN = /(^|[\s_-])(id|year|code|zip|postcode|phone)s?$/i;

/**
 * A cell as text. Amounts get thousands separators and at most the decimals they carry (two
 * from 1 up, four significant digits below); sorting and the CSV still use the raw value.
 */
export function showCell(cell: Cell, header = ''): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'number' || !Number.isFinite(cell) || CODE_COLUMN.test(header)) return String(cell);
  if (Math.abs(cell) < 1 && !Number.isInteger(cell)) return String(Number(cell.toPrecision(4)));
  return cell.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Numeric columns are right-aligned so that digits line up. */
function numericColumns(headers: string[], rows: Cell[][]): boolean[] {
  return headers.map((_, c) => {
    let numbers = 0;
    for (const row of rows) {
      const cell = row[c];
      if (cell === null || cell === undefined || cell === '') continue;
      if (typeof cell !== 'number') return false;
      numbers++;
    }
    return numbers > 0;
  });
}

function TableBody({ headers, rows, numeric }: { headers: string[]; rows: Cell[][]; numeric: boolean[] }) {
  const cells = (row: Cell[]) =>
    headers.map((header, c) => (
      <td key={c} className={numeric[c] ? 'is-number' : undefined}>
        {showCell(row[c] ?? null, header)}
      </td>
    ));
  return (
    <tbody>
      {rows.map((row, r) => (
        <tr key={r}>{cells(row)}</tr>
      ))}
    </tbody>
  );
}

/** Over 100 rows on a page, only the rows in view are in the DOM (rows 40 px high). */
function VirtualBody({
  headers,
  rows,
  numeric,
  scroller,
}: {
  headers: string[];
  rows: Cell[][];
  numeric: boolean[];
  scroller: React.RefObject<HTMLDivElement | null>;
}) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 800, height: TABLE_MAX_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <tbody>
      {before > 0 && <tr style={{ height: before }} aria-hidden />}
      {items.map((item) => (
        <tr key={item.key} style={{ height: ROW_HEIGHT }}>
          {headers.map((header, c) => (
            <td key={c} className={numeric[c] ? 'is-number' : undefined}>
              {showCell(rows[item.index]?.[c] ?? null, header)}
            </td>
          ))}
        </tr>
      ))}
      {after > 0 && <tr style={{ height: after }} aria-hidden />}
    </tbody>
  );
}

function TableInner({ item }: { item: TableItem }) {
  const { headers } = item;
  const pageSize = Math.max(1, Math.floor(item.metadata?.pageSize ?? DEFAULT_PAGE_SIZE));
  const [sort, setSort] = useState<Sort>(null);
  const [page, setPage] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);

  const sorted = useMemo(() => {
    if (!sort) return item.rows;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...item.rows].sort(
      (a, b) => factor * compareCells(a[sort.column] ?? null, b[sort.column] ?? null),
    );
  }, [item.rows, sort]);
  const numeric = useMemo(() => numericColumns(headers, item.rows), [headers, item.rows]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages - 1);
  const pageRows = sorted.slice(current * pageSize, (current + 1) * pageSize);
  const title = item.metadata?.title;

  const toggleSort = (column: number) =>
    setSort((s) =>
      s?.column === column
        ? { column, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: 'asc' },
    );

  if (headers.length === 0) return <RenderError message="Failed to render table" />;
  return (
    <figure className="rc-table">
      <figcaption className="rc-table-bar">
        <span className="rc-table-title">
          {title || `${item.rows.length.toLocaleString()} ${item.rows.length === 1 ? 'row' : 'rows'}`}
        </span>
        <button
          type="button"
          className="rc-copy"
          onClick={() => downloadText(toCsv(headers, sorted), fileNameFrom(title, 'table', 'csv'))}
        >
          <Download size={14} aria-hidden />
          <span>CSV</span>
        </button>
      </figcaption>
      <div className="rc-table-scroll" ref={scroller} style={{ maxHeight: TABLE_MAX_HEIGHT }}>
        <table>
          <thead>
            <tr>
              {headers.map((header, c) => {
                const direction = sort?.column === c ? sort.direction : undefined;
                return (
                  <th
                    key={c}
                    className={numeric[c] ? 'is-number' : undefined}
                    aria-sort={
                      direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'
                    }
                  >
                    <button type="button" onClick={() => toggleSort(c)}>
                      {header}
                      {direction === 'asc' && <ArrowUp size={12} aria-hidden />}
                      {direction === 'desc' && <ArrowDown size={12} aria-hidden />}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          {pageRows.length > VIRTUALIZE_ABOVE ? (
            <VirtualBody headers={headers} rows={pageRows} numeric={numeric} scroller={scroller} />
          ) : (
            <TableBody headers={headers} rows={pageRows} numeric={numeric} />
          )}
        </table>
      </div>
      {pages > 1 && (
        <div className="rc-table-pager">
          <button
            type="button"
            className="icon-button"
            aria-label="Previous page"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            <ChevronLeft size={16} aria-hidden />
          </button>
          <span>
            Page {current + 1} of {pages}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label="Next page"
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          >
            <ChevronRight size={16} aria-hidden />
          </button>
        </div>
      )}
      {item.metadata?.truncated && <p className="rc-note">Showing the first rows only.</p>}
    </figure>
  );
}

/** A table render item: sortable headers, pages of 50, CSV download. */
export function TableRenderer({ item }: { item: TableItem }) {
  return (
    <RenderBoundary message="Failed to render table">
      <TableInner item={item} />
    </RenderBoundary>
  );
}
