import { useState, type FormEvent } from 'react';
import { CERTIFICATE_MESSAGES, type Certificate } from '@portal/shared';
import { CertificateList } from '../../../components/lead-certificates/certificate-list';
import { InlineError } from '../../../components/layout/inline-error';
import { Button, Loading, Modal, TextArea } from '../../../components/ui';
import {
  useAdminCertificates,
  useDownloadAdminCertificate,
  useIssueCertificate,
  useRevokeCertificate,
} from '../api/lead-certificates';
import { CertificateIssueForm } from './certificate-issue-form';
import styles from './certificates.module.css';

/** «Revoca»: the reason first, then the revocation. */
function RevokeControl({ certificate }: { certificate: Certificate }) {
  const revoke = useRevokeCertificate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  if (certificate.stato === 'revocato') return null;
  if (!open)
    return (
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Revoca
      </Button>
    );
  const send = (event: FormEvent) => {
    event.preventDefault();
    const motivo = reason.trim();
    if (!motivo || motivo.length > 500) return setError(CERTIFICATE_MESSAGES.reason);
    revoke.mutate({ certificateId: certificate._id, motivo });
  };
  return (
    <form className={styles.revoke} onSubmit={send} noValidate aria-label="Revoca l’attestato">
      <TextArea
        label="Motivo della revoca"
        name="motivo"
        value={reason}
        onChange={(v) => {
          setReason(v);
          if (error) setError(undefined);
        }}
        error={error}
        maxLength={500}
        rows={2}
        required
      />
      <div>
        <Button type="submit" variant="danger" size="sm" disabled={revoke.isPending}>
          Conferma la revoca
        </Button>{' '}
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Annulla
        </Button>
      </div>
    </form>
  );
}

function Certificates({ id }: { id: string }) {
  const certificates = useAdminCertificates(id);
  const issue = useIssueCertificate();
  const download = useDownloadAdminCertificate();
  if (certificates.isPending) return <Loading label="Caricamento degli attestati…" />;
  if (certificates.isError)
    return <InlineError error={certificates.error} onRetry={() => void certificates.refetch()} />;
  const data = certificates.data;
  return (
    <>
      <CertificateList
        certificates={data.attestati}
        onDownload={(c) => download.mutate(c._id)}
        downloading={download.isPending ? download.variables : undefined}
        extra={(c) => <RevokeControl certificate={c} />}
      />
      {data.bozza ? (
        <>
          <h3 className={styles.title}>Emetti un attestato</h3>
          <CertificateIssueForm
            id={id}
            draft={data.bozza}
            onIssue={(body, idempotencyKey) => issue.mutateAsync({ body, idempotencyKey })}
          />
        </>
      ) : null}
    </>
  );
}

/** «Attestati» of one lead on the desk: its financing certificates, issue and revoke (decision 117). */
export function LeadCertificatesModal({
  appointment,
  onClose,
}: {
  appointment: { id: string; label: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      value={appointment !== null}
      onChange={(open) => {
        if (!open) onClose();
      }}
      title={
        appointment
          ? `Attestati di finanziabilità: ${appointment.label}`
          : 'Attestati di finanziabilità'
      }
    >
      {appointment ? <Certificates id={appointment.id} /> : null}
    </Modal>
  );
}
