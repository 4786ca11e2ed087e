import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@portal/shared/routes';
import { errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();

describe('verify_account/{token} (spec section 2)', () => {
  it("shows 'VERIFICA IN CORSO', then 'AGENZIA VERIFICATA' with the name, calling the server once", async () => {
    let calls = 0;
    // The server answers only when the test has seen the waiting state.
    let answer!: () => void;
    const mayAnswer = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(contractUrl(routes.verifyAccount, '', { token: 'tok-123' }), async () => {
        calls += 1;
        await mayAnswer;
        return HttpResponse.json({ agenzia: { nome: 'Immobiliare Tevere' }, giaConfermato: false });
      }),
    );
    const { queryClient } = renderApp('/verify_account/tok-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'VERIFICA IN CORSO' }),
    ).toBeInTheDocument();
    answer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AGENZIA VERIFICATA' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Immobiliare Tevere')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi all’Area Riservata' })).toHaveAttribute(
      'href',
      '/area-riservata/login',
    );
    // Coming back to the tab or back online would start a refetch right away (the query is
    // marked fetching synchronously); the link works once, so nothing may start.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    expect(queryClient.isFetching()).toBe(0);
    focusManager.setFocused(undefined);
    expect(calls).toBe(1);
  });

  it('shows a reused link as confirmed, never as a missing agency', async () => {
    server.use(
      http.get(contractUrl(routes.verifyAccount, '', { token: 'usato' }), () =>
        HttpResponse.json({ agenzia: { nome: 'Immobiliare Tevere' }, giaConfermato: true }),
      ),
    );
    renderApp('/verify_account/usato');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AGENZIA VERIFICATA' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/era già confermato/)).toBeInTheDocument();
    expect(screen.queryByText('AGENZIA NON TROVATA')).not.toBeInTheDocument();
  });

  it("shows 'AGENZIA NON TROVATA' with the server's message for a forged link", async () => {
    const message =
      'Link di verifica non valido: controlla di aver aperto l’indirizzo completo ricevuto per e-mail.';
    server.use(
      http.get(contractUrl(routes.verifyAccount, '', { token: 'falso' }), () =>
        HttpResponse.json(errorBody(message, 'NOT_FOUND'), { status: 404 }),
      ),
    );
    renderApp('/verify_account/falso');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AGENZIA NON TROVATA' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(
      screen.queryByRole('link', { name: 'Registrati Gratuitamente!' }),
    ).not.toBeInTheDocument();
  });

  it('says the connection is missing when the call got no answer, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(contractUrl(routes.verifyAccount, '', { token: 'rete' }), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ agenzia: { nome: 'Immobiliare Tevere' }, giaConfermato: false });
      }),
    );
    const user = userEvent.setup();
    renderApp('/verify_account/rete');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Connessione assente: controlla la rete e riprova',
    );
    expect(screen.queryByText('AGENZIA NON TROVATA')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AGENZIA VERIFICATA' }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
