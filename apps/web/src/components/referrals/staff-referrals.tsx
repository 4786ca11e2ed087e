import { useState } from 'react';
import { Link } from 'react-router';
import type { StaffReferral } from '@portal/shared';
import { formatDateLong } from '@portal/shared/domain/format';
import { Button, Loading } from '../ui';
import { InlineError } from '../layout/inline-error';
import { DecisionDialog, type Decision } from './decision-dialog';
import { MoreReferrals, type MorePages } from './more-referrals';
import { ReferralFacts, ReferralState } from './referral-facts';
import styles from './referrals.module.css';

export type StaffReferralFilter = 'nuova' | 'tutte';

interface StaffReferralsProps {
  query: {
    data?: StaffReferral[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  } & MorePages;
  filter: StaffReferralFilter;
  onFilter: (filter: StaffReferralFilter) => void;
  onConvert: (body: {
    id: string;
    confermaDuplicato?: boolean;
    motivo?: string;
  }) => Promise<unknown>;
  onRefuse: (body: { id: string; motivo: string }) => Promise<unknown>;
  /** Where the appointment made from a referral opens. */
  leadHref: (id: string) => string;
}

/**
 * The referrals the mediator decides on (an admin's, or an internal agent's linked
 * agencies'): each client with its agency and, when the same client was reported before,
 * the earlier report side by side; «Trasforma in appuntamento» or «Rifiuta».
 */
export function StaffReferrals(props: StaffReferralsProps) {
  const { query, filter, onFilter } = props;
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <>
      <div className={styles.filter} role="group" aria-label="Quali segnalazioni mostrare">
        <Button
          variant={filter === 'nuova' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'nuova'}
          onClick={() => onFilter('nuova')}
        >
          Da gestire
        </Button>
        <Button
          variant={filter === 'tutte' ? 'primary' : 'secondary'}
          aria-pressed={filter === 'tutte'}
          onClick={() => onFilter('tutte')}
        >
          Tutte
        </Button>
      </div>
      {query.isPending ? (
        <Loading label="Caricamento delle segnalazioni…" />
      ) : query.isError && !query.data ? (
        <InlineError
          error={query.error}
          fallback="Impossibile caricare le segnalazioni."
          onRetry={() => void query.refetch()}
        />
      ) : (query.data ?? []).length === 0 ? (
        <p className={styles.empty}>Nessuna segnalazione da mostrare.</p>
      ) : (
        <>
          <ul className={styles.list}>
            {(query.data ?? []).map((r) => (
              <StaffCard key={r._id} r={r} leadHref={props.leadHref} onDecide={setDecision} />
            ))}
          </ul>
          <MoreReferrals more={query} />
        </>
      )}
      <DecisionDialog
        decision={decision}
        onClose={() => setDecision(null)}
        onConvert={props.onConvert}
        onRefuse={props.onRefuse}
      />
    </>
  );
}

function StaffCard({
  r,
  leadHref,
  onDecide,
}: {
  r: StaffReferral;
  leadHref: (id: string) => string;
  onDecide: (d: Decision) => void;
}) {
  const client = `${r.nome} ${r.cognome}`.trim() || 'Cliente ritirato';
  const e = r.precedente;
  return (
    <li className={styles.card} data-testid="segnalazione">
      <div className={styles.header}>
        <h3 className={styles.client}>{client}</h3>
        <ReferralState state={r.state} />
      </div>
      <p>Agenzia: {r.agenzia.nome}</p>
      <div className={e ? styles.sideBySide : undefined}>
        <ReferralFacts r={r} />
        {e ? (
          <div className={styles.earlier}>
            <h4>Già segnalato il {formatDateLong(e.created_at)}</h4>
            <p>
              {e.tipo === 'segnalazione' ? 'Segnalazione' : 'Appuntamento'} di {e.agenzia}:{' '}
              {e.cliente} · {e.email} · {e.telefono} · {e.state}
            </p>
          </div>
        ) : null}
      </div>
      {r.appuntamentiSuccessivi.map((l) => (
        <p key={l._id} className={styles.warning}>
          Stesso cliente in un appuntamento di {l.agenzia} registrato il{' '}
          {formatDateLong(l.created_at)} ({l.state})
        </p>
      ))}
      {r.motivoRifiuto ? <p>Motivo del rifiuto: {r.motivoRifiuto}</p> : null}
      {r.appuntamento ? <Link to={leadHref(r.appuntamento)}>Apri l’appuntamento</Link> : null}
      {r.state === 'nuova' ? (
        <div className={styles.actions}>
          <Button onClick={() => onDecide({ kind: 'convert', referral: r })}>
            Trasforma in appuntamento
          </Button>
          <Button variant="secondary" onClick={() => onDecide({ kind: 'refuse', referral: r })}>
            Rifiuta
          </Button>
        </div>
      ) : null}
    </li>
  );
}
