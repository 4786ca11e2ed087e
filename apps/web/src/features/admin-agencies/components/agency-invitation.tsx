import { useState } from 'react';
import type { Agency, AgencyInvitation } from '@portal/shared';
import { formatDate, formatDateTime } from '@portal/shared/domain/format';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Button } from '../../../components/ui';
import { useAgencyInvitation } from '../api/get-agency-invitation';
import { useResendAgencyInvitation } from '../api/resend-agency-invitation';
import styles from './agencies.module.css';

function statusText(inv: AgencyInvitation): string {
  const sent = inv.sentAt ? formatDateTime(inv.sentAt) : '';
  switch (inv.state) {
    case 'pending':
      return `Invito inviato il ${sent}, in attesa (il link vale fino al ${formatDate(inv.expiresAt ?? '')}).`;
    case 'expired':
      return `Invito inviato il ${sent}, scaduto senza essere usato.`;
    case 'accepted':
      return `Invito accettato: l’agenzia ha scelto la sua password il ${formatDateTime(inv.acceptedAt ?? '')}.`;
    default:
      return '';
  }
}

/**
 * The invitation of an agency added without a password (decision 059): where it stands,
 * and "Invia di nuovo l'invito" (asked first) while the agency has not chosen its password.
 * Nothing shows for an agency that was given a password or registered on its own.
 */
export function AgencyInvitationStatus({ agency }: { agency: Agency }) {
  const invitation = useAgencyInvitation(agency._id);
  const resend = useResendAgencyInvitation();
  const [asking, setAsking] = useState(false);
  const inv = invitation.data;
  if (!inv || inv.state === 'none') return null;
  const open = inv.state !== 'accepted';
  return (
    <div className={`${styles.dangerItem} ${styles.invitation}`}>
      <p role="status">{statusText(inv)}</p>
      {open ? (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Invia di nuovo l’invito
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Inviare di nuovo l’invito?"
        isPending={resend.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => resend.mutate(agency._id, { onSettled: () => setAsking(false) })}
      >
        <p>
          Un nuovo link per scegliere la password verrà inviato a <strong>{agency.email}</strong>.
          Il link dell’invito precedente smetterà di funzionare.
        </p>
      </ConfirmDialog>
    </div>
  );
}
