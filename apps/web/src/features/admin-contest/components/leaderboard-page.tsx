import { useState } from 'react';
import { LEADERBOARD_PAGE_SIZE } from '@portal/shared';
import { formatNumber } from '@portal/shared/domain/format';
import { DataTable } from '../../../components/admin/data-table';
import { Pagination, Panel } from '../../../components/admin/table-controls';
import { InlineError } from '../../../components/layout/inline-error';
import { PageHeader } from '../../../components/layout/page-header';
import { RouteLoading } from '../../../components/layout/route-loading';
import { Button, EmailAddress } from '../../../components/ui';
import { useAnsweredOnce } from '../../../lib/use-answered-once';
import { useContestSettings } from '../api/get-contest-settings';
import { useDownloadLeaderboard } from '../api/download-leaderboard';
import { useLeaderboard } from '../api/get-leaderboard';
import { ContestSettingsForm } from './contest-settings-form';
import styles from './leaderboard.module.css';

/**
 * /admin/classifica: the contest ranking (ties share a place), 25 a page from the server,
 * the CSV of the whole ranking, and the contest's settings.
 */
export function LeaderboardPage() {
  const [page, setPage] = useState(1);
  const board = useLeaderboard(page);
  const settings = useContestSettings();
  const csv = useDownloadLeaderboard();

  // The first answers paint together: the ranking arriving after the settings pushed them
  // down the screen (layout shift, P7). A later page keeps the previous one until it comes.
  const answered = useAnsweredOnce(settings, board);
  if (settings.isPending || board.isPending || !answered) return <RouteLoading />;

  return (
    <>
      <PageHeader eyebrow="Concorso" title="Classifica">
        <p>Le agenzie per punti: a parità di punti condividono la posizione.</p>
      </PageHeader>
      <div className={styles.stack}>
        <Panel
          title="Agenzie in classifica"
          actions={
            <Button
              variant="secondary"
              onClick={() => void csv.start()}
              aria-disabled={csv.isPending || undefined}
              disabled={board.data?.total === 0}
            >
              {csv.isPending ? 'Download…' : 'Scarica CSV'}
            </Button>
          }
        >
          {board.isError ? (
            <InlineError error={board.error} onRetry={() => void board.refetch()} />
          ) : (
            <>
              <DataTable
                label="Classifica delle agenzie"
                columnCount={5}
                rows={board.data.rows}
                empty="Nessuna agenzia in classifica."
                head={
                  <>
                    <th scope="col">Posizione</th>
                    <th scope="col">Agenzia</th>
                    <th scope="col" className={styles.num}>
                      Punti
                    </th>
                    <th scope="col" className={styles.num}>
                      Contratti
                    </th>
                    <th scope="col" className={styles.num}>
                      Appuntamenti verificati
                    </th>
                  </>
                }
              >
                {(r) => (
                  <tr key={r._id}>
                    <td>{formatNumber(r.position)}ª</td>
                    <td className={styles.wrap}>
                      <span className={styles.strong}>{r.nome}</span>
                      <span className={styles.sub}>
                        <EmailAddress email={r.email} />
                      </span>
                    </td>
                    <td className={styles.num}>{formatNumber(r.points)}</td>
                    <td className={styles.num}>{formatNumber(r.contratti)}</td>
                    <td className={styles.num}>{formatNumber(r.verificati)}</td>
                  </tr>
                )}
              </DataTable>
              <Pagination
                page={page}
                pageSize={LEADERBOARD_PAGE_SIZE}
                total={board.data.total}
                onPage={setPage}
              />
            </>
          )}
        </Panel>
        {settings.isError ? (
          <InlineError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <ContestSettingsForm settings={settings.data} />
        )}
      </div>
    </>
  );
}
