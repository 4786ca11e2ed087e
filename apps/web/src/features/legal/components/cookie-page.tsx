import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import styles from './legal-page.module.css';

/**
 * /cookie: the portal sets only technical cookies (the sign-in of the reserved and admin
 * areas), so no consent banner is needed (Garante, linee guida cookie, 10 giugno 2021).
 */
export function CookiePage() {
  const { productName } = usePublicConfig();
  return (
    <article className={styles.page} aria-labelledby="cookie-titolo">
      <p className={styles.eyebrow}>{productName}</p>
      <h1 id="cookie-titolo" className={styles.title}>
        Informativa sui cookie
      </h1>
      <p>
        Il portale usa soltanto cookie tecnici, necessari a farti restare connesso all’Area
        Riservata o all’area amministrativa. Non usa cookie di profilazione, né strumenti di
        statistica o pubblicità di terze parti: per questo non ti chiediamo un consenso.
      </p>
      <div className={styles.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">A cosa serve</th>
              <th scope="col">Durata</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>token</code> (sessione dell’Area Riservata)
              </td>
              <td>Ricorda l’accesso della tua agenzia dopo il login</td>
              <td>Fino all’uscita o alla scadenza della sessione</td>
            </tr>
            <tr>
              <td>
                <code>adminAccessToken</code>, <code>adminRefreshToken</code> (sessione dell’area
                amministrativa)
              </td>
              <td>Ricorda l’accesso di un amministratore</td>
              <td>Al massimo 12 ore dal login</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Il widget Display Rata, sul sito di un’agenzia, non imposta cookie. Puoi cancellare i cookie
        in qualsiasi momento dalle impostazioni del browser: dovrai solo accedere di nuovo.
      </p>
      <p>
        Per il resto del trattamento dei dati: vedi l’
        <Link to={paths.privacy}>informativa privacy</Link>.
      </p>
    </article>
  );
}
