import { APPOINTMENT_STATES } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import { Button, Select, TextInput } from '../../../components/ui';
import type { AppointmentFilter } from '../hooks/appointment-filter';
import styles from './appointments-toolbar.module.css';

const STATE_OPTIONS = APPOINTMENT_STATES.map((s) => ({ value: s, label: s }));

/** Search and state filter above the list. */
export function AppointmentsToolbar({
  filter,
  isAgent,
  onQuery,
  onState,
}: {
  filter: AppointmentFilter;
  isAgent: boolean;
  onQuery: (q: string) => void;
  onState: (stato: string) => void;
}) {
  return (
    <div className={styles.toolbar} role="search" aria-label="Filtra gli appuntamenti">
      <div className={styles.search}>
        <TextInput
          label="Cerca"
          name="q"
          type="search"
          value={filter.q}
          onChange={onQuery}
          maxLength={100}
          placeholder={
            isAgent ? 'Cliente, e-mail, telefono o agenzia' : 'Cliente, e-mail o telefono'
          }
        />
      </div>
      <div className={styles.state}>
        <Select
          label="Stato"
          name="stato"
          value={filter.stato}
          onChange={onState}
          options={STATE_OPTIONS}
          emptyOption="Tutti gli stati"
        />
      </div>
    </div>
  );
}

/** 'Pagina 2 di 5' with previous and next; `page` is 1-based. */
export function AppointmentsPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pagine degli appuntamenti">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ Precedente
      </Button>
      <span aria-live="polite">
        Pagina {formatNumber(page)} di {formatNumber(pages)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Successiva ›
      </Button>
    </nav>
  );
}
