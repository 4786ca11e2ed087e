import { POINTS_TARGET, progressPercent } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import styles from './points-progress.module.css';

/**
 * Contest points toward the target as a bar: the percentage of the target truncated to an
 * integer (spec section 9), green once reached.
 */
export function PointsProgress({
  points,
  target = POINTS_TARGET,
}: {
  points: number;
  target?: number;
}) {
  const percent = progressPercent(points);
  return (
    <div className={styles.row}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={`Punti verso l’obiettivo di ${formatNumber(target)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} data-full={percent >= 100} />
      </div>
      <span className={styles.percent}>{percent}%</span>
    </div>
  );
}
