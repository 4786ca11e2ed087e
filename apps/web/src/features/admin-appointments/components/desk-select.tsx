import { useEffect, useRef } from 'react';
import styles from './desk.module.css';

/** What the table needs to show and change the selection (decision 054). */
export interface DeskTableSelection {
  isSelected: (id: string) => boolean;
  /** Ticks or unticks rows of this page. */
  onRows: (ids: readonly string[], on: boolean) => void;
}

/** The header's box: ticks every row of the page; half-ticked when only some are. */
export function PageCheckbox({
  ids,
  selection,
}: {
  ids: readonly string[];
  selection: DeskTableSelection;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const ticked = ids.filter((id) => selection.isSelected(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  const some = ticked > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <th scope="col" className={styles.selectCol}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.selectBox}
        checked={all}
        disabled={ids.length === 0}
        aria-label="Seleziona tutti gli appuntamenti della pagina"
        onChange={(e) => selection.onRows(ids, e.target.checked)}
      />
    </th>
  );
}

/** One row's box, named after its client. */
export function RowCheckbox({
  id,
  label,
  selection,
}: {
  id: string;
  label: string;
  selection: DeskTableSelection;
}) {
  return (
    <td className={styles.selectCol}>
      <input
        type="checkbox"
        className={styles.selectBox}
        checked={selection.isSelected(id)}
        aria-label={`Seleziona: ${label}`}
        onChange={(e) => selection.onRows([id], e.target.checked)}
      />
    </td>
  );
}
