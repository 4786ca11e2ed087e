import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@portal/shared/routes';
import { errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();

describe('verify_account/{token} (spec section 2)', () => {
  it("shows 'VERIFICA IN CORSO', then 'AGENZIA VERIFICATA' with the name, calling the server once", async () => {
    let calls = 0;
    server.use(
      http.get(contractUrl(routes.verifyAccount, '', { token: 'tok-123' }), async () => {
        calls += 1;
        await delay(50);
        return HttpResponse.json({ agenzia: { nome: 'Immobiliare Tevere' } });
      }),
    );
    renderApp('/verify_account/tok-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'VERIFICA IN CORSO' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AGENZIA VERIFICATA' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Immobiliare Tevere')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi all’Area Riservata' })).toHaveAttribute(
      'href',
      '/area-riservata/login',
    );
    window.dispatchEvent(new Event('focus'));
    expect(calls).toBe(1);
  });

  it("shows 'AGENZIA NON TROVATA' with the server's message for a used link", async () => {
    const message =
      'Questo link di verifica è già stato usato: l’account è confermato, puoi accedere all’Area Riservata.';
    server.use(
      http.get(contractUrl(routes.verifyAccount, '', { token: 'usato' }), () =>
        HttpResponse.json(errorBody(message, 'CONFLICT'), { status: 410 }),
      ),
    );
    renderApp('/verify_account/usato');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AGENZIA NON TROVATA' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(
      screen.queryByRole('link', { name: 'Registrati Gratuitamente!' }),
    ).not.toBeInTheDocument();
  });
});
