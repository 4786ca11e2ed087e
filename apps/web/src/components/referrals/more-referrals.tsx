import type { InfiniteData } from '@tanstack/react-query';
import { REFERRALS_PAGE } from '@portal/shared';
import { Button } from '../ui';
import styles from './referrals.module.css';

/** The next page's cursor: the last referral shown, while a page comes back full. */
export const nextReferralPage = (last: readonly { _id: string }[]): string | undefined =>
  last.length === REFERRALS_PAGE ? last.at(-1)?._id : undefined;

/** The pages loaded so far as one list, newest first. */
export const allPages = <T,>(data: InfiniteData<T[], string | undefined>): T[] => data.pages.flat();

/** What «Mostra altre» needs of an infinite query. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * «Mostra altre segnalazioni» under a list of 50 (REFERRALS_PAGE): the older ones come after
 * the ones shown; a failed load says so and the button tries again.
 */
export function MoreReferrals({ more }: { more: MorePages }) {
  if (!more.hasNextPage) return null;
  return (
    <div className={styles.more}>
      {more.isFetchNextPageError ? (
        <p role="alert" className={styles.moreError}>
          Impossibile caricare le altre segnalazioni: controlla la connessione e riprova.
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={more.isFetchingNextPage}
        onClick={() => void more.fetchNextPage()}
      >
        {more.isFetchingNextPage ? 'Caricamento…' : 'Mostra altre segnalazioni'}
      </Button>
    </div>
  );
}
