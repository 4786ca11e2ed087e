import { POINTS_CONTRATTO, POINTS_FATTO, POINTS_TARGET, isRankingUnlocked } from '@portal/shared';
import { PointsProgress } from '../../../components/ui';
import { InlineError } from '../../../components/layout/inline-error';
import { formatNumber } from '@portal/shared/domain/format';
import { usePoints } from '../api/get-points';
import { usePosition } from '../api/get-position';
import styles from './points-panel.module.css';

/**
 * The contest (spec sections 2 and 9): points toward 400 as a bar (the percentage
 * truncated to an integer), how points are earned, and at 400 or more the position in
 * the ranking. Below 400 the position is never asked for.
 */
export function PointsPanel() {
  const points = usePoints(true);
  const unlocked = points.data ? isRankingUnlocked(points.data.points) : false;
  const position = usePosition(unlocked);

  if (points.isError) {
    return <InlineError error={points.error} onRetry={() => void points.refetch()} />;
  }
  const value = points.data?.points ?? 0;
  const target = points.data?.target ?? POINTS_TARGET;

  return (
    <section className={styles.panel} aria-labelledby="points-title" aria-busy={points.isPending}>
      <div className={styles.head}>
        <h2 id="points-title" className={styles.title}>
          Il tuo concorso
        </h2>
        <p className={styles.score}>
          <strong>{formatNumber(value)}</strong> / {formatNumber(target)} punti
        </p>
      </div>
      <PointsProgress points={value} target={target} />
      {unlocked ? (
        <div className={styles.ranking} role="status">
          {position.isPending ? (
            <span>Calcolo della posizione…</span>
          ) : position.isError ? (
            <InlineError error={position.error} onRetry={() => void position.refetch()} />
          ) : (
            <p>
              Sei in <strong>{formatNumber(position.data.position)}ª posizione</strong> su{' '}
              {formatNumber(position.data.total)} agenzie in classifica.
            </p>
          )}
        </div>
      ) : (
        <p className={styles.locked}>
          La classifica si sblocca a {formatNumber(target)} punti: te ne mancano{' '}
          {formatNumber(Math.max(0, target - value))}.
        </p>
      )}
      <div className={styles.rules}>
        <h3 className={styles.rulesTitle}>Come si guadagnano i punti</h3>
        <ul>
          <li>
            <strong>{POINTS_CONTRATTO} punti</strong> per ogni appuntamento in stato Contratto con
            il contratto confermato dall’amministrazione.
          </li>
          <li>
            <strong>{POINTS_FATTO} punto</strong> per ogni appuntamento in stato Fatto Appuntamento
            verificato dall’amministrazione.
          </li>
          <li>A parità di punti le agenzie condividono la stessa posizione.</li>
        </ul>
      </div>
    </section>
  );
}
