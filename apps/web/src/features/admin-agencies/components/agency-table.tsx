import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AGENCY_PAGE_SIZE,
  AGENCY_SEARCH_MAX,
  agencyStateShown,
  type Agency,
  type AgencyListFilter,
  type AgencySort,
} from '@portal/shared';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/admin/state-badge';
import { DataTable } from '../../../components/admin/data-table';
import { Pagination, SortHeader } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { Loading, Select, TextInput } from '../../../components/ui';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { formatDate } from '@portal/shared/domain/format';
import { useAgencyPage } from '../api/get-agency-page';
import { useListParams } from '../hooks/use-list-params';
import { agencyCount, pageQuery, shownFilter } from './agency-list-rules';
import styles from './agencies.module.css';

const COLUMNS: readonly { sort: AgencySort; label: string }[] = [
  { sort: 'nome', label: 'Agenzia' },
  { sort: 'email', label: 'E-mail' },
  { sort: 'comune', label: 'Comune' },
  { sort: 'state', label: 'Stato' },
  { sort: 'created', label: 'Registrata il' },
];

/** The agency's state, or «Cancellata» once its data were erased on request (decision 055). */
export function StateBadge({ agency }: { agency: Pick<Agency, 'state' | 'cancellataIl'> }) {
  const erased = agency.cancellataIl !== null;
  const tone = erased ? 'off' : agency.state === 'CONFERMATO' ? 'ok' : 'wait';
  return <Badge tone={tone}>{agencyStateShown({ state: agency.state, erased })}</Badge>;
}

/** The search waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The agency list, searched (case- and accent-insensitive), filtered, sorted and paged by
 * the server, 25 rows a page; search, filters, sort and page live in the address.
 * `fimaa` keeps the agencies registered from the FIMAA form. `toolbar` gets the search and
 * filters of the rows shown (for the exports).
 */
export function AgencyTable({
  label,
  fimaa = false,
  toolbar,
}: {
  label: string;
  fimaa?: boolean;
  toolbar?: (shown: AgencyListFilter) => ReactNode;
}) {
  const { query, page, setSearch, setState, setKind, setErasure, setPage, toggleSort } =
    useListParams();
  // What is typed lives here; the address (and so the server) follows it once typing pauses.
  const [text, setText] = useState(query.q);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== query.q) setSearch(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search moves the address.
  }, [debounced]);
  const list = useAgencyPage(pageQuery(query, page, fimaa));
  const { state, kind } = query;
  const filtered = query.q.trim() !== '' || state !== '' || kind !== '' || query.erasure !== '';

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextInput
            label="Cerca"
            name="q"
            type="search"
            placeholder="Nome, e-mail, P.IVA, comune, CAP, referente…"
            maxLength={AGENCY_SEARCH_MAX}
            value={text}
            onChange={setText}
          />
        </div>
        <Select
          label="Stato"
          name="stato"
          value={query.state}
          onChange={setState}
          options={[
            { value: '', label: 'Tutti' },
            { value: 'CONFERMATO', label: 'CONFERMATO' },
            { value: 'DA CONFERMARE', label: 'DA CONFERMARE' },
          ]}
        />
        <Select
          label="Tipo"
          name="tipo"
          value={query.kind}
          onChange={setKind}
          options={[
            { value: '', label: 'Tutti' },
            { value: 'agenzie', label: 'Agenzie' },
            { value: 'interni', label: 'Agenti interni' },
          ]}
        />
        <Select
          label="Dati personali"
          name="cancellazione"
          value={query.erasure}
          onChange={setErasure}
          options={[
            { value: '', label: 'Tutte' },
            { value: 'si', label: 'Cancellazione richiesta' },
          ]}
        />
        {toolbar ? (
          <div className={styles.toolbarActions}>{toolbar(shownFilter(query, fimaa))}</div>
        ) : null}
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        {list.data ? agencyCount(list.data.total) : '\u00a0'}
      </p>
      {list.isPending ? (
        <Loading label="Caricamento delle agenzie…" />
      ) : list.isError ? (
        <InlineError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div aria-busy={list.isFetching}>
          <DataTable
            label={label}
            columnCount={COLUMNS.length + 1}
            rows={list.data.agenzie}
            empty={filtered ? 'Nessuna agenzia corrisponde alla ricerca.' : 'Nessuna agenzia.'}
            head={
              <>
                {COLUMNS.map((c) => (
                  <SortHeader
                    key={c.sort}
                    label={c.label}
                    active={query.sort === c.sort}
                    direction={query.dir}
                    onSort={() => toggleSort(c.sort)}
                  />
                ))}
                <th scope="col">Referente</th>
              </>
            }
          >
            {(a) => <AgencyRow key={a._id} agency={a} />}
          </DataTable>
          <Pagination
            page={page}
            pageSize={AGENCY_PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
          />
        </div>
      )}
    </>
  );
}

function AgencyRow({ agency: a }: { agency: Agency }) {
  return (
    <tr>
      <td>
        <Link to={paths.admin.agency(a._id)} className={styles.name}>
          {a.nome}
        </Link>
        <span className={styles.sub}>
          {a.regioneSociale ?? '—'}
          {a.agenteInterno ? (
            <>
              {' '}
              <Badge tone="info">AGENTE INTERNO</Badge>
            </>
          ) : null}
        </span>
      </td>
      <td className={styles.nowrap}>{a.email}</td>
      <td>{a.comune ? `${a.comune} (${a.provincia ?? '—'})` : '—'}</td>
      <td>
        <StateBadge agency={a} />
      </td>
      <td className={styles.nowrap}>{formatDate(a.created_at)}</td>
      <td>{a.referente ? `${a.referente.cognome} ${a.referente.nome}` : '—'}</td>
    </tr>
  );
}
