import { formatDateTime } from '@portal/shared/domain/format';
import type { Config } from '../../config';
import { renderMail } from '../../lib/mail-template';

export type AccountKind = 'agency' | 'admin';

const loginUrl = (config: Config, kind: AccountKind) =>
  `${config.publicUrl}${kind === 'admin' ? '/admin/login' : '/area-riservata/login'}`;
const resetUrl = (config: Config) => `${config.publicUrl}/area-riservata/password-dimenticata`;

/**
 * The owner of an account that many wrong passwords are being tried on (decision 033): the
 * account is not locked, the tries are slowed; what to do if it was not them.
 */
export function attackMail(config: Config, kind: AccountKind, name: string, at: Date) {
  const login = loginUrl(config, kind);
  const advice =
    kind === 'agency'
      ? 'Se non sei stato tu, ti consigliamo di cambiare la password: puoi farlo da Impostazioni dopo l’accesso, o con «Password dimenticata?».'
      : 'Se non sei stato tu, cambia la password e avvisa gli altri amministratori.';
  const { html, text } = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${name},`,
    paragraphs: [
      `dal ${formatDateTime(at)} qualcuno sta provando ad accedere al tuo account ${config.productName} con password sbagliate.`,
      'Il tuo account non è bloccato: puoi accedere come sempre con la tua password. Per rallentare chi prova, ogni accesso può richiedere qualche secondo in più per i prossimi 15 minuti.',
      advice,
    ],
    action: { label: 'Accedi', url: login },
    note: 'Ti scriviamo al massimo una volta ogni 15 minuti per questo motivo.',
  });
  const links = [login];
  return {
    subject: `${config.productName}: tentativi di accesso al tuo account`,
    html,
    text,
    links,
  };
}

/** The owner of an account whose password has just changed (by them, or by a reset link). */
export function passwordChangedMail(config: Config, kind: AccountKind, name: string, at: Date) {
  const reset = kind === 'agency' ? resetUrl(config) : loginUrl(config, kind);
  const { html, text } = renderMail(config.brand, config.productName, {
    greeting: `Gentile ${name},`,
    paragraphs: [
      `la password del tuo account ${config.productName} è stata cambiata il ${formatDateTime(at)}.`,
      'Se sei stato tu, non devi fare nulla.',
      kind === 'agency'
        ? 'Se non sei stato tu, reimposta subito la password con il pulsante qui sotto e contatta l’assistenza.'
        : 'Se non sei stato tu, avvisa subito gli altri amministratori.',
    ],
    ...(kind === 'agency' ? { action: { label: 'Reimposta la password', url: reset } } : {}),
  });
  return {
    subject: `${config.productName}: la tua password è stata cambiata`,
    html,
    text,
    links: [reset],
  };
}
