import { InlineError } from '../../../components/layout/inline-error';
import { Button, Loading } from '../../../components/ui';
import { useDownloadAgenciesCsv } from '../api/download-agencies-csv';
import { useAgencies } from '../api/get-agencies';
import { AgencyTable } from './agency-table';

/** /admin/agenzie/list: every agency, and 'Scarica CSV' (listaAgenzie.csv). */
export function AgencyListPage() {
  const agencies = useAgencies();
  const csv = useDownloadAgenciesCsv();
  if (agencies.isPending) return <Loading label="Caricamento delle agenzie…" />;
  if (agencies.isError)
    return <InlineError error={agencies.error} onRetry={() => void agencies.refetch()} />;
  return (
    <AgencyTable
      agencies={agencies.data}
      label="Lista agenzie"
      toolbar={
        <Button
          variant="secondary"
          onClick={() => csv.mutate()}
          disabled={csv.isPending}
          aria-busy={csv.isPending}
        >
          {csv.isPending ? 'Preparazione…' : 'Scarica CSV'}
        </Button>
      }
    />
  );
}
