import { APPOINTMENT_STATES } from '@portal/shared';
import { Button, DateInput, SearchableSelect, Select } from '../../../components/ui';
import { useAgencyChoices } from '../api/get-agency-choices';
import { dayToInput, hasFilters, inputToDay, type DeskFilters } from './desk-rules';
import styles from './desk.module.css';

const STATE_OPTIONS = APPOINTMENT_STATES.map((s) => ({ value: s, label: s }));

/** Agency, internal agent, state and the days the appointments were entered. */
export function DeskFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: DeskFilters;
  onChange: (name: keyof DeskFilters, value: string) => void;
  onClear: () => void;
}) {
  const choices = useAgencyChoices();
  const loading = choices.isPending ? 'Caricamento…' : 'Cerca';
  return (
    <div className={styles.filters} role="search" aria-label="Filtri degli appuntamenti">
      <SearchableSelect
        label="Agenzia"
        name="agenzia"
        value={filters.azienda}
        onChange={(v) => onChange('azienda', v)}
        options={[{ value: '', label: 'Tutte le agenzie' }, ...choices.agencies]}
        placeholder={loading}
      />
      <SearchableSelect
        label="Agente interno"
        name="agente"
        value={filters.agente}
        onChange={(v) => onChange('agente', v)}
        options={[{ value: '', label: 'Tutti gli agenti' }, ...choices.agents]}
        placeholder={loading}
      />
      <Select
        label="Stato"
        name="stato"
        value={filters.state}
        onChange={(v) => onChange('state', v)}
        emptyOption="Tutti gli stati"
        options={STATE_OPTIONS}
      />
      <DateInput
        label="Inserito dal"
        name="dal"
        value={dayToInput(filters.from)}
        onChange={(v) => onChange('from', inputToDay(v))}
      />
      <DateInput
        label="Inserito fino al"
        name="al"
        value={dayToInput(filters.to)}
        onChange={(v) => onChange('to', inputToDay(v))}
      />
      <div className={styles.filterActions}>
        <Button variant="secondary" onClick={onClear} disabled={!hasFilters(filters)}>
          Azzera filtri
        </Button>
      </div>
    </div>
  );
}
