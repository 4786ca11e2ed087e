import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type Referrer, type ReferrerImportPreview } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };

const conti: Referrer = {
  _id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  codice: 'ALL-001',
  nome: 'Giulia',
  cognome: 'Conti',
  email: 'giulia.conti@example.it',
  telefono: null,
  urlPhoto: null,
  urlAgente: 'https://partner.example.it/all-001',
  active: true,
  version: 1,
};
const marino: Referrer = {
  ...conti,
  _id: '1a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  codice: 'ALL-002',
  nome: 'Luca',
  cognome: 'Màrino',
  email: 'luca@example.it',
};

beforeEach(() => {
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    http.get(contractUrl(routes.adminReferrers, slug), () => HttpResponse.json([conti, marino])),
    // The server searches (folded case and accents) and pages; this stands in for it.
    http.get(contractUrl(routes.adminReferrerPage, slug), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(Object.fromEntries(params));
      const q = (params.get('q') ?? '').toLowerCase();
      const referenti = [conti, marino].filter(
        (r) => !q || r.cognome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(q),
      );
      return HttpResponse.json({ total: q ? referenti.length : 60, referenti });
    }),
  );
});
let asked: Record<string, string>[] = [];
beforeEach(() => {
  asked = [];
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('referenti Alleare', () => {
  it('lists code, surname and name, e-mail; the server searches, sorts and pages', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/referentiAlleare');
    const table = await screen.findByRole('region', { name: 'Referenti Alleare' }, slow);
    expect(
      within(table).getByRole('row', { name: /ALL-001 Conti Giulia giulia.conti@example.it/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1–25 di 60/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Codice/ }));
    await user.click(screen.getByRole('button', { name: 'Successiva ›' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ ordina: 'codice', pagina: '2' }));
    expect(router.state.location.search).toBe('?ordina=codice&pagina=2');
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'MARINO');
    await waitFor(() => expect(within(table).queryByText('ALL-001')).not.toBeInTheDocument());
    expect(within(table).getByText('ALL-002')).toBeInTheDocument();
    // A new search starts from its first page.
    expect(asked.at(-1)).toEqual({ q: 'MARINO', ordina: 'codice' });
  });

  it('deactivates only after Sì', async () => {
    let sent: unknown = null;
    server.use(
      http.post(contractUrl(routes.adminReferrerSetActive, slug), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...conti, active: false });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/referentiAlleare');
    await user.click(await screen.findByRole('button', { name: 'Disattiva Conti Giulia' }, slow));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disattivare il referente?' })).getByRole(
        'button',
        { name: 'Sì' },
      ),
    );
    expect(await screen.findByText('Referente Disattivato')).toBeInTheDocument();
    expect(sent).toEqual({ id: conti._id, active: false });
  });

  it('imports from pasted CSV: preview with the bad row’s error, then commits the valid rows', async () => {
    const csv =
      'codice;nome;cognome;email\nNEW-1;Anna;Neri;anna@example.it\nNEW-2;Bruno;Sala;non-una-mail';
    const preview: ReferrerImportPreview = {
      separator: ';',
      hasHeader: true,
      valid: 1,
      invalid: 1,
      rows: [
        {
          line: 2,
          codice: 'NEW-1',
          nome: 'Anna',
          cognome: 'Neri',
          email: 'anna@example.it',
          urlPhoto: '',
          urlAgente: '',
          errors: [],
        },
        {
          line: 3,
          codice: 'NEW-2',
          nome: 'Bruno',
          cognome: 'Sala',
          email: 'non-una-mail',
          urlPhoto: '',
          urlAgente: '',
          errors: ['e-mail: E-mail non valida'],
        },
      ],
    };
    const committed: unknown[] = [];
    server.use(
      http.post(contractUrl(routes.adminReferrerImportPreview, slug), () =>
        HttpResponse.json(preview),
      ),
      http.post(contractUrl(routes.adminReferrerImportCommit, slug), async ({ request }) => {
        committed.push(await request.json());
        return HttpResponse.json({ created: 1, skipped: 1 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/referentiAlleare');
    await user.click(await screen.findByRole('button', { name: 'Importa da CSV' }, slow));
    await user.click(screen.getByRole('textbox', { name: 'Oppure incolla il testo' }));
    await user.paste(csv);
    await user.click(screen.getByRole('button', { name: 'Anteprima' }));
    const table = await screen.findByRole('region', { name: 'Anteprima dell’importazione' });
    expect(within(table).getByText('e-mail: E-mail non valida')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      '2 righe lette: 1 valide, 1 con errori',
    );
    expect(committed).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Importa 1 riga valida' }));
    expect(
      await screen.findByText('Referenti importati: 1, righe scartate: 1'),
    ).toBeInTheDocument();
    expect(committed).toEqual([{ csv }]);
  });
});
