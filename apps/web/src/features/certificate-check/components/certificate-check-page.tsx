import { useParams } from 'react-router';
import type { CertificateCheck } from '@portal/shared/contracts/financing-certificates';
import { dayLabel } from '@portal/shared/domain/tool-terms';
import { StatusCard } from '../../../components/layout/status-card';
import styles from '../../../components/layout/status-card.module.css';
import { ApiError, isNetworkError, NETWORK_ERROR_TEXT } from '../../../lib/api-error';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useCertificateCheck } from '../api/check-certificate';

const card = { titleId: 'certificate-check-title', live: true };
const icon = (ok: boolean) => (
  <span className={`${styles.icon} ${ok ? styles.iconOk : styles.iconError}`} aria-hidden="true">
    {ok ? '✓' : '!'}
  </span>
);

/** What the page says for each state: only that, and its day (decision 117). */
function verdict(check: CertificateCheck): { title: string; text: string; ok: boolean } {
  const day = check.giorno ? dayLabel(check.giorno) : '';
  switch (check.stato) {
    case 'valido':
      return {
        title: 'ATTESTATO VALIDO',
        text: `L’attestato è autentico e valido fino al ${day}.`,
        ok: true,
      };
    case 'scaduto':
      return {
        title: 'ATTESTATO SCADUTO',
        text: `L’attestato è autentico ma è scaduto il ${day}.`,
        ok: false,
      };
    case 'revocato':
      return {
        title: 'ATTESTATO REVOCATO',
        text: `L’attestato è autentico ma è stato revocato il ${day}.`,
        ok: false,
      };
    default:
      return {
        title: 'ATTESTATO NON PIÙ DISPONIBILE',
        text: 'L’attestato è stato emesso, ma i suoi dati non sono più conservati: non può più essere verificato.',
        ok: false,
      };
  }
}

/**
 * /attestato/{codice}: the verification address of a financing certificate, from its PDF or
 * QR code. It says whether the certificate is genuine, and valid, expired or revoked with
 * the day; nothing about the buyer or the figures. Not indexed.
 */
export function CertificateCheckPage() {
  const { codice = '' } = useParams();
  const { brand } = usePublicConfig();
  const check = useCertificateCheck(codice);
  const robots = <meta name="robots" content="noindex, nofollow" />;
  if (check.isPending) {
    return (
      <StatusCard
        {...card}
        title="VERIFICA DELL’ATTESTATO"
        visual={<span className={styles.spinner} aria-hidden="true" />}
      >
        {robots}
        <p className={styles.text}>Stiamo verificando l’attestato…</p>
      </StatusCard>
    );
  }
  if (check.isError) {
    const offline = isNetworkError(check.error);
    const unknown = check.error instanceof ApiError && [400, 404].includes(check.error.status);
    return (
      <StatusCard
        {...card}
        title={
          offline
            ? 'CONNESSIONE ASSENTE'
            : unknown
              ? 'ATTESTATO NON TROVATO'
              : 'VERIFICA NON RIUSCITA'
        }
        visual={icon(false)}
        actions={
          unknown ? undefined : (
            <button type="button" className={styles.primary} onClick={() => void check.refetch()}>
              Riprova
            </button>
          )
        }
      >
        {robots}
        <p className={styles.message} role="alert">
          {offline
            ? NETWORK_ERROR_TEXT
            : unknown
              ? `Nessun attestato di ${brand.company.name} corrisponde a questo indirizzo: l’attestato non è autentico o l’indirizzo è stato copiato male.`
              : 'Non è stato possibile verificare l’attestato. Riprova fra poco.'}
        </p>
      </StatusCard>
    );
  }
  const v = verdict(check.data);
  return (
    <StatusCard {...card} title={v.title} visual={icon(v.ok)}>
      {robots}
      <p className={styles.text}>{v.text}</p>
      <p className={styles.text}>
        Attestato di finanziabilità di {brand.company.name}, mediatore creditizio iscritto
        all’Elenco OAM n. {brand.company.oamNumber}. Non costituisce delibera né impegno della
        banca.
      </p>
    </StatusCard>
  );
}
