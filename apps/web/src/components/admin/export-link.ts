import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  EXPORT_LINK_TTL_SECONDS,
  type ExportLink,
  type ExportLinkBody,
  type ExportProgress,
} from '@portal/shared';
import { adminExportLink, adminExportProgress } from '@portal/shared/routes/admin-exports';
import { env } from '../../config/env';
import { callApi } from '../../lib/api-call';
import { usePublicConfig } from '../../lib/public-config-context';
import { notifyError, notifySuccess } from '../../lib/toast';

/** How often the page asks how far the download got. */
export const EXPORT_POLL_MS = 1000;

/** The link's address in this page's API (the server answers a path under /v2). */
export function exportHref(url: string): string {
  return `${env.apiBase}${url.replace(/^\/v2(?=\/)/, '')}`;
}

/** The browser never opened the link (blocked, offline): it has expired by now. */
function neverOpened(askedAt: number, progress: ExportProgress | undefined): boolean {
  return (
    progress !== undefined &&
    !progress.started &&
    Date.now() - askedAt > (EXPORT_LINK_TTL_SECONDS + 5) * 1000
  );
}

/**
 * Starts the browser's own download of `href`: the file is saved as it arrives and never
 * passes through the page's memory (decision 060).
 */
function startDownload(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * One export through a single-use link (decision 060): asks the server for the link of
 * the filter (and its row count), lets the browser download it, then polls the rows
 * written every second until the file is complete. A second click while one runs is
 * ignored: one link, one file.
 */
export function useExportLink(failed: string) {
  const { productSlug } = usePublicConfig();
  const [link, setLink] = useState<(ExportLink & { at: number }) | null>(null);
  const [asking, setAsking] = useState(false);
  const busy = useRef(false);

  const progress = useQuery({
    queryKey: ['admin-export-progress', link?.id],
    queryFn: () => callApi(adminExportProgress, { product: productSlug, params: { id: link!.id } }),
    enabled: link !== null,
    refetchInterval: (q) =>
      q.state.data?.finished || q.state.error || (link && neverOpened(link.at, q.state.data))
        ? false
        : EXPORT_POLL_MS,
    gcTime: 0,
  });

  const data = progress.data;
  const finished = data?.finished === true;
  const stalled = link !== null && neverOpened(link.at, data);
  const running = asking || (link !== null && !finished && !stalled && !progress.error);
  busy.current = running;

  const start = useCallback(
    async (body: ExportLinkBody) => {
      if (busy.current) return;
      busy.current = true;
      setAsking(true);
      try {
        const answer = await callApi(adminExportLink, { product: productSlug, body });
        setLink({ ...answer, at: Date.now() });
        startDownload(exportHref(answer.url));
      } catch (error) {
        busy.current = false;
        notifyError(error, failed);
      } finally {
        setAsking(false);
      }
    },
    [productSlug, failed],
  );

  const reset = useCallback(() => setLink(null), []);
  const linkId = link?.id;
  useEffect(() => {
    if (finished && linkId) notifySuccess('Esportazione completata');
  }, [finished, linkId]);

  return {
    start,
    reset,
    running,
    total: link?.total ?? null,
    /** When the last export was asked for (0 before any): the newest one is shown. */
    startedAt: link?.at ?? 0,
    written: data?.written ?? 0,
    finished,
    failed: stalled || progress.error !== null,
  };
}
