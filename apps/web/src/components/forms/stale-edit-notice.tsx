import { isStaleEdit } from '../../lib/api-error';
import { InlineError } from '../layout/inline-error';

/**
 * A save refused because the record changed after the form loaded it (409 `STALE_EDIT`,
 * decision 028): the server's message, who saved and when, and "Ricarica", which loads the
 * record again into the form. Until then the form keeps what was typed.
 */
export function StaleEditNotice({ error, onReload }: { error: unknown; onReload: () => void }) {
  if (!isStaleEdit(error)) return null;
  return <InlineError error={error} onRetry={onReload} retryLabel="Ricarica" />;
}
