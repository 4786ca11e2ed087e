import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { FUNNEL_RANKING_PAGE_SIZE, type FunnelRankingQuery } from '@portal/shared';
import { formatDate, formatNumber, formatPercent } from '@portal/shared/domain/format';
import { DataTable } from '../../../components/admin/data-table';
import { Pagination, Panel, SortHeader } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { RouteLoading } from '../../../components/layout/route-loading';
import { paths } from '../../../config/paths';
import { useDisplayRataRanking } from '../api/get-display-rata-ranking';
import styles from './display-rata-ranking.module.css';

type Sort = NonNullable<FunnelRankingQuery['ordina']>;

const COUNTS = ['badge', 'esempi', 'piani', 'pianiInviati', 'lead', 'contratti'] as const;
/** Short headers, so the eight columns fit a laptop's width. */
const HEADERS: Record<(typeof COUNTS)[number], string> = {
  badge: 'Badge',
  esempi: 'Esempi',
  piani: 'Piani aperti',
  pianiInviati: 'Piani inviati',
  lead: 'Lead',
  contratti: 'Contratti',
};
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);

/**
 * /admin/agenzie/display-rata: the agencies whose Display Rata showed badges in the last 90
 * days, by badge-to-lead rate (or badges, leads, name), 25 a page from the server; those
 * that showed none are left out (decision 115).
 */
export function DisplayRataRankingPage() {
  const [pagina, setPagina] = useState(1);
  const [ordina, setOrdina] = useState<Sort>('tasso');
  const ranking = useDisplayRataRanking({ pagina, ordina });
  if (ranking.isPending) return <RouteLoading />;
  const sortBy = (sort: Sort) => () => {
    setOrdina(sort);
    setPagina(1);
  };
  const sortable = (sort: Sort, label: string, direction: 'asc' | 'desc' = 'desc') => (
    <SortHeader
      label={label}
      active={ordina === sort}
      direction={direction}
      onSort={sortBy(sort)}
    />
  );
  return (
    <Panel title="Display Rata: agenzie per tasso badge → lead">
      {ranking.isError ? (
        <InlineError error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : (
        <>
          <p className={styles.muted}>
            Dal {dayLabel(ranking.data.dal)} al {dayLabel(ranking.data.al)}: i lead dai piani aperti
            da un badge, per badge mostrato. Le agenzie che non hanno mostrato badge non sono
            elencate.
          </p>
          <DataTable
            label="Agenzie per tasso badge → lead"
            columnCount={COUNTS.length + 2}
            rows={ranking.data.righe}
            empty="Nessuna agenzia ha mostrato badge negli ultimi 90 giorni."
            head={
              <>
                {sortable('nome', 'Agenzia', 'asc')}
                {COUNTS.map((step) =>
                  step === 'badge' || step === 'lead' ? (
                    <Fragment key={step}>{sortable(step, HEADERS[step])}</Fragment>
                  ) : (
                    <th key={step} scope="col" className={styles.num}>
                      {HEADERS[step]}
                    </th>
                  ),
                )}
                {sortable('tasso', 'Badge → lead')}
              </>
            }
          >
            {(r) => (
              <tr key={r.agencyId}>
                <td>
                  <Link to={paths.admin.agency(r.agencyId)}>{r.nome}</Link>
                </td>
                {COUNTS.map((step) => (
                  <td key={step} className={styles.num}>
                    {formatNumber(r[step])}
                  </td>
                ))}
                <td className={styles.num}>{formatPercent(r.tassoBadgeLead, 2)}</td>
              </tr>
            )}
          </DataTable>
          <Pagination
            page={pagina}
            pageSize={FUNNEL_RANKING_PAGE_SIZE}
            total={ranking.data.totale}
            onPage={setPagina}
          />
        </>
      )}
    </Panel>
  );
}
