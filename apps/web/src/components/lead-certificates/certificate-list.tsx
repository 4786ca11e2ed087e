import type { ReactNode } from 'react';
import {
  CERTIFICATE_STATE_LABELS,
  CONSAP_ANSWER_LABELS,
  dayLabel,
  type Certificate,
} from '@portal/shared';
import { formatDate, formatEuro, formatPercent } from '@portal/shared/domain/format';
import { Button } from '../ui';
import styles from './lead-certificates.module.css';

/** The state with its day: «Valido fino al 20/01/2027», «Revocato il 21/11/2026». */
export function certificateStateText(c: Certificate): string {
  if (c.stato === 'revocato' && c.revocatoIl) return `Revocato il ${formatDate(c.revocatoIl)}`;
  if (c.stato === 'scaduto') return `Scaduto (valido fino al ${dayLabel(c.validoFino)})`;
  return `Valido fino al ${dayLabel(c.validoFino)}`;
}

/**
 * A lead's financing certificates (decision 117), newest first: the day, the state, the
 * figures, the download, and what the caller adds (the admin's «Revoca»).
 */
export function CertificateList({
  certificates,
  onDownload,
  downloading,
  extra,
}: {
  certificates: readonly Certificate[];
  onDownload: (c: Certificate) => void;
  /** The certificate whose PDF is being fetched. */
  downloading?: string | undefined;
  extra?: (c: Certificate) => ReactNode;
}) {
  if (certificates.length === 0) return <p>Nessun attestato di finanziabilità emesso.</p>;
  return (
    <ul className={styles.list} aria-label="Attestati di finanziabilità">
      {certificates.map((c) => (
        <li key={c._id} className={styles.item} data-testid="attestato">
          <div className={styles.head}>
            <strong>Emesso il {formatDate(c.emessoIl)}</strong>
            <span className={styles.state} data-state={c.stato}>
              {CERTIFICATE_STATE_LABELS[c.stato]}
            </span>
            <span>{certificateStateText(c)}</span>
          </div>
          <p className={styles.figures}>
            {c.acquirente}: mutuo massimo {formatEuro(c.mutuoMassimoCents)} per un prezzo di{' '}
            {formatEuro(c.prezzoCents)} (LTV {formatPercent(c.ltv, 2)}), {c.durataAnni} anni, rata{' '}
            {formatEuro(c.rataCents)}, TAN {formatPercent(c.tan, 2)}, TAEG{' '}
            {formatPercent(c.taeg, 2)}. Consap: {CONSAP_ANSWER_LABELS[c.consap].toLowerCase()}.
          </p>
          {c.motivoRevoca ? (
            <p className={styles.muted}>Motivo della revoca: {c.motivoRevoca}</p>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onDownload(c)}
              disabled={downloading === c._id}
              aria-label={`Scarica il PDF dell’attestato del ${formatDate(c.emessoIl)}`}
            >
              Scarica il PDF
            </Button>
            {extra?.(c)}
          </div>
        </li>
      ))}
    </ul>
  );
}
