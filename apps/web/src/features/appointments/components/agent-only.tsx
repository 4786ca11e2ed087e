import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { useAccount } from '../api/get-account';

/** Create and edit are for internal agents: an agency gets an explanation (the server refuses it anyway). */
export function AgentOnly({ children }: { children: ReactNode }) {
  const account = useAccount();
  if (account.isPending) return <RouteLoading />;
  if (account.isError)
    return <InlineError error={account.error} onRetry={() => void account.refetch()} />;
  if (!account.data.agenteInterno) {
    return (
      <>
        <PageHeader eyebrow="Appuntamenti" title="Funzione riservata agli agenti interni">
          <p>Gli appuntamenti della tua agenzia vengono inseriti dagli agenti interni.</p>
        </PageHeader>
        <Link to={paths.reserved.appointments}>Torna ai tuoi appuntamenti</Link>
      </>
    );
  }
  return children;
}
