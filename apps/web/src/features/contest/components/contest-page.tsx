import { isRankingUnlocked } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { PointsProgress } from '../../../components/ui';
import { useContest } from '../api/get-contest';
import { ContestAppointments } from './contest-appointments';
import { ContestCountdown } from './contest-countdown';
import { ContestRules } from './contest-rules';
import { ContestTop } from './contest-top';
import styles from './contest-page.module.css';

/**
 * /area-riservata/concorso: the agency's position, the top 10 (names shown or anonymised as
 * the admin chose), the rules, each appointment's points and, when set, the end and a live
 * countdown.
 */
export function ContestPage() {
  const contest = useContest();
  if (contest.isPending) return <RouteLoading />;
  // The server refuses internal agents (403): they are not ranked.
  if (contest.isError && isApiError(contest.error) && contest.error.status === 403)
    return (
      <>
        <PageHeader eyebrow="Concorso" title="Il concorso riguarda le agenzie">
          <p>{contest.error.message}</p>
        </PageHeader>
        <Link to={paths.reserved.hub}>Torna all’hub</Link>
      </>
    );
  if (contest.isError)
    return <InlineError error={contest.error} onRetry={() => void contest.refetch()} />;
  const c = contest.data;
  const missing = Math.max(0, c.target - c.points);

  return (
    <>
      <PageHeader eyebrow="Concorso" title="La classifica del concorso">
        <p>Guadagna punti con i tuoi appuntamenti e scala la classifica.</p>
      </PageHeader>
      <div className={styles.layout}>
        <div className={styles.main}>
          {c.endAt ? <ContestCountdown endAt={c.endAt} /> : null}
          <section className={styles.card} aria-labelledby="standing-title">
            <h2 id="standing-title" className={styles.cardTitle}>
              La tua posizione
            </h2>
            <p className={styles.score}>
              <strong>{formatNumber(c.points)}</strong> / {formatNumber(c.target)} punti
            </p>
            <PointsProgress points={c.points} target={c.target} />
            {c.position ? (
              <p className={styles.position} data-testid="contest-position">
                Sei in <strong>{formatNumber(c.position.position)}ª posizione</strong> su{' '}
                {formatNumber(c.position.total)} agenzie in classifica.
              </p>
            ) : (
              <p className={styles.note}>
                La classifica si sblocca a {formatNumber(c.target)} punti: te ne mancano{' '}
                {formatNumber(missing)}.
              </p>
            )}
          </section>
          {isRankingUnlocked(c.points) ? (
            <ContestTop rows={c.top} anonymous={c.anonymous} />
          ) : (
            <section className={styles.card} aria-labelledby="top-title">
              <h2 id="top-title" className={styles.cardTitle}>
                Le prime 10 agenzie
              </h2>
              <p className={styles.note} data-testid="contest-top-locked">
                Le prime 10 agenzie si vedono quando la classifica si sblocca, a{' '}
                {formatNumber(c.target)} punti.
              </p>
            </section>
          )}
          <ContestAppointments rows={c.appointments} />
        </div>
        <div className={styles.side}>
          <ContestRules />
        </div>
      </div>
    </>
  );
}
