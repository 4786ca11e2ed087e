import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type AdminService } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture, errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };

const make = (i: number, values: Partial<AdminService> = {}): AdminService => ({
  _id: `1111111${i}-1111-4111-8111-111111111111`,
  name: `Servizio ${i}`,
  description: '<p>Testo</p>',
  image: null,
  pdf: null,
  color: '#1f4e79',
  promo: false,
  prices_with: 9_900,
  prices_without: null,
  visibility: 'public',
  position: i,
  url: null,
  richieste: 0,
  version: 1,
  ...values,
});
let list: AdminService[];

beforeEach(() => {
  list = [make(1, { promo: true }), make(2, { visibility: 'reserved', richieste: 4 }), make(3)];
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    http.get(contractUrl(routes.adminServices, slug), () => HttpResponse.json(list)),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('services list', () => {
  it('shows order, visibility, promo and prices; the arrows save the new order', async () => {
    let sent: string[] = [];
    server.use(
      http.post(contractUrl(routes.adminServiceReorder, slug), async ({ request }) => {
        sent = ((await request.json()) as { ids: string[] }).ids;
        list = sent.map((id, i) => ({ ...list.find((s) => s._id === id)!, position: i + 1 }));
        return HttpResponse.json(list);
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/services');
    const table = await screen.findByRole(
      'region',
      { name: 'Servizi in ordine di catalogo' },
      slow,
    );
    expect(within(table).getByText('PROMO')).toBeInTheDocument();
    expect(within(table).getByText('Area riservata')).toBeInTheDocument();
    expect(within(table).getAllByText('99,00 €')).toHaveLength(3);
    expect(within(table).getByRole('button', { name: 'Sposta Servizio 1 in su' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: 'Sposta Servizio 3 in su' }));
    await waitFor(() => expect(sent).toEqual([list[0]!._id, list[1]!._id, list[2]!._id]));
    expect(sent.map((id) => id.slice(0, 8))).toEqual(['11111111', '11111113', '11111112']);
    const names = within(table)
      .getAllByRole('link', { name: /^Servizio/ })
      .map((a) => a.textContent);
    expect(names).toEqual(['Servizio 1', 'Servizio 3', 'Servizio 2']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sposta Servizio 3 in su' })).toHaveFocus(),
    );
  });

  it('puts the old order back and toasts when the server refuses it', async () => {
    server.use(
      http.post(contractUrl(routes.adminServiceReorder, slug), () =>
        HttpResponse.json(errorBody('L’elenco dei servizi è cambiato nel frattempo.', 'CONFLICT'), {
          status: 409,
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/services');
    const table = await screen.findByRole(
      'region',
      { name: 'Servizi in ordine di catalogo' },
      slow,
    );
    await user.click(within(table).getByRole('button', { name: 'Sposta Servizio 1 in giù' }));
    expect(
      await screen.findByText('L’elenco dei servizi è cambiato nel frattempo.'),
    ).toBeInTheDocument();
    const names = within(table)
      .getAllByRole('link', { name: /^Servizio/ })
      .map((a) => a.textContent);
    expect(names).toEqual(['Servizio 1', 'Servizio 2', 'Servizio 3']);
  });

  it('asks before deleting and says the requests go too', async () => {
    let deleted = '';
    server.use(
      http.post(contractUrl(routes.adminServiceDelete, slug), async ({ request }) => {
        deleted = ((await request.json()) as { id: string }).id;
        return HttpResponse.json({ ok: true });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/services');
    await user.click(await screen.findByRole('button', { name: 'Elimina Servizio 2' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il servizio?' });
    expect(within(dialog).getByText(/le 4 richieste delle agenzie/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(deleted).toBe(list[1]!._id));
  });
});

describe('service form', () => {
  it('sends a multipart form with the prices in cents and shows the server’s field errors', async () => {
    let data: Record<string, unknown> = {};
    let image: File | null = null;
    server.use(
      http.post(contractUrl(routes.adminServiceAdd, slug), async ({ request }) => {
        const form = await request.formData();
        data = JSON.parse(String(form.get('data'))) as Record<string, unknown>;
        image = form.get('image') as File | null;
        return HttpResponse.json(
          {
            ...errorBody(
              'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
              'UNSUPPORTED_MEDIA_TYPE',
            ),
            details: { image: 'Formato non supportato: carica un’immagine JPEG, PNG o WebP.' },
          },
          { status: 415 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/services/add');
    await user.click(await screen.findByRole('button', { name: 'Aggiungi servizio' }, slow));
    expect(await screen.findByText('Inserisci il nome')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Perizia');
    await user.type(screen.getByRole('textbox', { name: /Prezzo senza/ }), '1.234,56');
    await user.upload(
      screen.getByLabelText('Immagine'),
      new File(['<html></html>'], 'foto.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Aggiungi servizio' }));
    await waitFor(() => expect(data.name).toBe('Perizia'));
    expect(data).toMatchObject({
      prices_without: 123_456,
      prices_with: null,
      visibility: 'public',
      url: null,
    });
    expect(image).not.toBeNull(); // (jsdom does not carry the file's bytes through MSW)
    expect((await screen.findAllByText(/Formato non supportato/)).length).toBeGreaterThanOrEqual(1);
  });

  it('refuses at once an image over 5 MB, without sending it', async () => {
    const user = userEvent.setup();
    renderApp('/admin/services/add');
    const input = await screen.findByLabelText('Immagine', {}, slow);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(/il limite è 5,0 MB/);
  });

  it('does not save while a refused file is chosen; cancelling or replacing it lets the save go', async () => {
    let sent = 0;
    let image: File | null = null;
    server.use(
      http.post(contractUrl(routes.adminServiceAdd, slug), async ({ request }) => {
        sent += 1;
        image = (await request.formData()).get('image') as File | null;
        return HttpResponse.json(make(9, { name: 'Perizia' }));
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/admin/services/add');
    const input = await screen.findByLabelText('Immagine', {}, slow);
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Perizia');
    // A GIF is not among the accepted types (the picker's filter can be switched off).
    await user.upload(input, new File(['GIF89a'], 'animazione.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«animazione.gif» non è di un tipo accettato',
    );
    expect(screen.getByText('animazione.gif (rifiutato)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi servizio' }));
    expect(input).toHaveFocus();
    expect(sent).toBe(0);
    // Replaced by a good image: the save goes, with it.
    await user.upload(input, new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aggiungi servizio' }));
    await waitFor(() => expect(sent).toBe(1));
    expect(image).not.toBeNull();
  });

  it('a refused file whose choice is cancelled saves the service without a file', async () => {
    let sent = 0;
    server.use(
      http.post(contractUrl(routes.adminServiceAdd, slug), () => {
        sent += 1;
        return HttpResponse.json(make(9, { name: 'Perizia' }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/services/add');
    const input = await screen.findByLabelText('Immagine', {}, slow);
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Perizia');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, big);
    await user.click(screen.getByRole('button', { name: 'Aggiungi servizio' }));
    expect(sent).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Annulla scelta' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aggiungi servizio' }));
    await waitFor(() => expect(sent).toBe(1));
  });
});
