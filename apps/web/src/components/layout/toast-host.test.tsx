import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-error';
import { notifyError, notifySuccess, TOAST_SETTINGS } from '../../lib/toast';
import { Modal } from '../ui/modal';
import { ToastHost } from './toast-host';

describe('toasts (spec section 8)', () => {
  it('use the spec settings', () => {
    expect(TOAST_SETTINGS).toEqual({
      position: 'top-right',
      autoClose: 5000,
      limit: 20,
      closeOnClick: true,
      draggable: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
    });
  });

  it('have an Italian close button', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    act(() => notifySuccess('Password Cambiata'));
    expect(await screen.findByText('Password Cambiata')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the toast's box is the library's markup
    const toastElement = screen.getByText('Password Cambiata').closest('.Toastify__toast');
    await user.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    // jsdom runs no CSS animations: end the exit animation by hand.
    fireEvent.animationEnd(toastElement!);
    await waitFor(() => expect(screen.queryByText('Password Cambiata')).not.toBeInTheDocument());
  });

  it("show the server's message, else the caller's text, else the generic one", async () => {
    render(<ToastHost />);
    act(() => {
      notifyError(
        new ApiError(409, { message: 'E-mail già registrata', code: 'CONFLICT', requestId: 'r' }),
      );
      notifyError(new ApiError(502, null), 'Registrazione non riuscita');
      notifyError(new Error('boom'));
    });
    expect(await screen.findByText('E-mail già registrata')).toBeInTheDocument();
    expect(screen.getByText('Registrazione non riuscita')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('say a call without an answer is a lost connection, in Italian (decision 026)', async () => {
    render(<ToastHost />);
    act(() => notifyError(new NetworkError('timeout'), 'Registrazione non riuscita'));
    expect(
      await screen.findByText('Connessione assente: controlla la rete e riprova'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Registrazione non riuscita')).not.toBeInTheDocument();
  });

  it('stay seen, announced and closable while a react-aria modal hides the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Sotto</button>
        <Modal value onChange={() => undefined} title="Conferma">
          testo
        </Modal>
        <ToastHost />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Conferma' })).toBeInTheDocument();
    // The page beneath is hidden from assistive technology...
    expect(screen.queryByRole('button', { name: 'Sotto' })).toBeNull();
    act(() => notifySuccess('Salvato mentre la finestra è aperta'));
    // ...the toast is not: found by its role, so neither aria-hidden nor inert.
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Salvato mentre la finestra è aperta');
    // eslint-disable-next-line testing-library/no-node-access -- inert and aria-hidden sit on ancestors
    expect(toast.closest('[inert], [aria-hidden="true"]')).toBeNull();
    // Its close button is reachable and closing it leaves the modal open.
    await user.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(screen.getByRole('dialog', { name: 'Conferma' })).toBeInTheDocument();
  });
});
