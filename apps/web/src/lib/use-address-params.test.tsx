import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressParams } from './use-address-params';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/lista?q=rossi']}>{children}</MemoryRouter>
);

describe('useAddressParams', () => {
  it('builds two changes made before the next render on each other', () => {
    const { result } = renderHook(
      () => ({ address: useAddressParams(), location: useLocation() }),
      { wrapper },
    );
    act(() => {
      const [, update] = result.current.address;
      update((p) => (p.set('ordina', 'nome'), p), { replace: true });
      update((p) => (p.set('pagina', '2'), p), { replace: true });
    });
    expect(result.current.location.search).toBe('?q=rossi&ordina=nome&pagina=2');
    // Once rendered, the next change starts from the address shown.
    act(() => result.current.address[1]((p) => (p.delete('q'), p)));
    expect(result.current.location.search).toBe('?ordina=nome&pagina=2');
  });
});
