import { useDeferredValue, useMemo, useState } from 'react';
import { matchesSearch, searchTerms, searchableText, type Referrer } from '@portal/shared';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Badge } from '../../../components/admin/state-badge';
import { ActionsHeader, DataTable } from '../../../components/admin/data-table';
import { Panel } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, Loading, TextInput } from '../../../components/ui';
import { notifySuccess } from '../../../lib/toast';
import { useReferrers } from '../api/get-referrers';
import { useSetReferrerActive } from '../api/set-referrer-active';
import { ReferrerFormDialog } from './referrer-form-dialog';
import { ReferrerImport } from './referrer-import';
import styles from './referrers.module.css';

function useFiltered(list: readonly Referrer[] | undefined, query: string) {
  const index = useMemo(
    () =>
      (list ?? []).map((r) => ({
        r,
        text: searchableText([r.codice, r.nome, r.cognome, r.email]),
      })),
    [list],
  );
  return useMemo(() => {
    const terms = searchTerms(query);
    return index.filter((x) => matchesSearch(x.text, terms)).map((x) => x.r);
  }, [index, query]);
}

/** /admin/referentiAlleare: searchable list (code, surname and name, e-mail), add, edit, deactivate, CSV import. */
export function ReferrersPage() {
  const referrers = useReferrers();
  const setActive = useSetReferrerActive();
  const [query, setQuery] = useState('');
  const rows = useFiltered(referrers.data, useDeferredValue(query));
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
            referrers.data.length === 0
              ? 'Nessun referente: aggiungine uno o importali da CSV.'
              : 'Nessun referente corrisponde alla ricerca.'
          }
          head={
            <>
              <th scope="col">Codice</th>
              <th scope="col">Cognome e nome</th>
              <th scope="col">E-mail</th>
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
