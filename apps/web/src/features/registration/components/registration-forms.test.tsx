import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Comune, type Provincia, type ReferrerSmall } from '@portal/shared';
import { routes } from '@portal/shared/routes';
import { errorBody } from '../../../test/fixtures';
import { setupMsw, contractUrl } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';

const server = setupMsw();

const PROVINCE: Provincia[] = [
  { sigla: 'BO', nome: 'Bologna', regione: 'Emilia-Romagna' },
  { sigla: 'RM', nome: 'Roma', regione: 'Lazio' },
];
const COMUNI: Record<string, Comune[]> = {
  RM: [
    { codice: '058091', nome: 'Roma', provincia: 'RM', cap: ['00118', '00184', '00185'] },
    { codice: '058047', nome: 'Fiumicino', provincia: 'RM', cap: ['00054'] },
  ],
  BO: [{ codice: '037032', nome: 'Imola', provincia: 'BO', cap: ['40026'] }],
};
const REFERRERS: ReferrerSmall[] = [
  {
    _id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    codice: 'ALL-001',
    nome: 'Giulia',
    cognome: 'Conti',
  },
];

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  // jsdom has no layout: give lists a height so the virtualised options render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(240);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  server.use(
    http.get(contractUrl(routes.comuniProvince), () => HttpResponse.json(PROVINCE)),
    http.get(contractUrl(routes.comuni), ({ request }) =>
      HttpResponse.json(COMUNI[new URL(request.url).searchParams.get('provincia') ?? ''] ?? []),
    ),
    http.get(contractUrl(routes.referrerChoices), () => HttpResponse.json(REFERRERS)),
    http.post(contractUrl(routes.register), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: "Registrazione avvenuta. Controlla l'email" });
    }),
    http.post(contractUrl(routes.registerAffida), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'Registrazione avvenuta.' });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

async function choose(user: UserEvent, label: string, text: string, option = text) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  if (box.tagName === 'INPUT') {
    await user.clear(box);
    await user.type(box, text);
  }
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillCommon(user: UserEvent, values: { password: string; conferma: string }) {
  await user.type(screen.getByRole('textbox', { name: 'Partita IVA' }), '01234567897');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'Nuova@Agenzia.IT');
  await choose(user, 'Provincia', 'Rom', 'Roma (RM)');
  await choose(user, 'Comune', 'Roma');
  await choose(user, 'CAP', '00184');
  await user.type(screen.getByRole('textbox', { name: 'Indirizzo' }), 'Via Cavour 120');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), values.password);
  await user.type(
    screen.getByLabelText(/^Conferma password/, { selector: 'input' }),
    values.conferma,
  );
  await user.click(screen.getByRole('checkbox', { name: /accetto l’informativa/ }));
}

async function fillAgency(
  user: UserEvent,
  values = { password: 'Una-Password-2026', conferma: 'Una-Password-2026' },
) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Ragione sociale' }, { timeout: 8000 }),
    'Immobiliare Test S.r.l.',
  );
  await user.type(screen.getByRole('textbox', { name: 'Nome dell’agenzia' }), 'Immobiliare Test');
  await user.type(screen.getByRole('textbox', { name: 'Titolare' }), 'Paolo Rossi');
  await fillCommon(user, values);
}

