import { FUNNEL_STEP_LABELS, FUNNEL_STEPS, type Agency360 } from '@portal/shared';
import { formatNumber, formatPercent } from '@portal/shared/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './agency-overview.module.css';

/** The 360° view's Display Rata figures: the last 90 days' totals and rate (decision 115). */
export function DisplayRataCounts({ data }: { data: Agency360['displayRata'] }) {
  return (
    <>
      <dl className={styles.counts}>
        {FUNNEL_STEPS.map((step) => (
          <div key={step}>
            <dt>{FUNNEL_STEP_LABELS[step]}</dt>
            <dd>{formatNumber(data[step])}</dd>
          </div>
        ))}
        <div>
          <dt>Tasso badge → lead</dt>
          <dd>{formatPercent(data.tassoBadgeLead, 2)}</dd>
        </div>
      </dl>
      <Link to={paths.admin.agencyDisplayRata}>Confronta con le altre agenzie</Link>
    </>
  );
}
