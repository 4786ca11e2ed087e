import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toast-host.css';
import { TOAST_SETTINGS } from '../../lib/toast';

/** react-toastify's own button says "close": ours speaks Italian. */
export function ToastCloseButton({ closeToast }: Pick<CloseButtonProps, 'closeToast'>) {
  return (
    <button
      type="button"
      className="toast-close"
      aria-label="Chiudi notifica"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path
          d="M3 3l10 10M13 3L3 13"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}

/**
 * Toasts as spec section 8 says: top-right, 5000 ms, at most 20, closed by a click,
 * draggable, paused on hover and when the window loses focus. The timer bar is
 * hidden (its built-in label is English); the close button is Italian.
 * A react-aria modal makes the rest of the page inert and hidden: the region carries
 * react-aria's top-layer mark, so a toast raised while a modal is open is still seen,
 * announced and closable.
 */
export function ToastHost() {
  return (
    <div data-react-aria-top-layer="">
      <ToastContainer
        {...TOAST_SETTINGS}
        closeButton={ToastCloseButton}
        hideProgressBar
        theme="light"
        aria-label="Notifiche"
      />
    </div>
  );
}
