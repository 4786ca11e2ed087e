import { getErrorMessage } from '../../lib/api-error';
import { InlineErrorText } from './inline-error-text';

/** A query's failure shown where its data would be (queries never toast). */
export function InlineError({
  error,
  onRetry,
  fallback = 'Impossibile caricare i dati.',
  retryLabel = 'Riprova',
}: {
  error: unknown;
  onRetry?: () => void;
  fallback?: string;
  /** The text of the `onRetry` button. */
  retryLabel?: string;
}) {
  return (
    <InlineErrorText
      text={getErrorMessage(error, fallback)}
      onRetry={onRetry}
      retryLabel={retryLabel}
    />
  );
}