describe('agency registration form (spec section 5)', () => {
  it("'Password Diverse': shown on the field and as a toast, nothing is sent", async () => {
    const user = userEvent.setup();
    renderApp('/fimaaRegister');
    await fillAgency(user, { password: 'Una-Password-2026', conferma: 'Altra-Password-2026' });
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password Diverse');
    expect(
      screen.getByLabelText(/^Conferma password/, { selector: 'input' }),
    ).toHaveAccessibleDescription('Password Diverse');
    expect(sent).toEqual([]);
  });

  it('sends every field with privacy, the site origin as callback and fimaaRegister, then confirms', async () => {
    const user = userEvent.setup();
    renderApp('/fimaaRegister');
    await fillAgency(user);
    await choose(user, 'Referente Alleare', '', 'Conti Giulia (ALL-001)');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(
      await screen.findByText("Registrazione avvenuta. Controlla l'email"),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        regioneSociale: 'Immobiliare Test S.r.l.',
        nome: 'Immobiliare Test',
        partitaIva: '01234567897',
        titolare: 'Paolo Rossi',
        email: 'nuova@agenzia.it',
        provincia: 'RM',
        comune: 'Roma',
        cap: '00184',
        indirizzo: 'Via Cavour 120',
        referente: REFERRERS[0]!._id,
        password: 'Una-Password-2026',
        confermaPassword: 'Una-Password-2026',
        privacy: true,
        callback: window.location.origin,
        fimaaRegister: true,
      }),
    ]);
    const done = screen.getByRole('heading', {
      name: 'Controlla la tua casella di posta',
      // eslint-disable-next-line testing-library/no-node-access -- the box holding the heading
    }).parentElement!;
    expect(within(done).getByText('nuova@agenzia.it')).toBeInTheDocument();
  });

  it('fills the postal code of a comune that has only one, and asks for it when there are several', async () => {
    const user = userEvent.setup();
    renderApp('/fimaaRegister');
    await screen.findByRole('textbox', { name: 'Ragione sociale' }, { timeout: 8000 });
    await choose(user, 'Provincia', 'Bol', 'Bologna (BO)');
    await choose(user, 'Comune', 'Imo', 'Imola');
    expect(screen.getByRole('combobox', { name: 'CAP' })).toHaveTextContent('40026');
    await choose(user, 'Provincia', 'Rom', 'Roma (RM)');
    expect(screen.getByRole('combobox', { name: 'Comune' })).toHaveValue('');
    await choose(user, 'Comune', 'Roma');
    expect(screen.getByRole('combobox', { name: 'CAP' })).toHaveTextContent('Scegli il CAP');
  });

  it('refuses a wrong Partita IVA check digit before sending', async () => {
    const user = userEvent.setup();
    renderApp('/fimaaRegister');
    const piva = await screen.findByRole('textbox', { name: 'Partita IVA' }, { timeout: 8000 });
    await user.type(piva, '01234567890');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText(/cifra di controllo corretta/)).toBeInTheDocument();
    expect(
      screen.getByText('Per registrarti devi accettare l’informativa sulla privacy'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's message as a toast and on the field (duplicate Partita IVA)", async () => {
    const message = 'Questa Partita IVA è già registrata.';
    server.use(
      http.post(contractUrl(routes.register), () =>
        HttpResponse.json(
          {
            ...errorBody(message, 'CONFLICT'),
            details: { partitaIva: 'Partita IVA già registrata' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/fimaaRegister');
    await fillAgency(user);
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Partita IVA' })).toHaveAccessibleDescription(
      'Partita IVA già registrata',
    );
    expect(screen.getByRole('button', { name: 'Registrati' })).toBeEnabled();
  });
});

describe('Affida registration form', () => {
  it("'Password diverse' stops it; a good form says 'Registrazione avvenuta.'", async () => {
    const user = userEvent.setup();
    renderApp('/registerAffida');
    await user.type(
      await screen.findByRole('textbox', { name: 'Nome e cognome' }, { timeout: 8000 }),
      'Giulia Conti',
    );
    expect(screen.queryByRole('textbox', { name: 'Ragione sociale' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Referente Alleare' })).not.toBeInTheDocument();
    await fillCommon(user, { password: 'Una-Password-2026', conferma: 'Diversa-Password-2026' });
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password diverse');
    expect(sent).toEqual([]);

    const conferma = screen.getByLabelText(/^Conferma password/, { selector: 'input' });
    await user.clear(conferma);
    await user.type(conferma, 'Una-Password-2026');
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(await screen.findByText('Registrazione avvenuta.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ nome: 'Giulia Conti', email: 'nuova@agenzia.it', privacy: true }),
    ]);
    expect(sent[0]).not.toHaveProperty('regioneSociale');
  });
});
