import { useState } from 'react';
import { displayRataPinnedSnippet, displayRataSnippet } from '@portal/shared';
import { CopyField } from '../../../components/ui';
import { useWidgetPin } from '../api/get-widget-pin';
import styles from './display-rata.module.css';

/** "Il codice per il tuo sito": the snippet, how to mark prices, and the pinned (SRI) variant. */
export function SnippetSection({ publicUrl, slug }: { publicUrl: string; slug: string }) {
  return (
    <section className={styles.panel} aria-labelledby="codice-titolo">
      <h2 id="codice-titolo" className={styles.panelTitle}>
        Il codice per il tuo sito
      </h2>
      <ol className={styles.steps}>
        <li>
          Copia il codice e incollalo una volta in ogni pagina del sito, nella sezione &lt;head&gt;:
          i badge sono al loro posto fin dalla prima visualizzazione e gli annunci non si spostano
          mentre la pagina si carica. Se l’hai già incollato prima di &lt;/body&gt;, funziona
          ancora: spostalo in &lt;head&gt; per evitare gli spostamenti.
        </li>
        <li>
          Segna ogni prezzo con l’attributo <code>data-rata-prezzo</code>, ad esempio{' '}
          <code>&lt;span data-rata-prezzo="250000"&gt;250.000 €&lt;/span&gt;</code> (vanno bene
          anche 250.000 o 250.000,00).
        </li>
        <li>
          Il badge compare alla fine dell’elemento segnato, senza spostare il resto dell’annuncio.
          Se preferisci, <code>data-rata-posizione="sotto"</code> lo mette su una riga propria e{' '}
          <code>data-rata-target="#id"</code> in un altro punto della pagina;{' '}
          <code>data-rata-ltv="70"</code> calcola quell’annuncio con un mutuo al 70 % del prezzo.
          Sotto 30.000 € e sopra 5.000.000 € il badge non compare.
        </li>
        <li>Salva le impostazioni: il sito si aggiorna da solo entro pochi minuti.</li>
      </ol>
      <CopyField
        label="Codice da incollare"
        value={displayRataSnippet(publicUrl, slug)}
        copied="Codice copiato negli appunti"
        buttonLabel="Copia il codice"
        multiline
      />
      <PinnedSnippet publicUrl={publicUrl} slug={slug} />
      <p className={styles.muted}>
        <a href={`/widget/demo?agenzia=${encodeURIComponent(slug)}`} target="_blank" rel="noopener">
          Guarda il widget su una pagina di annunci dimostrativa
          <span className="visually-hidden"> (si apre in una nuova scheda)</span>
        </a>
      </p>
    </section>
  );
}

/** For sites whose policy asks every third-party script to be pinned with its hash. */
function PinnedSnippet({ publicUrl, slug }: { publicUrl: string; slug: string }) {
  const [open, setOpen] = useState(false);
  const pin = useWidgetPin(open);
  return (
    <details className={styles.pinned} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Il tuo sito richiede script con controllo di integrità (SRI)?</summary>
      <p className={styles.muted}>
        Questo codice carica una versione fissata dello script: il browser la esegue solo se è
        identica, byte per byte, a quella indicata. Non si aggiorna da sola: quando pubblichiamo una
        nuova versione del widget dovrai copiare di nuovo il codice da questa pagina.
      </p>
      {pin.isPending && open ? (
        <p className={styles.muted} role="status">
          Preparazione del codice…
        </p>
      ) : null}
      {pin.isError ? (
        <p className={styles.note} role="alert">
          Il codice con controllo di integrità non è disponibile in questo momento: usa il codice
          qui sopra o riprova più tardi.
        </p>
      ) : null}
      {pin.data ? (
        <CopyField
          label="Codice con versione fissata"
          value={displayRataPinnedSnippet(publicUrl, slug, pin.data)}
          copied="Codice copiato negli appunti"
          buttonLabel="Copia il codice fissato"
          multiline
        />
      ) : null}
    </details>
  );
}
