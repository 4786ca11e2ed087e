import type { ToolDefaults } from '@portal/shared';
import { formatPercent } from '@portal/shared/domain/mortgage/parse';
import { ENGINE_TOOL_DEFAULTS } from '@portal/shared/domain/tool-terms';
import { OamRegisterLink } from '../../../components/layout/oam-register-link';
import { RouteLoading } from '../../../components/layout/route-loading';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config-context';
import { Link } from '../../../lib/nav';
import { useSignedIn } from '../../../lib/session';
import { exampleNotes, exampleRows } from '../../../widget/example-rows';
import { figuresForPrice } from '../../../widget/figures';
import { loginReturningTo } from '../../../lib/return-to';
import { previewConfig } from '../model/preview-config';
import { SAMPLE_LISTINGS, WidgetPreview } from './widget-preview';
import tool from '../../../components/layout/tool-page.module.css';
import page from './display-rata-public.module.css';
import styles from './display-rata.module.css';

const STEPS = [
  ['Configura', 'Nell’Area Riservata scegli durata, quota di mutuo, tasso, colore e testo.'],
  ['Incolla il codice', 'Una riga nel tuo sito e un attributo accanto a ogni prezzo: nient’altro.'],
  [
    'I clienti vedono la rata',
    'Accanto a ogni annuncio la rata mensile, l’esempio rappresentativo e il link al Piano D’Acquisto.',
  ],
] as const;

/**
 * /services/displayRata: what the service is, a live example, the representative example,
 * how to start. `defaults`: the provider's assumptions, undefined while they load. The
 * server prerenders it (decision 091).
 */
export function DisplayRataPublicView({ defaults }: { defaults: ToolDefaults | undefined }) {
  const { brand, publicUrl } = usePublicConfig();
  const signedIn = useSignedIn();
  const d = defaults ?? ENGINE_TOOL_DEFAULTS;
  const config = previewConfig({
    brand,
    agency: { nome: 'Agenzia di esempio', slug: 'esempio' },
    label: 'Rata da',
    color: brand.colors.primary,
    annualRate: d.annualRate,
    years: d.years,
    ltv: d.ltv,
    pianoUrl: `${publicUrl}${paths.pianoAcquisto}`,
    conditions: d,
  });
  const sample = SAMPLE_LISTINGS[1]!;
  const figures = figuresForPrice(config, sample.priceCents);

  return (
    <>
      <section className={tool.hero} aria-labelledby="dr-titolo">
        <div className={tool.heroInner}>
          <p className={tool.eyebrow}>Servizio per le agenzie</p>
          <h1 id="dr-titolo" className={tool.title}>
            Display Rata
          </h1>
          <p className={tool.lead}>
            La rata mensile del mutuo accanto al prezzo di ogni immobile, sul sito della tua
            agenzia. I clienti capiscono subito se la casa è alla loro portata e ti contattano già
            informati.
          </p>
          <div className={tool.actions}>
            {signedIn ? (
              <Link to={paths.reserved.displayRata} className={tool.primary}>
                Configura il tuo widget
              </Link>
            ) : (
              <>
                <Link to={paths.homeRegister} className={tool.primary}>
                  Registrati gratuitamente
                </Link>
                <Link to={loginReturningTo(paths.reserved.displayRata)} className={tool.secondary}>
                  Accedi all’Area Riservata
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      <div className={tool.body}>
        <ol className={page.stepCards}>
          {STEPS.map(([title, text], i) => (
            <li key={title}>
              <span className={page.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h2 className={page.stepTitle}>{title}</h2>
              <p>{text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.configLayout}>
          <section className={styles.panel} aria-labelledby="esempio-vivo" data-promo-avoid="">
            <h2 id="esempio-vivo" className={styles.panelTitle}>
              Il widget dal vivo
            </h2>
            <p className={styles.muted}>
              Annunci di esempio con le ipotesi predefinite: mutuo al {formatPercent(d.ltv)} del
              prezzo, {d.years} anni, TAN fisso {formatPercent(d.annualRate, 2)}.
            </p>
            {defaults === undefined ? (
              <RouteLoading label="Carico i parametri…" />
            ) : (
              <WidgetPreview config={config} />
            )}
            <p className={styles.muted}>
              <a href="/widget/demo">Guarda una pagina di annunci dimostrativa con il widget</a>
            </p>
          </section>
          {figures ? (
            <section className={styles.panel} aria-labelledby="esempio-rappr" data-promo-avoid="">
              <h2 id="esempio-rappr" className={styles.panelTitle}>
                Esempio rappresentativo
              </h2>
              <p className={styles.muted}>
                L’art. 120-octies del Testo Unico Bancario chiede che chi pubblicizza una rata
                mostri anche il TAEG e un esempio rappresentativo: il widget lo fa per ogni
                annuncio.
              </p>
              <dl className={styles.exampleList}>
                {exampleRows(figures).map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.small}>
                <OamRegisterLink />
              </p>
              {exampleNotes(figures).map((n) => (
                <p key={n} className={styles.small}>
                  {n}
                </p>
              ))}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
