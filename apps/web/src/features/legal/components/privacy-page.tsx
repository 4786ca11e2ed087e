import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import styles from './legal-page.module.css';

/** /privacy: what the portal does with personal data (GDPR art. 13 and 14), on a page of its own. */
export function PrivacyPage() {
  const { brand, productName, privacyVersion } = usePublicConfig();
  const co = brand.company;
  const office = `${co.registeredOffice.address}, ${co.registeredOffice.city}`;
  return (
    <article className={styles.page} aria-labelledby="privacy-titolo">
      <p className={styles.eyebrow}>{productName}</p>
      <h1 id="privacy-titolo" className={styles.title}>
        Informativa sul trattamento dei dati personali
      </h1>
      <p>
        Questa informativa spiega quali dati personali tratta il portale {productName}, perché, per
        quanto tempo e quali diritti hai (artt. 13 e 14 del Regolamento UE 2016/679, «GDPR»).
      </p>

      <h2>Titolare del trattamento</h2>
      <p>
        {co.name} {co.legalForm}, sede legale in {office}, P.IVA {co.partitaIva}, mediatore
        creditizio iscritto all’Elenco OAM n. {co.oamNumber}. Per ogni richiesta sui tuoi dati:{' '}
        <a href={`mailto:${brand.contacts.email}`}>{brand.contacts.email}</a>.
      </p>

      <h2>Quali dati, perché e su quale base</h2>
      <div className={styles.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">Chi</th>
              <th scope="col">Dati</th>
              <th scope="col">Finalità e base giuridica</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Agenzie e agenti registrati</td>
              <td>
                Dati dell’agenzia e del titolare, sede, recapiti, e-mail, password (solo in forma
                cifrata), accessi al portale
              </td>
              <td>
                Gestire l’account e fornire i servizi richiesti (contratto, art. 6.1.b); obblighi di
                legge (art. 6.1.c)
              </td>
            </tr>
            <tr>
              <td>Clienti delle agenzie</td>
              <td>
                Nome, cognome, e-mail, cellulare e note inseriti dall’agenzia o da un nostro agente,
                oppure inviati dal cliente con il Piano D’Acquisto dell’agenzia
              </td>
              <td>
                Ricontattare il cliente per la consulenza sul mutuo che ha chiesto (misure
                precontrattuali, art. 6.1.b; per i piani inviati dal sito, il consenso del cliente,
                art. 6.1.a)
              </td>
            </tr>
            <tr>
              <td>Chi usa i calcolatori</td>
              <td>
                Gli importi digitati nel Piano D’Acquisto e nel Display Rata restano nel tuo
                browser: non sono inviati né conservati, salvo che tu scelga di inviare il piano a
                un’agenzia
              </td>
              <td>—</td>
            </tr>
            <tr>
              <td>Tutti i visitatori</td>
              <td>
                Dati tecnici delle richieste (indirizzo IP, data, pagina richiesta) nei registri del
                server; negli errori di accesso l’e-mail compare solo in forma cifrata
              </td>
              <td>
                Sicurezza del servizio e prevenzione degli abusi (legittimo interesse, art. 6.1.f)
              </td>
            </tr>
          </tbody>
        </table>
      </div>

      <h2>Per quanto tempo</h2>
      <ul>
        <li>
          Account delle agenzie: per la durata dell’account, poi per il tempo previsto dalla legge.
        </li>
        <li>
          Dati dei clienti (appuntamenti): finché servono alla consulenza; quelli giunti a contratto
          per i tempi di conservazione previsti dalla normativa antiriciclaggio.
        </li>
        <li>Registri del server: 6 mesi.</li>
      </ul>

      <h2>A chi vanno i dati</h2>
      <p>
        Al personale autorizzato del titolare, all’agenzia e al referente interessati
        dall’appuntamento, e ai fornitori che gestiscono il portale per conto del titolare, nominati
        responsabili del trattamento. I dati non sono diffusi né trasferiti fuori dall’Unione
        europea.
      </p>

      <h2>I tuoi diritti</h2>
      <p>
        Puoi chiedere accesso, rettifica, cancellazione, limitazione, portabilità e opporti al
        trattamento (artt. 15-22 GDPR) scrivendo al contatto indicato sopra; il consenso dato per
        inviare un piano può essere revocato in ogni momento, senza effetto sui trattamenti già
        fatti. Dall’Area Riservata un’agenzia può scaricare i propri dati e chiederne la
        cancellazione. Puoi proporre reclamo al Garante per la protezione dei dati personali
        (garanteprivacy.it).
      </p>
      <p>
        Sui cookie: vedi l’<Link to={paths.cookie}>informativa sui cookie</Link>.
      </p>
      <p className={styles.version}>Versione dell’informativa: {privacyVersion}</p>
    </article>
  );
}
