import { useCallback, useState } from 'react';
import { LEADERBOARD_CSV_FILENAME } from '@portal/shared';
import { adminLeaderboardCsv } from '@portal/shared/routes/contest';
import { saveBlob } from '../../../components/admin/save-file';
import { fetchApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { notifyError, notifySuccess } from '../../../lib/toast';

/** GET /v2/{product}/contest/admin_leaderboardCSV → classifica.csv, with the admin headers. */
export function useDownloadLeaderboard() {
  const { productSlug } = usePublicConfig();
  const [isPending, setPending] = useState(false);
  const start = useCallback(async () => {
    if (isPending) return;
    setPending(true);
    try {
      const res = await fetchApi(adminLeaderboardCsv, { product: productSlug });
      saveBlob(
        new Blob([await res.arrayBuffer()], { type: 'text/csv;charset=utf-8' }),
        LEADERBOARD_CSV_FILENAME,
      );
      notifySuccess('CSV della classifica scaricato');
    } catch (error) {
      notifyError(error, 'Download del CSV non riuscito');
    } finally {
      setPending(false);
    }
  }, [isPending, productSlug]);
  return { start, isPending };
}
