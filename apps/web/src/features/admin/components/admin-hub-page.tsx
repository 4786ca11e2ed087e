import { Link } from 'react-router';
import type { AdminStats } from '@portal/shared';
import { paths } from '../../../config/paths';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { formatNumber } from '@portal/shared/domain/format';
import { useAdminStats } from '../api/get-admin-stats';
import { useAnsweredOnce } from '../../../lib/use-answered-once';
import { useCurrentAdmin } from '../api/get-current-admin';
import { useWorkQueue } from '../api/get-work-queue';
import { BarList, ColumnChart } from './bar-chart';
import { WorkQueue } from './work-queue';
import { appointmentsData, confirmationData, formatShare, registrationsData } from './hub-figures';
import styles from './admin-hub.module.css';

function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: number;
  note?: string;
  testId: string;
}) {
  return (
    <div className={styles.figure} data-testid={testId}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{formatNumber(value)}</dd>
      {note ? <dd className={styles.figureNote}>{note}</dd> : null}
    </div>
  );
}

function HubFigures({ stats }: { stats: AdminStats }) {
  const { totale, reali, agentiInterni, fimaa } = stats.agenzie;
  return (
    <>
      <section aria-labelledby="hub-agenzie" className={styles.block}>
        <h2 id="hub-agenzie" className={styles.blockTitle}>
          Agenzie
        </h2>
        <dl className={styles.figures}>
          <Figure
            testId="hub-totale"
            label="Agenzie totali"
            value={totale}
            note={`${fimaa === 1 ? '1 registrata' : `${formatNumber(fimaa)} registrate`} con FIMAA`}
          />
          <Figure
            testId="hub-reali"
            label="Agenzie reali"
            value={reali}
            note={`${formatShare(reali, totale)} del totale`}
          />
          <Figure
            testId="hub-interni"
            label="Agenti interni"
            value={agentiInterni}
            note={`${formatShare(agentiInterni, totale)} del totale`}
          />
        </dl>
      </section>
      <div className={styles.charts}>
        <section className={styles.card} aria-label="Stato delle agenzie">
          <BarList
            title="Confermate e da confermare"
            labelHeader="Stato"
            valueHeader="Agenzie"
            data={confirmationData(stats)}
          />
          <p className={styles.more}>
            <Link to={paths.admin.agencyList}>Vai alla lista delle agenzie</Link>
          </p>
        </section>
        <section className={styles.card} aria-label="Appuntamenti">
          <BarList
            title="Appuntamenti per stato"
            labelHeader="Stato"
            valueHeader="Appuntamenti"
            data={appointmentsData(stats)}
          />
        </section>
        <section className={`${styles.card} ${styles.wide}`} aria-label="Registrazioni">
          <ColumnChart
            title="Nuove agenzie negli ultimi 12 mesi"
            labelHeader="Mese"
            valueHeader="Registrazioni"
            data={registrationsData(stats)}
          />
        </section>
      </div>
    </>
  );
}

/** /admin/hub: greeting, agency figures with shares (two decimals) and small charts. */
export function AdminHubPage() {
  const admin = useCurrentAdmin();
  const stats = useAdminStats();
  // WorkQueue's own query, asked here so that the page paints once with it: arriving after
  // the figures, the queue pushed them down the screen (Lighthouse's layout shift, P7).
  const answered = useAnsweredOnce(admin, stats, useWorkQueue());

  if (admin.isPending || stats.isPending || !answered) return <RouteLoading />;
  if (admin.isError)
    return <InlineError error={admin.error} onRetry={() => void admin.refetch()} />;

  return (
    <>
      <PageHeader eyebrow="Hub" title={`Ciao, ${admin.data.name}`}>
        <p>Il quadro delle agenzie e degli appuntamenti, aggiornato a ora.</p>
      </PageHeader>
      <WorkQueue />
      {stats.isError ? (
        <InlineError
          error={stats.error}
          onRetry={() => void stats.refetch()}
          fallback="Impossibile caricare i numeri dell’hub."
        />
      ) : (
        <HubFigures stats={stats.data} />
      )}
    </>
  );
}
