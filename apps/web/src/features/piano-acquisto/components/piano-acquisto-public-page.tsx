import { Link } from 'react-router';
import { ENGINE_TOOL_DEFAULTS } from '@portal/shared';
import { RouteLoading } from '../../../components/layout/route-loading';
import { paths } from '../../../config/paths';
import { isUserSignedIn } from '../../../lib/session';
import { useToolDefaults } from '../../../lib/reference-data/tool-defaults';
import { loginReturningTo } from '../../../lib/return-to';
import { Calculator } from './calculator';
import { ToolIntro } from './tool-intro';
import tool from '../../../components/layout/tool-page.module.css';
import styles from './pages.module.css';

/** /services/pianodacquisto: what the service is, and the calculator to try it. */
export function PianoAcquistoPublicPage() {
  const defaults = useToolDefaults();
  const signedIn = isUserSignedIn();
  return (
    <>
      <ToolIntro eyebrow="Servizio per le agenzie" title="Piano D’Acquisto">
        <p className={tool.lead}>
          In pochi dati (redditi netti, rate in corso, risparmi) il tuo cliente scopre il mutuo
          massimo, il prezzo che può permettersi e tutti i costi dell’acquisto. Ogni agenzia
          registrata riceve un link personale da inviare ai clienti, con il proprio nome e i propri
          contatti.
        </p>
        <div className={tool.actions}>
          {signedIn ? (
            <Link to={paths.reserved.pianoAcquisto} className={tool.primary}>
              Apri il link della tua agenzia
            </Link>
          ) : (
            <>
              <Link to={paths.homeRegister} className={tool.primary}>
                Registrati gratuitamente
              </Link>
              <Link to={loginReturningTo(paths.reserved.pianoAcquisto)} className={tool.secondary}>
                Accedi all’Area Riservata
              </Link>
            </>
          )}
        </div>
      </ToolIntro>
      <div className={tool.body}>
        <h2 className={styles.sectionTitle} data-print-hide="">
          Prova il calcolatore
        </h2>
        {defaults.isPending ? (
          <RouteLoading label="Carico i parametri…" />
        ) : (
          <Calculator defaults={defaults.data ?? ENGINE_TOOL_DEFAULTS} />
        )}
      </div>
    </>
  );
}
