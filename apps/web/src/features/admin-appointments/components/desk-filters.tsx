import { useEffect, useState } from 'react';
import { APPOINTMENT_STATES, CLIENT_SEARCH_MAX } from '@portal/shared';
import { Button, DateInput, SearchableSelect, Select, TextInput } from '../../../components/ui';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAgencyChoices } from '../api/get-agency-choices';
import { dayToInput, hasFilters, inputToDay, type DeskFilters } from './desk-rules';
import styles from './desk.module.css';

const STATE_OPTIONS = APPOINTMENT_STATES.map((s) => ({ value: s, label: s }));

/** The client search asks the server this long after the last keystroke. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;

/** The client search box: what is typed reaches the address once typing pauses. */
function ClientSearch({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, CLIENT_SEARCH_DEBOUNCE_MS);
  // A value set from outside (Azzera filtri, the back button) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== debounced) setText(value);
  }
  useEffect(() => {
    if (debounced !== value) onChange(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search moves the address.
  }, [debounced]);
  return (
    <TextInput
      label="Cliente"
      name="q"
      type="search"
      placeholder="Nome, cognome, e-mail o telefono"
      maxLength={CLIENT_SEARCH_MAX}
      value={text}
      onChange={setText}
    />
  );
}

const OPEN_CHECK_OPTIONS = [
  { value: 'wc', label: 'Fatto Appuntamento senza verifica WC' },
  { value: 'pagamento', label: 'Contratto non pagato' },
  { value: 'note', label: 'Nota dell’agenzia senza risposta' },
  { value: 'duplicato', label: 'Cliente già segnalato' },
];

/** Client, agency, internal agent, state, open check and the days the appointments were entered. */
export function DeskFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: DeskFilters;
  onChange: (name: keyof DeskFilters, value: string) => void;
  onClear: () => void;
}) {
  const agencies = useAgencyChoices('agenzie', filters.azienda);
  const agents = useAgencyChoices('interni', filters.agente);
  return (
    <div className={styles.filters} role="search" aria-label="Filtri degli appuntamenti">
      <ClientSearch value={filters.q} onChange={(v) => onChange('q', v)} />
      <SearchableSelect
        label="Agenzia"
        name="agenzia"
        value={filters.azienda}
        onChange={(v) => onChange('azienda', v)}
        options={[{ value: '', label: 'Tutte le agenzie' }, ...agencies.options]}
        onSearch={agencies.onSearch}
        searching={agencies.searching}
        placeholder="Cerca per nome o e-mail"
      />
      <SearchableSelect
        label="Agente interno"
        name="agente"
        value={filters.agente}
        onChange={(v) => onChange('agente', v)}
        options={[{ value: '', label: 'Tutti gli agenti' }, ...agents.options]}
        onSearch={agents.onSearch}
        searching={agents.searching}
        placeholder="Cerca per nome o e-mail"
      />
      <Select
        label="Stato"
        name="stato"
        value={filters.state}
        onChange={(v) => onChange('state', v)}
        emptyOption="Tutti gli stati"
        options={STATE_OPTIONS}
      />
      <Select
        label="Da controllare"
        name="aperto"
        value={filters.aperto}
        onChange={(v) => onChange('aperto', v)}
        emptyOption="Tutti"
        options={OPEN_CHECK_OPTIONS}
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
