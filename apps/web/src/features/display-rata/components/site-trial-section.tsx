import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SITE_PREVIEW_MESSAGE_KEY } from '@portal/shared';
import { SubmitButton, TextInput } from '../../../components/ui';
import { getErrorMessage, getFieldErrors } from '../../../lib/api-error';
import { useCreateSitePreview } from '../api/create-site-preview';
import styles from './display-rata.module.css';

interface SiteTrialProps {
  /** The selector in the settings form (tried before it is saved), when it is valid. */
  priceSelector: string | undefined;
}

/**
 * «Prova sul tuo sito» (decision 121): the portal's server fetches a page of the agency's
 * site and the frame shows it with Display Rata, as a visitor would see it, with the
 * widget's own line on how many prices it found. The frame is a sandbox of its own origin.
 */
export function SiteTrialSection({ priceSelector }: SiteTrialProps) {
  const create = useCreateSitePreview();
  const [url, setUrl] = useState('');
  const [frame, setFrame] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The widget's console line, posted by the page in the frame: that frame's only.
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const line: unknown = (event.data as Record<string, unknown> | null)?.[
        SITE_PREVIEW_MESSAGE_KEY
      ];
      if (typeof line === 'string') setSummary(line.slice(0, 300));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setSummary(null);
    create.mutate(
      { url, ...(priceSelector ? { priceSelector } : {}) },
      { onSuccess: (preview) => setFrame(preview.address) },
    );
  };
  const fieldError = getFieldErrors(create.error).url;
  const otherError = create.error && !fieldError ? getErrorMessage(create.error) : null;

  return (
    <section className={`${styles.panel} ${styles.trialPanel}`} aria-labelledby="prova-titolo">
      <h2 id="prova-titolo" className={styles.panelTitle}>
        Prova sul tuo sito
      </h2>
      <p className={styles.muted}>
        Il portale apre una pagina del tuo sito e ti mostra dove comparirebbe la rata, con le
        impostazioni qui sopra (anche il selettore dei prezzi non ancora salvato). Il tuo sito non
        viene modificato.
      </p>
      <form className={styles.trialForm} noValidate onSubmit={onSubmit}>
        <TextInput
          label="Indirizzo di una pagina del tuo sito"
          name="prova-url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.tuaagenzia.it/annunci"
          maxLength={2000}
          trim
          value={url}
          onChange={setUrl}
          error={fieldError}
        />
        <SubmitButton pending={create.isPending} pendingLabel="Apertura della pagina…">
          Prova
        </SubmitButton>
      </form>
      <p className={styles.muted} role="status" aria-live="polite">
        {otherError ??
          (summary
            ? summary.replace(/^Display Rata:/, 'Sulla pagina:')
            : frame && !create.isPending
              ? 'Pagina aperta: Display Rata sta cercando i prezzi…'
              : '')}
      </p>
      {frame ? (
        <iframe
          ref={frameRef}
          className={styles.trialFrame}
          src={frame}
          title="La pagina del tuo sito con Display Rata"
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </section>
  );
}
