import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COOKIE, type Appointment, type LeadNotes } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { removeCookie, setCookie } from '../../../lib/cookies';
import { adminFixture } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

// Decision 105 on the desk: «Note» shows the agency's unread notes of each lead and the total;
// opening the conversation reads them and the counts clear; a note is sent once.
const server = setupMsw();
const slug = '8volante';
const slow = { timeout: 10_000 };
const id = '33333331-3333-4333-8333-333333333333';
const lead: Appointment = {
  _id: id,
  agenzia: {
    _id: '11111111-1111-4111-8111-111111111111',
    nome: 'Agenzia Alfa',
    email: 'a@example.it',
  },
  agente: null,
  state: 'Fatto Appuntamento',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario@example.it',
  cellulare: '333 1234567',
  created_at: '2026-03-02T09:30:00.000Z',
  dataFattoAppuntamento: null,
  payed: false,
  wc: false,
  contratto: false,
  description: '',
  version: 1,
  giaSegnalatoIl: null,
};
const note = (i: number, ruolo: 'agenzia' | 'mediatore', testo: string, nuova: boolean) => ({
  _id: `4444444${i}-4444-4444-8444-444444444444`,
  autore: ruolo === 'agenzia' ? 'Agenzia Alfa' : 'Giulia Conti',
  ruolo,
  testo,
  scrittaIl: `2026-03-0${i}T10:00:00.000Z`,
  correttaIl: null,
  correggibile: false,
  correggibilePerMs: 0,
  nuova,
});
let read = false;
let sent: { body: unknown; key: string | null }[] = [];

beforeEach(() => {
  read = false;
  sent = [];
  setCookie(COOKIE.adminAccess, 'acc');
  setCookie(COOKIE.adminRefresh, 'ref');
  server.use(
    http.get(contractUrl(routes.adminGetMe), () => HttpResponse.json(adminFixture)),
    http.get(contractUrl(routes.adminAgencySuggest, slug), () => HttpResponse.json([])),
    http.post(contractUrl(routes.adminAppointments, slug), () =>
      HttpResponse.json({ total: 1, precedenti: {}, appuntamenti: [lead] }),
    ),
    http.get(contractUrl(routes.adminLeadNotesUnread, slug), () =>
      HttpResponse.json(
        read ? { totale: 0, pratiche: [] } : { totale: 2, pratiche: [{ _id: id, nonLette: 2 }] },
      ),
    ),
    http.get(contractUrl(routes.adminLeadNotes, slug, { id }), () => {
      const answer: LeadNotes = {
        _id: id,
        note: [note(1, 'agenzia', 'Prima domanda', !read), note(2, 'agenzia', 'Seconda', !read)],
      };
      read = true;
      return HttpResponse.json(answer);
    }),
    http.post(contractUrl(routes.adminLeadNoteCreate, slug), async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
      const answer: LeadNotes = {
        _id: id,
        note: [
          note(1, 'agenzia', 'Prima domanda', false),
          note(2, 'agenzia', 'Seconda', false),
          {
            ...note(3, 'mediatore', 'Ecco la risposta', false),
            correggibile: true,
            correggibilePerMs: 1_500,
          },
        ],
      };
      return HttpResponse.json(answer);
    }),
  );
});
afterEach(() => {
  for (const name of Object.values(COOKIE)) removeCookie(name);
});

describe('notes on the desk', () => {
  it('shows the unread count, clears it once read, and sends a note once on a double click', async () => {
    renderApp('/admin/appuntamenti');
    const button = await screen.findByRole(
      'button',
      { name: 'Note: Mario Rossi, 2 note non lette' },
      slow,
    );
    expect(screen.getByTestId('note-non-lette-totale')).toHaveTextContent(
      'Note delle agenzie da leggere: 2',
    );
    const user = userEvent.setup();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Note della pratica: Mario Rossi' });
    const list = await within(dialog).findByRole('list', { name: 'Note della pratica' });
    expect(within(list).getAllByText('Nuova')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByTestId('note-non-lette-totale')).toHaveTextContent(
        'Nessuna nota delle agenzie da leggere.',
      ),
    );
    // Every limited field carries its (empty) paste notice.
    const field = within(dialog).getByRole('textbox', { name: 'Nuova nota' });
    expect(field).toHaveAttribute('maxLength', '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Invia la nota' }));
    expect(await within(dialog).findByText('Scrivi il testo della nota.')).toBeInTheDocument();
    await user.type(field, 'Ecco la risposta');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Invia la nota' }));
    expect(
      await within(dialog).findByText('Ecco la risposta', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ id, testo: 'Ecco la risposta' });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    // «Correggi» opens the correction; when the minute the server counted ends, the form
    // says so and saves nothing, and after «Annulla» the button is gone.
    await user.click(within(dialog).getByRole('button', { name: /^Correggi la nota/ }));
    const save = within(dialog).getByRole('button', { name: 'Salva la correzione' });
    expect(save).toBeEnabled();
    expect(
      await within(dialog).findByText(/solo entro un minuto/, {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(within(dialog).queryByRole('button', { name: /^Correggi la nota/ })).toBeNull();
  });
});
