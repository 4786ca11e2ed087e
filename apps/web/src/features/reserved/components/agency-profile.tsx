import type { Agency } from '@portal/shared';
import { CopyText } from '../../../components/ui';
import { ownOriginImage } from '../../../lib/own-origin-image';
import styles from './agency-profile.module.css';

/**
 * Sidebar block: who is signed in (the agency, or the internal agent by name), its referrer
 * (photo, name, contact) and 'IL TUO ID'.
 */
export function AgencyProfile({
  agency,
  partnerAgentsUrl,
}: {
  agency: Agency;
  partnerAgentsUrl: string;
}) {
  const referrer = agency.referente;
  // Only a photo the portal serves itself can show (CSP); any other gets the initials.
  const photo = ownOriginImage(referrer?.urlPhoto);
  return (
    <div className={styles.profile}>
      <span className={styles.label}>
        {agency.agenteInterno ? 'Agente interno' : 'La tua agenzia'}
      </span>
      <strong className={styles.name}>{agency.nome}</strong>
      {referrer ? (
        <div className={styles.referrer}>
          {photo ? (
            <img className={styles.photo} src={photo} alt="" width={44} height={44} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {`${referrer.nome.charAt(0)}${referrer.cognome.charAt(0)}`}
            </span>
          )}
          <div>
            <span className={styles.label}>Il tuo referente</span>
            <span className={styles.referrerName}>
              {referrer.nome} {referrer.cognome}
            </span>
            <a
              href={referrer.urlAgente ?? partnerAgentsUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Contatta
              <span className="visually-hidden">
                {' '}
                {referrer.nome} {referrer.cognome} (nuova scheda)
              </span>
            </a>
          </div>
        </div>
      ) : null}
      <div className={styles.id}>
        <span className={styles.label}>IL TUO ID</span>
        <CopyText
          value={agency._id}
          buttonLabel="Copia il tuo ID"
          copied="ID copiato negli appunti"
        />
      </div>
    </div>
  );
}
