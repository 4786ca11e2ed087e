import { useId, type ReactNode } from 'react';
import { formatNumber } from '@portal/shared/domain/format';
import { Button } from '../ui';
import styles from './admin.module.css';

export type SortDirection = 'asc' | 'desc';

/** A sortable column header: a button that says which way it sorts (aria-sort on the th). */
export function SortHeader({
  label,
  active,
  direction,
  onSort,
}: {
  label: string;
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
}) {
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className={styles.sort} onClick={onSort}>
        {label}
        <span aria-hidden="true" className={styles.sortMark} data-active={active}>
          {active && direction === 'desc' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}

/** 'Pagina 2 di 5' with previous and next; `page` is 1-based. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pagination} aria-label="Paginazione">
      <p className={styles.muted} aria-live="polite">
        {total === 0
          ? 'Nessun risultato'
          : `${formatNumber(first)}–${formatNumber(last)} di ${formatNumber(total)} · pagina ${formatNumber(page)} di ${formatNumber(pages)}`}
      </p>
      <div className={styles.pager}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ‹ Precedente
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Successiva ›
        </Button>
      </div>
    </nav>
  );
}

/** A table that scrolls sideways on a phone, reachable and named for keyboard users. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.tableFrame} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/**
 * A white card with a heading: the blocks of an admin page. With `anchor`, the block has
 * that id and takes focus from a link that leads to it on the same page.
 */
export function Panel({
  title,
  actions,
  anchor,
  children,
}: {
  title: string;
  actions?: ReactNode;
  anchor?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className={styles.panel}
      aria-labelledby={id}
      {...(anchor ? { id: anchor, tabIndex: -1 } : {})}
    >
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {actions ? <div className={styles.panelActions}>{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
