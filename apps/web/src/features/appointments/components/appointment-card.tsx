import { Link } from 'react-router';
import { duplicateNotice, type Appointment } from '@portal/shared';
import { EmailAddress } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '@portal/shared/domain/format';
import { STATE_TONE, contrattoLabel, payedLabel, wcLabel } from './appointment-labels';
import styles from './appointment-card.module.css';

/**
 * One appointment: client, state, dates, contacts, the admin's flags; for an internal
 * agent also the agency (name and e-mail) and the edit link.
 */
export function AppointmentCard({
  appointment: a,
  isAgent,
  progress,
}: {
  appointment: Appointment;
  isAgent: boolean;
  /** «Perizia svolta il 12/12/2026 · prossimo: Delibera della banca», null before any step. */
  progress: string | null;
}) {
  const titleId = `appointment-${a._id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h3 id={titleId} className={styles.client}>
          {a.name} {a.surname}
        </h3>
        <span className={styles.state} data-tone={STATE_TONE[a.state]}>
          {a.state}
        </span>
      </header>
      {isAgent ? (
        <p className={styles.agency}>
          <span className={styles.agencyName}>{a.agenzia.nome}</span>
          <a href={`mailto:${a.agenzia.email}`}>
            <EmailAddress email={a.agenzia.email} />
          </a>
        </p>
      ) : null}
      {a.giaSegnalatoIl ? (
        <p className={styles.notice}>{duplicateNotice(a.giaSegnalatoIl)}</p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Inserito il</dt>
          <dd>{formatDateTime(a.created_at)}</dd>
        </div>
        <div>
          <dt>Appuntamento fatto il</dt>
          <dd>{a.dataFattoAppuntamento ? formatDate(a.dataFattoAppuntamento) : '—'}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${a.email}`}>
              <EmailAddress email={a.email} />
            </a>
          </dd>
        </div>
        <div>
          <dt>Cellulare</dt>
          <dd>
            <a href={`tel:${a.cellulare.replace(/[^+\d]/g, '')}`}>{a.cellulare}</a>
          </dd>
        </div>
      </dl>
      <ul className={styles.flags} aria-label="Verifiche dell’amministrazione">
        <li data-on={a.wc}>{wcLabel(a.wc)}</li>
        <li data-on={a.contratto}>{contrattoLabel(a.contratto)}</li>
        <li data-on={a.payed}>{payedLabel(a.payed)}</li>
      </ul>
      {a.description ? <p className={styles.description}>{a.description}</p> : null}
      <p className={styles.progress}>
        <span className={styles.progressLabel}>Pratica:</span>{' '}
        {progress ?? 'nessun passo registrato'}
      </p>
      <Link to={paths.reserved.appointmentSteps(a._id)} className={styles.edit}>
        Avanzamento della pratica
        <span className="visually-hidden">
          {' '}
          di {a.name} {a.surname}
        </span>
      </Link>
      {isAgent ? (
        <Link to={paths.reserved.appointmentEdit(a._id)} className={styles.edit}>
          Modifica
          <span className="visually-hidden">
            {' '}
            l’appuntamento di {a.name} {a.surname}
          </span>
        </Link>
      ) : null}
    </article>
  );
}
