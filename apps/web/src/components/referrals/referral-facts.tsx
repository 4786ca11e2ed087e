import { REFERRAL_STATE_LABELS, type Referral } from '@portal/shared';
import { formatDateTime } from '@portal/shared/domain/format';
import styles from './referrals.module.css';

/** A referral's state as a label whose colour says where it stands. */
export function ReferralState({ state }: { state: Referral['state'] }) {
  return (
    <span className={styles.state} data-state={state}>
      {REFERRAL_STATE_LABELS[state]}
    </span>
  );
}

/** The client as the agency passed them: contacts, property, note, when. */
export function ReferralFacts({
  r,
}: {
  r: Pick<Referral, 'telefono' | 'email' | 'immobile' | 'nota' | 'created_at'>;
}) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Segnalato il</dt>
        <dd>{formatDateTime(r.created_at)}</dd>
      </div>
      {r.telefono ? (
        <div>
          <dt>Telefono</dt>
          <dd>{r.telefono}</dd>
        </div>
      ) : null}
      {r.email ? (
        <div>
          <dt>E-mail</dt>
          <dd>{r.email}</dd>
        </div>
      ) : null}
      {r.immobile ? (
        <div>
          <dt>Immobile</dt>
          <dd>{r.immobile}</dd>
        </div>
      ) : null}
      {r.nota ? (
        <div>
          <dt>Nota</dt>
          <dd>{r.nota}</dd>
        </div>
      ) : null}
    </dl>
  );
}
