import { describe, expect, it } from 'vitest';
import type { Service } from '@portal/shared';
import { ServiceAdminFieldsSchema } from '@portal/shared/contracts/services-admin';
import { DEFAULT_PUBLIC_CONFIG } from '../../config/default-public-config';
import { paths } from '../../config/paths';
import { renderPage } from './render-page';

const service = (name: string, position: number): Service => ({
  _id: crypto.randomUUID(),
  name,
  description: '<p>Descrizione</p>',
  image: null,
  pdf: null,
  color: '#2e7d5b',
  promo: false,
  prices_with: null,
  prices_without: null,
  visibility: 'public',
  position,
  url: null,
});

/** Names an admin can save, each with a character an address treats specially. */
const NAMES = [
  'Mutuo 1/2 casa',
  'Sconto 50%',
  'Testo a%2Fb scritto così',
  'Perché? Sì',
  'Servizio #1',
  "L’Aquila e l'Emilia: più città",
  'Mutuo 3.14',
  'Prezzo & qualità + 100 €',
  '/all’inizio',
  'alla fine/',
  'due//barre',
  'Mutuo ../casa',
  '...',
];

describe('a service page at the address its name gives (decision 095)', () => {
  const services = NAMES.map(service);
  it.each(NAMES)('%s: the link opens that service', async (name) => {
    expect(ServiceAdminFieldsSchema.shape.name.safeParse(name).success).toBe(true);
    const url = paths.service(name);
    expect(url).not.toMatch(/%2F|%5C/i);
    const view = await renderPage(url, { config: DEFAULT_PUBLIC_CONFIG, services });
    expect(view?.status).toBe(200);
    expect(view?.route).toBe('/services/*');
    expect(view?.title).toBe(`${name} · ${DEFAULT_PUBLIC_CONFIG.productName}`);
  });

  it('answers a name the catalogue lacks, a / in it, with the 404 page', async () => {
    const view = await renderPage(paths.service('Nessuno/qui'), {
      config: DEFAULT_PUBLIC_CONFIG,
      services,
    });
    expect(view?.status).toBe(404);
    expect(view?.body).toContain('Servizio non trovato');
  });
});

describe('a name no address can carry is refused when saved', () => {
  it.each([
    ['A\\B', 'Il nome non può contenere «\\»'],
    ['.', 'Il nome non può avere «.» o «..» da soli'],
    ['Mutuo/../casa', 'Il nome non può avere «.» o «..» da soli'],
    ['a/./b', 'Il nome non può avere «.» o «..» da soli'],
    ['DisplayRata', 'è l’indirizzo di una pagina del portale'],
    ['  pianodacquisto ', 'è l’indirizzo di una pagina del portale'],
  ])('%s', (name, message) => {
    const result = ServiceAdminFieldsSchema.shape.name.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
