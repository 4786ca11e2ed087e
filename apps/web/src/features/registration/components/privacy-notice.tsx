import { usePublicConfig } from '../../../lib/public-config-context';
import styles from './registration-form.module.css';

/**
 * The privacy notice (GDPR art. 13) shown before registration. Its version travels in the
 * public configuration and is stored with the acceptance; bump PRIVACY_VERSION on the
 * server whenever this text changes.
 */
export function PrivacyNotice() {
  const { brand, productName, privacyVersion } = usePublicConfig();
  const co = brand.company;
  const office = `${co.registeredOffice.address}, ${co.registeredOffice.city}`;
  return (
    <div className={styles.notice}>
      <p>
        <strong>Titolare del trattamento</strong>: {co.name} {co.legalForm}, sede legale in {office}
        , P.IVA {co.partitaIva}, iscritta all’Elenco OAM n. {co.oamNumber}. Contatto:{' '}
        <a href={`mailto:${brand.contacts.email}`}>{brand.contacts.email}</a>.
      </p>
      <p>
        <strong>Dati trattati</strong>: i dati che inserisci nel modulo (dati dell’agenzia e del
        titolare, sede, recapiti, e-mail), la password in forma cifrata e i dati tecnici di accesso
        al portale {productName}.
      </p>
      <p>
        <strong>Finalità e base giuridica</strong>: creare e gestire l’account della tua agenzia,
        fornirti i servizi richiesti e le comunicazioni di servizio (esecuzione di un contratto,
        art. 6.1.b GDPR); adempiere agli obblighi di legge (art. 6.1.c GDPR).
      </p>
      <p>
        <strong>Conservazione</strong>: per la durata dell’account e, dopo la sua chiusura, per il
        tempo previsto dagli obblighi di legge.
      </p>
      <p>
        <strong>Destinatari</strong>: personale autorizzato del titolare e fornitori che gestiscono
        il portale per suo conto, nominati responsabili del trattamento. I dati non sono diffusi.
      </p>
      <p>
        <strong>I tuoi diritti</strong>: accesso, rettifica, cancellazione, limitazione, portabilità
        e opposizione (artt. 15-22 GDPR), scrivendo al contatto indicato; dall’Area Riservata puoi
        scaricare i tuoi dati e chiederne la cancellazione. Puoi proporre reclamo al Garante per la
        protezione dei dati personali.
      </p>
      <p className={styles.noticeVersion}>Versione dell’informativa: {privacyVersion}</p>
    </div>
  );
}
