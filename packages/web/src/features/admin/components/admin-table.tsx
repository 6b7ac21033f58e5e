import type { ReactNode } from 'react';

/** A column heading; `className` styles its header cell. */
export type AdminColumn = string | { label: string; className?: string };

interface AdminTableProps {
  /** Names the scrolling region for screen readers. */
  label: string;
  columns: readonly AdminColumn[];
  /** `nowrap` keeps every cell on one line (the table scrolls sideways instead). */
  nowrap?: boolean;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A table of the admin panel: its column headings and rows, in a region that scrolls sideways
 * inside its card on narrow screens and can take focus to scroll from the keyboard.
 */
export function AdminTable({ label, columns, nowrap = false, children }: AdminTableProps) {
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className={nowrap ? 'admin-table admin-table-nowrap' : 'admin-table'}>
        <thead>
          <tr>
            {columns.map((column) => {
              const { label: heading, className } =
                typeof column === 'string' ? { label: column, className: undefined } : column;
              return (
                <th key={heading} scope="col" className={className}>
                  {heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The row that opens beneath a table row with its details, across every column. */
export function AdminDetailsRow({
  id,
  columns,
  children,
}: {
  id?: string;
  columns: number;
  children: ReactNode;
}) {
  return (
    <tr className="admin-details-row" id={id}>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}
