import { describe, expect, it } from 'vitest';
import type { Agency } from '@portal/shared';
import { agencyFixture } from '../../../test/fixtures';
import { indexAgencies, queryAgencies, type AgencyListQuery } from './agency-list-rules';

const make = (over: Partial<Agency>): Agency => ({ ...agencyFixture, referente: null, ...over });
const list = indexAgencies([
  make({
    _id: '1',
    nome: 'Immobiliare Rossi',
    email: 'rossi@example.it',
    comune: 'Forlì',
    state: 'CONFERMATO',
    created_at: '2026-01-01T00:00:00Z',
  }),
  make({
    _id: '2',
    nome: 'Casa Bianchi',
    email: 'bianchi@example.it',
    comune: 'Milano',
    state: 'DA CONFERMARE',
    created_at: '2026-03-01T00:00:00Z',
  }),
  make({
    _id: '3',
    nome: 'Àgenzia Verdi',
    email: 'verdi@example.it',
    comune: 'Roma',
    agenteInterno: true,
    created_at: '2026-02-01T00:00:00Z',
  }),
]);
const base: AgencyListQuery = { q: '', state: '', kind: '', sort: 'created', dir: 'desc' };
const ids = (q: Partial<AgencyListQuery>) =>
  queryAgencies(list, { ...base, ...q }).map((a) => a._id);

describe('agency list on the page', () => {
  it("finds 'Rossi' typing 'ROSSI' and 'Forlì' typing 'forli'", () => {
    expect(ids({ q: 'ROSSI' })).toEqual(['1']);
    expect(ids({ q: 'forli' })).toEqual(['1']);
    expect(ids({ q: 'agenzia verdi' })).toEqual(['3']);
    expect(ids({ q: 'nessuno' })).toEqual([]);
  });

  it('filters by state and kind', () => {
    expect(ids({ state: 'DA CONFERMARE' })).toEqual(['2']);
    expect(ids({ kind: 'interni' })).toEqual(['3']);
    expect(ids({ kind: 'agenzie' })).toEqual(['2', '1']);
  });

  it('sorts by date (newest first by default) and by name ignoring accents', () => {
    expect(ids({})).toEqual(['2', '3', '1']);
    expect(ids({ sort: 'nome', dir: 'asc' })).toEqual(['3', '2', '1']);
    expect(ids({ sort: 'nome', dir: 'desc' })).toEqual(['1', '2', '3']);
  });
});
