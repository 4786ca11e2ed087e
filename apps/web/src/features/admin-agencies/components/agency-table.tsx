import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Agency, AgencyListFilter } from '@portal/shared';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/admin/state-badge';
import { DataTable } from '../../../components/admin/data-table';
import { Pagination, SortHeader } from '../../../components/admin/table-controls';
import { Select, TextInput } from '../../../components/ui';
import { formatDate } from '@portal/shared/domain/format';
import { PAGE_SIZE, useListParams } from '../hooks/use-list-params';
import { indexAgencies, queryAgencies, type AgencySort } from './agency-list-rules';
import styles from './agencies.module.css';

const COLUMNS: readonly { sort: AgencySort; label: string }[] = [
  { sort: 'nome', label: 'Agenzia' },
  { sort: 'email', label: 'E-mail' },
  { sort: 'comune', label: 'Comune' },
  { sort: 'state', label: 'Stato' },
  { sort: 'created', label: 'Registrata il' },
];

export function StateBadge({ state }: { state: Agency['state'] }) {
  return <Badge tone={state === 'CONFERMATO' ? 'ok' : 'wait'}>{state}</Badge>;
}

/**
 * Searchable (case- and accent-insensitive), filterable, sortable list, 25 rows a page.
 * `toolbar` gets the search and filters of the rows shown (for the exports).
 */
export function AgencyTable({
  agencies,
  label,
  toolbar,
}: {
  agencies: readonly Agency[];
  label: string;
  toolbar?: (shown: AgencyListFilter) => ReactNode;
}) {
  const { query, page, setSearch, setState, setKind, setPage, toggleSort } = useListParams();
  const index = useMemo(() => indexAgencies(agencies), [agencies]);
  // What is typed lives here (the address follows it), so a keystroke never waits for the router.
  const [text, setText] = useState(query.q);
  const deferredQuery = useDeferredValue(text);
  const { state, kind, sort, dir } = query;
  const rows = useMemo(
    () => queryAgencies(index, { q: deferredQuery, state, kind, sort, dir }),
    [index, deferredQuery, state, kind, sort, dir],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextInput
            label="Cerca"
            name="q"
            type="search"
            placeholder="Nome, e-mail, P.IVA, comune, referente…"
            value={text}
            onChange={(value) => {
              setText(value);
              setSearch(value);
            }}
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
        {toolbar ? (
          <div className={styles.toolbarActions}>{toolbar({ q: deferredQuery, state, kind })}</div>
        ) : null}
      </div>
      <DataTable
        label={label}
        columnCount={COLUMNS.length + 1}
        rows={shown}
        empty={
          agencies.length === 0 ? 'Nessuna agenzia.' : 'Nessuna agenzia corrisponde alla ricerca.'
        }
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
        {(a) => (
          <tr key={a._id}>
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
              <StateBadge state={a.state} />
            </td>
            <td className={styles.nowrap}>{formatDate(a.created_at)}</td>
            <td>{a.referente ? `${a.referente.cognome} ${a.referente.nome}` : '—'}</td>
          </tr>
        )}
      </DataTable>
      <Pagination page={current} pageSize={PAGE_SIZE} total={rows.length} onPage={setPage} />
    </>
  );
}
