import { notifyInfo, notifySuccess } from '../../lib/toast';

/**
 * Copies `value` (clipboard API, else the old selection copy of `select`'s text) and toasts
 * `copied`, or how to copy by hand when the browser refuses both.
 */
export async function copyToClipboard(value: string, copied: string, select: () => void) {
  try {
    await navigator.clipboard.writeText(value);
    notifySuccess(copied);
  } catch {
    select();
    if (document.execCommand?.('copy')) notifySuccess(copied);
    else notifyInfo('Copia non riuscita: seleziona il testo e premi Ctrl+C.');
  }
}
