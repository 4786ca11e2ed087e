import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/lista?q=rossi']}>{children}</MemoryRouter>
);

describe('useListParams', () => {
  it('keeps the agency list’s sort when "Successiva" follows at once (seen under load)', () => {
    const { result } = renderHook(() => ({ list: useListParams(), location: useLocation() }), {
      wrapper,
    });
    act(() => {
      result.current.list.toggleSort('nome');
      result.current.list.setPage(2);
    });
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      q: 'rossi',
      ordina: 'nome',
      verso: 'asc',
      pagina: '2',
    });
  });
});
