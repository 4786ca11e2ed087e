import type { ReactNode } from 'react';
import { TableFrame } from './table-controls';
import styles from './admin.module.css';

export interface DataTableProps<T> {
  /** The table's accessible name (its scrolling region is named too). */
  label: string;
  /** The header cells (`<th scope="col">` or SortHeader), in order. */
  head: ReactNode;
  /** How many columns the header has: the empty row spans them all. */
  columnCount: number;
  rows: readonly T[];
  /** What the table says when `rows` is empty. */
  empty: ReactNode;
  /** One `<tr>` (with its key) per row. */
  children: (row: T, index: number) => ReactNode;
}

/**
 * The list of an admin page: a named, sideways-scrolling table with its header, one row
 * per item, or a single row that says why there are none.
 */
export function DataTable<T>({
  label,
  head,
  columnCount,
  rows,
  empty,
  children,
}: DataTableProps<T>) {
  return (
    <TableFrame label={label}>
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columnCount} className={styles.empty}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map(children)
        )}
      </tbody>
    </TableFrame>
  );
}

/** The last column of a table whose rows end with buttons: named for screen readers only. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="visually-hidden">Azioni</span>
    </th>
  );
}
