import { Link } from 'react-router';
import { duplicateNotice, type Referral } from '@portal/shared';
import { PageHeader } from '../../../components/layout/page-header';
import { InlineError } from '../../../components/layout/inline-error';
import { ReferralFacts, ReferralState } from '../../../components/referrals/referral-facts';
import { MoreReferrals } from '../../../components/referrals/more-referrals';
import list from '../../../components/referrals/referrals.module.css';
import { Loading } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useReferrals } from '../api/get-referrals';
import { ReferralForm } from './referral-form';
import styles from './referrals-page.module.css';

/** /area-riservata/segnalazioni for an agency: the form, then its referrals with their state. */
export function AgencyReferralsPage() {
  const referrals = useReferrals();
  return (
    <>
      <PageHeader eyebrow="Area Riservata" title="Segnala un cliente">
        <p>
          Passa al mediatore un cliente che ti ha chiesto di essere contattato per il mutuo e segui
          qui la sua segnalazione.
        </p>
      </PageHeader>
      <div className={styles.layout}>
        <ReferralForm />
        <section aria-labelledby="mie-segnalazioni">
          <h2 id="mie-segnalazioni" className={styles.sectionTitle}>
            Le tue segnalazioni
          </h2>
          {referrals.isPending ? (
            <Loading label="Caricamento delle segnalazioni…" />
          ) : referrals.isError && !referrals.data ? (
            <InlineError
              error={referrals.error}
              fallback="Impossibile caricare le segnalazioni."
              onRetry={() => void referrals.refetch()}
            />
          ) : referrals.data.length === 0 ? (
            <p className={list.empty}>Non hai ancora segnalato clienti.</p>
          ) : (
            <>
              <ul className={list.list}>
                {referrals.data.map((r) => (
                  <ReferralCard key={r._id} r={r} />
                ))}
              </ul>
              <MoreReferrals more={referrals} />
            </>
          )}
        </section>
      </div>
    </>
  );
}

function ReferralCard({ r }: { r: Referral }) {
  const client = `${r.nome} ${r.cognome}`.trim();
  return (
    <li className={list.card} data-testid="mia-segnalazione">
      <div className={list.header}>
        <h3 className={list.client}>{client || 'Dati del cliente cancellati'}</h3>
        <ReferralState state={r.state} />
      </div>
      {r.giaSegnalatoIl ? (
        <p className={styles.notice}>{duplicateNotice(r.giaSegnalatoIl)}</p>
      ) : null}
      <ReferralFacts r={r} />
      {r.state === 'rifiutata' && r.motivoRifiuto ? <p>Motivo: {r.motivoRifiuto}</p> : null}
      {r.state === 'ritirata' ? (
        <p>Il cliente ha chiesto di non essere contattato: i suoi dati sono stati cancellati.</p>
      ) : null}
      {r.appuntamento ? (
        <Link to={paths.reserved.appointmentSteps(r.appuntamento)}>Vai all’appuntamento</Link>
      ) : null}
    </li>
  );
}
