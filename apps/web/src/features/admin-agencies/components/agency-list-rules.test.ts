import { describe, expect, it } from 'vitest';
import {
  agencyCount,
  exportQuery,
  pageQuery,
  shownFilter,
  type AgencyListQuery,
} from './agency-list-rules';

const base: AgencyListQuery = {
  q: '',
  state: '',
  kind: '',
  erasure: '',
  sort: 'created',
  dir: 'desc',
};

describe('pageQuery', () => {
  it('sends nothing for the defaults: newest first, page 1', () => {
    expect(pageQuery(base, 1, false)).toEqual({});
  });

  it('sends the search, filters, a sort, its direction and the page', () => {
    expect(
      pageQuery(
        {
          q: 'forlì',
          state: 'CONFERMATO',
          kind: 'interni',
          erasure: 'si',
          sort: 'nome',
          dir: 'desc',
        },
        3,
        true,
      ),
    ).toEqual({
      q: 'forlì',
      stato: 'CONFERMATO',
      tipo: 'interni',
      fimaa: 'si',
      cancellazione: 'si',
      ordina: 'nome',
      verso: 'desc',
      pagina: 3,
    });
    // A name sort goes A→Z unless told otherwise.
    expect(pageQuery({ ...base, sort: 'nome', dir: 'asc' }, 1, false)).toEqual({ ordina: 'nome' });
  });

  it('leaves a blank search out', () => {
    expect(exportQuery({ q: '   ', state: '', kind: '' })).toEqual({});
  });

  it('gives the files the FIMAA page and the erasure filter too, so they hold the rows shown', () => {
    expect(exportQuery(shownFilter({ ...base, q: 'rossi', erasure: 'si' }, true))).toEqual({
      q: 'rossi',
      fimaa: 'si',
      cancellazione: 'si',
    });
    expect(exportQuery(shownFilter(base, false))).toEqual({});
  });
});

describe('agencyCount', () => {
  it('says agenzia for one and groups thousands', () => {
    expect(agencyCount(1)).toBe('1 agenzia');
    expect(agencyCount(0)).toBe('0 agenzie');
    expect(agencyCount(20000)).toBe('20.000 agenzie');
  });
});
