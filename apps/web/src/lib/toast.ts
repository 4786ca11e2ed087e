import { toast } from 'react-toastify/unstyled';
import { getErrorMessage } from './api-error';

/** Toast behaviour of spec section 8 (the container in components/layout/toast-host reads it). */
export const TOAST_SETTINGS = {
  position: 'top-right',
  autoClose: 5000,
  limit: 20,
  closeOnClick: true,
  draggable: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
} as const;

export function notifySuccess(message: string): void {
  toast.success(message);
}

/** `id` keeps one toast for a message that several callers may raise at once. */
export function notifyInfo(message: string, id?: string): void {
  toast.info(message, id ? { toastId: id } : undefined);
}

/** The generic handler of spec section 8: the server's message, else the caller's text. */
export function notifyError(error: unknown, fallback?: string): void {
  toast.error(getErrorMessage(error, fallback));
}
