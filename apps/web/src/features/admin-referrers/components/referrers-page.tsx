import { useEffect, useState } from 'react';
import { REFERRER_PAGE_SIZE, type Referrer } from '@portal/shared';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Badge } from '../../../components/admin/state-badge';
import { ActionsHeader, DataTable } from '../../../components/admin/data-table';
import { Pagination, Panel, SortHeader } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, Loading, TextInput } from '../../../components/ui';
import { notifySuccess } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useReferrerPage } from '../api/get-referrer-page';
import { useReferrerParams } from '../hooks/use-referrer-params';
import { useSetReferrerActive } from '../api/set-referrer-active';
import { ReferrerFormDialog } from './referrer-form-dialog';
import { ReferrerImport } from './referrer-import';
import styles from './referrers.module.css';

/** Typing pauses this long before the address (and the server) follows the search. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * /admin/referentiAlleare: the list searched (code, surname and name, e-mail), sorted and
 * paged by the server; add, edit, deactivate, CSV import.
 */
export function ReferrersPage() {
  const params = useReferrerParams();
  const referrers = useReferrerPage(params.query);
  const setActive = useSetReferrerActive();
  // What is typed lives here; the address follows it once typing pauses.
  const [query, setQuery] = useState(params.q);
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== params.q) params.setSearch(settled);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search moves the address.
  }, [settled]);
  const rows = referrers.data?.referenti ?? [];
  const sortable = (label: string, sort: 'codice' | 'cognome' | 'email') => (
    <SortHeader
      label={label}
      active={params.sort === sort}
      direction={params.dir}
      onSort={() => params.toggleSort(sort)}
    />
  );
  const [editing, setEditing] = useState<Referrer | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<Referrer | null>(null);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <PageHeader eyebrow="Amministrazione" title="Referenti Alleare">
        <p>
          I referenti a cui sono collegate le agenzie: compaiono nell’area riservata con foto e
          contatti.
        </p>
      </PageHeader>
      {importing ? (
        <Panel
          title="Importa da CSV"
          actions={
            <Button variant="secondary" size="sm" onClick={() => setImporting(false)}>
              Chiudi
            </Button>
          }
        >
          <ReferrerImport onDone={() => setImporting(false)} />
        </Panel>
      ) : null}
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextInput
            label="Cerca"
            name="q"
            type="search"
            placeholder="Codice, nome, cognome, e-mail…"
            value={query}
            onChange={setQuery}
          />
        </div>
        <div className={styles.toolbarActions}>
          <Button onClick={() => setEditing('new')}>Nuovo referente</Button>
          {importing ? null : (
            <Button variant="secondary" onClick={() => setImporting(true)}>
              Importa da CSV
            </Button>
          )}
        </div>
      </div>
      {referrers.isPending ? (
        <Loading label="Caricamento dei referenti…" />
      ) : referrers.isError ? (
        <InlineError error={referrers.error} onRetry={() => void referrers.refetch()} />
      ) : (
        <DataTable
          label="Referenti Alleare"
          columnCount={6}
          rows={rows}
          empty={
            params.q.trim() === ''
              ? 'Nessun referente: aggiungine uno o importali da CSV.'
              : 'Nessun referente corrisponde alla ricerca.'
          }
          head={
            <>
              {sortable('Codice', 'codice')}
              {sortable('Cognome e nome', 'cognome')}
              {sortable('E-mail', 'email')}
              <th scope="col">Pagina agente</th>
              <th scope="col">Stato</th>
              <ActionsHeader />
            </>
          }
        >
          {(r) => (
            <tr key={r._id}>
              <td className={styles.code}>{r.codice}</td>
              <td>{`${r.cognome} ${r.nome}`}</td>
              <td>{r.email}</td>
              <td>
                {r.urlAgente ? (
                  <a href={r.urlAgente} target="_blank" rel="noopener noreferrer">
                    Apri
                    <span className="visually-hidden">
                      {' '}
                      la pagina di {r.cognome} {r.nome} (nuova scheda)
                    </span>
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td>
                {r.active ? <Badge tone="ok">ATTIVO</Badge> : <Badge tone="off">DISATTIVATO</Badge>}
              </td>
              <td className={styles.rowActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(r)}
                  aria-label={`Modifica ${r.cognome} ${r.nome}`}
                >
                  Modifica
                </Button>
                {r.active ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setDeactivating(r)}
                    aria-label={`Disattiva ${r.cognome} ${r.nome}`}
                  >
                    Disattiva
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Riattiva ${r.cognome} ${r.nome}`}
                    onClick={() =>
                      setActive.mutate(
                        { id: r._id, active: true },
                        { onSuccess: () => notifySuccess('Referente Riattivato') },
                      )
                    }
                  >
                    Riattiva
                  </Button>
                )}
              </td>
            </tr>
          )}
        </DataTable>
      )}
      {referrers.data ? (
        <Pagination
          page={params.page}
          pageSize={REFERRER_PAGE_SIZE}
          total={referrers.data.total}
          onPage={params.setPage}
        />
      ) : null}
      {editing ? (
        <ReferrerFormDialog
          referrer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deactivating !== null}
        title="Disattivare il referente?"
        isPending={setActive.isPending}
        onCancel={() => setDeactivating(null)}
        onConfirm={() =>
          deactivating &&
          setActive.mutate(
            { id: deactivating._id, active: false },
            {
              onSuccess: () => notifySuccess('Referente Disattivato'),
              onSettled: () => setDeactivating(null),
            },
          )
        }
      >
        <p>
          {deactivating ? `${deactivating.cognome} ${deactivating.nome}` : ''} non sarà più proposto
          alle nuove agenzie. Le agenzie già collegate restano collegate; puoi riattivarlo quando
          vuoi.
        </p>
      </ConfirmDialog>
    </>
  );
}
