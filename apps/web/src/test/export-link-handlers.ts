import { http, HttpResponse } from 'msw';
import type { ExportLink, ExportProgress } from '@portal/shared';
import { adminExportLink, adminExportProgress } from '@portal/shared/routes/admin-exports';
import { contractUrl } from './msw';

export const EXPORT_ID = '0f0e0d0c-0b0a-4909-8807-060504030201';

/**
 * The two calls of an export through a link (decision 060): the link asked for (its body
 * and headers kept for the test) and its progress, half-way on the first poll, then done.
 */
export function exportLinkHandlers(slug: string, total = 3) {
  const asked: { body: unknown; headers: Headers }[] = [];
  let polls = 0;
  const handlers = [
    http.post(contractUrl(adminExportLink, slug), async ({ request }) => {
      asked.push({ body: await request.json(), headers: request.headers });
      const link: ExportLink = {
        id: EXPORT_ID,
        url: `/v2/${slug}/export/tok${'x'.repeat(40)}`,
        total,
      };
      return HttpResponse.json(link);
    }),
    http.get(contractUrl(adminExportProgress, slug, { id: EXPORT_ID }), () => {
      polls += 1;
      const progress: ExportProgress =
        polls === 1
          ? { total, written: 1, started: true, finished: false }
          : { total, written: total, started: true, finished: true };
      return HttpResponse.json(progress);
    }),
  ];
  return { handlers, asked };
}
