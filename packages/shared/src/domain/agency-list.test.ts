import { describe, expect, it } from 'vitest';
import {
  agencySearchText,
  agencyShown,
  type AgencyKindFilter,
  type AgencyListFields,
  type AgencyStateFilter,
} from './agency-list';
import { searchTerms } from './search';

const agency = (over: Partial<AgencyListFields>): AgencyListFields => ({
  nome: 'Immobiliare Forlì',
  regioneSociale: 'Forlì Case S.r.l.',
  email: 'info@forli.example.it',
  partitaIva: '07643520567',
  titolare: 'Mario Rossi',
  comune: 'Forlì',
  cap: '47121',
  provincia: 'FC',
  referente: { codice: 'REF-7', nome: 'Giulia', cognome: 'Conti' },
  state: 'CONFERMATO',
  agenteInterno: false,
  ...over,
});
const shown = (
  a: AgencyListFields,
  q: string,
  state: AgencyStateFilter = '',
  kind: AgencyKindFilter = '',
) => agencyShown(a, agencySearchText(a), { state, kind }, searchTerms(q));

describe('which agencies the admin list (and its exports) shows', () => {
  it('searches every listed field, case- and accent-insensitive, every word', () => {
    const a = agency({});
    expect(shown(a, 'FORLI')).toBe(true);
    expect(shown(a, '0764352')).toBe(true);
    expect(shown(a, 'conti ref-7')).toBe(true);
    expect(shown(a, 'rossi milano')).toBe(false);
    expect(shown(a, '   ')).toBe(true);
  });

  it('filters by state and by kind', () => {
    const pending = agency({ state: 'DA CONFERMARE' });
    const agent = agency({ agenteInterno: true });
    expect(shown(pending, '', 'CONFERMATO')).toBe(false);
    expect(shown(pending, '', 'DA CONFERMARE')).toBe(true);
    expect(shown(agent, '', '', 'agenzie')).toBe(false);
    expect(shown(agent, '', '', 'interni')).toBe(true);
    expect(shown(agency({}), '', '', 'interni')).toBe(false);
  });
});
