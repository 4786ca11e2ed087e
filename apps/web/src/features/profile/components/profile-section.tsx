import { InlineError } from '../../../components/layout/inline-error';
import { Loading } from '../../../components/ui';
import { usePublicConfig } from '../../../lib/public-config-context';
import { useProfile } from '../api/get-profile';
import { EmailChange } from './email-change';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';

/**
 * Impostazioni → Profilo (decision 057): the agency's data; ragione sociale, name and
 * Partita IVA only an admin changes (the page says whom to ask), the rest the agency edits;
 * the e-mail changes through a link mailed to the new address.
 */
export function ProfileSection() {
  const profile = useProfile();
  const { brand } = usePublicConfig();

  let body;
  if (profile.isPending) body = <Loading label="Caricamento del profilo…" />;
  else if (profile.isError)
    body = (
      <InlineError
        error={profile.error}
        onRetry={() => void profile.refetch()}
        fallback="Impossibile caricare il profilo."
      />
    );
  else {
    const p = profile.data;
    const subject = encodeURIComponent(`Modifica dati aziendali – ${p.nome}`);
    body = (
      <>
        <dl className={styles.fixed}>
          {p.agenteInterno ? null : (
            <div>
              <dt>Ragione sociale</dt>
              <dd>{p.regioneSociale ?? '—'}</dd>
            </div>
          )}
          <div>
            <dt>{p.agenteInterno ? 'Nome' : 'Nome dell’agenzia'}</dt>
            <dd>{p.nome}</dd>
          </div>
          {p.agenteInterno ? null : (
            <div>
              <dt>Partita IVA</dt>
              <dd>{p.partitaIva ?? '—'}</dd>
            </div>
          )}
        </dl>
        <p className={styles.hint}>
          {p.agenteInterno
            ? 'Il nome lo modifica solo l’amministrazione: '
            : 'Ragione sociale, nome e Partita IVA li modifica solo l’amministrazione: '}
          per cambiarli scrivi al tuo referente o a{' '}
          <a href={`mailto:${brand.contacts.email}?subject=${subject}`}>{brand.contacts.email}</a>{' '}
          indicando i nuovi dati.
        </p>
        <ProfileForm profile={p} refetch={profile.refetch} />
      </>
    );
  }

  return (
    <>
      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.title}>
          Profilo
        </h2>
        {body}
      </section>
      <section className={styles.card} aria-labelledby="email-title">
        <h2 id="email-title" className={styles.title}>
          E-mail di accesso
        </h2>
        {profile.data ? <EmailChange profile={profile.data} /> : null}
        {profile.isPending ? <Loading label="Caricamento…" /> : null}
      </section>
    </>
  );
}
