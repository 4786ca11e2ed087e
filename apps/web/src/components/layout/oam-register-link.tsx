import { usePublicConfig } from '../../lib/public-config-context';
import styles from './oam-register-link.module.css';

/**
 * The public OAM register, where anyone checks the mediator's number (decisions.md, third
 * round, «Compliance pages»): beside the intermediary in the footer and in every
 * representative example. It opens in a new tab and says so; on paper the address is printed.
 */
export function OamRegisterLink({ className }: { className?: string }) {
  const { brand } = usePublicConfig();
  const url = brand.company.oamRegisterUrl;
  return (
    <a
      className={[styles.link, className].filter(Boolean).join(' ')}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-print-url={url}
    >
      Verifica l’iscrizione nell’Elenco OAM n. {brand.company.oamNumber}{' '}
      <span className="visually-hidden">(si apre in una nuova scheda)</span>
    </a>
  );
}
