import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isUserSignedIn, startUserSession } from '../../../lib/session';
import { useLogoutElsewhere } from './use-logout';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter initialEntries={['/area-riservata/services/displayRata']}>
      {children}
    </MemoryRouter>
  </QueryClientProvider>
);

describe('useLogoutElsewhere', () => {
  it('ends this tab’s session before the login opens, even if the other tab’s cookie removal has not reached it', async () => {
    // This tab still sees the token: the other tab's removal is not here yet.
    startUserSession('token-ancora-visibile');
    window.history.replaceState(null, '', '/area-riservata/services/displayRata');
    const { result } = renderHook(
      () => {
        useLogoutElsewhere('user');
        return useLocation();
      },
      { wrapper },
    );
    const other = new BroadcastChannel('portal-session');
    other.postMessage({ type: 'logout', kind: 'user' });
    await waitFor(() => expect(result.current.pathname).toBe('/area-riservata/login'));
    expect(new URLSearchParams(result.current.search).get('da')).toBe(
      '/area-riservata/services/displayRata',
    );
    expect(isUserSignedIn()).toBe(false);
    other.close();
  });
});
