import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { Panel } from '../../../components/admin/table-controls';
import { Loading } from '../../../components/ui';
import { useConditions } from '../api/get-conditions';
import { formValuesOf } from '../model/conditions-form';
import { ConditionsEditor } from './conditions-editor';
import { ConditionsHistory, dayLabel } from './conditions-history';

/**
 * /admin/condizioni-mutuo: the provider's mortgage conditions (TAN by duration, fees in the
 * TAEG, limits), each change dated and effective from a chosen day (decision 056).
 */
export function ConditionsPage() {
  const page = useConditions();
  return (
    <>
      <PageHeader eyebrow="Amministrazione" title="Condizioni mutuo">
        <p>
          Tassi, spese e limiti usati da Display Rata e dal Piano D’Acquisto. Ogni modifica entra in
          vigore dal giorno scelto e resta nello storico; l’esempio rappresentativo mostra la data
          delle condizioni.
        </p>
      </PageHeader>
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <InlineError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <Panel title="Nuove condizioni">
            <p>
              {page.data.asOf
                ? `Condizioni in vigore aggiornate al ${dayLabel(page.data.asOf)}: il modulo parte da queste.`
                : 'Valgono i parametri iniziali del portale: il modulo parte da questi.'}
            </p>
            <ConditionsEditor
              key={`${page.data.asOf}-${page.data.entries.length}`}
              initial={formValuesOf(page.data.current, page.data.today)}
            />
          </Panel>
          <Panel title="Storico e modifiche programmate">
            <ConditionsHistory entries={page.data.entries} />
          </Panel>
        </>
      )}
    </>
  );
}
