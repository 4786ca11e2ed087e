import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { ChangePasswordForm } from './change-password-form';
import { NotificationPrefsPanel } from './notification-prefs-form';
import { PrivacyPanel } from './privacy-panel';
import styles from './settings.module.css';

/**
 * /area-riservata/settings: `profile` (the route gives the profile feature's section), change
 * of password, notification mails and the privacy corner.
 */
export function SettingsPage({ profile }: { profile?: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Impostazioni" title="Il tuo account" />
      <div className={styles.sections}>
        {profile}
        <section className={styles.card} aria-labelledby="password-title">
          <h2 id="password-title" className={styles.cardTitle}>
            Cambia password
          </h2>
          <ChangePasswordForm />
        </section>
        <section className={styles.card} aria-labelledby="notifications-title">
          <h2 id="notifications-title" className={styles.cardTitle}>
            Notifiche via e-mail
          </h2>
          <NotificationPrefsPanel />
        </section>
        <section className={styles.card} aria-labelledby="privacy-title">
          <h2 id="privacy-title" className={styles.cardTitle}>
            I tuoi dati e la privacy
          </h2>
          <PrivacyPanel />
        </section>
      </div>
    </>
  );
}
